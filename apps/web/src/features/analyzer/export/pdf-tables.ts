import type { Content, ContentTable, TableCell } from 'pdfmake/interfaces';
import {
  type CalculationFigures,
  columnsOn,
  type ReportRow,
  type TableSection,
  textTable,
} from '../report/report-section';

/** A section heading of the PDF report. */
export const heading = (text: string): Content => ({ text, style: 'heading' });

/** Labelled figures as a two-column table with light rules between the rows. */
export function keyValueTable(rows: readonly ReportRow[]): Content {
  return {
    table: {
      widths: ['45%', '55%'],
      body: rows.map((row) => [{ text: row.label, style: 'label' }, { text: row.value || '—' }]),
    },
    layout: {
      hLineWidth: (i, node) => (i === 0 || i === node.table.body.length ? 0 : 0.5),
      vLineWidth: () => 0,
      hLineColor: () => '#dddddd',
    },
  };
}

/**
 * A table of text columns (equal widths unless `widths` are given) under a shaded header row that
 * repeats on every page and is kept with the first body row. A cell is its text, or a pdfmake cell (a `colSpan`, a style).
 */
export function dataTable(
  header: readonly string[],
  rows: readonly (readonly (string | TableCell)[])[],
  widths: readonly (string | number)[] = header.map(() => '*'),
): ContentTable {
  const head: TableCell[] = header.map((text) => ({ text, style: 'tableHeader' }));
  return {
    table: {
      headerRows: 1,
      // The header row never ends a page alone: it moves on with the first body row.
      keepWithHeaderRows: 1,
      widths: [...widths],
      body: [
        head,
        ...rows.map((row) => row.map((cell) => (typeof cell === 'string' ? { text: cell } : cell))),
      ],
    },
    layout: 'lightHorizontalLines',
  };
}

/**
 * A table section as the PDF shows it: a {@link dataTable} of the section's PDF columns (each at
 * its `pdfWidth`, else an equal share), or nothing when the section has no rows.
 */
export function sectionTable<Row, Source extends CalculationFigures>(
  section: TableSection<Row, Source>,
  source: Source,
): Content[] {
  const { header, rows } = textTable(section, source, 'pdf');
  if (rows.length === 0) return [];
  const widths = columnsOn(section, 'pdf').map((column) => column.pdfWidth ?? '*');
  return [dataTable(header, rows, widths)];
}
