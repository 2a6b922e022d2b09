import {
  type AnalysisResult,
  debtServiceInYear,
  type LeaseProjectionYear,
  projectionMonthLabel,
  type Rollover,
} from '@cre/underwriting';
import { count, money, percent, perSqft } from '../display-format';
import type { AnalyzerFormValues } from '../form/form-values';

/** Title of the annual lease-by-lease table in both exports. */
export const LEASE_CASH_FLOW_TITLE = 'Lease-by-Lease Cash Flow';
/** Title of the rollover schedule in both exports. */
export const ROLLOVER_TITLE = 'Lease Expirations & Rollovers';
/** Header of the rollover schedule in both exports. */
export const ROLLOVER_HEADER = [
  'Suite',
  'Sq Ft',
  'Available',
  'Starts',
  'Downtime (months)',
  'Free Months',
  'Rent/Sq Ft',
  'TI',
  'LC',
] as const;

/** One line of the annual table: its label and its display-formatted figure per year. */
export interface LeaseCashFlowRow {
  label: string;
  cells: string[];
}

/** The years the exports show: 1..holdPeriod + 1 (the hold and the year its sale is priced on). */
export function exportedLeaseYears(
  values: AnalyzerFormValues,
  result: AnalysisResult,
): readonly LeaseProjectionYear[] {
  const years = result.leaseProjection?.years ?? [];
  return years.slice(0, Math.max(1, Math.round(values.holdPeriod)) + 1);
}

/**
 * The annual lease-by-lease cash flow of years 1..holdPeriod + 1 as formatted rows: scheduled rent,
 * free rent, credit loss, other income, recoveries, effective gross income, operating expenses,
 * NOI, tenant improvements, leasing commissions, debt service (the engine's `debtServiceInYear`),
 * cash flow (`noi - TI - LC - debt service`) and occupancy. Deductions are the positive amounts the
 * engine reports. Empty in simple mode.
 */
export function leaseCashFlowRows(values: AnalyzerFormValues, result: AnalysisResult): LeaseCashFlowRow[] {
  const years = exportedLeaseYears(values, result);
  if (years.length === 0) return [];
  const ds = years.map((_, t) =>
    debtServiceInYear(
      result.annualDebtService,
      result.loanAmount,
      values.loanTerm,
      values.isInterestOnly,
      t + 1,
    ),
  );
  const row = (label: string, pick: (year: LeaseProjectionYear, t: number) => number, format = money) => ({
    label,
    cells: years.map((year, t) => format(pick(year, t))),
  });
  return [
    row('Scheduled Rent', (y) => y.scheduledRent),
    row('Free Rent', (y) => y.freeRent),
    row('Credit Loss', (y) => y.creditLoss),
    row('Other Income', (y) => y.otherIncome),
    row('Recoveries', (y) => y.recoveries),
    row('Effective Gross Income', (y) => y.effectiveGrossIncome),
    row('Operating Expenses', (y) => y.operatingExpenses),
    row('Net Operating Income', (y) => y.noi),
    row('Tenant Improvements', (y) => y.tenantImprovements),
    row('Leasing Commissions', (y) => y.leasingCommissions),
    row('Debt Service', (_, t) => ds[t] ?? 0),
    row('Cash Flow', (y, t) => y.noi - y.tenantImprovements - y.leasingCommissions - (ds[t] ?? 0)),
    row('Occupancy', (y) => y.occupancy, percent),
  ];
}

/** The year columns' headers: "Year 1" .. "Year n". */
export function yearHeaders(yearCount: number): string[] {
  return Array.from({ length: yearCount }, (_, j) => `Year ${j + 1}`);
}

/** One rollover lease as the cells of {@link ROLLOVER_HEADER}, months as calendar months ("Mar 2027"). */
export function rolloverCells(rollover: Rollover, asOf: string): string[] {
  return [
    rollover.suite,
    count(rollover.sqft),
    projectionMonthLabel(asOf, rollover.availableMonth),
    projectionMonthLabel(asOf, rollover.startMonth),
    String(rollover.downtimeMonths),
    String(rollover.freeMonths),
    perSqft(rollover.rentPerSqft),
    money(rollover.tenantImprovements),
    money(rollover.leasingCommissions),
  ];
}
