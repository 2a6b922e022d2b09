import type { BlogPostSeed } from '../blog-posts.js';

/** Market insight: reading cap rates and their direction. */
export const capRateTrends: BlogPostSeed = {
  title: 'Cap Rate Trends: What Rising Rates Mean for Commercial Property Values',
  slug: 'cap-rate-trends-rising-rates-property-values',
  summary:
    'Cap rates are the market’s price for a dollar of income. Here is how they move with interest rates, why spreads matter, and how to stress-test a purchase against cap-rate expansion.',
  metaDescription:
    'How cap rates relate to interest rates and property values, how to read the spread over Treasuries, and how to stress-test an acquisition for cap-rate expansion at exit.',
  keywords:
    'cap rate, capitalization rate, commercial real estate valuation, exit cap rate, interest rates, NOI',
  publishedAt: new Date('2026-09-08T14:00:00Z'),
  content: `The capitalization rate is the simplest valuation tool in commercial real estate and still the one most buyers and lenders reach for first. It is net operating income divided by value. A building that produces $180,000 of NOI and trades for $3,000,000 sold at a 6.0% cap rate. Turn the equation around and you have a valuation: value equals NOI divided by the cap rate. That inversion is why small changes in cap rates produce large changes in value, and why anyone holding or buying property needs a view on where they are heading.

## Why cap rates follow interest rates, with a lag

A cap rate is an unlevered yield. Investors compare it with what they could earn elsewhere, above all on the 10-year Treasury note, which carries no credit risk and no management burden. The difference between the two, the spread, is what investors are paid for illiquidity, tenant risk, capital expenditure and the work of ownership. Historically that spread has averaged roughly 300 to 400 basis points for stabilized commercial property, wider in stress and narrower when capital is abundant.

When Treasury yields rise quickly, the spread compresses first because sellers are slow to accept lower prices. Transaction volume drops while buyers and sellers disagree. Over the following quarters cap rates drift upward until the spread looks normal again. This lag is important: a market that looks stable on reported cap rates may simply not have traded enough for prices to adjust.

## What a 50 basis point move does to value

Take the $180,000 NOI property above. At a 6.0% cap rate it is worth $3,000,000. At 6.5% it is worth about $2,769,000, a loss of 7.7% of value with no change in income. At 7.0% it is worth about $2,571,000, down 14.3%. Leverage magnifies this: with 25% down, a 7.7% fall in value wipes out almost a third of the owner's equity.

The reverse is also true, which is why cap-rate compression drove so much of the return in the decade before rates rose. Returns that came from falling cap rates are not repeatable in a higher-rate environment, and underwriting should not assume them.

## Property type and location still dominate

Cap rates are not one number. Industrial and well-located multifamily have traded at the lowest cap rates in recent years because investors expect rent growth. Suburban office trades at much higher cap rates because leasing risk and re-tenanting costs are high. Single-tenant net lease retail prices mainly on the tenant's credit and the remaining lease term: a drugstore with fifteen years left trades far tighter than the same building with three years left. Smaller markets and smaller deals typically carry higher cap rates than gateway cities because the buyer pool is thinner.

When you choose a market cap rate for an analysis, use recent sales of similar buildings in the same submarket, adjusted for lease term and tenant quality, not a national average.

## Going-in versus exit cap rate

The going-in cap rate is your first-year NOI divided by the price you pay. The exit cap rate is the rate you assume a buyer will apply to your NOI when you sell. Prudent underwriting sets the exit cap rate above the going-in rate, commonly by 25 to 50 basis points for a five to ten year hold, because the building will be older, and because you do not know the rate environment at sale. If your deal only works when the exit cap rate is equal to or lower than today's, the return depends on a market call rather than on the property.

## How to stress-test a purchase

Run the analysis three times: with the exit cap rate at the going-in rate, 50 basis points higher and 100 basis points higher. Watch the IRR and the equity multiple. Then check the debt: at the higher exit cap, is the sale price still comfortably above the remaining loan balance? A deal that still clears your minimum return at a 100 basis point expansion has a real margin of safety. A deal whose IRR collapses is a bet on rates, and should be priced as one.

Finally, remember that NOI growth is the owner's best defense against rising cap rates. Rent escalations, lower vacancy and controlled expenses raise the numerator of the value equation, and they are within your control in a way that the bond market is not.`,
};
