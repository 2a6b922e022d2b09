/**
 * The loans of the deal-level capital-stack oracle (underwriting.md sections 12.2 and 12.4),
 * written from the spec text: the purchase loans a deal's inputs describe, and the refinance at
 * its year with the new loan it starts. The schedules themselves are capital-stack-oracle.ts's.
 */

import type { AnalysisInput } from '../../src/index.js';
import { type OracleLoan, oracleBalance } from './capital-stack-oracle.js';
import { EXPECTED_DEFAULTS } from './defaults.js';

/** The refinance output of 12.4. */
export interface OracleRefinance {
  year: number;
  value: number;
  newLoan: number;
  payoff: number;
  proceeds: number;
  constrainedBy: 'ltv' | 'dscr';
}

/** A field of the deal, or its default when absent or (for nullable fields) undefined. */
export function field<K extends keyof typeof EXPECTED_DEFAULTS>(
  deal: AnalysisInput,
  key: K,
): number | boolean | string | null {
  const value = (deal as Record<string, unknown>)[key];
  return value === undefined ? EXPECTED_DEFAULTS[key] : (value as number | boolean | string | null);
}
export const num = (deal: AnalysisInput, key: keyof typeof EXPECTED_DEFAULTS) => field(deal, key) as number;

/** The purchase loans of 12.2 (L2 may be 0). */
export function purchaseLoans(deal: AnalysisInput): { senior: OracleLoan; second: OracleLoan | null } {
  const price = deal.purchasePrice;
  const loanAmount = price - price * (num(deal, 'downPaymentPercent') / 100);
  const loanTerm = num(deal, 'loanTerm');
  const io = deal.interestOnlyMonths ?? 0;
  const isIo = field(deal, 'isInterestOnly') === true;
  const maturity = deal.loanMaturityYears ?? null;
  const senior: OracleLoan = {
    amount: loanAmount,
    rate: deal.interestRate,
    ioMonths: io,
    amortMonths: isIo ? null : 12 * loanTerm,
    matMonths: maturity !== null ? 12 * maturity : isIo ? 12 * loanTerm : io + 12 * loanTerm,
  };
  const s = deal.secondLoan ?? null;
  const second: OracleLoan | null =
    s === null
      ? null
      : {
          amount: (price * s.percentOfPrice) / 100,
          rate: s.interestRate,
          ioMonths: 0,
          amortMonths: s.amortizationYears == null ? null : 12 * s.amortizationYears,
          matMonths: 12 * s.maturityYears,
        };
  return { senior, second };
}

/**
 * The refinance of 12.4 at year y (for a hold h > y), and its new loan. Reading: `constrainedBy`
 * compares the DSCR limit with the LTV loan before the `max(0, ...)` floor.
 */
export function refinanceAt(
  deal: AnalysisInput,
  noi: readonly number[],
  exitCapRate: number,
  loans: OracleLoan[],
): { result: OracleRefinance; loan: OracleLoan } | null {
  const refi = deal.refinance ?? null;
  if (refi === null) return null;
  const y = refi.year;
  const forward = noi[y] as number;
  const c = refi.capRate ?? exitCapRate;
  const value = forward <= 0 || c <= 0 ? 0 : forward / (c / 100);
  const byLtv = (value * refi.loanToValuePercent) / 100;
  let newLoan = byLtv;
  let constrainedBy: 'ltv' | 'dscr' = 'ltv';
  const amortMonths = 12 * refi.amortizationYears;
  if (refi.minDscr != null) {
    const r = refi.interestRate / 1200;
    const k = r === 0 ? 12 / amortMonths : (12 * r) / (1 - (1 + r) ** -amortMonths);
    const byDscr = forward / (refi.minDscr * k);
    if (byDscr < byLtv) constrainedBy = 'dscr';
    newLoan = Math.max(0, Math.min(byLtv, byDscr));
  }
  const payoff = loans.reduce((sum, loan) => sum + oracleBalance(loan, 12 * y), 0);
  const proceeds =
    newLoan - payoff * (1 + (refi.prepaymentPercent ?? 0) / 100) - (newLoan * (refi.costsPercent ?? 0)) / 100;
  const io = refi.interestOnlyMonths ?? 0;
  const loan: OracleLoan = {
    amount: newLoan,
    rate: refi.interestRate,
    ioMonths: io,
    amortMonths,
    matMonths: refi.maturityYears != null ? 12 * refi.maturityYears : io + amortMonths,
  };
  return { result: { year: y, value, newLoan, payoff, proceeds, constrainedBy }, loan };
}
