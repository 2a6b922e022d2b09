/**
 * `parseRentRoll`: a broker's rent roll, as a grid of cells, → imported leases, the column mapping
 * it chose, what the title block says, vacancies, totals, skipped rows, flags and issues.
 */
import { numberCell } from './cells.js';
import type {
  ParsedRentRoll,
  ParseRentRollOptions,
  RentRollColumn,
  RentRollField,
  RentRollIssue,
  RentRollLeaseRow,
  RentRollSheetFlag,
  RentRollTotals,
  SkippedRow,
} from './fields.js';
import { findHeader, type Header, headerAt } from './header-rows.js';
import { buildColumns, isPerSqftHeader, rentRollHeadersKey } from './headers.js';
import { readLeaseRow } from './lease-row.js';
import { RENT_ROLL_MESSAGES } from './messages.js';
import {
  checkBuildingArea,
  checkDuplicateSuites,
  checkRentOutliers,
  checkTotals,
  type ReconcileLease,
  readBuildingSqft,
  readTotals,
} from './reconcile.js';
import { rowText, type SummaryLine, segmentRows } from './segments.js';
import { stepColumns } from './steps.js';
import { readTitleBlock } from './title-block.js';

/** The rows of a grid, each an array (anything else counts as an empty row), up to `lastRow`. */
function gridRows(rows: unknown, lastRow: number | undefined): readonly (readonly unknown[])[] {
  if (!Array.isArray(rows)) return [];
  const end =
    lastRow !== undefined && Number.isInteger(lastRow) && lastRow >= 0
      ? Math.min(lastRow, rows.length)
      : rows.length;
  // Array.from, not map: a sparse grid's holes become empty rows.
  return Array.from({ length: end }, (_, k) => {
    const row: unknown = (rows as unknown[])[k];
    return Array.isArray(row) ? row : [];
  });
}

/**
 * Reads a broker's rent roll. `rows` is the sheet as a grid: strings as a spreadsheet shows
 * them, numbers, Dates from an XLSX reader, and null / undefined / '' for blanks (a merged cell
 * may repeat its value in every cell of the merge, as exceljs gives it). Every row number in the
 * result is the 1-based spreadsheet row of the grid (`rows[0]` is row 1); rows below
 * `options.lastRow` are not read.
 *
 * - **Header**: the first row naming at least two known columns (one of them the tenant, the
 *   suite or the area) and holding no number or date, or two rows: a group row ("Lease Dates"
 *   over "Start | Expiration", "Rent" over "Annual | Monthly | PSF") or names split over two rows
 *   ("Annual" over "Rent") when together they name more columns. Headers match synonyms case and
 *   punctuation insensitively (see `headerField`); `options.headerRow` (the lower row) and
 *   `options.columns` override the detection.
 * - **Title block** (the rows above the header): the as-of date, the property's name and address,
 *   the building's area (see `readTitleBlock`).
 * - **Cells**: `$1,234.50`, `(1,234.50)`, `3%`, `1/15/2024`, `01/15/24`, `2024-01-15`, Excel
 *   serials and Dates in date columns (see `parseDateCell`); "MTM" in the end date.
 * - **Rent**: the contract rent: annual rent (÷ sq ft, unrounded), else monthly rent (× 12 ÷ sq
 *   ft), else rent per sq ft; in a tenancy schedule, the rent charges (see `readRent`).
 * - **Rent changes**: step tables, step rows, the increase cell with the next increase date (see
 *   `readChanges`): never a silent default.
 * - **Rows**: leases; vacant suites (`vacancies`); blank rows, headings, footnotes, summary lines
 *   (totals, "Occupied", "Vacant"), charge, gross-rent and rent-step rows are `skippedRows` (see
 *   `classifyRow`); a second header row ends the table.
 * - **Flags** (per lease, and `flags` for the sheet): what an analyst should check; **issues**:
 *   each lease is validated with `tenantLeaseSchema` and its messages are reported with the row;
 *   then the reconciliation (totals, duplicate suites, rent more than 5x or under a fifth of the
 *   median per sq ft, leased area above `options.buildingSqft`). Both sorted by row.
 *
 * Pure and deterministic; never throws on any grid.
 *
 * @example
 * const roll = parseRentRoll([
 *   ['Rent Roll as of 1/1/2026'],
 *   ['Suite', 'Tenant', 'SF', 'Rent/SF', 'Start', 'End', 'Increases'],
 *   ['101', 'Coffee Co', '1,500', '$32.00', '1/1/2024', '12/31/2028', '3%'],
 * ]);
 * roll.leases[0];
 * // { tenantName: 'Coffee Co', sqftLeased: 1500, rentPerSqft: 32, leaseTerm: 60, freeMonths: 0,
 * //   tenantImprovements: 0, annualRentIncrease: 3, startDate: '2024-01-01', endDate: '2028-12-31',
 * //   suite: '101', rentSteps: [], recoveryType: null, marketRentPerSqft: null }
 * roll.headerRow; // 2
 * roll.asOf; // '2026-01-01'
 */
