import type { AnalyzerFormValues } from '../src/features/analyzer/model/form-values';
import { officeDeal } from './analyzer-fixtures';

/**
 * A deal using every part of the capital stack (underwriting.md section 12): the office deal at
 * $5,000,000 ($600,000 rent, 1.5 % closing costs) held 7 years, its senior loan due in year 10 on a 30-year amortization after 24
 * interest-only months with a 1 % fee, a second loan of 10 % of the price at 11 % interest only
 * for 5 years, a refinance at the end of year 3 (65 % LTV, 1.25x minimum DSCR) and an LP/GP
 * waterfall (LP 90 %, 8 % preferred return, 20 % promote above a 12 % IRR, 30 % residual).
 */
export function capitalStackDeal(): AnalyzerFormValues {
  return {
    ...officeDeal(),
    purchasePrice: 5_000_000,
    annualRent: 600_000,
    closingCostsPercent: 1.5,
    holdPeriod: 7,
    loanTerm: 30,
    loanMaturityYears: 10,
    interestOnlyMonths: 24,
    loanFeePercent: 1,
    secondLoan: {
      percentOfPrice: 10,
      interestRate: 11,
      amortizationYears: null,
      maturityYears: 5,
      feePercent: 0,
    },
    refinance: {
      year: 3,
      loanToValuePercent: 65,
      minDscr: 1.25,
      capRate: null,
      interestRate: 6.5,
      amortizationYears: 30,
      interestOnlyMonths: 0,
      maturityYears: null,
      costsPercent: 0,
      prepaymentPercent: 0,
    },
    waterfall: {
      lpEquityPercent: 90,
      prefRate: 8,
      catchUpPercent: 0,
      tiers: [{ hurdleIrr: 12, promotePercent: 20 }],
      residualPromotePercent: 30,
    },
  };
}
