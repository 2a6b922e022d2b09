/**
 * The PDF's rent roll: the rent roll section's PDF columns in a compact 8 pt table (suite, tenant,
 * area, rent, term, dates, recovery type, market rent, annual and effective rent), each lease with
 * rent steps followed by a line that lists them, and the WALT under the table. A table too wide for
 * a portrait page is set on landscape pages of its own.
 */
import { formatMetricValue, METRICS } from '@cre/underwriting';
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { Calculation } from '../model/calculation';
import { rentStepsOf, rentStepsText } from '../report/lease-detail';
import { hasRentRoll, RENT_ROLL_SECTION } from '../report/rent-roll-section';
import { cellText, columnsOn } from '../report/report-section';
import { CELL_PADDING, COMPACT_TABLE_LAYOUT } from './pdf-lease-block';
import { LANDSCAPE_CONTENT_WIDTH, onLandscapePages, PORTRAIT_CONTENT_WIDTH } from './pdf-page-flow';
import { heading } from './pdf-tables';

/** Styles of the rent roll table, merged into the report's styles. */
export const RENT_ROLL_STYLES = {
  rentRollTable: { fontSize: 8 },
  rentRollHeader: { bold: true, fillColor: '#eef2f7' },
  rentStepsLine: { italics: true, color: '#444444' },
} as const;

/** The line under a lease with rent steps: "Rent steps (Atlas Insurance): $25.00 from 2027-01-01; …". */
export function rentStepsLine(tenantName: string, text: string): string {
  return `Rent steps (${tenantName}): ${text}`;
}

/** Narrowest the rent roll's flexible column (the tenant) may be on a portrait page. */
export const MIN_TENANT_WIDTH = 120;

/**
 * The width a compact table's columns need: the fixed widths, {@link MIN_TENANT_WIDTH} for each
 * flexible (`'*'`) column, and each column's cell padding.
 */
export function neededWidth(widths: readonly (number | string)[]): number {
  const columns = widths.map((width) => (typeof width === 'number' ? width : MIN_TENANT_WIDTH));
  return columns.reduce((sum, width) => sum + width + CELL_PADDING, 0);
}

/** The flexible column's width on a landscape page; the fixed columns grow into the rest. */
const LANDSCAPE_TENANT_WIDTH = 140;

/**
 * The columns' widths on a landscape page: each fixed width grown by one factor so that they, the
 * padding and {@link LANDSCAPE_TENANT_WIDTH} for each flexible column fill the page's width (the
 * flexible columns take what rounding leaves).
 */
export function landscapeWidths(widths: readonly (number | string)[]): (number | string)[] {
  const fixed = widths.reduce<number>((sum, width) => sum + (typeof width === 'number' ? width : 0), 0);
  const flexible = widths.filter((width) => typeof width !== 'number').length;
  const room = LANDSCAPE_CONTENT_WIDTH - widths.length * CELL_PADDING - flexible * LANDSCAPE_TENANT_WIDTH;
  const scale = fixed > 0 ? Math.max(1, room / fixed) : 1;
  return widths.map((width) => (typeof width === 'number' ? Math.floor(width * scale) : width));
}

/** Text columns are set left, figures right. */
const alignOf = (format: string) => (format === 'text' ? 'left' : 'right');

/**
 * The rent roll block (individual mode with leases; nothing otherwise): the heading, the table
 * (its header row repeated on every page it spans) and the WALT, on landscape pages of their own
 * when the columns need more than a portrait page's width ({@link neededWidth}). A lease's rent
 * steps are listed on a full-width line under its row, naming the tenant, so a line carried over a
 * page break still says whose steps they are.
 */
export function rentRollBlock(calculation: Calculation): Content[] {
  if (!hasRentRoll(calculation)) return [];
  const columns = columnsOn(RENT_ROLL_SECTION, 'pdf');
  const header: TableCell[] = columns.map((column) => ({
    text: column.label,
    style: 'rentRollHeader',
    alignment: alignOf(column.format),
  }));
  const body: TableCell[][] = [header];
  for (const row of RENT_ROLL_SECTION.rows(calculation)) {
    body.push(columns.map((column) => ({ text: cellText(column, row), alignment: alignOf(column.format) })));
    const steps = rentStepsOf(row.lease);
    if (steps.length > 0) {
      const line: TableCell = {
        text: rentStepsLine(row.lease.tenantName, rentStepsText(steps)),
        style: 'rentStepsLine',
        colSpan: columns.length,
      };
      body.push([line, ...columns.slice(1).map((): TableCell => ({ text: '' }))]);
    }
  }
  const { walt } = calculation.result;
  const portrait = columns.map((column) => column.pdfWidth ?? '*');
  const wide = neededWidth(portrait) > PORTRAIT_CONTENT_WIDTH;
  const widths = wide ? landscapeWidths(portrait) : portrait;
  const section: Content[] = [
    heading(RENT_ROLL_SECTION.title),
    {
      style: 'rentRollTable',
      table: {
        headerRows: 1,
        keepWithHeaderRows: 1,
        dontBreakRows: true,
        widths,
        body,
      },
      layout: COMPACT_TABLE_LAYOUT,
    },
    { text: `${METRICS.walt.label}: ${formatMetricValue('walt', walt)}`, margin: [0, 6, 0, 0] },
  ];
  return wide ? onLandscapePages(section) : section;
}
