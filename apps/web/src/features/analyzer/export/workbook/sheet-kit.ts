import type { Cell, CellFormulaValue, Workbook, Worksheet } from 'exceljs';

/** Number formats of the workbook (Excel format codes). */
export const FORMATS = {
  money: '"$"#,##0;-"$"#,##0',
  perSqft: '"$"#,##0.00',
  percent: '0.00%',
  rate: '0.0000%',
  ltv: '0.0%',
  multiple: '0.00"x"',
  count: '#,##0',
  whole: '0',
  years: '0 "years"',
  yearsDecimal: '0.00 "years"',
  months: '0 "months"',
  date: 'm/d/yyyy',
  month: 'mmm yyyy',
  year: '"Year "0',
  factor: '0.0000',
  text: '@',
} as const;

/** A format of {@link FORMATS}. */
export type FormatKey = keyof typeof FORMATS;

/** A cell's content: a value, a formula (without the leading `=`), or nothing. */
export type CellContent =
  | string
  | number
  | boolean
  | Date
  | null
  | { formula: string; result?: number | string };

/** A date's local calendar day as `yyyy-mm-dd`. */
export function localIsoDate(date: Date): string {
  const y = String(date.getFullYear()).padStart(4, '0');
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/**
 * The line of a sheet that holds values rather than formulas (Sensitivity, Scenarios): when the app
 * computed them and how to get them again after the inputs change.
 */
export function valuesAtExportNote(exportedAt: Date): string {
  return `Values computed by the app at export on ${localIsoDate(exportedAt)}, not formulas: refresh them with Export Excel in the analyzer.`;
}

/** Column letters of a 1-based column number (1 → A, 27 → AA). */
export function columnLetter(column: number): string {
  let n = column;
  let letters = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    letters = String.fromCharCode(65 + rem) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** A1 address of a 1-based column and row, e.g. `C7`. */
export function address(column: number, row: number): string {
  return `${columnLetter(column)}${row}`;
}

/** A sheet-qualified absolute reference, e.g. `'Cash Flow'!$C$7`. */
export function absoluteRef(sheet: string, column: number, row: number): string {
  return `'${sheet.replace(/'/g, "''")}'!$${columnLetter(column)}$${row}`;
}

/** A sheet-qualified relative reference for formulas on other sheets, e.g. `'Lease Projection'!C9`. */
export function sheetRef(sheet: string, column: number, row: number): string {
  return `'${sheet.replace(/'/g, "''")}'!${address(column, row)}`;
}

/** Writes one cell: a value or `{ formula }`, with a number format when given. */
export function writeCell(
  sheet: Worksheet,
  column: number,
  row: number,
  content: CellContent,
  format?: FormatKey,
): Cell {
  const cell = sheet.getCell(row, column);
  cell.value = content;
  if (format) cell.numFmt = FORMATS[format];
  return cell;
}

/**
 * Writes one formula across `count` cells of a row from `column`: the first cell holds it, the
 * others share it (the spreadsheet moves its relative references column by column, as if it had
 * been filled right), so a long row of like formulas is written, and stored, once.
 */
export function writeSharedFormula(
  sheet: Worksheet,
  row: number,
  column: number,
  count: number,
  formula: string,
  format?: FormatKey,
): void {
  const master = address(column, row);
  // exceljs writes a master's share type and range, which its type declarations leave out
  const first: CellFormulaValue & { shareType: 'shared'; ref: string } = {
    formula,
    shareType: 'shared',
    ref: `${master}:${address(column + count - 1, row)}`,
  };
  for (let k = 0; k < count; k++) {
    const cell = sheet.getCell(row, column + k);
    cell.value = k === 0 ? first : { sharedFormula: master };
    if (format) cell.numFmt = FORMATS[format];
  }
}

/** Gives a workbook-level defined name to one cell (`Name` → `'Sheet'!$B$3`). */
export function defineName(workbook: Workbook, sheet: Worksheet, column: number, row: number, name: string) {
  workbook.definedNames.add(absoluteRef(sheet.name, column, row), name);
}

/**
 * The font of every styled cell: named, so that viewers other than Excel (LibreOffice, previews) do
 * not fall back to a serif face, at the size of Excel's default.
 */
export const FONT = { name: 'Calibri', size: 11 } as const;

/** Bold text with a light fill: the style of header rows and section titles. */
export function styleHeader(cell: Cell): void {
  cell.font = { ...FONT, bold: true };
  cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9EEF5' } };
}

/** Bold text: the style of totals and key figures. */
export function styleBold(cell: Cell): void {
  cell.font = { ...FONT, bold: true };
}

/** The printed scale of a wide sheet, in percent: small enough for about ten years a page, still readable. */
export const WIDE_PRINT_SCALE = 70;

/**
 * How a sheet prints: `portrait` or `landscape` fitted to one page wide (a sheet of a few columns),
 * or `wide` (a sheet of a column per year or many fields): landscape at {@link WIDE_PRINT_SCALE} %
 * over as many pages across as it takes, rather than shrunk to one unreadable page wide.
 */
export type PrintLayout = 'portrait' | 'landscape' | 'wide';

function pageSetupOf(print: PrintLayout) {
  if (print === 'wide') {
    return { orientation: 'landscape', fitToPage: false, scale: WIDE_PRINT_SCALE } as const;
  }
  return { orientation: print, fitToPage: true, fitToWidth: 1, fitToHeight: 0 } as const;
}

/**
 * A new sheet set up the way every sheet of the export prints and scrolls: frozen header rows and
 * label columns (`frozenRows`, `frozenColumns`, also repeated on every printed page), and the page
 * layout `print` ({@link PrintLayout}).
 */
export function addSheet(
  workbook: Workbook,
  name: string,
  frozenRows: number,
  frozenColumns: number,
  print: PrintLayout = 'landscape',
): Worksheet {
  return workbook.addWorksheet(name, {
    views: [{ state: 'frozen', xSplit: frozenColumns, ySplit: frozenRows }],
    pageSetup: {
      ...pageSetupOf(print),
      margins: { left: 0.5, right: 0.5, top: 0.6, bottom: 0.6, header: 0.3, footer: 0.3 },
      ...(frozenRows > 0 ? { printTitlesRow: `1:${frozenRows}` } : {}),
      ...(frozenColumns > 0 ? { printTitlesColumn: `A:${columnLetter(frozenColumns)}` } : {}),
    },
  });
}

/** Starts a new printed page after `row` (e.g. between a sheet's annual table and the blocks under it). */
export function pageBreakAfter(sheet: Worksheet, row: number): void {
  sheet.getRow(row).addPageBreak();
}

/** Characters a cell shows, estimated from its content and format (formulas: the widest figure). */
function shownLength(cell: Cell): number {
  const value = cell.value;
  if (value === null || value === undefined) return 0;
  if (typeof value === 'string') return value.length;
  if (typeof value === 'boolean') return 5;
  if (value instanceof Date) return 10;
  if (typeof value === 'number') return Math.max(8, Math.abs(value).toFixed(0).length * 1.34 + 4);
  const result = (value as { result?: unknown }).result;
  return typeof result === 'number' ? Math.max(12, Math.abs(result).toFixed(0).length * 1.34 + 4) : 14;
}

/**
 * Sets each column's width to fit what it shows: the longest text or estimated figure, plus a
 * margin, between `min` and `max` characters.
 */
export function fitColumns(sheet: Worksheet, min = 10, max = 60): void {
  sheet.columns.forEach((column) => {
    let widest = 0;
    column.eachCell?.({ includeEmpty: false }, (cell) => {
      widest = Math.max(widest, shownLength(cell));
    });
    column.width = Math.min(max, Math.max(min, Math.ceil(widest) + 2));
  });
}

/** Writes a header row of titles from `firstColumn` on, in the header style. */
export function writeHeaderRow(
  sheet: Worksheet,
  row: number,
  titles: readonly (string | number)[],
  format?: FormatKey,
  firstColumn = 1,
): void {
  titles.forEach((title, i) => {
    styleHeader(writeCell(sheet, firstColumn + i, row, title, format));
  });
}
