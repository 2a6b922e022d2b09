/**
 * The Financing panel's warnings (underwriting.md 12.3: a loan that matures inside the hold with
 * no refinance is repaid by the equity). They are shown, never refusing the deal.
 */
import type { AnalyzerFormValues } from './form-values';

/** The combined loan-to-value above which the panel warns, in percent. */
export const COMBINED_LTV_WARNING = 90;

/** The inputs the warnings read. */
export type FinancingWarningInput = Pick<
  AnalyzerFormValues,
  | 'downPaymentPercent'
  | 'loanTerm'
  | 'isInterestOnly'
  | 'interestOnlyMonths'
  | 'loanMaturityYears'
  | 'holdPeriod'
  | 'secondLoan'
  | 'refinance'
>;

/** A balloon inside the hold the equity pays. */
export function balloonWarning(loan: 'senior' | 'second', year: number): string {
  return `The ${loan} loan matures in year ${year}, inside the hold, and no refinance repays it: the equity pays the balloon.`;
}

/** The combined loan-to-value warning, X with one decimal. */
export function combinedLtvWarning(percent: number): string {
  return `Combined loan-to-value is ${percent.toFixed(1)}%, above ${COMBINED_LTV_WARNING}%.`;
}

/**
 * The year the senior loan's balloon falls in, or null when it has none (underwriting.md 12.2):
 * due at `loanMaturityYears` when set, else at `loanTerm` when interest-only; a balloon exists
 * when the loan is interest-only or matures before it is fully amortized (interest-only months
 * plus the amortization term). No loan (100 % down), no balloon.
 */
function seniorBalloonYear(input: FinancingWarningInput): number | null {
  if (input.downPaymentPercent >= 100) return null;
  const maturity = input.loanMaturityYears ?? (input.isInterestOnly ? input.loanTerm : null);
  if (maturity === null || !(maturity > 0)) return null;
  const amortizedAt = input.interestOnlyMonths + 12 * input.loanTerm;
  return input.isInterestOnly || 12 * maturity < amortizedAt ? maturity : null;
}

/** The year the second loan's balloon falls in, or null when it has none or there is no second loan. */
function secondBalloonYear(input: FinancingWarningInput): number | null {
  const loan = input.secondLoan;
  if (!loan || !(loan.percentOfPrice > 0) || !(loan.maturityYears > 0)) return null;
  const amortization = loan.amortizationYears;
  return amortization === null || loan.maturityYears < amortization ? loan.maturityYears : null;
}

/**
 * Whether a balloon due in `year` is a warning: the year is inside the hold (before the sale year)
 * and no refinance comes before it (a refinance at the end of an earlier year repays the loan; one
 * in the maturity year or later comes after the balloon was paid).
 */
function equityPaysBalloon(input: FinancingWarningInput, year: number | null): year is number {
  if (year === null || !(year < input.holdPeriod)) return false;
  return !(input.refinance && input.refinance.year < year);
}

/**
 * The warnings of the financing as typed, in order: the senior loan's balloon, the second loan's
 * balloon, the combined loan-to-value ((senior loan + second loan) / price) above 90 % (with or
 * without a second loan: a senior loan alone above 90 % is as thin a cushion).
 *
 * @example financingWarnings({ ...values, loanMaturityYears: 3, holdPeriod: 5 })
 * // ['The senior loan matures in year 3, inside the hold, and no refinance repays it: the equity pays the balloon.']
 */
export function financingWarnings(input: FinancingWarningInput): string[] {
  const warnings: string[] = [];
  const seniorYear = seniorBalloonYear(input);
  if (equityPaysBalloon(input, seniorYear)) warnings.push(balloonWarning('senior', seniorYear));
  const secondYear = secondBalloonYear(input);
  if (equityPaysBalloon(input, secondYear)) warnings.push(balloonWarning('second', secondYear));
  // (loanAmount + L2) / price in percent of the price, so a round 90 % stays exactly 90
  const senior = input.downPaymentPercent >= 100 ? 0 : 100 - input.downPaymentPercent;
  const combined = senior + (input.secondLoan?.percentOfPrice ?? 0);
  if (combined > COMBINED_LTV_WARNING) warnings.push(combinedLtvWarning(combined));
  return warnings;
}
