/**
 * `parseRentRoll`: a broker's rent roll, as a grid of cells, → tenant leases, the column mapping
 * it chose, vacancies, totals and issues.
 */
import { cellText, numberCell } from './cells.js';
import type {
  ParsedRentRoll,
  ParseRentRollOptions,
  RentRollColumn,
  RentRollField,
  RentRollIssue,
  RentRollLeaseRow,
  RentRollTotals,
  RentRollVacancy,
} from './fields.js';
import { buildColumns, findHeaderRow, isHeaderRow, isPerSqftHeader, rentRollHeadersKey } from './headers.js';
import { readLeaseRow } from './lease-row.js';
import { RENT_ROLL_MESSAGES } from './messages.js';
import {
  checkBuildingArea,
  checkDuplicateSuites,
  checkRentOutliers,
  checkTotals,
  type ReconcileLease,
  readTotals,
  rowLabel,
} from './reconcile.js';
import { classifyRow, fieldCells } from './rows.js';

/** The rows of a grid, each an array (anything else counts as an empty row). */
function gridRows(rows: unknown): readonly (readonly unknown[])[] {
  if (!Array.isArray(rows)) return [];
  // Array.from, not map: a sparse grid's holes become empty rows.
  return Array.from(rows as unknown[], (row) => (Array.isArray(row) ? row : []));
}

/**
 * Reads a broker's rent roll. `rows` is the sheet as a grid: strings as a spreadsheet shows
 * them, numbers, Dates from an XLSX reader, and null / undefined / '' for blanks. Every row
 * number in the result is the 1-based spreadsheet row of the grid (`rows[0]` is row 1).
 *
 * - **Header**: the first row naming at least two known columns (one of them the tenant, the
 *   suite or the area) and holding no number or date; title rows above it are skipped. Headers
 *   match synonyms case and punctuation insensitively (see `headerField`); `options.headerRow`
 *   and `options.columns` override the detection.
 * - **Cells**: `$1,234.50`, `(1,234.50)`, `3%`, `1/15/2024`, `01/15/24`, `2024-01-15`, Excel
 *   serials and Dates in date columns (see `parseDateCell`); "MTM" in the end date.
 * - **Rent**: from the first non-blank of rent per sq ft (as given), annual rent (÷ sq ft) and
 *   monthly rent (× 12 ÷ sq ft), in that order.
 * - **Rows**: blank rows and one-cell rows (headings, footnotes) are skipped; total rows are
 *   skipped and the last (the grand total when there are several) is checked against the
 *   imported sums; vacant rows become `vacancies`; every other row is a lease, whose tenant name
 *   is its tenant cell (the suite is kept apart, in `leaseRows`); a second header row ends the
 *   table.
 * - **Issues**: each lease is validated with `tenantLeaseSchema` and its messages are reported
 *   with the row; then the reconciliation (totals, duplicate suites, rent more than 5x or under
 *   a fifth of the median per sq ft, leased area above `options.buildingSqft`, month-to-month
 *   rows). Issues are sorted by row.
 *
 * Pure and deterministic; never throws on any grid.
 *
 * @example
 * const roll = parseRentRoll([
 *   ['Rent Roll as of 1/1/2026'],
 *   ['Suite', 'Tenant', 'SF', 'Rent/SF', 'Start', 'End'],
 *   ['101', 'Coffee Co', '1,500', '$32.00', '1/1/2024', '12/31/2028'],
 * ]);
 * roll.leases[0];
 * // { tenantName: 'Coffee Co', sqftLeased: 1500, rentPerSqft: 32, leaseTerm: 60, freeMonths: 0,
 * //   tenantImprovements: 0, annualRentIncrease: 3, startDate: '2024-01-01', endDate: '2028-12-31' }
 * roll.headerRow; // 2
 */
