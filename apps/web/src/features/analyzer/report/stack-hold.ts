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

/**
 * The debt service of years 1..`years` under the reported hold's loans (every loan in force,
 * balloons included; the refinance loan after its year; the same loans past the hold, as the
 * projections show them).
 */
export function stackDebtService(input: ResolvedInput, result: AnalysisResult, years: number): number[] {
  return debtSchedule({ ...input, holdPeriod: years }, result).map((year) => year.debtService);
}