export function parseRentRoll(
  rows: readonly (readonly unknown[])[],
  options: ParseRentRollOptions = {},
): ParsedRentRoll {
  const grid = gridRows(rows, options.lastRow);
  const header = headerOf(grid, options.headerRow);
  const first = header === null ? 0 : header.end + 1;
  const body = grid.slice(first);
  let width = header?.texts.length ?? 0;
  for (const row of body) width = Math.max(width, row.length);
  const columns = buildColumns(header ?? { texts: [], fields: [] }, width, options.columns);
  const columnOf = columnIndexes(columns);
  const issues: RentRollIssue[] = [];
  if (header === null && options.headerRow !== 0)
    issues.push({ row: 0, message: RENT_ROLL_MESSAGES.noHeader });
  const title = readTitleBlock(header === null ? [] : grid.slice(0, header.start));
  const skippedRows: SkippedRow[] = [];
  if (header !== null)
    for (let index = header.start; index <= header.end; index++)
      skippedRows.push({ row: index + 1, reason: 'header', text: rowText(grid[index] ?? []) });

  const mapped = columns.some((column) => column.field !== null);
  const segments = segmentRows(mapped ? body : [], columns, {
    first,
    stopAtHeader: options.headerRow === undefined,
  });
  skippedRows.push(...segments.skipped);
  const totalsLine = pickTotals(segments.summaries.filter((line) => line.total));
  const totals: RentRollTotals | null =
    totalsLine === null ? null : readTotals(totalsLine.row, totalsLine.cells);
  const rawLeased = segments.records.reduce((sum, record) => {
    const sqft = numberCell(record.cells.sqft);
    return typeof sqft === 'number' && sqft > 0 ? sum + sqft : sum;
  }, 0);
  const buildingSqft = readBuildingSqft({
    title: title.buildingSqft,
    summaries: segments.summaries.map((line) => {
      const sqft = numberCell(line.cells.sqft);
      return { label: line.label, total: line.total, sqft: typeof sqft === 'number' ? sqft : null };
    }),
    totalSqft: totals?.sqft ?? null,
    leasedSqft: rawLeased,
    vacancies: segments.vacancies,
  });
  const givenBuilding =
    options.buildingSqft !== undefined && Number.isFinite(options.buildingSqft) && options.buildingSqft > 0
      ? options.buildingSqft
      : null;

  const tiColumn = columnOf.tenantImprovements;
  const context = {
    columnOf,
    tiPerSqft: tiColumn !== undefined && isPerSqftHeader(columns[tiColumn]?.header),
    mtmAsOf: options.asOf ?? title.asOf ?? undefined,
    asOf: options.asOf ?? title.asOf,
    stepColumns: stepColumns(columns.map((column) => column.header)),
    buildingSqft: givenBuilding ?? buildingSqft,
  };
  const leaseRows: RentRollLeaseRow[] = [];
  const reconcile: ReconcileLease[] = [];
  for (const record of segments.records) {
    const read = readLeaseRow(record, context);
    const { row } = record;
    leaseRows.push({
      row,
      suite: read.suite,
      reference: read.reference,
      monthToMonth: read.monthToMonth,
      valid: read.valid,
      lease: read.lease,
      flags: read.flags,
    });
    issues.push(...read.issues);
    const rentIssue = read.issues.some((item) => item.field === read.rentSource || item.field === 'sqft');
    reconcile.push({
      row,
      suite: read.suite,
      cells: record.cells,
      sqftLeased: read.lease.sqftLeased,
      rentPerSqft: read.lease.rentPerSqft,
      rentRead: read.rentSource !== null && !rentIssue,
      rentField: read.rentSource ?? 'rentPerSqft',
    });
  }

  const flags: RentRollSheetFlag[] = [];
  const chargeSchedule = columnOf.chargeCode !== undefined;
  if (totals !== null) {
    const off = checkTotals(totals, reconcile, segments.vacancies, columnOf, !chargeSchedule);
    issues.push(...off);
    for (const item of off) flags.push({ row: item.row, code: 'totals-mismatch', message: item.message });
  }
  issues.push(...checkDuplicateSuites([...leaseRows, ...segments.vacancies], columnOf.suite));
  issues.push(...checkRentOutliers(reconcile, columnOf, (lease) => lease.rentField));
  const leasedSqft = centsSum(leaseRows.map((item) => item.lease.sqftLeased));
  issues.push(...checkBuildingArea(leasedSqft, options.buildingSqft));
  const building = givenBuilding ?? buildingSqft;
  if (building !== null && leasedSqft > building)
    flags.push({
      row: 0,
      code: 'area-above-building',
      message: RENT_ROLL_MESSAGES.aboveBuilding(leasedSqft, building),
    });

  const leases = leaseRows.map((item) => item.lease);
  return {
    leases,
    leaseRows,
    columns,
    headerRow: header === null ? null : header.end + 1,
    headerStartRow: header === null ? null : header.start + 1,
    headersKey: header === null ? '' : rentRollHeadersKey(header.texts),
    vacancies: segments.vacancies,
    totals,
    summary: {
      leaseCount: leases.length,
      leasedSqft,
      annualRent: centsSum(leases.map((lease) => lease.rentPerSqft * lease.sqftLeased)),
      vacantSqft: centsSum(segments.vacancies.map((vacancy) => vacancy.sqft ?? 0)),
    },
    skippedRows,
    asOf: title.asOf,
    property: title.property,
    buildingSqft,
    flags: sortByRow(flags),
    issues: sortByRow(issues),
  };
}

