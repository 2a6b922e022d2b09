/**
 * The hold year by year of a deal with a capital stack (underwriting.md section 12). The engine's
 * `holdYears` follows the section-5 loan alone; this puts the stack's debt service (every loan in
 * force, balloons included, the refinance loan after its year: the engine's `debtSchedule`) into
 * each year's debt service, cash flow and loan balance, and the stack's payoff into the sale, so the
 * memo's cash flow, sale and appendix agree with `analyze()`'s projections and net sale proceeds.
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

/**
 * `hold` (the engine's `holdYears` of `input` and `result`) with the capital stack's debt: for years
 * 1..holdPeriod + 1 the debt service of the reported hold's loans (the year after the hold with the
 * same loans, as the projections show it), the cash flow `noi − TI − LC − debt service` (refinance
 * proceeds are not in it, as in the projections) and the balance owed; the sale's loan repayment is
 * what the loans in force owe at the sale.
 */
export function withStackDebt(input: ResolvedInput, result: AnalysisResult, hold: HoldYears): HoldYears {
  const h = Math.max(1, Math.round(input.holdPeriod));
  const schedule = debtSchedule({ ...input, holdPeriod: h + 1 }, result);
  const years = hold.years.map((year) => {
    const debt = schedule[year.year - 1];
    const debtService = debt?.debtService ?? 0;
    return {
      ...year,
      debtService,
      cashFlow: year.noi - year.tenantImprovements - year.leasingCommissions - debtService,
      loanBalance: balanceAfter(debt, result),
    };
  });
  const atSale = debtSchedule(input, result)[h - 1];
  const loanRepayment = sum(atSale?.lines.map((line) => line.repaid) ?? []);
  return { years, sale: { ...hold.sale, loanRepayment } };
}
