import { safeDivide } from './numeric.js';

/**
 * Loan figures (https://github.com/cre-sale-analyzer/cre-sale-analyzer/blob/main/docs/model.md#financing).
 * Rates are annual nominal percents, terms in years, elapsed time in months.
 */

/**
 * Monthly payment. 0 when there is no loan; interest-only: `L * r`; zero rate: `L / n`;
 * otherwise `L * r / (1 - (1 + r)^-n)` with `r = rate/100/12`, `n = termYears * 12`.
 * `(1 + r)^-n` is computed as `exp(-n * log1p(r))` to keep full precision at tiny rates.
 *
 * @example monthlyPayment(750000, 6, 25) // 4832.260511141314
 * @example monthlyPayment(750000, 6, 25, true) // 3750
 * @example monthlyPayment(120000, 0, 10) // 1000
 */
export function monthlyPayment(
  loanAmount: number,
  annualRate: number,
  termYears: number,
  interestOnly = false,
): number {
  if (loanAmount === 0) return 0;
  const r = annualRate / 100 / 12;
  if (interestOnly) return loanAmount * r;
  const n = termYears * 12;
  if (n <= 0) return 0;
  if (r === 0) return loanAmount / n;
  return (loanAmount * r) / -Math.expm1(-n * Math.log1p(r));
}

/**
 * Loan balance after `months` payments. After maturity (`months >= termYears * 12`) it is 0;
 * interest-only: `L`; zero rate: `L - pmt * k`; otherwise `L(1+r)^k - pmt((1+r)^k - 1)/r`,
 * evaluated in the equivalent form `L * (E_n - E_k) / E_n` with `E_k = (1+r)^k - 1` (from
 * `expm1`), which has no cancellation at tiny rates.
 *
 * @example loanBalance(750000, 6, 25, 60) // 674490.6511180504
 * @example loanBalance(750000, 6, 25, 300) // 0
 * @example loanBalance(120000, 0, 10, 12) // 108000
 */
export function loanBalance(
  loanAmount: number,
  annualRate: number,
  termYears: number,
  months: number,
  interestOnly = false,
): number {
  const n = termYears * 12;
  if (months >= n || loanAmount === 0) return 0;
  if (interestOnly) return loanAmount;
  const r = annualRate / 100 / 12;
  if (r === 0) return loanAmount - (loanAmount / n) * months;
  const lr = Math.log1p(r);
  const en = Math.expm1(n * lr);
  return (loanAmount * (en - Math.expm1(months * lr))) / en;
}

/**
 * Debt service paid in year `year` (1-based): the annual debt service while `year <= loanTerm`,
 * then 0; an interest-only loan's balloon (the whole principal) is added in year `loanTerm`
 * (rounded up, should a term not be whole years).
 *
 * @example debtServiceInYear(45000, 750000, 10, true, 10) // 795000
 * @example debtServiceInYear(45000, 750000, 10, true, 11) // 0
 */
export function debtServiceInYear(
  annualDebtService: number,
  loanAmount: number,
  loanTerm: number,
  interestOnly: boolean,
  year: number,
): number {
  const regular = year <= loanTerm ? annualDebtService : 0;
  return interestOnly && year === Math.ceil(loanTerm) ? regular + loanAmount : regular;
}

/** Loan-to-value in percent: `loanAmount / purchasePrice * 100`. @example ltv(750000, 1000000) // 75 */
export function ltv(loanAmount: number, purchasePrice: number): number {
  return purchasePrice > 0 ? safeDivide(loanAmount * 100, purchasePrice, 0) : 0;
}

/** Debt-service coverage `noi / annualDebtService`, null without debt service. @example dscr(90000, 60000) // 1.5 */
export function dscr(noi: number, annualDebtService: number): number | null {
  return safeDivide(noi, annualDebtService, null);
}

/** Debt yield in percent `noi / loanAmount * 100`, null without a loan. @example debtYield(90000, 750000) // 12 */
export function debtYield(noi: number, loanAmount: number): number | null {
  return safeDivide(noi * 100, loanAmount, null);
}
