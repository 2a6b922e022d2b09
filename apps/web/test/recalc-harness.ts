/**
 * Test support only (never imported by the app): loads an exported workbook into HyperFormula, an
 * independent formula engine, so tests can recalculate its formulas and change its inputs.
 */
import ExcelJS from 'exceljs';
import { HyperFormula, type RawCellContent } from 'hyperformula';

/** What a recalculated cell holds: a number, text ("N/A"), a boolean, or null; errors as their text. */
export type LiveValue = number | string | boolean | null;

/**
 * An exceljs cell as HyperFormula reads it: formulas with `=` (a shared formula as exceljs moves it
 * to the cell), dates as serial numbers.
 */
function rawCell(cell: ExcelJS.Cell): RawCellContent {
  const value = cell.value;
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return 25569 + value.getTime() / 86_400_000;
  if (typeof value === 'object') return cell.formula ? `=${cell.formula}` : null;
  return value;
}

/** A workbook recalculated by HyperFormula, read and changed through its defined names. */
export interface LiveWorkbook {
  hf: HyperFormula;
  sheetNames: string[];
  /** The recalculated value of a defined name. */
  value: (name: string) => LiveValue;
  /** Sets the cell a defined name points at (HyperFormula recalculates its dependents). */
  set: (name: string, value: RawCellContent) => void;
  /** Every formula cell of the file that carries a cached result, with that result. */
  cached: { sheet: string; a1: string; result: unknown }[];
  /** Every formula cell of the file without a cached result (a viewer that does not recalculate shows it blank). */
  uncached: { sheet: string; a1: string }[];
  /** The recalculated value of one cell by sheet and A1 address. */
  valueAt: (sheet: string, a1: string) => LiveValue;
  /** Sets one cell by sheet and A1 address. */
  setAt: (sheet: string, a1: string, value: RawCellContent) => void;
  /** The values of the row whose first cell is `label`, from column B on. */
  row: (sheet: string, label: string) => LiveValue[];
  /** The formula of a cell (A1 address), or undefined. */
  formula: (sheet: string, a1: string) => string | undefined;
}

const plain = (value: unknown): LiveValue => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return value;
  return `#${String((value as { type?: string }).type ?? 'ERROR')}`;
};

/**
 * Writes the workbook to an .xlsx buffer, reads it back with exceljs (so the test sees what the
 * file holds), and builds a HyperFormula instance from its cells with every defined name
 * registered as a named expression.
 */
export async function recalculate(workbook: ExcelJS.Workbook): Promise<LiveWorkbook> {
  const buffer = await workbook.xlsx.writeBuffer();
  const file = new ExcelJS.Workbook();
  await file.xlsx.load(buffer as ArrayBuffer);
  const sheets: Record<string, RawCellContent[][]> = {};
  const cached: LiveWorkbook['cached'] = [];
  const uncached: LiveWorkbook['uncached'] = [];
  for (const sheet of file.worksheets) {
    const grid: RawCellContent[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row, r) => {
      const cells: RawCellContent[] = [];
      row.eachCell({ includeEmpty: true }, (cell, c) => {
        cells[c - 1] = rawCell(cell);
        const result = (cell.value as { result?: unknown } | null)?.result;
        if (cell.formula && result !== undefined)
          cached.push({ sheet: sheet.name, a1: cell.address, result });
        else if (cell.formula) uncached.push({ sheet: sheet.name, a1: cell.address });
      });
      grid[r - 1] = Array.from(cells, (cell) => cell ?? null);
    });
    sheets[sheet.name] = Array.from(grid, (row) => row ?? []);
  }
  const ranges = new Map(file.definedNames.model.map(({ name, ranges: [range] }) => [name, range ?? '']));
  const named = [...ranges].map(([name, range]) => ({ name, expression: `=${range}` }));
  const hf = HyperFormula.buildFromSheets(sheets, { licenseKey: 'gpl-v3', smartRounding: false }, named);
  const sheetId = (name: string) => {
    const id = hf.getSheetId(name);
    if (id === undefined) throw new Error(`no sheet ${name}`);
    return id;
  };
  return {
    hf,
    sheetNames: file.worksheets.map((sheet) => sheet.name),
    value: (name) => plain(hf.getNamedExpressionValue(name)),
    set: (name, value) => {
      const address = hf.simpleCellAddressFromString(ranges.get(name) ?? '', 0);
      if (!address) throw new Error(`no defined name ${name}`);
      hf.setCellContents(address, [[value]]);
    },
    cached,
    uncached,
    valueAt: (sheet, a1) => {
      const address = hf.simpleCellAddressFromString(a1, sheetId(sheet));
      if (!address) throw new Error(`bad address ${a1}`);
      return plain(hf.getCellValue(address));
    },
    setAt: (sheet, a1, value) => {
      const address = hf.simpleCellAddressFromString(a1, sheetId(sheet));
      if (!address) throw new Error(`bad address ${a1}`);
      hf.setCellContents(address, [[value]]);
    },
    row: (sheet, label) => {
      const values = hf.getSheetValues(sheetId(sheet));
      const found = values.find((row) => row[0] === label);
      if (!found) throw new Error(`no row ${label} on ${sheet}`);
      return found.slice(1).map(plain);
    },
    formula: (sheet, a1) => {
      const address = hf.simpleCellAddressFromString(a1, sheetId(sheet));
      return address ? hf.getCellFormula(address) : undefined;
    },
  };
}