/** The header: `headerRow` (1-based lower row; 0 → none) or the detected one. */
function headerOf(grid: readonly (readonly unknown[])[], headerRow: number | undefined): Header | null {
  if (headerRow === undefined || !Number.isInteger(headerRow) || headerRow < 0) return findHeader(grid);
  const index = Math.min(headerRow, grid.length) - 1;
  return index < 0 ? null : headerAt(grid, index);
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
function pickTotals(rows: readonly SummaryLine[]): SummaryLine | null {
  const grand = rows.filter((row) => /\bgrand\b/i.test(row.label));
  if (grand.length > 0) return grand[grand.length - 1] ?? null;
  const plain = rows.filter((row) => !/\b(?:vacant|vacancy|available|occupied)\b/i.test(row.label));
  return plain[plain.length - 1] ?? null;
}

function centsSum(values: readonly number[]): number {
  let total = 0;
  for (const value of values) if (Number.isFinite(value)) total += value;
  return Math.round(total * 100) / 100;
}

/** Items by row (sheet-wide ones, row 0, first), keeping their order within a row. */
function sortByRow<T extends { row: number }>(items: readonly T[]): T[] {
  return items
    .map((item, order) => ({ item, order }))
    .sort((a, b) => a.item.row - b.item.row || a.order - b.order)
    .map(({ item }) => item);
}
