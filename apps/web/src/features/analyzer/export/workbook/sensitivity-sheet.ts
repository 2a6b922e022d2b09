import type { SensitivityGrid } from '@cre/underwriting';
import type { Workbook, Worksheet } from 'exceljs';
import type { SensitivityModel } from '../../sensitivity/sensitivity-model';
import {
  addSheet,
  type FormatKey,
  fitColumns,
  styleBold,
  styleHeader,
  valuesAtExportNote,
  writeCell,
  writeHeaderRow,
} from './sheet-kit';

/** Name of the sensitivity sheet. */
export const SENSITIVITY_SHEET = 'Sensitivity';

/** One grid: title, header row of prices, a row per exit cap; the current deal's cell in bold. */
function writeGrid(
  sheet: Worksheet,
  top: number,
  title: string,
  grid: SensitivityGrid,
  format: FormatKey,
  scale: number,
  current: { row: number; col: number },
): number {
  styleHeader(writeCell(sheet, 1, top, title));
  styleHeader(writeCell(sheet, 1, top + 1, 'Exit Cap \\ Price'));
  writeHeaderRow(sheet, top + 1, grid.cols, 'money', 2);
  grid.rows.forEach((rate, i) => {
    const row = top + 2 + i;
    styleHeader(writeCell(sheet, 1, row, rate / 100, 'percent'));
    grid.cols.forEach((_, j) => {
      const value = grid.values[i]?.[j] ?? null;
      const cell = writeCell(sheet, j + 2, row, value === null ? 'N/A' : value * scale, format);
      if (i === current.row && j === current.col) styleBold(cell);
    });
  });
  return top + grid.rows.length + 3;
}

/**
 * Adds the Sensitivity sheet: the IRR and equity multiple grids over exit cap rate (rows) ×
 * purchase price (columns), as the app computed them on `exportedAt` (values, not formulas, as
 * its first line says); the current deal is the bold cell.
 */
export function addSensitivitySheet(workbook: Workbook, model: SensitivityModel, exportedAt: Date): void {
  const sheet = addSheet(workbook, SENSITIVITY_SHEET, 0, 1);
  styleBold(writeCell(sheet, 1, 1, `${valuesAtExportNote(exportedAt)} The current deal is in bold.`));
  const current = { row: model.currentRow, col: model.currentCol };
  const next = writeGrid(
    sheet,
    3,
    'IRR: exit cap rate (rows) × purchase price (columns)',
    model.irr,
    'percent',
    0.01,
    current,
  );
  writeGrid(
    sheet,
    next,
    'Equity Multiple: exit cap rate (rows) × purchase price (columns)',
    model.second,
    'multiple',
    1,
    current,
  );
  fitColumns(sheet, 12);
  sheet.getColumn(1).width = 18;
}
