import type { Workbook, Worksheet } from 'exceljs';
import type { CachedFigures } from './cached-figures';
import { type BlockLine, financingBlock, returnsBlock } from './cash-flow-blocks';
import {
  type FlowRow,
  financingRows,
  leaseIncomeRows,
  type RentSource,
  simpleIncomeRows,
  yearCell,
  yearColumn,
} from './cash-flow-rows';
import { blocksOf, printInBlocks, YEARS_PER_PAGE } from './column-breaks';
import type { DebtScheduleLayout } from './debt-schedule-sheet';
import type { LeaseSheetLayout } from './lease-sheet';
import { LEASE_SHEET } from './lease-sheet';
import { loanKey } from './loan-formulas';
import {
  address,
  addSheet,
  type CellContent,
  defineName,
  fitColumns,
  pageBreakAfter,
  sheetRef,
  styleBold,
  styleHeader,
  WIDE_PRINT_SCALE,
  writeCell,
} from './sheet-kit';
import { stackFinancingBlock, stackFinancingRows } from './stack-cash-flow-rows';

/** Name of the cash flow sheet. */
export const CASH_FLOW_SHEET = 'Cash Flow';

/** What the Cash Flow sheet needs to know about the deal's layout. */
export interface CashFlowOptions {
  /** The hold period of the export (the HoldPeriod input may change it to 1..last − 1). */
  hold: number;
  /** The last year column: the projection's years. */
  last: number;
  /** The app's figures, stored as the formulas' cached results. */
  cached: CachedFigures;
  /** Simple mode: where year-1 rent comes from. Leases mode: the Lease Projection sheet's rows. */
  income: { mode: 'simple'; rent: RentSource } | { mode: 'leases'; lease: LeaseSheetLayout };
  /** A capital stack's Debt Schedule (underwriting.md 12), whose totals finance the deal; absent: one loan. */
  debt?: DebtScheduleLayout;
}

/** Where the Cash Flow sheet put a row: `ref(key, t)` is its sheet-qualified address in year t. */
export interface CashFlowLayout {
  ref: (key: string, t: number) => string;
}

function writeBlock(
  workbook: Workbook,
  cached: CachedFigures,
  sheet: Worksheet,
  top: number,
  title: CellContent,
  lines: BlockLine[],
): number {
  styleHeader(writeCell(sheet, 1, top, title));
  lines.forEach((line, i) => {
    writeCell(sheet, 1, top + 1 + i, line.label);
    writeCell(sheet, 2, top + 1 + i, { formula: line.formula, result: cached.name(line.name) }, line.format);
    defineName(workbook, sheet, 2, top + 1 + i, line.name);
  });
  return top + lines.length + 2;
}

/** The note beside the year headers: how the HoldPeriod input drives the sheet. */
export const HOLD_NOTE =
  "The sale falls in the year of Hold Period (Inputs), priced on the next year's NOI; years after the hold are the projection, with no cash flow.";

/**
 * Adds the Cash Flow sheet: years 0..`last` as live formulas (income to NOI, debt service, cash
 * flow, loan balance, the sale in the HoldPeriod input's year, net cash flow: 0 after the hold),
 * then the returns (the spreadsheet's own IRR and NPV over the hold's flows, the sale's price and
 * net proceeds) and the purchase and financing figures, each a defined name. With a capital stack
 * (`options.debt`) the financing rows read the Debt Schedule sheet's totals.
 */
export function addCashFlowSheet(workbook: Workbook, options: CashFlowOptions): CashFlowLayout {
  const sheet = addSheet(workbook, CASH_FLOW_SHEET, 1, 1, 'wide');
  const { hold, last } = options;
  const income = options.income;
  const incomeRows =
    income.mode === 'simple'
      ? simpleIncomeRows(income.rent, last)
      : leaseIncomeRows((label, t) => sheetRef(LEASE_SHEET, t + 1, income.lease.rows.get(label) ?? 1), last);
  const debt = options.debt;
  const financing = debt
    ? stackFinancingRows(
        last,
        income.mode === 'leases',
        debt.loans.some((l) => l.id === 'refi'),
        debt.ref,
      )
    : financingRows(last, income.mode === 'leases');
  const rows: FlowRow[] = [...incomeRows, ...financing];
  const rowOf = new Map(rows.map((row, i) => [row.key, i + 2]));
  const ref = (key: string, t: number) => address(yearColumn(t), rowOf.get(key) ?? 1);
  const context = { ref, year: yearCell, hold };
  styleHeader(writeCell(sheet, 1, 1, 'Year'));
  for (let t = 0; t <= last; t++) styleHeader(writeCell(sheet, yearColumn(t), 1, t, 'year'));
  writeCell(sheet, yearColumn(last) + 1, 1, HOLD_NOTE);
  rows.forEach((row, i) => {
    const label = writeCell(sheet, 1, i + 2, row.label);
    if (row.bold) styleBold(label);
    for (let t = row.from; t <= row.to; t++) {
      const content = { formula: row.formula(t, context), result: options.cached.row(row.key, t) };
      const cell = writeCell(sheet, yearColumn(t), i + 2, content, row.format);
      if (row.bold) styleBold(cell);
    }
    if (row.name) defineName(workbook, sheet, yearColumn(row.name.t), i + 2, row.name.name);
  });
  const ncf = rowOf.get('ncf') ?? 1;
  const flows = (from: number) => `${address(yearColumn(from), ncf)}:${address(yearColumn(last), ncf)}`;
  const saleYears = (key: string) =>
    `${address(yearColumn(1), rowOf.get(key) ?? 1)}:${address(yearColumn(last - 1), rowOf.get(key) ?? 1)}`;
  const capex = income.mode === 'leases' ? `+${ref('ti', 1)}+${ref('lc', 1)}` : '';
  // The returns and financing blocks print on their own page, not cut across the annual table's.
  pageBreakAfter(sheet, rows.length + 1);
  let top = rows.length + 3;
  top = writeBlock(
    workbook,
    options.cached,
    sheet,
    top,
    { formula: '"Returns ("&HoldPeriod&"-year hold)"', result: `Returns (${hold}-year hold)` },
    returnsBlock(flows, ref('ncf', 0), capex, saleYears),
  );
  const purchase = debt
    ? stackFinancingBlock(
        debt.loans.some((l) => l.id === 'second'),
        (id) => debt.ref(loanKey(id, 'scheduled'), 1),
      )
    : financingBlock();
  writeBlock(workbook, options.cached, sheet, top, 'Purchase & Financing', purchase);
  fitColumns(sheet, 13);
  sheet.getColumn(1).width = 32;
  // printed in blocks of years: 0..8, then eight years a page
  printInBlocks(sheet, 1, blocksOf(yearColumn(0), yearColumn(last), YEARS_PER_PAGE + 1), WIDE_PRINT_SCALE);
  sheet.getColumn(yearColumn(last) + 1).width = 40;
  return { ref: (key, t) => sheetRef(CASH_FLOW_SHEET, yearColumn(t), rowOf.get(key) ?? 1) };
}
