/**
 * The workbook's Risk sheet (underwriting.md section 13, issue 28): the tornado table with its base
 * row and, when the page ran a simulation, its settings and statistics under it. Values the app
 * computed at export (each tornado bar and each run is a whole analysis), as its first line says:
 * the report sections of `report/risk-sections.ts`, figures written as numbers in their units.
 */
import type { Workbook, Worksheet } from 'exceljs';
import { riskGrids } from '../../report/risk-grids';
import { type RiskCell, type RiskFigures, TORNADO_BASE_LABEL } from '../../report/risk-sections';
import type { RiskUnit } from '../../report/risk-units';
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

/** Name of the risk sheet. */
export const RISK_SHEET = 'Risk';

/** The workbook format of a risk unit, and what the figure is divided by for the cell's value. */
const FORMAT: Readonly<Record<RiskUnit, { format: FormatKey; per: number }>> = {
  money: { format: 'money', per: 1 },
  perSqft: { format: 'perSqft', per: 1 },
  sqft: { format: 'count', per: 1 },
  percent: { format: 'percent', per: 100 },
  wholePercent: { format: 'percent', per: 100 },
  lever: { format: 'multiple', per: 1 },
  multiple: { format: 'multiple', per: 1 },
  months: { format: 'months', per: 1 },
  years: { format: 'years', per: 1 },
  count: { format: 'count', per: 1 },
  share: { format: 'percent', per: 1 },
};

/**
 * Writes one cell of a risk section: a figure as a number in its unit's format (percents as
 * fractions, 6.5 → 0.065 shown "6.50%"; a share of runs as it is), "N/A" for a figure without a
 * value; a cell without a figure as its text (nothing when it has none).
 */
function writeRiskCell(sheet: Worksheet, column: number, row: number, cell: RiskCell): void {
  if (cell.figure === undefined || cell.figure === null) {
    if (cell.text !== '') writeCell(sheet, column, row, cell.text);
    return;
  }
  const { value, unit } = cell.figure;
  if (value === null || !Number.isFinite(value)) {
    writeCell(sheet, column, row, 'N/A');
    return;
  }
  const { format, per } = FORMAT[unit];
  writeCell(sheet, column, row, value / per, format);
}

/**
 * Adds the Risk sheet: the line saying its figures are values of `exportedAt`, then each risk
 * section (the tornado, then the simulation's settings and statistics when there is one) under its
 * title, a header row and its rows, the tornado's base row in bold.
 */
export function addRiskSheet(workbook: Workbook, figures: RiskFigures, exportedAt: Date): void {
  const sheet = addSheet(workbook, RISK_SHEET, 0, 1);
  styleBold(writeCell(sheet, 1, 1, valuesAtExportNote(exportedAt)));
  let top = 3;
  for (const grid of riskGrids(figures, 'workbook')) {
    styleHeader(writeCell(sheet, 1, top, grid.title));
    writeHeaderRow(sheet, top + 1, grid.header);
    grid.rows.forEach((cells, i) => {
      cells.forEach((cell, j) => {
        writeRiskCell(sheet, j + 1, top + 2 + i, cell);
      });
      if (cells[0]?.text === TORNADO_BASE_LABEL) {
        sheet.getRow(top + 2 + i).eachCell((cell) => {
          styleBold(cell);
        });
      }
    });
    top += grid.rows.length + 3;
  }
  fitColumns(sheet, 10, 60);
  // the note runs over the empty cells beside it; the labels and the distributions set the width
  sheet.getColumn(1).width = 30;
}
