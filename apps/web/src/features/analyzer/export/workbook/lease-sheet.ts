import type { AnalysisResult, ResolvedInput } from '@cre/underwriting';
import type { Workbook } from 'exceljs';
import { annualLeaseLines } from '../../report/annual-lines';
import { LEASE_CASH_FLOW_TITLE, ROLLOVER_SECTION, type RolloverRow } from '../../report/lease-sections';
import { writeSectionTable } from './section-cells';
import {
  addSheet,
  type FormatKey,
  fitColumns,
  pageBreakAfter,
  styleBold,
  styleHeader,
  writeCell,
} from './sheet-kit';

/** Name of the lease-by-lease sheet. */
export const LEASE_SHEET = 'Lease Projection';

/** Where the Lease Projection sheet put its lines: the row of each label; year t is in column t + 1. */
export interface LeaseSheetLayout {
  rows: ReadonlyMap<string, number>;
  years: number;
}

/**
 * Says under the table that its figures are the engine's values: the lease-by-lease model (rent
 * steps, each space's market rent and per-suite recoveries of section 11.1 included) is not
 * rebuilt as formulas, so editing the Rent Roll sheet does not change them.
 */
export const VALUES_NOTE =
  "Values computed by the app at export (rent steps, each space's market rent and per-suite recoveries included); edits on the Rent Roll sheet do not change them.";

/**
 * Lines that are deductions: the engine reports them as positive amounts; the workbook shows them
 * negative, as the Cash Flow sheet does (income positive, costs negative), so each total is the sum
 * of the lines above it.
 */
export const DEDUCTION_LINES: ReadonlySet<string> = new Set([
  'Free Rent',
  'Credit Loss',
  'Operating Expenses',
  'Tenant Improvements',
  'Leasing Commissions',
]);

/**
 * The first day of a projection month (months counted from `asOf`'s month, 0) as a spreadsheet
 * date (UTC midnight, so no time-zone shift): the month `projectionMonthLabel` names ("Mar 2027"),
 * shown with the `mmm yyyy` format. Null when `asOf` is not a `yyyy-mm-dd` date.
 *
 * @example projectionMonthDate('2026-01-15', 14) // 2027-03-01
 */
export function projectionMonthDate(asOf: string, month: number): Date | null {
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(asOf);
  if (!match || !Number.isFinite(month)) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1 + Math.trunc(month), 1));
}

/** Lines left out of the values: financing is live on the Cash Flow sheet. */
const FINANCING_LINES = new Set(['Debt Service', 'Cash Flow']);

/**
 * Adds the Lease Projection sheet (leases mode): the annual lease-by-lease table of every projected
 * year (the labels of annual-lines.ts; debt service and cash flow are live on the Cash Flow sheet,
 * so they are not repeated here as values; deductions negative, {@link DEDUCTION_LINES}), a note saying so ({@link VALUES_NOTE}) and the
 * rollover schedule (`ROLLOVER_SECTION`: suite, tenant, months as dates of their first day). Everything here
 * is a value computed by the engine at export.
 */
export function addLeaseSheet(
  workbook: Workbook,
  input: ResolvedInput,
  result: AnalysisResult,
  asOf: string,
): LeaseSheetLayout {
  const sheet = addSheet(workbook, LEASE_SHEET, 1, 1, 'wide');
  const projection = result.leaseProjection;
  const yearCount = projection?.years.length ?? 0;
  const lines = annualLeaseLines(
    {
      holdPeriod: Math.max(1, yearCount - 1),
      loanTerm: input.loanTerm,
      isInterestOnly: input.isInterestOnly,
    },
    result,
  ).filter((line) => !FINANCING_LINES.has(line.label));
  styleHeader(writeCell(sheet, 1, 1, LEASE_CASH_FLOW_TITLE));
  for (let t = 1; t <= yearCount; t++) styleHeader(writeCell(sheet, t + 1, 1, t, 'year'));
  const rows = new Map<string, number>();
  lines.forEach((line, i) => {
    const row = i + 2;
    rows.set(line.label, row);
    const label = writeCell(sheet, 1, row, line.label);
    const format: FormatKey = line.kind === 'percent' ? 'percent' : 'money';
    const sign = DEDUCTION_LINES.has(line.label) ? -1 : 1;
    line.values.forEach((value, j) => {
      const shown = line.kind === 'percent' ? value / 100 : value === 0 ? 0 : sign * value;
      const cell = writeCell(sheet, j + 2, row, shown, format);
      if (line.total) styleBold(cell);
    });
    if (line.total) styleBold(label);
  });
  let row = lines.length + 3;
  writeCell(sheet, 1, row, 'Debt service and cash flow: Cash Flow sheet (live formulas).');
  writeCell(sheet, 1, row + 1, VALUES_NOTE);
  // The rollover schedule prints on its own page, after the annual table and its notes.
  pageBreakAfter(sheet, row + 1);
  row += 3;
  styleHeader(writeCell(sheet, 1, row, ROLLOVER_SECTION.title));
  const rollovers: RolloverRow[] = (projection?.rollovers ?? []).map((rollover) => ({ rollover, asOf }));
  const table = writeSectionTable(sheet, ROLLOVER_SECTION, rollovers, row + 1);
  rollovers.forEach(({ rollover }, i) => {
    const r = table.first + i;
    for (const [key, month] of [
      ['available', rollover.availableMonth],
      ['starts', rollover.startMonth],
    ] as const) {
      const date = projectionMonthDate(asOf, month);
      if (date) writeCell(sheet, table.column(key), r, date, 'month');
    }
  });
  fitColumns(sheet, 12);
  sheet.getColumn(1).width = 30;
  return { rows, years: yearCount };
}
