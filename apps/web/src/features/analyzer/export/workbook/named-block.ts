/** A titled block of named formulas, as the stack's Debt Schedule and Waterfall sheets end. */
import type { Workbook, Worksheet } from 'exceljs';
import type { CachedFigures } from './cached-figures';
import type { BlockLine } from './cash-flow-blocks';
import { defineName, styleHeader, writeCell } from './sheet-kit';

/**
 * Writes `title` at row `top`, then one line a row: its label in column A and its formula in
 * column B (with the engine's figure as the cached result when known), defined as the line's name.
 * Returns the row after the block and one blank row.
 */
export function writeNamedBlock(
  workbook: Workbook,
  sheet: Worksheet,
  top: number,
  title: string,
  lines: readonly BlockLine[],
  cached: CachedFigures,
): number {
  styleHeader(writeCell(sheet, 1, top, title));
  lines.forEach((line, i) => {
    const row = top + 1 + i;
    writeCell(sheet, 1, row, line.label);
    const result = cached.name(line.name);
    writeCell(
      sheet,
      2,
      row,
      { formula: line.formula, ...(result === undefined ? {} : { result }) },
      line.format,
    );
    defineName(workbook, sheet, 2, row, line.name);
  });
  return top + lines.length + 2;
}
