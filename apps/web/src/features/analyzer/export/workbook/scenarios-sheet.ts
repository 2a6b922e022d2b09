import type { Workbook } from 'exceljs';
import { SCENARIO_COMPARISON_TITLE, type ScenarioTable } from '../../scenarios/scenario-export';
import {
  address,
  addSheet,
  type FormatKey,
  fitColumns,
  styleBold,
  styleHeader,
  valuesAtExportNote,
  writeCell,
  writeHeaderRow,
} from './sheet-kit';

/** Name of the scenarios sheet. */
export const SCENARIOS_SHEET = 'Scenarios';

/** The workbook format of a comparison unit, and the factor that turns the figure into the cell's value. */
const FORMAT: Record<ScenarioTable['rows'][number]['unit'], { format: FormatKey; scale: number }> = {
  currency: { format: 'money', scale: 1 },
  percent: { format: 'percent', scale: 0.01 },
  multiple: { format: 'multiple', scale: 1 },
  years: { format: 'years', scale: 1 },
};

/**
 * Adds the Scenarios sheet (issue 17): one row per metric of the comparison, one column per
 * scenario (Base first), then each variant's difference to Base as a formula (`=C3-B3`), so the
 * differences follow the figures if a user edits them. The figures are values the app computed at
 * export on `exportedAt`, as its first line says (each scenario is a whole analysis; the live
 * formulas are on the other sheets, for Base).
 */
export function addScenariosSheet(workbook: Workbook, table: ScenarioTable, exportedAt: Date): void {
  const sheet = addSheet(workbook, SCENARIOS_SHEET, 2, 1);
  styleBold(writeCell(sheet, 1, 1, `${SCENARIO_COMPARISON_TITLE}. ${valuesAtExportNote(exportedAt)}`));
  const variants = table.names.slice(1);
  writeHeaderRow(sheet, 2, ['Metric', ...table.names, ...variants.map((name) => `${name} vs Base`)]);
  table.rows.forEach((row, i) => {
    const line = 3 + i;
    const { format, scale } = FORMAT[row.unit];
    styleHeader(writeCell(sheet, 1, line, row.label));
    row.figures.forEach((figure, j) => {
      writeCell(sheet, 2 + j, line, figure === null ? 'N/A' : figure * scale, format);
    });
    const base = row.figures[0] ?? null;
    variants.forEach((_, k) => {
      const figure = row.figures[k + 1] ?? null;
      const column = 2 + table.names.length + k;
      if (base === null || figure === null) writeCell(sheet, column, line, 'N/A');
      else {
        const formula = `${address(3 + k, line)}-${address(2, line)}`;
        writeCell(sheet, column, line, { formula, result: (figure - base) * scale }, format);
      }
    });
  });
  fitColumns(sheet);
}
