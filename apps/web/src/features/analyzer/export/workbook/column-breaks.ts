/**
 * Column page breaks for the printed workbook. exceljs writes a sheet's row breaks but not its
 * column breaks, so the breaks a sheet asks for are kept here and written into the saved file's
 * sheet XML (`<colBreaks>`, after the row breaks, where the OOXML schema puts them).
 */
import type { Workbook, Worksheet } from 'exceljs';
import { unzipSync, zipSync } from 'fflate';

/** Years a printed page of a year table holds (the Cash Flow sheet's first page also holds year 0). */
export const YEARS_PER_PAGE = 8;

/** Columns a printed page of the Lease Months sheet holds: half a year of months, or six suite columns. */
export const MONTHS_PER_PAGE = 6;

/** The columns each sheet breaks after, by sheet. */
const BREAKS = new WeakMap<Worksheet, number[]>();

/**
 * Starts a new printed page after each of `columns` (1-based column numbers), e.g. after each block
 * of years, so a long year table prints as whole blocks rather than wherever the page runs out.
 */
export function columnBreaksAfter(sheet: Worksheet, columns: readonly number[]): void {
  BREAKS.set(
    sheet,
    [...columns].sort((a, b) => a - b),
  );
}

/** The column breaks a sheet asked for ([] when none). */
export function columnBreaksOf(sheet: Worksheet): readonly number[] {
  return BREAKS.get(sheet) ?? [];
}

/** Printed width of one character of column width, in points (as LibreOffice and Excel lay out Calibri 11). */
const POINTS_PER_CHARACTER = 7.2;

/** Printable width of a landscape letter page with the sheets' half-inch side margins, in points. */
const PRINTABLE_WIDTH = 720;

/** Columns `first..last` in blocks of `size` (the last block may be shorter), as `[first, last]` pairs. */
export function blocksOf(first: number, last: number, size: number): [number, number][] {
  const blocks: [number, number][] = [];
  for (let start = first; start <= last; start += size)
    blocks.push([start, Math.min(last, start + size - 1)]);
  return blocks;
}

/**
 * Prints a sheet's column `blocks` one a page with the `titleColumns` leftmost columns repeated: a
 * break after each block but the last, and the print scale lowered from `maxScale` (never under
 * 40 %) when the widest block would not fit the page. Call it once the columns have their widths.
 */
export function printInBlocks(
  sheet: Worksheet,
  titleColumns: number,
  blocks: readonly (readonly [number, number])[],
  maxScale: number,
): void {
  const width = (column: number) => sheet.getColumn(column).width ?? 9;
  const span = (from: number, to: number) => {
    let total = 0;
    for (let column = from; column <= to; column++) total += width(column);
    return total;
  };
  const widest = Math.max(0, ...blocks.map(([from, to]) => span(from, to)));
  columnBreaksAfter(
    sheet,
    blocks.slice(0, -1).map(([, to]) => to),
  );
  const fits = Math.floor(
    (100 * PRINTABLE_WIDTH) / ((span(1, titleColumns) + widest) * POINTS_PER_CHARACTER),
  );
  sheet.pageSetup.scale = Math.max(40, Math.min(maxScale, fits));
}

/** The `<colBreaks>` element of breaks after `columns`. */
function colBreaksXml(columns: readonly number[]): string {
  const breaks = columns.map((column) => `<brk id="${column}" max="1048575" man="1"/>`).join('');
  return `<colBreaks count="${columns.length}" manualBreakCount="${columns.length}">${breaks}</colBreaks>`;
}

/** Elements that follow `<colBreaks>` in a worksheet, the first of which it goes before. */
const FOLLOWERS = [
  '<customProperties',
  '<ignoredErrors',
  '<drawing',
  '<legacyDrawing',
  '<tableParts',
  '<extLst',
  '</worksheet>',
];

/** A sheet's XML with its column breaks: after `</rowBreaks>`, else before the first follower. */
export function withColumnBreaks(xml: string, columns: readonly number[]): string {
  if (columns.length === 0) return xml;
  const element = colBreaksXml(columns);
  const rowBreaks = xml.indexOf('</rowBreaks>');
  if (rowBreaks >= 0) {
    const at = rowBreaks + '</rowBreaks>'.length;
    return xml.slice(0, at) + element + xml.slice(at);
  }
  const at = Math.min(...FOLLOWERS.map((tag) => xml.indexOf(tag)).filter((i) => i >= 0));
  return xml.slice(0, at) + element + xml.slice(at);
}

/**
 * The `.xlsx` bytes of a workbook with every sheet's column breaks written in (the file exceljs
 * writes, each sheet that asked for breaks patched; unchanged when none did).
 */
export async function workbookBytes(workbook: Workbook): Promise<Uint8Array> {
  const bytes = new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
  const patched = workbook.worksheets.filter((sheet) => columnBreaksOf(sheet).length > 0);
  if (patched.length === 0) return bytes;
  const files = unzipSync(bytes);
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  for (const sheet of patched) {
    const name = `xl/worksheets/sheet${sheet.id}.xml`;
    const xml = files[name];
    if (xml) files[name] = encoder.encode(withColumnBreaks(decoder.decode(xml), columnBreaksOf(sheet)));
  }
  return zipSync(files);
}
