import { describe, expect, it } from 'vitest';
import { analysisInputSchema, dealIssues, resolveInput } from '../src/index.js';

/** A valid base deal the cases change one field of. */
const BASE = {
  purchasePrice: 10_000_000,
  sqft: 50_000,
  interestRate: 6,
  annualRent: 1_100_000,
  downPaymentPercent: 35,
};
const SECOND = { percentOfPrice: 10, interestRate: 11, maturityYears: 5 };
const REFI = { year: 3, loanToValuePercent: 65, interestRate: 5.5, amortizationYears: 30 };
const WATERFALL = { lpEquityPercent: 90, prefRate: 8, residualPromotePercent: 20 };

/** The issues zod finds, as dealIssues reports them. */
function zodIssues(deal: unknown) {
  const parsed = analysisInputSchema.safeParse(deal);
  return parsed.success
    ? []
    : parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

/** [case, deal, path, message]: one bad value and the issue it gets. */
const CASES: [string, Record<string, unknown>, string, string][] = [
  [
    'IO months above 120',
    { interestOnlyMonths: 121 },
    'interestOnlyMonths',
    'Interest-only period must be between 0 and 120 months',
  ],
  [
    'IO months a fraction',
    { interestOnlyMonths: 2.5 },
    'interestOnlyMonths',
    'Interest-only period must be between 0 and 120 months',
  ],
  [
    'IO months null',
    { interestOnlyMonths: null },
    'interestOnlyMonths',
    'Interest-only period must be between 0 and 120 months',
  ],
  [
    'maturity 0',
    { loanMaturityYears: 0 },
    'loanMaturityYears',
    'Loan maturity must be between 1 and 40 years',
  ],
  [
    'maturity text',
    { loanMaturityYears: '10' },
    'loanMaturityYears',
    'Loan maturity must be between 1 and 40 years',
  ],
  ['fee above 10', { loanFeePercent: 10.5 }, 'loanFeePercent', 'Loan fee must be between 0% and 10%'],
  ['fee null', { loanFeePercent: null }, 'loanFeePercent', 'Loan fee must be between 0% and 10%'],
  [
    'second loan 0 %',
    { secondLoan: { ...SECOND, percentOfPrice: 0 } },
    'secondLoan.percentOfPrice',
    'The second loan must be more than 0% and at most the down payment',
  ],
  [
    'second loan above the down payment',
    { secondLoan: { ...SECOND, percentOfPrice: 36 } },
    'secondLoan.percentOfPrice',
    'The second loan must be more than 0% and at most the down payment',
  ],
  [
    'second loan rate',
    { secondLoan: { ...SECOND, interestRate: 31 } },
    'secondLoan.interestRate',
    'Interest rate must be between 0% and 30%',
  ],
  [
    'second loan amortization 41',
    { secondLoan: { ...SECOND, amortizationYears: 41 } },
    'secondLoan.amortizationYears',
    'Amortization must be between 1 and 40 years',
  ],
  [
    'second loan maturity missing',
    { secondLoan: { percentOfPrice: 10, interestRate: 11 } },
    'secondLoan.maturityYears',
    'Loan maturity must be between 1 and 40 years',
  ],
  [
    'second loan fee null',
    { secondLoan: { ...SECOND, feePercent: null } },
    'secondLoan.feePercent',
    'Loan fee must be between 0% and 10%',
  ],
  [
    'refinance year 30',
    { refinance: { ...REFI, year: 30 } },
    'refinance.year',
    'Refinance year must be between 1 and 29',
  ],
  [
    'refinance LTV 0',
    { refinance: { ...REFI, loanToValuePercent: 0 } },
    'refinance.loanToValuePercent',
    'Refinance loan-to-value must be more than 0% and at most 100%',
  ],
  [
    'refinance DSCR 0.9',
    { refinance: { ...REFI, minDscr: 0.9 } },
    'refinance.minDscr',
    'Minimum DSCR must be between 1.00 and 5.00',
  ],
  [
    'refinance cap 0',
    { refinance: { ...REFI, capRate: 0 } },
    'refinance.capRate',
    'Cap rate must be between 0.1% and 50%',
  ],
  [
    'refinance costs 11',
    { refinance: { ...REFI, costsPercent: 11 } },
    'refinance.costsPercent',
    'Refinance costs must be between 0% and 10%',
  ],
  [
    'refinance prepayment',
    { refinance: { ...REFI, prepaymentPercent: -1 } },
    'refinance.prepaymentPercent',
    'Prepayment premium must be between 0% and 10%',
  ],
  [
    'refinance IO months',
    { refinance: { ...REFI, interestOnlyMonths: 200 } },
    'refinance.interestOnlyMonths',
    'Interest-only period must be between 0 and 120 months',
  ],
  [
    'refinance maturity',
    { refinance: { ...REFI, maturityYears: 0 } },
    'refinance.maturityYears',
    'Loan maturity must be between 1 and 40 years',
  ],
  [
    'LP equity 0',
    { waterfall: { ...WATERFALL, lpEquityPercent: 0 } },
    'waterfall.lpEquityPercent',
    'LP equity must be more than 0% and at most 100%',
  ],
  [
    'pref 31',
    { waterfall: { ...WATERFALL, prefRate: 31 } },
    'waterfall.prefRate',
    'Preferred return must be between 0% and 30%',
  ],
  [
    'catch-up under the promote',
    { waterfall: { ...WATERFALL, catchUpPercent: 15 } },
    'waterfall.catchUpPercent',
    'Catch-up must be 0% or more than the first promote, up to 100%',
  ],
  [
    'catch-up with no promote',
    { waterfall: { ...WATERFALL, residualPromotePercent: 0, catchUpPercent: 50 } },
    'waterfall.catchUpPercent',
    'Catch-up must be 0% or more than the first promote, up to 100%',
  ],
  [
    'hurdle at the pref',
    { waterfall: { ...WATERFALL, tiers: [{ hurdleIrr: 8, promotePercent: 10 }] } },
    'waterfall.tiers.0.hurdleIrr',
    'Each hurdle must be higher than the one before',
  ],
  [
    'hurdles out of order',
    {
      waterfall: {
        ...WATERFALL,
        tiers: [
          { hurdleIrr: 15, promotePercent: 10 },
          { hurdleIrr: 12, promotePercent: 20 },
        ],
      },
    },
    'waterfall.tiers.1.hurdleIrr',
    'Each hurdle must be higher than the one before',
  ],
  [
    'promote 99.5',
    { waterfall: { ...WATERFALL, residualPromotePercent: 99.5 } },
    'waterfall.residualPromotePercent',
    'Promote must be between 0% and 99%',
  ],
  [
    'tier promote',
    { waterfall: { ...WATERFALL, tiers: [{ hurdleIrr: 12, promotePercent: 100 }] } },
    'waterfall.tiers.0.promotePercent',
    'Promote must be between 0% and 99%',
  ],
];

describe('the capital stack inputs (underwriting.md 12.1): rules and messages', () => {
  it.each(CASES)('%s', (_, change, path, message) => {
    const deal = { ...BASE, ...change };
    expect(dealIssues(deal)).toContainEqual({ path, message });
    // the hand-written check reports what the schema reports, in the same order
    expect(dealIssues(deal)).toEqual(zodIssues(deal));
  });

  it("accepts every section-12 input with null where the section names null, and fills the groups' defaults", () => {
    const deal = {
      ...BASE,
      loanMaturityYears: null,
      secondLoan: { ...SECOND, amortizationYears: null },
      refinance: { ...REFI, minDscr: null, capRate: null, maturityYears: null },
      waterfall: WATERFALL,
    };
    expect(dealIssues(deal)).toEqual([]);
    expect(zodIssues(deal)).toEqual([]);
    const resolved = resolveInput(deal);
    expect(resolved.secondLoan).toEqual({ ...SECOND, amortizationYears: null, feePercent: 0 });
    expect(resolved.refinance).toEqual({
      ...REFI,
      minDscr: null,
      capRate: null,
      interestOnlyMonths: 0,
      maturityYears: null,
      costsPercent: 0,
      prepaymentPercent: 0,
    });
    expect(resolved.waterfall).toEqual({ ...WATERFALL, catchUpPercent: 0, tiers: [] });
    expect(resolveInput(BASE)).toMatchObject({
      interestOnlyMonths: 0,
      loanMaturityYears: null,
      loanFeePercent: 0,
      secondLoan: null,
      refinance: null,
      waterfall: null,
    });
  });

  it('ties no refinance year to the hold and no maturity to the loan term', () => {
    const deal = {
      ...BASE,
      holdPeriod: 2,
      loanTerm: 5,
      loanMaturityYears: 40,
      refinance: { ...REFI, year: 29 },
    };
    expect(dealIssues(deal)).toEqual([]);
  });

  it('reports a group that is not an object', () => {
    expect(dealIssues({ ...BASE, refinance: 'yes' })).toEqual([
      { path: 'refinance', message: 'The refinance must be an object or null' },
    ]);
    expect(zodIssues({ ...BASE, refinance: 'yes' })).toEqual(dealIssues({ ...BASE, refinance: 'yes' }));
  });
});
