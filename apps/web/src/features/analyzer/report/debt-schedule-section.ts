/**
 * The capital stack's debt schedule (underwriting.md section 12): each loan in force year by year
 * (senior, second, refinance loan) with its interest, principal, balloon, what is repaid at the
 * refinance or the sale, its ending balance and its debt service, and each year's total when more
 * than one loan is in force. The engine's `debtSchedule` of the reported hold.
 */
import { type DebtScheduleLine, debtSchedule } from '@cre/underwriting';
import { stackInput } from './capital-stack';
import type { CalculationFigures, TableSection } from './report-section';

/** Title of the debt schedule. */
export const DEBT_SCHEDULE_TITLE = 'Debt Schedule';

/** The loan cell of a year's total line. */
export const DEBT_TOTAL_LABEL = 'All loans';

/** One line of the schedule: a loan's year, or the year's total ({@link DEBT_TOTAL_LABEL}). */
export interface DebtScheduleRow {
  year: number;
  loan: string;
  interest: number;
  principal: number;
  balloon: number;
  repaid: number;
  endingBalance: number;
  /** The loan's scheduled payments and balloon; on a total line the engine's year debt service. */
  debtService: number;
  total: boolean;
}

/**
 * The schedule's lines of a deal: per year, each loan in force (a loan repaid at its maturity in
 * an earlier year is left out), then (two loans or more) the year's total, whose debt service is the
 * engine's `debtService` of that year.
 */
export function debtScheduleRows({ values, result }: CalculationFigures): DebtScheduleRow[] {
  const rows: DebtScheduleRow[] = [];
  for (const year of debtSchedule(stackInput(values), result)) {
    // A loan that matured in an earlier year pays and owes nothing: it is left out.
    const lines = year.lines.filter(
      (line) => line.scheduled + line.balloon + line.repaid + line.endingBalance !== 0,
    );
    for (const line of lines) {
      rows.push({
        year: year.year,
        loan: line.loan,
        interest: line.interest,
        principal: line.principal,
        balloon: line.balloon,
        repaid: line.repaid,
        endingBalance: line.endingBalance,
        debtService: line.scheduled + line.balloon,
        total: false,
      });
    }
    if (lines.length > 1) {
      const sum = (pick: (line: DebtScheduleLine) => number) =>
        lines.reduce((total, line) => total + pick(line), 0);
      rows.push({
        year: year.year,
        loan: DEBT_TOTAL_LABEL,
        interest: sum((line) => line.interest),
        principal: sum((line) => line.principal),
        balloon: sum((line) => line.balloon),
        repaid: sum((line) => line.repaid),
        endingBalance: sum((line) => line.endingBalance),
        debtService: year.debtService,
        total: true,
      });
    }
  }
  return rows;
}

/** The debt schedule as a table section: year, loan and the loan's figures. */
export const DEBT_SCHEDULE_SECTION: TableSection<DebtScheduleRow> = {
  key: 'debtSchedule',
  title: DEBT_SCHEDULE_TITLE,
  rows: debtScheduleRows,
  columns: [
    { key: 'year', label: 'Year', format: 'whole', value: (r) => r.year, pdfWidth: 28 },
    { key: 'loan', label: 'Loan', format: 'text', value: (r) => r.loan, pdfWidth: 64 },
    { key: 'interest', label: 'Interest', format: 'money', value: (r) => r.interest },
    { key: 'principal', label: 'Principal', format: 'money', value: (r) => r.principal },
    { key: 'balloon', label: 'Balloon', format: 'money', value: (r) => r.balloon },
    { key: 'repaid', label: 'Repaid', format: 'money', value: (r) => r.repaid },
    { key: 'endingBalance', label: 'Ending Balance', format: 'money', value: (r) => r.endingBalance },
    { key: 'debtService', label: 'Debt Service', format: 'money', value: (r) => r.debtService },
  ],
};
