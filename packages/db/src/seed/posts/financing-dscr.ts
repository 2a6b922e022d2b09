import type { BlogPostSeed } from '../blog-posts.js';

/** Market insight: debt sizing, DSCR and leverage. */
export const financingDscr: BlogPostSeed = {
  title: 'Financing Commercial Property: DSCR, LTV and How Lenders Size Your Loan',
  slug: 'financing-commercial-property-dscr-ltv-loan-sizing',
  summary:
    'Lenders size commercial loans on the lower of loan-to-value and debt service coverage. Learn how DSCR, debt yield and interest rates decide how much you can borrow and what leverage really does to returns.',
  metaDescription:
    'How commercial lenders use DSCR, LTV and debt yield to size loans, worked examples at today’s interest rates, and how leverage, amortization and interest-only periods change cash flow and risk.',
  keywords:
    'DSCR, debt service coverage ratio, LTV, commercial mortgage, debt yield, leverage, interest-only loan',
  publishedAt: new Date('2026-10-06T14:00:00Z'),
  content: `Most investors think about financing in terms of the down payment: put 25 percent down, borrow 75 percent. Commercial lenders think differently. They size a loan by several tests at once and lend the smallest amount that passes all of them. Understanding those tests tells you before you make an offer how much debt a property can really carry.

## Loan-to-value

Loan-to-value is the loan amount divided by the appraised value or purchase price, whichever is lower. Banks and life companies typically lend 60 to 75 percent on stabilized commercial property; agency and SBA programs can go higher for the right borrower and property type. LTV protects the lender against a fall in value: the lower it is, the more the property can lose before the loan is underwater.

## Debt service coverage ratio

The debt service coverage ratio, DSCR, is net operating income divided by annual debt service (principal plus interest). A DSCR of 1.25 means the property earns 25 percent more than it needs to pay the mortgage. Most lenders require 1.20 to 1.35 depending on property type and tenant risk, and more for hotels or single-tenant buildings with short remaining terms.

DSCR is where interest rates bite. Consider a property with $200,000 of NOI. At a 1.25 minimum DSCR, the maximum annual debt service is $160,000. With a 25-year amortization, a 5.0 percent rate supports a loan of roughly $2.28 million. At 7.0 percent the same $160,000 supports only about $1.89 million. The property did not change; the borrowing capacity fell by about 17 percent. If the price assumes the larger loan, the buyer must bring more equity or the deal does not close.

## Debt yield

Debt yield is NOI divided by the loan amount, ignoring the interest rate and amortization. Lenders, especially CMBS lenders, use it as a floor, often 8 to 10 percent, because it cannot be inflated by a long amortization or a low teaser rate. In the example above, a 9 percent debt yield caps the loan at $2.22 million regardless of rate.

## Putting the tests together

Take the lowest of the three: the LTV limit, the DSCR limit and the debt yield limit. If a $3.0 million purchase at 75 percent LTV suggests a $2.25 million loan, but DSCR at 7 percent allows $1.89 million, you are borrowing $1.89 million and the down payment is 37 percent, not 25. Run this check before you negotiate, because the difference comes straight out of your equity and your returns.

## Amortization and interest-only periods

A longer amortization lowers the annual payment and raises DSCR, at the cost of slower principal paydown. Interest-only periods go further: payments are lower at the start, cash-on-cash return looks better, and the full principal is still owed at maturity or sale. Interest-only debt makes sense when NOI is growing, for example during a lease-up, and is risky when the plan depends on refinancing at a lower rate. In the analyzer you can switch a loan to interest-only to see both effects: higher early cash flow and a larger balance to repay when you sell.

## What leverage does to returns

Leverage helps when the property's unlevered yield, roughly its cap rate, is higher than the loan constant, the annual debt service divided by the loan amount. A 25-year loan at 7 percent has a loan constant of about 8.5 percent. Buying at a 6.5 percent cap rate with that loan is negative leverage: every borrowed dollar costs more than it earns, so cash-on-cash return falls as leverage rises. Returns can still work if rents grow and the property appreciates, but the margin for error is thin.

When the cap rate is above the loan constant, leverage lifts cash-on-cash return and IRR, but it also magnifies losses if values fall. Watch three numbers together: DSCR above your lender's minimum with room to spare, break-even occupancy comfortably below the current occupancy, and an LTV at purchase that would survive a 10 to 15 percent fall in value without a forced sale or a cash-in refinance.

Financing is not a detail to settle after the offer. It decides how much equity you need, what return that equity earns and how much risk it carries.`,
};
