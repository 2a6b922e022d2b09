/**
 * The PDF's rent roll: the rent roll section's PDF columns in a compact 8 pt table (suite, tenant,
 * area, rent, term, dates, recovery type, market rent, annual and effective rent), each lease with
 * rent steps followed by a line that lists them, and the WALT under the table.
 */
import { formatMetricValue, METRICS } from '@cre/underwriting';
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { Calculation } from '../model/calculation';
import { rentStepsOf, rentStepsText } from '../report/lease-detail';
import { hasRentRoll, RENT_ROLL_SECTION } from '../report/rent-roll-section';
import { cellText, columnsOn } from '../report/report-section';
import { COMPACT_TABLE_LAYOUT } from './pdf-lease-block';
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

/** Text columns are set left, figures right. */
const alignOf = (format: string) => (format === 'text' ? 'left' : 'right');

/**
 * The rent roll block (individual mode with leases; nothing otherwise): the heading, the table
 * (its header row repeated on every page it spans) and the WALT. A lease's rent steps are listed
 * on a full-width line under its row, naming the tenant, so a line carried over a page break
 * still says whose steps they are.
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
  return [
    heading(RENT_ROLL_SECTION.title),
    {
      style: 'rentRollTable',
      table: {
        headerRows: 1,
        keepWithHeaderRows: 1,
        dontBreakRows: true,
        widths: columns.map((column) => column.pdfWidth ?? '*'),
        body,
      },
      layout: COMPACT_TABLE_LAYOUT,
    },
    { text: `${METRICS.walt.label}: ${formatMetricValue('walt', walt)}`, margin: [0, 6, 0, 0] },
  ];
}
