import type { Content, StyleDictionary, TableCell } from 'pdfmake/interfaces';
import type { Calculation } from '../model/calculation';
import {
  LEASE_CASH_FLOW_TITLE,
  type LeaseCashFlowRow,
  leaseCashFlowRows,
  ROLLOVER_SECTION,
} from '../report/lease-sections';
import { cellText, columnsOn } from '../report/report-section';
import { rolloverWindow } from '../report/rollover-window';
import { PORTRAIT_CONTENT_WIDTH } from './pdf-page-flow';
import { heading } from './pdf-tables';

/** Title of the PDF's market leasing assumptions (leases mode: a group of the Assumptions). */
export const MARKET_LEASING_TITLE = 'Market Leasing Assumptions';
/** Shown instead of the rollover schedule when no lease rolls over within the projection. */
export const NO_ROLLOVERS_TEXT = 'No lease rolls over within the projection.';
/** Shown instead of the rollover schedule when every rollover starts after the hold plus one year. */
export const NO_ROLLOVERS_IN_HOLD_TEXT = 'No lease rolls over within the hold plus one year.';
/** Most year columns one annual table holds (more years are split into several tables). */
export const MAX_YEAR_COLUMNS = 8;

/** Left plus right cell padding of the compact tables (pdfmake adds it to each column's width). */
export const CELL_PADDING = 2 * 3;
const YEAR_COLUMN_WIDTH = 46;
/** The line-item column takes what eight year columns leave, so every annual table lines up. */
const LABEL_COLUMN_WIDTH =
  PORTRAIT_CONTENT_WIDTH - (MAX_YEAR_COLUMNS + 1) * CELL_PADDING - MAX_YEAR_COLUMNS * YEAR_COLUMN_WIDTH;
/** Lines set in bold in the annual table: the subtotals and the bottom line. */
const TOTAL_LINES = new Set(['Effective Gross Income', 'Net Operating Income', 'Cash Flow']);

/** The rollover columns that name the space (set left). */
const NAME_KEYS = new Set(['suite', 'tenant']);

/** Styles of the lease-by-lease tables, merged into the report's styles in leases mode. */
export const LEASE_STYLES: StyleDictionary = {
  leaseTable: { fontSize: 8 },
  leaseTableHeader: { bold: true, fillColor: '#eef2f7', alignment: 'right' },
  leaseTableCaption: { fontSize: 9, bold: true, color: '#444444', margin: [0, 8, 0, 3] },
  rolloverTable: { fontSize: 8 },
};

/** Splits `count` year columns into consecutive groups of at most {@link MAX_YEAR_COLUMNS}, as even as can be. */
export function yearGroups(count: number): { first: number; size: number }[] {
  const tables = Math.max(1, Math.ceil(count / MAX_YEAR_COLUMNS));
  const base = Math.floor(count / tables);
  const larger = count % tables;
  const groups: { first: number; size: number }[] = [];
  let first = 0;
  for (let i = 0; i < tables; i++) {
    const size = base + (i < larger ? 1 : 0);
    groups.push({ first, size });
    first += size;
  }
  return groups;
}

/** The layout of the report's compact 8 pt tables: a rule under the header, light rules between rows, narrow padding. */
export const COMPACT_TABLE_LAYOUT = {
  hLineWidth: (i: number, node: { table: { body: unknown[] } }) =>
    i === 0 || i === node.table.body.length ? 0 : i === 1 ? 1 : 0.5,
  vLineWidth: () => 0,
  hLineColor: (i: number) => (i === 1 ? '#9aa7b8' : '#dddddd'),
  paddingLeft: () => CELL_PADDING / 2,
  paddingRight: () => CELL_PADDING / 2,
  paddingTop: () => 2,
  paddingBottom: () => 2,
};

