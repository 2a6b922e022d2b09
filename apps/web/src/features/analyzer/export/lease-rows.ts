import {
  type AnalysisResult,
  type LeaseProjectionYear,
  projectionMonthLabel,
  type Rollover,
} from '@cre/underwriting';
import { count, money, perSqft } from '../display-format';
import { annualLeaseLines, cellText } from '../lease-projection/annual-lines';
import type { AnalyzerFormValues } from '../model/form-values';

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
 * The annual lease-by-lease cash flow of years 1..holdPeriod + 1 as formatted rows, the same lines
 * and figures as the screen's table (`annualLeaseLines`). Empty in simple mode.
 */
export function leaseCashFlowRows(values: AnalyzerFormValues, result: AnalysisResult): LeaseCashFlowRow[] {
  return annualLeaseLines(values, result).map((line) => ({
    label: line.label,
    cells: line.values.map((value) => cellText(value, line.kind)),
  }));
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
