import type { Content, TableCell } from 'pdfmake/interfaces';
import type { ReportRow } from './report-rows';

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
 * repeats on every page. A cell is its text, or a pdfmake cell (a `colSpan`, a style).
 */
export function dataTable(
  header: readonly string[],
  rows: readonly (readonly (string | TableCell)[])[],
  widths: readonly (string | number)[] = header.map(() => '*'),
): Content {
  const head: TableCell[] = header.map((text) => ({ text, style: 'tableHeader' }));
  return {
    table: {
      headerRows: 1,
      widths: [...widths],
      body: [
        head,
        ...rows.map((row) => row.map((cell) => (typeof cell === 'string' ? { text: cell } : cell))),
      ],
    },
    layout: 'lightHorizontalLines',
  };
}
