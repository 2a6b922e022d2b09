/**
 * Splitting the rows below the header into leases (with their charge and step rows), vacancies,
 * summary lines and skipped rows.
 */
import { cellText, isBlank, numberCell } from './cells.js';
import type { RentRollColumn, RentRollVacancy, SkippedRow } from './fields.js';
import { isHeaderRow } from './header-rows.js';
import type { LeaseRecord } from './lease-row.js';
import { chargeOf } from './recovery.js';
import { classifyRow, type FieldCells, fieldCells, isTotalLabel } from './rows.js';
import { rowStep } from './steps.js';

/** A summary line: its row, label and cells. `total`: a totals line ("Total", a row of numbers). */
export interface SummaryLine {
  row: number;
  label: string;
  cells: FieldCells;
  total: boolean;
}

/** The rows sorted. */
export interface Segments {
  records: LeaseRecord[];
  vacancies: RentRollVacancy[];
  summaries: SummaryLine[];
  skipped: SkippedRow[];
}

/** A row's label for a preview list: its first text (else first cell), trimmed, 80 characters at most. */
export function rowText(row: readonly unknown[]): string {
  let first = '';
  for (const cell of row) {
    if (isBlank(cell)) continue;
    if (typeof cell === 'string') return cell.trim().replace(/\s+/g, ' ').slice(0, 80);
    if (first === '') first = cellText(cell);
  }
  return first.slice(0, 80);
}

/** The text labels of a row joined (for picking the grand total among several totals). */
function rowLabel(row: readonly unknown[]): string {
  return row
    .filter((cell) => typeof cell === 'string' && !isBlank(cell))
    .map((cell) => cellText(cell))
    .join(' ');
}

/** Where the body starts and how it is read. */
export interface SegmentOptions {
  /** 0-based index of the first body row in the grid. */
  first: number;
  /** Stop at a second header row (not when the user picked the header). */
  stopAtHeader: boolean;
}

/**
 * Sorts the body's rows (see `classifyRow`): leases become records, charge rows add their charge
 * to the lease above (a tenancy schedule: the lease row holds its first charge, a lease row with
 * amounts but no charge code is rent), rent-step rows add their step to it, vacant rows are
 * vacancies; everything else is skipped with its reason, charge and step rows too. A second header
 * row ends the table (it is listed, the rows after it are not).
 */
export function segmentRows(
  body: readonly (readonly unknown[])[],
  columns: readonly RentRollColumn[],
  options: SegmentOptions,
): Segments {
  const out: Segments = { records: [], vacancies: [], summaries: [], skipped: [] };
  const chargeSchedule = columns.some((column) => column.field === 'chargeCode');
  const suiteColumn = columns.some((column) => column.field === 'suite');
  let afterLease = false;
  for (let offset = 0; offset < body.length; offset++) {
    const raw = body[offset] ?? [];
    const row = options.first + offset + 1;
    const skip = (reason: SkippedRow['reason']) => out.skipped.push({ row, reason, text: rowText(raw) });
    if (options.stopAtHeader && isHeaderRow(raw)) {
      skip('header');
      break;
    }
    const cells = fieldCells(raw, columns);
    const last = afterLease ? out.records[out.records.length - 1] : undefined;
    const kind = classifyRow(raw, cells, { afterLease, anyLease: out.records.length > 0, suiteColumn });
    if (kind === 'lease') {
      // A lease row without a charge code holds its rent, if any.
      const own = chargeSchedule
        ? chargeOf(isBlank(cells.chargeCode) ? { ...cells, chargeCode: 'rent' } : cells)
        : null;
      out.records.push({
        row,
        cells,
        raw,
        charges: chargeSchedule ? (own ? [own] : []) : null,
        stepRows: [],
      });
      afterLease = true;
      continue;
    }
    if (kind === 'charge' && last?.charges) {
      const charge = chargeOf(cells);
      if (charge) last.charges.push(charge);
    } else if (kind === 'rent-step' && last) {
      const sqft = numberCell(last.cells.sqft);
      const step = rowStep(cells, typeof sqft === 'number' ? sqft : 0);
      if (step) last.stepRows.push(step);
    }
    if (kind === 'blank') {
      skip('blank');
      continue;
    }
    afterLease = afterLease && (kind === 'charge' || kind === 'rent-step' || kind === 'gross-rent');
    if (kind === 'vacant') {
      const sqft = numberCell(cells.sqft);
      const suite = cellText(cells.suite);
      out.vacancies.push({
        row,
        suite: suite === '' ? null : suite,
        sqft: typeof sqft === 'number' ? sqft : null,
      });
    } else if (kind === 'summary') {
      const label = rowLabel(raw);
      out.summaries.push({
        row,
        label,
        cells,
        total: label === '' || raw.some((cell) => typeof cell === 'string' && isTotalLabel(cell)),
      });
      skip('summary');
    } else skip(kind);
  }
  return out;
}
