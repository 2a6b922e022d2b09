/**
 * The debt service by year of a deal with a capital stack (underwriting.md section 12): every loan
 * in force, balloons included, the refinance loan after its year (the engine's `debtSchedule`), for
 * the lease-by-lease annual table.
 */
import {
  type AnalysisResult,
  type DebtScheduleYear,
  debtSchedule,
  type HoldYears,
  type ResolvedInput,
} from '@cre/underwriting';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** A schedule year's balance owed after it: its loans' ending balances, the refinance's new loan in its year. */
function balanceAfter(year: DebtScheduleYear | undefined, result: AnalysisResult): number {
  if (year === undefined) return 0;
  const refi = result.refinance;
  const newLoan = refi !== null && refi.year === year.year ? refi.newLoan : 0;
  return sum(year.lines.map((line) => line.endingBalance)) + newLoan;
}

/**
 * The debt service of years 1..`years` under the reported hold's loans (every loan in force,
 * balloons included; the refinance loan after its year; the same loans past the hold, as the
 * projections show them).
 */
export function stackDebtService(input: ResolvedInput, result: AnalysisResult, years: number): number[] {
  return debtSchedule({ ...input, holdPeriod: years }, result).map((year) => year.debtService);
}
