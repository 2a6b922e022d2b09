/**
 * Sorting the sheet's rows below the header: blank, note, total, vacant or lease.
 */
import { cellText, isBlank, numberCell, parseDateCell } from './cells.js';
import type { RentRollColumn, RentRollField } from './fields.js';

/** One row's cells by field (`undefined` when no column holds the field). */
export type FieldCells = Partial<Record<RentRollField, unknown>>;

/** The cells of `row` under each mapped column. */
export function fieldCells(row: readonly unknown[], columns: readonly RentRollColumn[]): FieldCells {
  const out: FieldCells = {};
  for (const column of columns) if (column.field !== null) out[column.field] = row[column.index];
  return out;
}

/** "Total", "Totals", "Grand Total", "Subtotal", "Sub-total", "Total Occupied", "Occupied Total". */
const TOTAL = /^(?:grand\s*|sub[\s-]*)?totals?\b|\b(?:sub[\s-]*)?totals?:?$/i;
/** "Vacant", "VACANT", "Available", "Vacancy", "- Vacant -", "(Available)". */
const VACANT = /^\W*(?:vacant|vacancy|available)\b/i;

/** True when a label names a total row. */
export function isTotalLabel(text: string): boolean {
  return TOTAL.test(text.trim());
}

/** True when a tenant cell says the suite is vacant. */
export function isVacantLabel(text: string): boolean {
  return VACANT.test(text.trim());
}

/** What a row below the header is. */
export type RowKind = 'blank' | 'note' | 'total' | 'vacant' | 'lease';

const DATE_FIELDS = ['startDate', 'endDate'] as const;
/** Excel's serial of 1950-01-01. */
const FIRST_SERIAL = 18_264;
const RENT_FIELDS = ['rentPerSqft', 'annualRent', 'monthlyRent'] as const;

/**
 * Sorts one row. Total: "Total", "Grand Total", "Subtotal"… in any cell, with no readable date in
 * the date columns (so "Total Wine & More" with its lease dates stays a tenant), or, after the
 * first lease, a row with no tenant or suite whose cells are all numbers. Vacant: the tenant
 * cell says "Vacant" or "Available", or the row has a suite but no tenant, rent or dates. Note:
 * a row with one filled cell only (a section heading or footnote). Everything else is a lease.
 */
export function classifyRow(row: readonly unknown[], cells: FieldCells, afterLeases: boolean): RowKind {
  const filled = row.filter((cell) => !isBlank(cell));
  if (filled.length === 0) return 'blank';
  const tenant = cellText(cells.tenantName);
  const suite = cellText(cells.suite);
  const hasDate = DATE_FIELDS.some((field) => {
    const value = cells[field];
    if (isBlank(value)) return false;
    // A number is a date here only as a serial from 1950 on (a total row's counts are smaller).
    if (typeof value === 'number') return value >= FIRST_SERIAL && parseDateCell(value) !== undefined;
    return parseDateCell(value) !== undefined;
  });
  const labels = row.filter((cell): cell is string => typeof cell === 'string');
  if (!hasDate && labels.some(isTotalLabel)) return 'total';
  if (tenant === '' && suite === '' && afterLeases && filled.every((cell) => numberCell(cell) !== undefined))
    return 'total';
  if (isVacantLabel(tenant)) return 'vacant';
  if (tenant === '' && labels.some((text) => /^\W*(?:vacant|available)\W*$/i.test(text))) return 'vacant';
  if (filled.length === 1) return 'note';
  if (tenant === '' && suite !== '') {
    const hasRent = RENT_FIELDS.some((field) => !isBlank(cells[field]) && numberCell(cells[field]) !== 0);
    const anyDate = DATE_FIELDS.some((field) => !isBlank(cells[field]));
    if (!hasRent && !anyDate) return 'vacant';
  }
  return 'lease';
}
