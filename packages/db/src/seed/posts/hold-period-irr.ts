import type { BlogPostSeed } from '../blog-posts.js';

/** Market insight: choosing a hold period with IRR, equity multiple and the sale math. */
export const holdPeriodIrr: BlogPostSeed = {
  title: 'How Long to Hold: Using IRR and Equity Multiple to Plan Your Exit',
  slug: 'hold-period-irr-equity-multiple-exit-planning',
  summary:
    'The hold period changes every return you report. Here is how IRR, equity multiple and cash-on-cash interact over time, and a practical way to decide when selling beats holding.',
  metaDescription:
    'How hold period affects IRR and equity multiple, why IRR often peaks early, how selling costs, exit cap rates and loan paydown change the answer, and how to plan an exit for a commercial property.',
  keywords:
    'hold period, IRR, internal rate of return, equity multiple, exit strategy, commercial real estate returns',
  publishedAt: new Date('2026-10-20T14:00:00Z'),
  content: `Every projection of a commercial property's returns starts with an assumption that is easy to overlook: how long you will own it. Change the hold period from five years to ten and the IRR, the equity multiple and the sale proceeds all move, sometimes in opposite directions. Choosing the hold deliberately, rather than defaulting to five years, is one of the most useful things an investor can do before buying.

## What IRR measures, and what it does not

The internal rate of return is the discount rate at which the present value of all cash flows equals zero: the equity paid at purchase, the annual cash flow after debt service and the net proceeds from the sale. It rewards getting money back early. A deal that returns your equity in three years can show a higher IRR than one that makes far more money over ten.

The equity multiple is simpler: total cash returned divided by equity invested. A 2.0x multiple means you doubled your money, regardless of how long it took. Read the two together. A 20 percent IRR with a 1.3x multiple is a short, modest win; a 12 percent IRR with a 2.4x multiple is a long, large one. Which is better depends on what you would do with the money in between.

## Why IRR often peaks and then declines

In the early years of a leveraged hold, returns are boosted by loan paydown, rent escalations and appreciation, all working on a small equity base. As the years go by, equity builds up inside the property and earns only the property's unlevered return. The IRR curve commonly rises for the first few years, flattens and then slowly falls. The year in which it peaks is a natural candidate for a sale or refinance. The analyzer's recommended hold period looks for exactly this: it compares the IRR of each possible exit year and reports the best.

Transaction costs pull the other way. Closing costs at purchase and selling costs at exit, commonly 1 to 2 percent to buy and 3 to 6 percent to sell once commissions, transfer taxes and legal fees are counted, are paid once. Over a short hold they weigh heavily on IRR; over a long hold they are spread thin. This is why very short holds rarely make sense for stabilized property unless value has been added quickly.

## The exit cap rate is the biggest lever

In most five to ten year projections, the sale produces more than half of the total return. The sale price is next year's NOI divided by the exit cap rate, so the assumption about that rate dominates the result. Test at least three scenarios: exit at today's cap rate, 50 basis points higher and 100 basis points higher. If the longer hold only wins when the exit cap stays low, you are betting on the market, not on the property.

Lease expirations matter too. A buyer will pay less for a building with major leases rolling in the year after the sale. Compare your hold with the weighted average lease term of the rent roll: selling after renewals are signed, or before a large rollover, can be worth more than another year of cash flow.

## A practical decision rule

Each year, ask: if I sold today and reinvested the net proceeds, would the new investment earn more than this property will earn on that equity going forward? The forward return of holding is next year's cash flow plus the expected change in value, divided by the equity you could take out today. When that forward return drops below what you could earn elsewhere at similar risk, it is time to sell or to refinance and redeploy the equity.

Taxes complicate the picture. Depreciation recapture and capital gains tax make selling expensive, and a 1031 exchange can defer them, which is one reason many owners hold longer than the IRR curve alone would suggest. Model your after-tax proceeds with your adviser before you decide.

## Plan the exit before you buy

Write down the intended hold, the exit cap rate you assume and what must be true for that exit to work: the leases renewed, the loan refinanced or repaid, the capital projects done. Then run the analysis across several hold periods and exit cap rates. A deal that produces acceptable returns across that range is robust. A deal that only works for one hold and one exit cap rate is a forecast, and forecasts deserve a margin of safety.`,
};
