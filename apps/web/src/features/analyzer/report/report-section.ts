/**
 * What a report section is: a title, columns (key, label, format) and rows computed from a
 * calculation. Every surface renders the same definition: the results screen (`results/`), the CSV
 * (`export/csv.ts`), the PDF (`export/pdf-definition.ts`) and the workbook (`export/workbook/`), so
 * a column added to a section appears on all of them.
 */
import { formatValue, type MetricFormat } from '@cre/underwriting';
import type { Calculation } from '../model/calculation';

/** Where a section is rendered. */
export type Surface = 'screen' | 'csv' | 'pdf' | 'workbook';

/**
 * How a column's value is written: a display format of the metric catalog ("$1,250,000", "7.25%",
 * "4.52 years", ...), `whole` (a plain number: months, a year), `date` (a `yyyy-mm-dd` date, shown
 * as written; a date cell in the workbook) or `text`.
 */
export type ColumnFormat = MetricFormat | 'whole' | 'date' | 'text';

/** A cell's raw value: a number in the catalog's units (percents as 5.5), text, or null (shown "N/A"). */
export type CellValue = number | string | null;

/** One column of a table section. */
export interface Column<Row> {
  /** Names the column for formulas and keys (`annualRent`). */
  key: string;
  /** The column's one header, on every surface. */
  label: string;
  format: ColumnFormat;
  /** The raw value of a row, straight from the form values or `analyze()`'s result. */
  value: (row: Row) => CellValue;
  /** Surfaces that leave the column out (none: every surface shows it). */
  except?: readonly Surface[];
  /**
   * Workbook: the cell as a live formula over the same row's cells (`cell('sqft')` is that cell's
   * address, e.g. `B2`); `value` is its cached result. Without it the workbook writes the value.
   */
  formula?: (cell: (key: string) => string) => string;
  /** Screen: the figure is coloured by its sign. */
  signed?: boolean;
  /** PDF: the column's width in points (default: an equal share). */
  pdfWidth?: number;
}

/** What most sections are computed from: the form values and `analyze()`'s result. */
export type CalculationFigures = Pick<Calculation, 'values' | 'result'>;

/** A table of rows computed from a calculation (`Source`: what its rows need of it). */
export interface TableSection<Row, Source extends CalculationFigures = CalculationFigures> {
  key: string;
  title: string;
  columns: readonly Column<Row>[];
  rows: (source: Source) => Row[];
}

/** One labelled, display-formatted figure (a key/value section's line). */
export interface ReportRow {
  label: string;
  value: string;
}

/** A section of labelled figures (key metrics, financing, inputs). */
export interface RowsSection {
  key: string;
  title: string;
  rows: (figures: CalculationFigures) => ReportRow[];
}

/** The columns of `section` that `surface` shows, in order. */
export function columnsOn<Row>(section: Pick<TableSection<Row>, 'columns'>, surface: Surface): Column<Row>[] {
  return section.columns.filter((column) => !column.except?.includes(surface));
}

/**
 * A raw value as text: catalog formats through `formatValue` (null → "N/A"), whole numbers, dates
 * and text as they are.
 *
 * @example formatCell('money', 1250000) // '$1,250,000'
 * @example formatCell('whole', 60) // '60'
 */
export function formatCell(format: ColumnFormat, value: CellValue): string {
  if (format === 'text' || format === 'date' || format === 'whole' || typeof value === 'string') {
    return value === null ? '' : String(value);
  }
  return formatValue(format, value);
}

/** A row's cell of one column as text. */
export function cellText<Row>(column: Column<Row>, row: Row): string {
  return formatCell(column.format, column.value(row));
}

/** A section rendered as text for one surface: its header labels and each row's cells. */
export interface TextTable {
  title: string;
  header: string[];
  rows: string[][];
}

/** {@link TextTable} of a section for `surface` (the CSV and the PDF). */
export function textTable<Row, Source extends CalculationFigures>(
  section: TableSection<Row, Source>,
  source: Source,
  surface: Surface,
): TextTable {
  const columns = columnsOn(section, surface);
  return {
    title: section.title,
    header: columns.map((column) => column.label),
    rows: section.rows(source).map((row) => columns.map((column) => cellText(column, row))),
  };
}
