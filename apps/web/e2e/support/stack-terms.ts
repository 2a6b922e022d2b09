import type { AnalysisInput } from '@cre/underwriting';

/**
 * The capital stack of the issue 27 journey and of the keystroke timing: a 10-year senior loan on
 * a 30-year amortization with 24 months interest-only and a 1 % fee, a mezzanine loan of 10 % of
 * the price at 11 % interest-only for 5 years, a year-3 refinance (65 % LTV, 1.25x minimum DSCR)
 * and an 8 % pref with two tiers (20 % above 12 %, 30 % above 16 %) and a 40 % residual promote.
 */
export const STACK = {
  loanTerm: 30,
  loanMaturityYears: 10,
  interestOnlyMonths: 24,
  loanFeePercent: 1,
  secondLoan: {
    percentOfPrice: 10,
    interestRate: 11,
    amortizationYears: null,
    maturityYears: 5,
    feePercent: 1,
  },
  refinance: {
    year: 3,
    loanToValuePercent: 65,
    minDscr: 1.25,
    capRate: null,
    interestRate: 6,
    amortizationYears: 30,
    interestOnlyMonths: 0,
    maturityYears: 10,
    costsPercent: 1,
    prepaymentPercent: 0,
  },
  waterfall: {
    lpEquityPercent: 90,
    prefRate: 8,
    catchUpPercent: 0,
    tiers: [
      { hurdleIrr: 12, promotePercent: 20 },
      { hurdleIrr: 16, promotePercent: 30 },
    ],
    residualPromotePercent: 40,
  },
} satisfies Partial<AnalysisInput>;
