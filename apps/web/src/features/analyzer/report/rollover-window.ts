/**
 * The rollover schedule as the PDF shows it: the rollovers that start within the hold plus one year
 * (the year that prices the sale), and a count of the later ones the projection also holds.
 */
import { projectionMonthLabel } from '@cre/underwriting';
import type { Calculation } from '../model/calculation';
import { ROLLOVER_SECTION, type RolloverRow } from './lease-sections';

/** The rollovers within the hold plus one year, and a note on the later ones (null when none). */
export interface RolloverWindow {
  shown: RolloverRow[];
  /** "12 later rollovers not shown (through Mar 2042)", or null. */
  laterNote: string | null;
}

/**
 * Splits the rollover schedule at the end of year `holdPeriod + 1` (projection months counted from
 * the as-of month, 0): the rollovers starting before it are shown; the later ones are counted, with
 * the start month of the last.
 *
 * @example rolloverWindow(calculation).laterNote // '3 later rollovers not shown (through Jun 2040)'
 */
export function rolloverWindow(calculation: Calculation): RolloverWindow {
  const rows = ROLLOVER_SECTION.rows(calculation);
  const end = 12 * (Math.max(1, Math.round(calculation.values.holdPeriod)) + 1);
  const shown = rows.filter((row) => row.rollover.startMonth < end);
  const later = rows.filter((row) => row.rollover.startMonth >= end);
  const last = later.at(-1);
  if (!last) return { shown, laterNote: null };
  const noun = later.length === 1 ? 'rollover' : 'rollovers';
  const through = projectionMonthLabel(calculation.asOf, last.rollover.startMonth);
  return { shown, laterNote: `${later.length} later ${noun} not shown (through ${through})` };
}
