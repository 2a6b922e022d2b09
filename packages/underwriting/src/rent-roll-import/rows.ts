/**
 * Sorting the sheet's rows below the header: blank, heading, footnote, summary, charge, gross
 * rent, rent step, vacant or lease.
 */
import { cellText, isBlank, numberCell, parseDateCell } from './cells.js';
import type { RentRollColumn, RentRollField, SkippedRowReason } from './fields.js';
import { isValueCell } from './header-rows.js';

/** One row's cells by field (`undefined` when no column holds the field). */
export type FieldCells = Partial<Record<RentRollField, unknown>>;

/** The cells of `row` under each mapped column. */
export function fieldCells(row: readonly unknown[], columns: readonly RentRollColumn[]): FieldCells {
  const out: FieldCells = {};
  for (const column of columns) if (column.field !== null) out[column.field] = row[column.index];
  return out;
}

/** "Total", "Totals", "Grand Total", "Subtotal", "Sub-total", "Total Occupied", "Building A Total". */
const TOTAL = /^(?:grand\s*|sub[\s-]*)?totals?\b|\b(?:sub[\s-]*)?totals?:?$/i;
/** "Vacant", "VACANT", "Available", "Vacancy", "- Vacant -", "(Available)". */
const VACANT = /^\W*(?:vacant|vacancy|available)\b/i;
/** Summary lines that are not totals: "Occupied", "Vacant", "% Occupied", "Occupancy", "Leased SF". */
const SUMMARY =
  /^(?:%|percent|pct\.?)?\s*(?:occupied|vacant|vacancy|available|occupancy|leased)(?:\s+(?:sf|sq\.? ?ft\.?|area|space|units?|total|%))?:?$/i;
/** "Gross Rent", "Total Gross Rent", "Gross": a tenancy schedule's per-tenant total. */
const GROSS = /^(?:total\s+)?gross(?:\s+rent)?:?$/i;
/** Footnote marks: "* …", "(1) …", "1) …", "Note:", "Notes", "†", "Footnotes". */
const FOOTNOTE = /^(?:\*|†|‡|\(\d+\)|\d+\)|\[\d+\]|notes?\b|footnotes?\b|nb\b|disclaimer\b)/i;

/** True when a label names a total row. */
export function isTotalLabel(text: string): boolean {
  return TOTAL.test(text.trim());
}

/** True when a tenant cell says the suite is vacant. */
export function isVacantLabel(text: string): boolean {
  return VACANT.test(text.trim());
}

/** True when a label names an occupancy summary line ("Occupied", "Vacant", "% Occupied"). */
export function isSummaryLabel(text: string): boolean {
  return SUMMARY.test(text.trim());
}

/** What a row below the header is: a lease, a vacancy, or a row skipped for one of its reasons. */
export type RowKind = Exclude<SkippedRowReason, 'header'> | 'vacant' | 'lease';

/** What the sorting needs to know about the sheet and the rows above. */
export interface RowContext {
  /** The row above (blank rows aside) is a lease or belongs to one (charge, step). */
  afterLease: boolean;
  /** A lease was read above, anywhere. */
  anyLease: boolean;
  /** The sheet has a suite column. */
  suiteColumn: boolean;
}

const DATE_FIELDS = ['startDate', 'endDate'] as const;
/** Excel's serial of 1950-01-01. */
const FIRST_SERIAL = 18_264;
const RENT_FIELDS = ['rentPerSqft', 'annualRent', 'monthlyRent'] as const;

/** True for a readable date (a number only as a serial from 1950 on: counts are smaller). */
function isDate(value: unknown): boolean {
  if (isBlank(value)) return false;
  if (typeof value === 'number') return value >= FIRST_SERIAL && parseDateCell(value) !== undefined;
  return parseDateCell(value) !== undefined;
}

/** A one-text row (one cell, or one merged cell repeated): a footnote, a summary or a heading. */
function oneText(text: string): RowKind {
  if (isTotalLabel(text) || isSummaryLabel(text)) return 'summary';
  if (FOOTNOTE.test(text) || text.length > 40) return 'footnote';
  return 'heading';
}

/**
 * Sorts one row.
 *
 * - blank: no cell filled;
 * - one text (one cell, or a merged cell, which XLSX readers repeat in every cell of the merge):
 *   a summary label, else a footnote ("*", "(1)", "Note:", or over 40 characters), else a heading;
 * - gross rent: "Gross Rent" as a label; charge: with a charge-code column, a row with a charge
 *   code and no tenant or suite;
 * - summary: "Total", "Grand Total", "Subtotal", "Building A Total"… in any cell with no readable
 *   date in the date columns (so "Total Wine & More" with its lease dates stays a tenant);
 *   "Occupied", "Vacant", "% Occupied"… with no suite (a vacant suite is a vacancy); after a lease,
 *   a row with no tenant or suite whose cells are all numbers;
 * - vacant: the tenant cell says "Vacant" or "Available", or the row has a suite but no tenant,
 *   rent or dates;
 * - rent step: after a lease, a row with no tenant, suite or end date but a date and a rent;
 * - footnote or heading: text only (no number or date) and no tenant;
 * - everything else is a lease.
 */
export function classifyRow(row: readonly unknown[], cells: FieldCells, context: RowContext): RowKind {
  const texts = new Set<string>();
  let filled = 0;
  let onlyText = true;
  for (const cell of row) {
    if (isBlank(cell)) continue;
    filled++;
    if (typeof cell === 'string') texts.add(cell.trim());
    else onlyText = false;
  }
  if (filled === 0) return 'blank';
  const [first = ''] = texts;
  if (onlyText && texts.size === 1) return oneText(first);
  const tenant = cellText(cells.tenantName);
  const suite = cellText(cells.suite);
  const labels = [...texts];
  const charge = cellText(cells.chargeCode);
  if (
    tenant === '' &&
    suite === '' &&
    (labels.some((text) => GROSS.test(text)) || /^totals?:?$/i.test(charge))
  )
    return 'gross-rent';
  if (tenant === '' && suite === '' && charge !== '') return 'charge';
  const hasDate = DATE_FIELDS.some((field) => isDate(cells[field]));
  if (!hasDate && labels.some(isTotalLabel)) return 'summary';
  const noSuite = suite === '' || isSummaryLabel(suite);
  if (!hasDate && context.suiteColumn && noSuite && labels.some(isSummaryLabel)) return 'summary';
  if (
    tenant === '' &&
    suite === '' &&
    context.anyLease &&
    row.every((cell) => isBlank(cell) || numberCell(cell) !== undefined)
  )
    return 'summary';
  if (filled === 1 && !onlyText) return 'heading';
  if (isVacantLabel(tenant)) return 'vacant';
  if (tenant === '' && labels.some((text) => /^\W*(?:vacant|available)\W*$/i.test(text))) return 'vacant';
  if (tenant === '' && suite !== '') {
    const hasRent = RENT_FIELDS.some((field) => !isBlank(cells[field]) && numberCell(cells[field]) !== 0);
    const anyDate = DATE_FIELDS.some((field) => !isBlank(cells[field]));
    if (!hasRent && !anyDate) return 'vacant';
  }
  if (tenant === '' && suite === '' && context.afterLease && isBlank(cells.endDate)) {
    const dated = isDate(cells.startDate) || isDate(cells.nextIncreaseDate);
    if (dated && RENT_FIELDS.some((field) => typeof numberCell(cells[field]) === 'number'))
      return 'rent-step';
  }
  if (tenant === '' && !row.some(isValueCell))
    return FOOTNOTE.test(first) || first.length > 40 ? 'footnote' : 'heading';
  return 'lease';
}
