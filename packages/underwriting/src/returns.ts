import { safeDivide } from './numeric.js';

/**
 * Year-1 cash flow after debt: `annualCashFlow = noi - annualDebtService`.
 *
 * @example annualCashFlow(150000, 57987.11) // 92012.89
 */
export function annualCashFlow(noi: number, annualDebtService: number): number {
  return noi - annualDebtService;
}

/**
 * Cash-on-cash return (also reported as ROI) in percent:
 * `annualCashFlow / equityInvested * 100`, 0 when no equity is invested.
 *
 * @example cashOnCash(25000, 250000) // 10
 */
export function cashOnCash(cashFlow: number, equityInvested: number): number {
  return safeDivide(cashFlow * 100, equityInvested, 0);
}

/**
 * Return on current equity in percent: `annualCashFlow / (propertyValue - loanAmount) * 100`,
 * 0 when that equity is <= 0.
 *
 * @example returnOnEquity(25000, 1250000, 750000) // 5
 */
export function returnOnEquity(cashFlow: number, value: number, loanAmount: number): number {
  const equity = value - loanAmount;
  return equity <= 0 ? 0 : safeDivide(cashFlow * 100, equity, 0);
}

/**
 * Break-even occupancy in percent: `(opex + annualDebtService) / (GPR + otherIncome) * 100`,
 * null when the denominator is 0.
 *
 * @example breakEvenOccupancy(40000, 60000, 200000, 0) // 50
 */
export function breakEvenOccupancy(
  opex: number,
  annualDebtService: number,
  grossPotentialRent: number,
  otherIncome: number,
): number | null {
  const income = grossPotentialRent + otherIncome;
  return safeDivide((opex + annualDebtService) * 100, income, null);
}
