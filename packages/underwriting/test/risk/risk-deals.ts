/** Deals the risk tests share: a simple deal, a lease-by-lease deal and a stacked deal with a waterfall. */

import { benchLeaseDeal } from '../../bench/lease-deals.js';
import type { AnalysisInput } from '../../src/index.js';
import { SAMPLE_DEAL } from '../fixtures/sample-deal.js';

/** The 12-tenant sample deal (simple projection). */
export const SIMPLE: AnalysisInput = SAMPLE_DEAL;

/** A 20-suite lease-by-lease deal (the benchmark's). */
export const LEASES: AnalysisInput = benchLeaseDeal(20);

/** An aggregate deal with a second loan, a refinance and a waterfall. */
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
