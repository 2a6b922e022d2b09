/**
 * The purchase financing of the capital stack (underwriting.md sections 12.2-12.3): the senior
 * loan with its interest-only months, maturity and fee, the second loan, and the sources and uses
 * and year-1 debt service they give.
 */
import {
  amortizingPayment,
  interestOnlyPayment,
  type Loan,
  loanBalanceAfter,
  loanDebtServiceInYear,
  loanYear,
} from './loan-schedule.js';
import type { ResolvedInput } from './types.js';

/** The inputs of section 12 (a resolved deal's, or the analyzer's form values). */
type StackInputs = Pick<
  ResolvedInput,
  'interestOnlyMonths' | 'loanMaturityYears' | 'loanFeePercent' | 'secondLoan' | 'refinance' | 'waterfall'
>;

/** True when a deal uses any input of section 12 (else sections 5-8 finance it, to the last bit). */
export function hasCapitalStack(i: StackInputs): boolean {
  return (
    i.interestOnlyMonths > 0 ||
    i.loanMaturityYears !== null ||
    i.loanFeePercent > 0 ||
    i.secondLoan !== null ||
    i.refinance !== null ||
    i.waterfall !== null
  );
}

/**
 * The senior loan: the section 5 loan with `interestOnlyMonths` (none when isInterestOnly) before
 * it amortizes over loanTerm, due at the end of `loanMaturityYears` when set, else when fully
 * amortized (at loanTerm for an interest-only loan).
 */
export function seniorLoan(i: ResolvedInput, amount: number): Loan {
  const ioMonths = i.isInterestOnly ? 0 : i.interestOnlyMonths;
  const amortMonths = i.isInterestOnly ? null : 12 * i.loanTerm;
  const matMonths =
    i.loanMaturityYears !== null
      ? 12 * i.loanMaturityYears
      : i.isInterestOnly
        ? 12 * i.loanTerm
        : ioMonths + 12 * i.loanTerm;
  return { amount, rate: i.interestRate, ioMonths, amortMonths, matMonths };
}

/** The second loan (`percentOfPrice` of the price, no interest-only start), or null. */
export function secondLoan(i: ResolvedInput): Loan | null {
  const second = i.secondLoan;
  if (second === null) return null;
  return {
    amount: (i.purchasePrice * second.percentOfPrice) / 100,
    rate: second.interestRate,
    ioMonths: 0,
    amortMonths: second.amortizationYears === null ? null : 12 * second.amortizationYears,
    matMonths: 12 * second.maturityYears,
  };
}

/** The purchase financing of a deal with a capital stack. */
export interface StackFinancing {
  /** The purchase loans: the senior, then the second when there is one. */
  loans: Loan[];
  loanFees: number;
  secondLoanAmount: number;
  equityInvested: number;
  /** Year-1 scheduled payments (no balloon). */
  seniorDebtService: number;
  secondDebtService: number;
  annualDebtService: number;
  /** The senior loan's first monthly payment (interest only during its interest-only months). */
  monthlyPayment: number;
}

/** Year-1 scheduled payments of a loan (a balloon falling in year 1 is left out). */
const yearOneService = (loan: Loan | null) => (loan === null ? 0 : loanYear(loan, 1).scheduled);

/**
 * Sources and uses with the capital stack (section 12.3): loan fees on the senior and second
 * loans, equity = down payment − second loan + closing costs + fees, and year-1 debt service of
 * the purchase loans' scheduled payments.
 */
export function stackFinancing(i: ResolvedInput, downPayment: number, loanAmount: number): StackFinancing {
  const senior = seniorLoan(i, loanAmount);
  const second = secondLoan(i);
  const secondAmount = second?.amount ?? 0;
  const loanFees =
    (loanAmount * i.loanFeePercent) / 100 + (secondAmount * (i.secondLoan?.feePercent ?? 0)) / 100;
  const seniorDebtService = yearOneService(senior);
  const secondDebtService = yearOneService(second);
  const firstPayment =
    senior.amount === 0
      ? 0
      : senior.amortMonths === null || senior.ioMonths > 0
        ? interestOnlyPayment(senior)
        : amortizingPayment(senior);
  return {
    loans: second === null ? [senior] : [senior, second],
    loanFees,
    secondLoanAmount: secondAmount,
    equityInvested: downPayment - secondAmount + (i.purchasePrice * i.closingCostsPercent) / 100 + loanFees,
    seniorDebtService,
    secondDebtService,
    annualDebtService: seniorDebtService + secondDebtService,
    monthlyPayment: firstPayment,
  };
}

/** Debt service of year t of the loans (balloons included), `offset` months after month 0. */
export function loansServiceInYear(loans: readonly Loan[], t: number, offset = 0): number {
  let total = 0;
  for (const loan of loans) total += loanDebtServiceInYear(loan, t, offset);
  return total;
}

/** What the loans still owe after `months` of their payments (0 past maturity). */
export function loansBalanceAfter(loans: readonly Loan[], months: number): number {
  let total = 0;
  for (const loan of loans) total += loanBalanceAfter(loan, months);
  return total;
}
