/**
 * The terms of the Debt Schedule sheet's loans as defined names (underwriting.md 12.2-12.4): the
 * senior and second loans from the Inputs sheet, and the refinance — its value and sizing on the
 * forward NOI, the payoff, the proceeds — and its new loan's terms.
 */
import type { ResolvedInput } from '@cre/underwriting';
import type { BlockLine } from './cash-flow-blocks';
import { balanceAfter, type LoanNames, loanNames, paymentFormula } from './loan-formulas';

/** One loan of the schedule: its key, title, term names, and the lines defining them. */
export interface ScheduleLoan {
  id: 'senior' | 'second' | 'refi';
  title: string;
  names: LoanNames;
  terms: BlockLine[];
}

const money = (label: string, name: string, formula: string): BlockLine => ({
  label,
  name,
  formula,
  format: 'money',
});
const months = (label: string, name: string, formula: string): BlockLine => ({
  label,
  name,
  formula,
  format: 'whole',
});

/** The lines of a loan's terms, given its amount, rate, interest-only, amortization, maturity and years. */
function termLines(
  n: LoanNames,
  f: {
    amount: string;
    rate: string;
    io: string;
    amort: string;
    mat: string;
    offset: string;
    first: string;
    last: string;
  },
): BlockLine[] {
  return [
    money('Amount', n.amount, f.amount),
    { label: 'Monthly Rate', name: n.rate, formula: f.rate, format: 'rate' },
    months('Interest-Only Months', n.io, f.io),
    months('Amortizing Months (0 = interest only)', n.amort, f.amort),
    months('Maturity Month', n.mat, f.mat),
    money('Level Payment (monthly)', n.pmt, paymentFormula(n)),
    months('Start Offset (months)', n.offset, f.offset),
    months('First Year in Force', n.first, f.first),
    months('Last Year in Force', n.last, f.last),
  ];
}

/** The purchase loans' last year: the refinance year when the hold refinances, else the hold. */
function purchaseLast(input: ResolvedInput): string {
  return input.refinance === null ? 'HoldPeriod' : 'IF(RefiApplies,RefiYear,HoldPeriod)';
}

/**
 * The loans of a deal with a capital stack: the senior loan (section 12.2: interest-only months
 * unless Interest Only, amortized over the loan term, due at the maturity or when fully
 * amortized), the second loan when there is one, and the refinance loan when there is a refinance
 * (starting after the refinance year, in force only when the hold is longer).
 */
export function scheduleLoans(input: ResolvedInput): ScheduleLoan[] {
  const senior = loanNames('Senior');
  const loans: ScheduleLoan[] = [
    {
      id: 'senior',
      title: 'Senior Loan',
      names: senior,
      terms: termLines(senior, {
        amount: 'LoanAmount',
        rate: 'InterestRate/12',
        io: 'IF(InterestOnly,0,InterestOnlyMonths)',
        amort: 'IF(InterestOnly,0,12*LoanTerm)',
        mat: `IF(ISNUMBER(LoanMaturityYears),12*LoanMaturityYears,IF(InterestOnly,12*LoanTerm,${senior.io}+12*LoanTerm))`,
        offset: '0',
        first: '1',
        last: purchaseLast(input),
      }),
    },
  ];
  if (input.secondLoan !== null) {
    const second = loanNames('Second');
    loans.push({
      id: 'second',
      title: 'Second Loan',
      names: second,
      terms: termLines(second, {
        amount: 'SecondLoanAmount',
        rate: 'SecondLoanRate/12',
        io: '0',
        amort: 'IF(ISNUMBER(SecondLoanAmortYears),12*SecondLoanAmortYears,0)',
        mat: '12*SecondLoanMaturityYears',
        offset: '0',
        first: '1',
        last: purchaseLast(input),
      }),
    });
  }
  if (input.refinance !== null) {
    const refi = loanNames('RefiLoan');
    loans.push({
      id: 'refi',
      title: 'Refinance Loan',
      names: refi,
      terms: termLines(refi, {
        amount: 'RefiNewLoan',
        rate: 'RefiRate/12',
        io: 'RefiIoMonths',
        amort: '12*RefiAmortYears',
        mat: 'IF(ISNUMBER(RefiMaturityYears),12*RefiMaturityYears,RefiIoMonths+12*RefiAmortYears)',
        offset: '12*RefiYear',
        first: 'RefiYear+1',
        last: 'IF(RefiApplies,HoldPeriod,0)',
      }),
    });
  }
  return loans;
}

/**
 * The refinance (section 12.4) as defined names: it applies when the hold is longer than its year;
 * value = forward NOI (`noiOfYear(expr)`: the Cash Flow's NOI of a year) over the refinance cap
 * rate (the exit cap when blank; 0 when either is not positive), the new loan at the LTV, capped by
 * the minimum DSCR on the amortizing payment when set, the payoff of the purchase loans after 12y
 * months (0 past maturity), and the proceeds after the prepayment premium and costs.
 */
export function refinanceLines(
  purchase: readonly ScheduleLoan[],
  noiOfYear: (year: string) => string,
): BlockLine[] {
  const payoff = purchase.map((loan) => balanceAfter(loan.names, '12*RefiYear')).join('+');
  const constant =
    'IF(RefiRate=0,12/(12*RefiAmortYears),12*(RefiRate/12)/(1-(1+RefiRate/12)^(-12*RefiAmortYears)))';
  return [
    {
      label: 'Refinance Applies (hold longer)',
      name: 'RefiApplies',
      formula: 'HoldPeriod>RefiYear',
      format: 'whole',
    },
    money('Forward NOI (year after the refinance)', 'RefiNoi', noiOfYear('RefiYear+1')),
    {
      label: 'Refinance Cap Rate Used',
      name: 'RefiCapUsed',
      formula: 'IF(ISNUMBER(RefiCapRate),RefiCapRate,ExitCapRate)',
      format: 'percent',
    },
    money('Refinance Value', 'RefiValue', 'IF(OR(RefiNoi<=0,RefiCapUsed<=0),0,RefiNoi/RefiCapUsed)'),
    money('Loan by LTV', 'RefiLoanByLtv', 'RefiValue*RefiLtv'),
    {
      label: 'Loan Constant (annual, amortizing)',
      name: 'RefiLoanConstant',
      formula: constant,
      format: 'rate',
    },
    money(
      'Loan by Minimum DSCR',
      'RefiLoanByDscr',
      'IF(ISNUMBER(RefiMinDscr),RefiNoi/(RefiMinDscr*RefiLoanConstant),"N/A")',
    ),
    money(
      'New Loan',
      'RefiNewLoan',
      'IF(ISNUMBER(RefiMinDscr),MAX(0,MIN(RefiLoanByLtv,RefiLoanByDscr)),RefiLoanByLtv)',
    ),
    {
      label: 'Constrained By',
      name: 'RefiConstrainedBy',
      formula: 'IF(ISNUMBER(RefiMinDscr),IF(RefiLoanByDscr<RefiLoanByLtv,"dscr","ltv"),"ltv")',
      format: 'whole',
    },
    money('Payoff of the Purchase Loans', 'RefiPayoff', payoff),
    money(
      'Refinance Proceeds',
      'RefiProceeds',
      'RefiNewLoan-RefiPayoff*(1+RefiPrepaymentPercent)-RefiNewLoan*RefiCostsPercent',
    ),
  ];
}
