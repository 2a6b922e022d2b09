import type { AnalysisResult, ResolvedInput } from '@cre/underwriting';
import type { Workbook } from 'exceljs';
import { annualLeaseLines } from '../../report/annual-lines';
import { LEASE_CASH_FLOW_TITLE, ROLLOVER_SECTION, type RolloverRow } from '../../report/lease-sections';
import { blocksOf, printInBlocks, YEARS_PER_PAGE } from './column-breaks';
import type { PropertyLine } from './lease-month-formulas';
import type { LeaseMonthsLayout } from './lease-months-sheet';
import { writeSectionTable } from './section-cells';
import {
  address,
  addSheet,
  columnLetter,
  type FormatKey,
  fitColumns,
  pageBreakAfter,
  styleBold,
  styleHeader,
  WIDE_PRINT_SCALE,
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
 * Says under the table where its figures come from: the Lease Months sheet, summed by year, so
 * editing the Rent Roll or the Inputs recalculates them; the rollover schedule under it is the
 * list the app computed at export.
 */
export const LEASE_SHEET_NOTE =
  'Each year sums the Lease Months sheet (formulas of the Rent Roll and the Inputs). The rollover schedule below is as computed by the app at export: edits do not re-list it.';

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

/** Lines left out here: financing is on the Cash Flow sheet. */
const FINANCING_LINES = new Set(['Debt Service', 'Cash Flow']);

/** The Lease Months line each annual line sums (totals are sums of the lines above them instead). */
const MONTH_LINE: Readonly<Record<string, PropertyLine>> = {
  'Scheduled Rent': 'scheduled',
  'Free Rent': 'free',
  'Credit Loss': 'creditLoss',
  'Other Income': 'other',
  Recoveries: 'recoveries',
  'Operating Expenses': 'opex',
  'Tenant Improvements': 'ti',
  'Leasing Commissions': 'lc',
  Occupancy: 'occupancy',
};

/** The lines each total adds (deductions are already negative on this sheet). */
const TOTAL_OF: Readonly<Record<string, readonly string[]>> = {
  'Effective Gross Income': ['Scheduled Rent', 'Free Rent', 'Credit Loss', 'Other Income', 'Recoveries'],
  'Net Operating Income': ['Effective Gross Income', 'Operating Expenses'],
};

/** The formula of an annual line in the year of column `column` (its header is the year number). */
function annualFormula(
  label: string,
  column: number,
  rows: ReadonlyMap<string, number>,
  months: LeaseMonthsLayout,
) {
  const parts = TOTAL_OF[label];
  if (parts) return parts.map((part) => address(column, rows.get(part) ?? 1)).join('+');
  const key = MONTH_LINE[label];
  if (!key) throw new Error(`no month line for ${label}`);
  const sum = months.annual(key, `${columnLetter(column)}$1`);
  if (key === 'occupancy') return `${sum}/12`;
  return DEDUCTION_LINES.has(label) ? `-${sum}` : sum;
}

/**
 * Adds the Lease Projection sheet (leases mode): the annual lease-by-lease table of every projected
 * year (the labels of annual-lines.ts; debt service and cash flow are on the Cash Flow sheet),
 * each line the year's sum of the Lease Months sheet (`months`), totals the sum of the lines above,
 * deductions negative ({@link DEDUCTION_LINES}), the engine's figures stored as the cached results;
 * a note ({@link LEASE_SHEET_NOTE}); and the rollover schedule as the app listed it (`ROLLOVER_SECTION`:
 * suite, tenant, months as dates of their first day).
 */
export function addLeaseSheet(
  workbook: Workbook,
  input: ResolvedInput,
  result: AnalysisResult,
  asOf: string,
  months: LeaseMonthsLayout,
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
  const rows = new Map<string, number>(lines.map((line, i) => [line.label, i + 2]));
  lines.forEach((line, i) => {
    const row = i + 2;
    const label = writeCell(sheet, 1, row, line.label);
    const format: FormatKey = line.kind === 'percent' ? 'percent' : 'money';
    const sign = DEDUCTION_LINES.has(line.label) ? -1 : 1;
    line.values.forEach((value, j) => {
      const result = line.kind === 'percent' ? value / 100 : value === 0 ? 0 : sign * value;
      const formula = annualFormula(line.label, j + 2, rows, months);
      const cell = writeCell(sheet, j + 2, row, { formula, result }, format);
      if (line.total) styleBold(cell);
    });
    if (line.total) styleBold(label);
  });
  let row = lines.length + 3;
  writeCell(sheet, 1, row, 'Debt service and cash flow: Cash Flow sheet.');
  writeCell(sheet, 1, row + 1, LEASE_SHEET_NOTE);
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
  // printed in blocks of eight years (year t is column t + 1)
  printInBlocks(sheet, 1, blocksOf(2, yearCount + 1, YEARS_PER_PAGE), WIDE_PRINT_SCALE);
  return { rows, years: yearCount };
}
