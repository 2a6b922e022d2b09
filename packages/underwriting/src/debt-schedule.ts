/**
 * The debt schedule of the reported hold (underwriting.md section 12): each loan in force, year by
 * year — its scheduled payments split into interest and principal, its balloon, what is repaid at
 * a refinance or at the sale, and the balance left — as the analyzer, the CLI and the exports show
 * it.
 */
import { secondLoan, seniorLoan } from './capital-stack.js';
import { refinanceLoan } from './capital-stack-refinance.js';
import { type Loan, loanBalanceAfter, loanYear } from './loan-schedule.js';
import type { AnalysisResult, ResolvedInput } from './types.js';

/** One loan's year. */
export interface DebtScheduleLine {
  loan: 'Senior loan' | 'Second loan' | 'Refinance loan';
  /** Interest-only and amortizing payments (no balloon). */
  scheduled: number;
  interest: number;
  principal: number;
  /** The balance due at maturity, when it falls in the year. */
  balloon: number;
  /** The balance repaid at the refinance (its year) or at the sale (the hold's last year). */
  repaid: number;
  /** The balance after the year (0 once repaid). */
  endingBalance: number;
}

/** One year of the schedule: each loan in force, and the year's debt service (scheduled + balloons). */
export interface DebtScheduleYear {
  year: number;
  lines: DebtScheduleLine[];
  debtService: number;
}

/** A loan of the schedule: its name, terms, the first and last year it is in force, its start month. */
interface Entry {
  name: DebtScheduleLine['loan'];
  loan: Loan;
  first: number;
  last: number;
  offset: number;
}

/**
 * The schedule of years 1..holdPeriod for a resolved deal and its result: the purchase loans (the
 * senior, and the second when there is one) until the refinance year (repaid there) or the sale,
 * then the refinance loan (when the result has a refinance) until the sale.
 */
export function debtSchedule(i: ResolvedInput, result: AnalysisResult): DebtScheduleYear[] {
  const hold = Math.max(1, Math.round(i.holdPeriod));
  const refi = result.refinance;
  const purchaseLast = refi === null ? hold : refi.year;
  const entries: Entry[] = [
    { name: 'Senior loan', loan: seniorLoan(i, result.loanAmount), first: 1, last: purchaseLast, offset: 0 },
  ];
  const second = secondLoan(i);
  if (second !== null)
    entries.push({ name: 'Second loan', loan: second, first: 1, last: purchaseLast, offset: 0 });
  if (refi !== null && i.refinance !== null) {
    const loan = refinanceLoan(i.refinance, refi.newLoan);
    entries.push({ name: 'Refinance loan', loan, first: refi.year + 1, last: hold, offset: 12 * refi.year });
  }
  const years: DebtScheduleYear[] = [];
  for (let t = 1; t <= hold; t++) {
    const lines = entries
      .filter((e) => t >= e.first && t <= e.last)
      .map((e): DebtScheduleLine => {
        const y = loanYear(e.loan, t, e.offset);
        const repaid = t === e.last ? loanBalanceAfter(e.loan, 12 * t - e.offset) : 0;
        return {
          loan: e.name,
          scheduled: y.scheduled,
          interest: y.interest,
          principal: y.principal,
          balloon: y.balloon,
          repaid,
          endingBalance: t === e.last ? 0 : y.endingBalance,
        };
      });
    years.push({ year: t, lines, debtService: lines.reduce((sum, l) => sum + l.scheduled + l.balloon, 0) });
  }
  return years;
}
