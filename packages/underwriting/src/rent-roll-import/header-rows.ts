/**
 * Finding the header: one row, or two (a group row with merged cells, "Lease Dates" over
 * "Start | Expiration", or names split over two rows, "Annual" over "Rent"), below any title block.
 */
import { cellText, isBlank, numberCell, parseDateCell, percentCell } from './cells.js';
import type { RentRollField } from './fields.js';
import { headerField, MAX_COLUMNS } from './headers.js';

/** The header as read: its rows (0-based, `start` ≤ `end`), each column's text and field. */
export interface Header {
  start: number;
  end: number;
  /** Each column's header text: the group row's and the lower row's, joined (once when equal). */
  texts: string[];
  /** Each column's detected field (a field named twice counts once, leftmost). */
  fields: (RentRollField | null)[];
}

/** True when a cell holds a number, a date or text that reads as one (no header does). */
export function isValueCell(cell: unknown): boolean {
  if (typeof cell === 'number' || cell instanceof Date) return true;
  if (typeof cell !== 'string' || isBlank(cell)) return false;
  const text = cell.trim();
  if (/^[-–—$() ]+$/.test(text)) return false;
  return (
    numberCell(text) !== undefined ||
    (/\d/.test(text) && parseDateCell(text) !== undefined) ||
    (/^\(?-?\d/.test(text) && percentCell(text) !== undefined)
  );
}

/** The fields of columns named by `texts`, leftmost first for each. */
function uniqueFields(fields: readonly (RentRollField | null)[]): (RentRollField | null)[] {
  const seen = new Set<RentRollField>();
  return fields.map((field) => {
    if (field === null || seen.has(field)) return null;
    seen.add(field);
    return field;
  });
}

/** The fields a row's cells name, leftmost first for each (a field named twice counts once). */
export function mapHeaders(row: readonly unknown[]): (RentRollField | null)[] {
  return uniqueFields(Array.from(row.slice(0, MAX_COLUMNS), (cell) => headerField(cell)));
}

/** Two fields at least, one of them the tenant, the suite or the area. */
function namesTable(fields: readonly (RentRollField | null)[]): boolean {
  let count = 0;
  let key = false;
  for (const field of fields) {
    if (field === null) continue;
    count++;
    if (field === 'tenantName' || field === 'suite' || field === 'sqft') key = true;
  }
  return count >= 2 && key;
}

const countFields = (fields: readonly (RentRollField | null)[]) =>
  fields.reduce((n, field) => (field === null ? n : n + 1), 0);

/**
 * True when a row looks like a header: it names at least two different fields, one of them
 * the tenant, the suite or the area, and holds no number or date.
 */
export function isHeaderRow(row: readonly unknown[] | undefined): boolean {
  if (!Array.isArray(row) || row.some(isValueCell)) return false;
  return namesTable(mapHeaders(row));
}

/**
 * True when a row can be the upper row of a two-row header: no value, no "Label: value" cell,
 * short labels without digits (titles such as "Rent Roll as of 12/31/2026" have them), and either
 * two different labels or one label over some but not all of the lower row's columns.
 */
function isGroupRow(upper: readonly unknown[], lower: readonly unknown[]): boolean {
  const labels = new Set<string>();
  for (const cell of upper) {
    if (isBlank(cell)) continue;
    if (typeof cell !== 'string') return false;
    const text = cell.trim();
    if (text.length > 30 || /\d|:\s*\S/.test(text)) return false;
    labels.add(text.toLowerCase());
  }
  if (labels.size >= 2) return true;
  if (labels.size === 0) return false;
  const spans = upperLabels(upper, lower);
  let under = 0;
  let covered = 0;
  for (let c = 0; c < lower.length; c++) {
    if (isBlank(lower[c])) continue;
    under++;
    if ((spans[c]?.text ?? '') !== '') covered++;
  }
  return covered >= 2 && covered < under;
}

/** Each column's upper label: its own cell, or the label to its left carried over blank cells. */
function upperLabels(
  upper: readonly unknown[],
  lower: readonly unknown[],
): { text: string; span: boolean }[] {
  const width = Math.min(Math.max(upper.length, lower.length), MAX_COLUMNS);
  const out: { text: string; span: boolean }[] = [];
  let carried = '';
  let from = -1;
  for (let c = 0; c < width; c++) {
    const own = cellText(upper[c]);
    if (own !== '' && own !== carried) {
      carried = own;
      from = c;
      out.push({ text: own, span: false });
    } else if (own !== '' || (carried !== '' && !isBlank(lower[c]))) {
      out.push({ text: carried, span: true });
      const first = out[from];
      if (first) first.span = true;
    } else {
      carried = '';
      out.push({ text: '', span: false });
    }
  }
  return out;
}

/**
 * Each column's text and field under a group row: a label spanning several columns ("Lease
 * Dates", "Rent") qualifies the lower row, so the lower text is tried first, then both joined
 * ("Rent Annual"), then the upper alone; a label over one column is half of a split name
 * ("Annual" over "Rent"), so both joined come first, then the lower, then the upper.
 */
function joinedHeader(
  upper: readonly unknown[],
  lower: readonly unknown[],
): Pick<Header, 'texts' | 'fields'> {
  const labels = upperLabels(upper, lower);
  const texts: string[] = [];
  const fields: (RentRollField | null)[] = [];
  for (let c = 0; c < labels.length; c++) {
    const top = labels[c]?.text ?? '';
    const bottom = cellText(lower[c]);
    const joined = top === '' || top === bottom ? bottom : bottom === '' ? top : `${top} ${bottom}`;
    const order = labels[c]?.span ? [bottom, joined, top] : [joined, bottom, top];
    let field: RentRollField | null = null;
    for (const text of order) {
      if (text === '') continue;
      field = headerField(text);
      if (field !== null) break;
    }
    texts.push(joined);
    fields.push(field);
  }
  return { texts, fields: uniqueFields(fields) };
}

/** The one-row header at `index`. */
function singleHeader(rows: readonly (readonly unknown[])[], index: number): Header {
  const row = rows[index] ?? [];
  const texts = Array.from(row.slice(0, MAX_COLUMNS), (cell) => cellText(cell));
  return { start: index, end: index, texts, fields: mapHeaders(row) };
}

/**
 * The two-row header whose lower row is `lower`, when the row above is a group row and the two
 * together name more fields than either alone; else null.
 */
function twoRowHeader(rows: readonly (readonly unknown[])[], lower: number): Header | null {
  const upperRow = rows[lower - 1];
  const lowerRow = rows[lower];
  if (!upperRow || !lowerRow || lowerRow.every(isBlank) || lowerRow.some(isValueCell)) return null;
  if (!isGroupRow(upperRow, lowerRow)) return null;
  const joined = joinedHeader(upperRow, lowerRow);
  const best = Math.max(countFields(mapHeaders(upperRow)), countFields(mapHeaders(lowerRow)));
  if (countFields(joined.fields) <= best) return null;
  return { start: lower - 1, end: lower, ...joined };
}

/**
 * The header: the first row that is a header alone or the upper row of a two-row header (title
 * rows, dates and blanks above it are skipped), or null. A two-row header wins over its upper row
 * alone when together they name more fields.
 */
export function findHeader(rows: readonly (readonly unknown[])[]): Header | null {
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index];
    if (!row || row.some(isValueCell)) continue;
    const two = twoRowHeader(rows, index + 1);
    if (two !== null && namesTable(two.fields)) return two;
    const one = singleHeader(rows, index);
    if (namesTable(one.fields)) return one;
  }
  return null;
}

/** The header the user picked (0-based lower row), joined with the group row above it if any. */
export function headerAt(rows: readonly (readonly unknown[])[], index: number): Header {
  return twoRowHeader(rows, index) ?? singleHeader(rows, index);
}
