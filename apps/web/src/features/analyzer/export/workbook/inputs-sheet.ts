import type { ResolvedInput } from '@cre/underwriting';
import type { Workbook } from 'exceljs';
import type { AnalyzerFormValues } from '../../model/form-values';
import { inputLines } from './input-lines';
import { addSheet, defineName, fitColumns, writeCell, writeHeaderRow } from './sheet-kit';

/** Name of the inputs sheet. */
export const INPUTS_SHEET = 'Inputs';

/**
 * Adds the Inputs sheet: label, value, defined name and a note per input, every model input named
 * after the engine's field (`PurchasePrice`, `InterestRate`, ...) so the formulas read like the
 * model. Rates are stored as fractions with a percent format; unset optional rates are blank cells.
 * The hold period accepts whole years 1..`maxHold` (the Cash Flow sheet's years but its last).
 */
export function addInputsSheet(
  workbook: Workbook,
  values: AnalyzerFormValues,
  input: ResolvedInput,
  asOf: string,
  maxHold: number,
): void {
  const sheet = addSheet(workbook, INPUTS_SHEET, 1, 1);
  writeHeaderRow(sheet, 1, ['Input', 'Value', 'Name', 'Note']);
  inputLines(values, input, asOf, maxHold).forEach((line, i) => {
    const row = i + 2;
    writeCell(sheet, 1, row, line.label);
    writeCell(sheet, 2, row, line.value, line.format);
    if (line.name) {
      writeCell(sheet, 3, row, line.name);
      defineName(workbook, sheet, 2, row, line.name);
    }
    if (line.note) writeCell(sheet, 4, row, line.note);
    if (line.name === 'HoldPeriod') {
      sheet.getCell(row, 2).dataValidation = {
        type: 'whole',
        operator: 'between',
        formulae: [1, maxHold],
        showErrorMessage: true,
        errorTitle: 'Hold Period',
        error: `The hold period must be a whole number of years from 1 to ${maxHold}.`,
      };
    }
  });
  fitColumns(sheet, 12);
  sheet.getColumn(2).width = 18;
}