/** One annual table: the line-item column and the years `first + 1 .. first + size`. */
function annualTable(rows: readonly LeaseCashFlowRow[], first: number, size: number): Content {
  const header: TableCell[] = [
    { text: 'Line item', style: 'leaseTableHeader', alignment: 'left' },
    ...Array.from({ length: size }, (_, j) => ({ text: `Year ${first + j + 1}`, style: 'leaseTableHeader' })),
  ];
  const body = rows.map((row): TableCell[] => {
    const bold = TOTAL_LINES.has(row.label);
    return [
      { text: row.label, bold },
      ...row.cells.slice(first, first + size).map((text) => ({ text, bold, alignment: 'right' as const })),
    ];
  });
  // Eleven characters ("$10,657,253") fit a year column at 8 pt; longer figures are set smaller.
  const longest = Math.max(
    0,
    ...rows.flatMap((row) => row.cells.slice(first, first + size).map((c) => c.length)),
  );
  return {
    style: 'leaseTable',
    ...(longest > 11 ? { fontSize: 7 } : {}),
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: [LABEL_COLUMN_WIDTH, ...Array.from({ length: size }, () => YEAR_COLUMN_WIDTH)],
      body: [header, ...body],
    },
    layout: COMPACT_TABLE_LAYOUT,
  };
}

/** The annual cash flow under its heading, split into tables of at most eight years, each kept on one page. */
function annualBlock(rows: readonly LeaseCashFlowRow[]): Content[] {
  const groups = yearGroups(rows[0]?.cells.length ?? 0);
  return groups.map(({ first, size }, i): Content => {
    const caption: Content[] =
      groups.length > 1 ? [{ text: `Years ${first + 1}–${first + size}`, style: 'leaseTableCaption' }] : [];
    const table = annualTable(rows, first, size);
    return {
      unbreakable: true,
      stack: [...(i === 0 ? [heading(LEASE_CASH_FLOW_TITLE)] : []), ...caption, table],
    };
  });
}

/**
 * Leases mode: the rollover schedule, one row per rollover lease starting within the hold plus one
 * year, its header row repeated on every page, then the count of the later ones
 * ({@link rolloverWindow}). Nothing in simple mode.
 */
export function leaseRolloverBlock(calculation: Calculation): Content[] {
  if (calculation.result.leaseProjection === null) return [];
  const title = ROLLOVER_SECTION.title;
  const columns = columnsOn(ROLLOVER_SECTION, 'pdf');
  const { shown, laterNote } = rolloverWindow(calculation);
  const later: Content[] = laterNote ? [{ text: laterNote, italics: true, margin: [0, 4, 0, 0] }] : [];
  if (shown.length === 0)
    return [heading(title), { text: laterNote ? NO_ROLLOVERS_IN_HOLD_TEXT : NO_ROLLOVERS_TEXT }, ...later];
  const labels = columns.map((column) => column.label);
  const rows = shown.map((row) => columns.map((column) => cellText(column, row)));
  // The suite and the tenant are set left, the months and figures right.
  const align = (j: number) => (NAME_KEYS.has(columns[j]?.key ?? '') ? 'left' : 'right');
  const header: TableCell[] = labels.map((text, j) => ({
    text,
    style: 'leaseTableHeader',
    alignment: align(j),
  }));
  const body = rows.map((cells): TableCell[] => cells.map((text, j) => ({ text, alignment: align(j) })));
  return [
    heading(title),
    {
      style: 'rolloverTable',
      table: {
        headerRows: 1,
        keepWithHeaderRows: 1,
        dontBreakRows: true,
        widths: columns.map((column) => column.pdfWidth ?? '*'),
        body: [header, ...body],
      },
      layout: COMPACT_TABLE_LAYOUT,
    },
    ...later,
  ];
}

/**
 * Leases mode: the annual lease-by-lease cash flow for years 1..holdPeriod + 1 (tables of at most
 * eight years, each kept whole on a page with its heading). Nothing in simple mode; the market
 * leasing assumptions are a group of the report's Assumptions.
 */
export function leaseCashFlowBlock(calculation: Calculation): Content[] {
  const { values, result } = calculation;
  if (result.leaseProjection === null) return [];
  return annualBlock(leaseCashFlowRows(values, result));
}
