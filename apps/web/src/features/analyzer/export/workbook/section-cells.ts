import type { MetricFormat } from '@cre/underwriting';
import type { Worksheet } from 'exceljs';
import { type CellValue, type Column, type ColumnFormat, columnsOn } from '../../report/report-section';
import { address, type CellContent, type FormatKey, writeCell, writeHeaderRow } from './sheet-kit';

/** The workbook's number format of a metric catalog display format. */
export const METRIC_FORMAT_OF: Readonly<Record<MetricFormat, FormatKey>> = {
  money: 'money',
  percent: 'percent',
  ltv: 'ltv',
  ratio: 'multiple',
  years: 'yearsDecimal',
  wholeYears: 'years',
  perSqft: 'perSqft',
  count: 'count',
};

/** The workbook's number format of a report column format (text and dates need none or their own). */
const FORMAT_OF: Readonly<Record<ColumnFormat, FormatKey | undefined>> = {
  ...METRIC_FORMAT_OF,
  whole: 'whole',
  date: 'date',
  text: undefined,
};

/** The workbook format of a report column format. */
export function workbookFormat(format: ColumnFormat): FormatKey | undefined {
  return FORMAT_OF[format];
}

/** A `yyyy-mm-dd` date as a spreadsheet date (UTC midnight, so no time-zone shift); text when unreadable. */
function dateCell(iso: string): CellContent {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : iso;
}

/**
 * A report value as a workbook cell: percents as fractions (5.5 → 0.055, shown "5.50%"), dates as
 * dates, null as "N/A", the rest as it is.
 */
export function workbookValue(format: ColumnFormat, value: CellValue): CellContent {
  if (value === null) return 'N/A';
  if (format === 'date' && typeof value === 'string') return dateCell(value);
  if ((format === 'percent' || format === 'ltv') && typeof value === 'number') return value / 100;
  return value;
}

/** Where {@link writeSectionTable} put a section: each column's number by key, the first and last data rows. */
export interface SectionLayout {
  column: (key: string) => number;
  first: number;
  last: number;
}

/**
 * Writes a table section's workbook columns from column A: the header row at `top`, then a row per
 * section row. A column with a `formula` is a live formula of its own row (its value the cached
 * result); the others are values.
 */
export function writeSectionTable<Row>(
  sheet: Worksheet,
  section: { columns: readonly Column<Row>[] },
  rows: readonly Row[],
  top: number,
): SectionLayout {
  const columns = columnsOn(section, 'workbook');
  const numbers = new Map(columns.map((column, j) => [column.key, j + 1]));
  const column = (key: string) => {
    const found = numbers.get(key);
    if (found === undefined) throw new Error(`no workbook column ${key}`);
    return found;
  };
  writeHeaderRow(
    sheet,
    top,
    columns.map((c) => c.label),
  );
  rows.forEach((row, i) => {
    const r = top + 1 + i;
    columns.forEach((c, j) => {
      const raw = c.value(row);
      const value = workbookValue(c.format, raw);
      const cached = raw !== null && (typeof value === 'number' || typeof value === 'string');
      const content: CellContent = c.formula
        ? { formula: c.formula((key) => address(column(key), r)), ...(cached ? { result: value } : {}) }
        : value;
      writeCell(sheet, j + 1, r, content, workbookFormat(c.format));
    });
  });
  return { column, first: top + 1, last: top + rows.length };
}
