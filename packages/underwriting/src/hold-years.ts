/**
 * The hold year by year, for reports that show every year rather than the five of the projections
 * (the workbook's Cash Flow sheet): each line of years 1..holdPeriod + 1 as the engine defines it
 * (https://github.com/cre-sale-analyzer/cre-sale-analyzer/blob/main/docs/model.md#projections and
 * #sale), from an input and the result `analyze()` gave for it. Deductions are positive amounts.
 */
import { hasCapitalStack } from './capital-stack.js';
import { type DebtScheduleYear, debtSchedule } from './debt-schedule.js';
import { debtServiceInYear, loanBalance } from './financing.js';
import type { AnalysisResult, ResolvedInput } from './types.js';

/** One year of the hold. Simple mode grows every year-1 line at the rent escalation rate. */
export interface HoldYear {
  year: number;
  /** `(1 + rentEscalationRate/100)^(year-1)` (simple mode; 1 in leases mode). */
  growth: number;
  /** Simple mode only (null in leases mode, where the lease projection holds the income lines). */
  grossPotentialRent: number | null;
  vacancy: number | null;
  otherIncome: number | null;
  effectiveGrossIncome: number;
  operatingExpenses: number;
  noi: number;
  tenantImprovements: number;
  leasingCommissions: number;
  debtService: number;
  /** NOI − TI − LC − debt service. */
  cashFlow: number;
  /** The loans' balance after the year's payments (0 from maturity; with a refinance, the new loan's after its year). */
  loanBalance: number;
  /** The purchase-date property value appreciated for `year` years. */
  value: number;
}

/** The sale at the end of the hold. */
export interface HoldSale {
  salePrice: number;
  sellingCosts: number;
  loanRepayment: number;
  netSaleProceeds: number;
}

/** Years 1..holdPeriod + 1 (the year after the hold prices the sale) and the sale. */
export interface HoldYears {
  years: HoldYear[];
  sale: HoldSale;
}

/** The loans' debt service and the balance owed by year (the sale at the end of year h repays balanceAfter(h)). */
interface HoldDebt {
  serviceInYear(year: number): number;
  balanceAfter(year: number): number;
}

const sum = (lines: DebtScheduleYear['lines'], pick: (line: DebtScheduleYear['lines'][number]) => number) => {
  let total = 0;
  for (const line of lines) total += pick(line);
  return total;
};

/**
 * A capital stack's debt (section 12): the reported hold's loans year by year (every loan in force,
 * balloons included, the refinance loan after its year; the year after the hold with the same
 * loans, as the projections show it) and the balance owed after each year (the refinance's new loan
 * in its year; after the hold's last year, what the loans in force owe at the sale).
 */
function stackHoldDebt(input: ResolvedInput, result: AnalysisResult, hold: number): HoldDebt {
  const schedule = debtSchedule({ ...input, holdPeriod: hold + 1 }, result);
  const refi = result.refinance;
  return {
    serviceInYear: (year) => schedule[year - 1]?.debtService ?? 0,
    balanceAfter(year) {
      const entry = schedule[year - 1];
      if (entry === undefined) return 0;
      const newLoan = refi !== null && refi.year === year ? refi.newLoan : 0;
      return sum(entry.lines, (line) => line.endingBalance) + newLoan;
    },
  };
}

/** The single loan of sections 5-8. */
function loanHoldDebt(input: ResolvedInput, result: AnalysisResult): HoldDebt {
  const loan = result.loanAmount;
  const balanceAt = (year: number) =>
    loanBalance(loan, input.interestRate, input.loanTerm, 12 * year, input.isInterestOnly);
  return {
    serviceInYear: (year) =>
      debtServiceInYear(result.annualDebtService, loan, input.loanTerm, input.isInterestOnly, year),
    balanceAfter: balanceAt,
  };
}

/**
 * The hold year by year for `input` (resolved) and `result = analyze(input)`: NOI and its lines
 * (the lease projection's in leases mode; year 1's grown at the rent escalation rate in simple
 * mode, as `noiInYear`), the debt service of each year (`debtServiceInYear`; with a capital stack
 * the reported hold's loans, as `debtSchedule`), the balance owed after the year, the appreciated
 * value, and the sale (the result's sale price and net proceeds, with its selling costs and the
 * loans repaid).
 *
 * @example holdYears(resolveInput(deal), analyze(deal)).years[0].noi === analyze(deal).noi // true
 */
export function holdYears(input: ResolvedInput, result: AnalysisResult): HoldYears {
  const hold = input.holdPeriod;
  const lease = result.leaseProjection?.years;
  const rentGrowth = 1 + input.rentEscalationRate / 100;
  const valueGrowth = 1 + input.appreciationRate / 100;
  const debt = hasCapitalStack(input) ? stackHoldDebt(input, result, hold) : loanHoldDebt(input, result);
  const years: HoldYear[] = [];
  for (let year = 1; year <= hold + 1; year++) {
    const growth = lease ? 1 : rentGrowth ** (year - 1);
    const leaseYear = lease?.[year - 1];
    const gpr = lease ? null : result.grossPotentialRent * growth;
    const vacancy = gpr === null ? null : gpr * (input.vacancyRate / 100);
    const otherIncome = lease ? null : input.otherIncome * growth;
    const effectiveGrossIncome = leaseYear?.effectiveGrossIncome ?? result.effectiveGrossIncome * growth;
    const operatingExpenses = leaseYear?.operatingExpenses ?? result.operatingExpenses * growth;
    const noi = leaseYear?.noi ?? result.noi * growth;
    const tenantImprovements = leaseYear?.tenantImprovements ?? 0;
    const leasingCommissions = leaseYear?.leasingCommissions ?? 0;
    const debtService = debt.serviceInYear(year);
    years.push({
      year,
      growth,
      grossPotentialRent: gpr,
      vacancy,
      otherIncome,
      effectiveGrossIncome,
      operatingExpenses,
      noi,
      tenantImprovements,
      leasingCommissions,
      debtService,
      cashFlow: noi - tenantImprovements - leasingCommissions - debtService,
      loanBalance: debt.balanceAfter(year),
      value: result.propertyValue * valueGrowth ** year,
    });
  }
  const sale: HoldSale = {
    salePrice: result.salePrice,
    sellingCosts: result.salePrice * (input.sellingCostsPercent / 100),
    loanRepayment: debt.balanceAfter(hold),
    netSaleProceeds: result.netSaleProceeds,
  };
  return { years, sale };
}
