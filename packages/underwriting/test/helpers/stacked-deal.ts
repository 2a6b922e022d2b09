/** A deal with every part of the capital stack, shared by the goal-seek and risk tests. */
import type { AnalysisInput } from '../../src/index.js';

/** The browser deal: 10/30 senior with 24 months IO and a 1 % fee, mezzanine, year-3 refinance, 8 % pref and two tiers. */
export const STACKED: AnalysisInput = {
  purchasePrice: 5_000_000,
  sqft: 40_000,
  annualRent: 520_000,
  vacancyRate: 5,
  propertyTaxes: 60_000,
  insurance: 15_000,
  interestRate: 6.25,
  downPaymentPercent: 30,
  loanTerm: 30,
  loanMaturityYears: 10,
  interestOnlyMonths: 24,
  loanFeePercent: 1,
  holdPeriod: 7,
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
  },
  waterfall: {
    lpEquityPercent: 90,
    prefRate: 8,
    tiers: [
      { hurdleIrr: 12, promotePercent: 20 },
      { hurdleIrr: 15, promotePercent: 30 },
    ],
    residualPromotePercent: 40,
  },
};