export function parseRentRoll(
  rows: readonly (readonly unknown[])[],
  options: ParseRentRollOptions = {},
): ParsedRentRoll {
  const grid = gridRows(rows);
  const headerIndex = headerIndexOf(grid, options.headerRow);
  const header = headerIndex >= 0 ? (grid[headerIndex] ?? []) : [];
  const body = grid.slice(headerIndex + 1);
  let width = header.length;
  for (const row of body) width = Math.max(width, row.length);
  const columns = buildColumns(header, width, options.columns);
  const columnOf = columnIndexes(columns);
  const issues: RentRollIssue[] = [];
  if (headerIndex < 0 && options.headerRow !== 0)
    issues.push({ row: 0, message: RENT_ROLL_MESSAGES.noHeader });

  const tiColumn = columnOf.tenantImprovements;
  const tiPerSqft = tiColumn !== undefined && isPerSqftHeader(header[tiColumn]);
  const leaseRows: RentRollLeaseRow[] = [];
  const reconcile: ReconcileLease[] = [];
  const vacancies: RentRollVacancy[] = [];
  const totalRows: { row: number; label: string; cells: ReturnType<typeof fieldCells> }[] = [];
  const rentFields = new Map<number, RentRollField>();
  const mapped = columns.some((column) => column.field !== null);

  for (let offset = 0; mapped && offset < body.length; offset++) {
    const cells = body[offset] ?? [];
    const row = headerIndex + 2 + offset;
    if (options.headerRow === undefined && isHeaderRow(cells)) break;
    const byField = fieldCells(cells, columns);
    const kind = classifyRow(cells, byField, leaseRows.length > 0);
    if (kind === 'blank' || kind === 'note') continue;
    if (kind === 'total') {
      totalRows.push({ row, label: rowLabel(cells), cells: byField });
      continue;
    }
    if (kind === 'vacant') {
      const sqft = numberCell(byField.sqft);
      const suite = cellText(byField.suite);
      vacancies.push({
        row,
        suite: suite === '' ? null : suite,
        sqft: typeof sqft === 'number' ? sqft : null,
      });
      continue;
    }
    const read = readLeaseRow(byField, { row, columnOf, tiPerSqft, asOf: options.asOf });
    leaseRows.push({
      row,
      suite: read.suite,
      monthToMonth: read.monthToMonth,
      valid: read.valid,
      lease: read.lease,
    });
    issues.push(...read.issues);
    if (read.rentSource !== null) rentFields.set(row, read.rentSource);
    const rentIssue = read.issues.some((item) => item.field === read.rentSource || item.field === 'sqft');
    reconcile.push({
      row,
      suite: read.suite,
      cells: byField,
      sqftLeased: read.lease.sqftLeased,
      rentPerSqft: read.lease.rentPerSqft,
      rentRead: read.rentSource !== null && !rentIssue,
    });
  }

  const totalsRow = pickTotals(totalRows);
  const totals: RentRollTotals | null =
    totalsRow === null ? null : readTotals(totalsRow.row, totalsRow.cells);
  if (totals !== null) issues.push(...checkTotals(totals, reconcile, vacancies, columnOf));
  issues.push(...checkDuplicateSuites([...leaseRows, ...vacancies], columnOf.suite));
  issues.push(
    ...checkRentOutliers(reconcile, columnOf, (lease) => rentFields.get(lease.row) ?? 'rentPerSqft'),
  );
  const leasedSqft = centsSum(leaseRows.map((item) => item.lease.sqftLeased));
  issues.push(...checkBuildingArea(leasedSqft, options.buildingSqft));

  const leases = leaseRows.map((item) => item.lease);
  return {
    leases,
    leaseRows,
    columns,
    headerRow: headerIndex >= 0 ? headerIndex + 1 : null,
    headersKey: headerIndex >= 0 ? rentRollHeadersKey(header) : '',
    vacancies,
    totals,
    summary: {
      leaseCount: leases.length,
      leasedSqft,
      annualRent: centsSum(leases.map((lease) => lease.rentPerSqft * lease.sqftLeased)),
      vacantSqft: centsSum(vacancies.map((vacancy) => vacancy.sqft ?? 0)),
    },
    issues: sortIssues(issues),
  };
}

/** The 0-based header index: `headerRow` (1-based; 0 → none, -1) or the detected one. */
function headerIndexOf(grid: readonly (readonly unknown[])[], headerRow: number | undefined): number {
  if (headerRow === undefined || !Number.isInteger(headerRow) || headerRow < 0) return findHeaderRow(grid);
  return Math.min(headerRow, grid.length) - 1;
}

/** Each mapped field's column index. */
function columnIndexes(columns: readonly RentRollColumn[]): Partial<Record<RentRollField, number>> {
  const out: Partial<Record<RentRollField, number>> = {};
  for (const column of columns) if (column.field !== null) out[column.field] = column.index;
  return out;
}

/**
 * The totals row to check: the last "grand total" row, else the last total row that is not a
 * vacancy subtotal ("Total Vacant").
 */
function pickTotals<T extends { label: string }>(rows: readonly T[]): T | null {
  const grand = rows.filter((row) => /\bgrand\b/i.test(row.label));
  if (grand.length > 0) return grand[grand.length - 1] ?? null;
  const plain = rows.filter((row) => !/\b(?:vacant|vacancy|available)\b/i.test(row.label));
  return plain[plain.length - 1] ?? null;
}

function centsSum(values: readonly number[]): number {
  let total = 0;
  for (const value of values) if (Number.isFinite(value)) total += value;
  return Math.round(total * 100) / 100;
}

/** Issues by row (sheet-wide ones, row 0, first), keeping their order within a row. */
function sortIssues(issues: readonly RentRollIssue[]): RentRollIssue[] {
  return issues
    .map((issue, order) => ({ issue, order }))
    .sort((a, b) => a.issue.row - b.issue.row || a.order - b.order)
    .map(({ issue }) => issue);
}
