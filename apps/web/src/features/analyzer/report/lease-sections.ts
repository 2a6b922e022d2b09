/**
 * The lease-by-lease sections (leases mode): the annual cash flow (years across, its lines from
 * `report/annual-lines.ts`) and the rollover schedule. The screen's Lease-by-Lease
 * Projection card, the CSV, the PDF and the workbook's Lease Projection sheet render them.
 */
import {
  type AnalysisResult,
  hasCapitalStack,
  holdYears,
  projectionMonthLabel,
  type Rollover,
} from '@cre/underwriting';
import type { Calculation } from '../model/calculation';
import type { AnalyzerFormValues } from '../model/form-values';
import { annualLeaseLines, cellText } from './annual-lines';
import { stackInput } from './capital-stack';
import type { TableSection } from './report-section';

/** Title of the annual lease-by-lease table. */
export const LEASE_CASH_FLOW_TITLE = 'Lease-by-Lease Cash Flow';

/** One rollover lease and the date its months count from. */
export interface RolloverRow {
  rollover: Rollover;
  asOf: string;
}

/**
 * The rollover schedule: every rollover lease, its months as calendar months ("Mar 2027"), with
 * the suite (the lease's suite, or its tenant when it names none; "Vacant space") and the tenant of
 * the lease it follows (section 11.1), so each line traces to its rent-roll row, on screen and in
 * every export.
 */
export const ROLLOVER_SECTION: TableSection<RolloverRow, Calculation> = {
  key: 'rollovers',
  title: 'Lease Expirations & Rollovers',
  rows: ({ asOf, result }) =>
    (result.leaseProjection?.rollovers ?? []).map((rollover) => ({ rollover, asOf })),
  columns: [
    { key: 'suite', label: 'Suite', format: 'text', value: (r) => r.rollover.suite },
    {
      key: 'tenant',
      label: 'Tenant',
      format: 'text',
      value: (r) => r.rollover.tenant,
    },
    { key: 'sqft', label: 'Sq Ft', format: 'count', value: (r) => r.rollover.sqft, pdfWidth: 34 },
    {
      key: 'available',
      label: 'Available',
      format: 'text',
      value: (r) => projectionMonthLabel(r.asOf, r.rollover.availableMonth),
      pdfWidth: 40,
    },
    {
      key: 'starts',
      label: 'Starts',
      format: 'text',
      value: (r) => projectionMonthLabel(r.asOf, r.rollover.startMonth),
      pdfWidth: 40,
    },
    {
      key: 'downtime',
      label: 'Downtime (months)',
      format: 'whole',
      value: (r) => r.rollover.downtimeMonths,
      pdfWidth: 38,
    },
    {
      key: 'freeMonths',
      label: 'Free Months',
      format: 'whole',
      value: (r) => r.rollover.freeMonths,
      pdfWidth: 30,
    },
    {
      key: 'rentPerSqft',
      label: 'Rent/Sq Ft',
      format: 'perSqft',
      value: (r) => r.rollover.rentPerSqft,
      pdfWidth: 40,
    },
    {
      key: 'ti',
      label: 'TI',
      format: 'money',
      value: (r) => r.rollover.tenantImprovements,
      pdfWidth: 46,
    },
    {
      key: 'lc',
      label: 'LC',
      format: 'money',
      value: (r) => r.rollover.leasingCommissions,
      pdfWidth: 46,
    },
  ],
};

/** One line of the annual table: its label and its display-formatted figure per year. */
export interface LeaseCashFlowRow {
  label: string;
  cells: string[];
}

/**
 * The annual lease-by-lease cash flow of years 1..holdPeriod + 1 as formatted rows, the same lines
 * and figures as the screen's table (`annualLeaseLines`), with a capital stack's debt service when
 * the deal has one. Empty in simple mode.
 */
export function leaseCashFlowRows(values: AnalyzerFormValues, result: AnalysisResult): LeaseCashFlowRow[] {
  return annualLeaseLines(values, result, leaseDebtService(values, result)).map((line) => ({
    label: line.label,
    cells: line.values.map((value) => cellText(value, line.kind)),
  }));
}

/**
 * The debt service of years 1..holdPeriod + 1 of a deal with a capital stack (its loans by year,
 * as the engine's `holdYears`), for the annual lease-by-lease table; undefined without a stack
 * (the table then follows the single loan).
 */
export function leaseDebtService(values: AnalyzerFormValues, result: AnalysisResult): number[] | undefined {
  if (result.leaseProjection === null || !hasCapitalStack(values)) return undefined;
  return holdYears(stackInput(values), result).years.map((year) => year.debtService);
}

/** The year columns' headers: "Year 1" .. "Year n". */
export function yearHeaders(yearCount: number): string[] {
  return Array.from({ length: yearCount }, (_, j) => `Year ${j + 1}`);
}
