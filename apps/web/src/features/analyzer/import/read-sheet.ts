import { readFile as readAnyFile } from '../../../lib/read-file';
import { csvGrid } from './csv-grid';

/** One sheet of an imported file: its name and its cells, row by row. */
export interface SheetGrid {
  name: string;
  rows: unknown[][];
}

/** The files the import accepts. */
export const IMPORT_ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The largest file the import reads (a rent roll of thousands of rows is far smaller). */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

/** Why a file could not be read, in words for the user. */
export class SheetReadError extends Error {}

/** What exceljs puts in a cell, as far as the import cares. */
type CellValue =
  | null
  | undefined
  | string
  | number
  | boolean
  | Date
  | { result?: unknown; formula?: string; sharedFormula?: string }
  | { richText: { text: string }[] }
  | { text: string; hyperlink?: string }
  | { error: string };

/**
 * A cell as the rent-roll parser reads it: numbers, Dates and text as they are; a formula's
 * cached result; rich text and hyperlinks as their text; errors and blanks as null.
 */
export function plainCell(value: CellValue): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('error' in value) return null;
  if ('formula' in value || 'sharedFormula' in value || 'result' in value)
    return plainCell((value as { result?: CellValue }).result);
  if ('text' in value) return value.text;
  return null;
}

/**
 * The sheets of an .xlsx workbook (exceljs, loaded on demand: it is in no page's first load). A
 * merged cell's value is repeated in every cell of the merge (exceljs gives each cell of a merge
 * its master's value): a group header ("Rent" over three columns) then names each column under it,
 * and a merged footnote is a row of one repeated text, which the parser reads as one cell.
 */
async function readWorkbook(data: ArrayBuffer): Promise<SheetGrid[]> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data);
  } catch {
    throw new SheetReadError('This file is not a readable .xlsx workbook.');
  }
  return workbook.worksheets.map((sheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
      const cells: unknown[] = [];
      row.eachCell({ includeEmpty: true }, (cell, column) => {
        cells[column - 1] = plainCell(cell.value as CellValue);
      });
      rows[rowNumber - 1] = Array.from(cells, (cell) => cell ?? null);
    });
    return { name: sheet.name, rows: Array.from(rows, (row) => row ?? []) };
  });
}

/** A file's text or bytes (`lib/read-file`); a read failure is a {@link SheetReadError}. */
function readFile(file: File, as: 'text'): Promise<string>;
function readFile(file: File, as: 'buffer'): Promise<ArrayBuffer>;
async function readFile(file: File, as: 'text' | 'buffer'): Promise<string | ArrayBuffer> {
  try {
    return as === 'text' ? await readAnyFile(file, 'text') : await readAnyFile(file, 'buffer');
  } catch {
    throw new SheetReadError('The file could not be read.');
  }
}

/**
 * Reads a rent roll file in the browser: a .csv (comma, semicolon or tab separated, cells as text)
 * or an .xlsx workbook (every sheet, cells as numbers, Dates and text). Rejects other files and
 * files over {@link MAX_IMPORT_BYTES} with a {@link SheetReadError} saying why.
 */
export async function readSheets(file: File): Promise<SheetGrid[]> {
  if (file.size > MAX_IMPORT_BYTES) throw new SheetReadError('This file is larger than 10 MB.');
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv') || file.type === 'text/csv') {
    return [{ name: file.name.replace(/\.csv$/i, ''), rows: csvGrid(await readFile(file, 'text')) }];
  }
  if (name.endsWith('.xlsx')) return readWorkbook(await readFile(file, 'buffer'));
  throw new SheetReadError('Choose a .csv or .xlsx file.');
}
