import type { Workbook, Worksheet } from 'exceljs';
import {
  type FlowRow,
  financingRows,
  leaseIncomeRows,
  type RentSource,
  simpleIncomeRows,
  yearCell,
  yearColumn,
} from './cash-flow-rows';
import type { LeaseSheetLayout } from './lease-sheet';
import { LEASE_SHEET } from './lease-sheet';
import {
  address,
  addSheet,
  defineName,
  type FormatKey,
  fitColumns,
  sheetRef,
  styleBold,
  styleHeader,
  writeCell,
} from './sheet-kit';

/** Name of the cash flow sheet. */
export const CASH_FLOW_SHEET = 'Cash Flow';

/** What the Cash Flow sheet needs to know about the deal's layout. */
export interface CashFlowOptions {
  hold: number;
  /** Simple mode: where year-1 rent comes from. Leases mode: the Lease Projection sheet's rows. */
  income: { mode: 'simple'; rent: RentSource } | { mode: 'leases'; lease: LeaseSheetLayout };
}

/** Where the Cash Flow sheet put a row: `ref(key, t)` is its sheet-qualified address in year t. */
export interface CashFlowLayout {
  ref: (key: string, t: number) => string;
}

interface BlockLine {
  label: string;
  name: string;
  formula: string;
  format: FormatKey;
}

/** Purchase, loan and value (docs/model.md#financing, #value), each a defined name. */
function financingBlock(): BlockLine[] {
  return [
    {
      label: 'Down Payment',
      name: 'DownPayment',
      formula: 'PurchasePrice*DownPaymentPercent',
      format: 'money',
    },
    { label: 'Loan Amount', name: 'LoanAmount', formula: 'PurchasePrice-DownPayment', format: 'money' },
    {
      label: 'Closing Costs',
      name: 'ClosingCosts',
      formula: 'PurchasePrice*ClosingCostsPercent',
      format: 'money',
    },
    {
      label: 'Equity Invested',
      name: 'EquityInvested',
      formula: 'DownPayment+ClosingCosts',
      format: 'money',
    },
    { label: 'Monthly Rate', name: 'MonthlyRate', formula: 'InterestRate/12', format: 'rate' },
    { label: 'Number of Payments', name: 'NumberOfPayments', formula: 'LoanTerm*12', format: 'whole' },
    {
      label: 'Monthly Payment',
      name: 'MonthlyPayment',
      formula:
        'IF(LoanAmount=0,0,IF(InterestOnly,LoanAmount*MonthlyRate,IF(MonthlyRate=0,LoanAmount/NumberOfPayments,PMT(MonthlyRate,NumberOfPayments,-LoanAmount))))',
      format: 'money',
    },
    {
      label: 'Annual Debt Service',
      name: 'AnnualDebtService',
      formula: '12*MonthlyPayment',
      format: 'money',
    },
    {
      label: 'Going-In Cap Rate',
      name: 'GoingInCapRate',
      formula: 'IF(PurchasePrice>0,NetOperatingIncome/PurchasePrice,0)',
      format: 'percent',
    },
    {
      label: 'Exit Cap Rate',
      name: 'ExitCapRate',
      formula: 'IF(ISNUMBER(ExitCapRateInput),ExitCapRateInput,GoingInCapRate+0.005)',
      format: 'percent',
    },
    {
      label: 'Property Value',
      name: 'PropertyValue',
      formula:
        'IF(AND(ISNUMBER(MarketCapRate),MarketCapRate>0,NetOperatingIncome>0),NetOperatingIncome/MarketCapRate,PurchasePrice)',
      format: 'money',
    },
  ];
}

/** IRR, NPV (the t = 0 equity plus NPV of years 1..h), equity multiple and the year-1 cash flow. */
function returnsBlock(flows: (from: number) => string, year0: string, capexYear1: string): BlockLine[] {
  return [
    { label: 'IRR', name: 'HoldIrr', formula: `IFERROR(IRR(${flows(0)},0.1),0)`, format: 'percent' },
    {
      label: 'NPV',
      name: 'HoldNpv',
      formula: `IF(ISNUMBER(DiscountRate),${year0}+NPV(DiscountRate,${flows(1)}),"N/A")`,
      format: 'money',
    },
    {
      label: 'Equity Multiple',
      name: 'EquityMultiple',
      formula: `IF(EquityInvested=0,"N/A",SUM(${flows(1)})/EquityInvested)`,
      format: 'multiple',
    },
    {
      label: 'Year-1 Cash Flow',
      name: 'AnnualCashFlow',
      formula: `NetOperatingIncome${capexYear1}-AnnualDebtService`,
      format: 'money',
    },
  ];
}

function writeBlock(
  workbook: Workbook,
  sheet: Worksheet,
  top: number,
  title: string,
  lines: BlockLine[],
): number {
  styleHeader(writeCell(sheet, 1, top, title));
  lines.forEach((line, i) => {
    writeCell(sheet, 1, top + 1 + i, line.label);
    writeCell(sheet, 2, top + 1 + i, { formula: line.formula }, line.format);
    defineName(workbook, sheet, 2, top + 1 + i, line.name);
  });
  return top + lines.length + 2;
}

/**
 * Adds the Cash Flow sheet: years 0..h + 1 as live formulas (income to NOI, debt service, cash
 * flow, loan balance, the sale at the end of year h, net cash flow), then the returns (the
 * spreadsheet's own IRR and NPV) and the purchase and financing figures, each a defined name.
 */
export function addCashFlowSheet(workbook: Workbook, options: CashFlowOptions): CashFlowLayout {
  const sheet = addSheet(workbook, CASH_FLOW_SHEET, 1, 1);
  const { hold } = options;
  const last = hold + 1;
  const income = options.income;
  const incomeRows =
    income.mode === 'simple'
      ? simpleIncomeRows(income.rent, last)
      : leaseIncomeRows((label, t) => sheetRef(LEASE_SHEET, t + 1, income.lease.rows.get(label) ?? 1), last);
  const rows: FlowRow[] = [...incomeRows, ...financingRows(hold, income.mode === 'leases')];
  const rowOf = new Map(rows.map((row, i) => [row.key, i + 2]));
  const ref = (key: string, t: number) => address(yearColumn(t), rowOf.get(key) ?? 1);
  const context = { ref, year: yearCell, hold };
  styleHeader(writeCell(sheet, 1, 1, 'Year'));
  for (let t = 0; t <= last; t++) styleHeader(writeCell(sheet, yearColumn(t), 1, t, 'year'));
  writeCell(sheet, yearColumn(last) + 1, 1, `Year ${last}: the NOI the sale is priced on`);
  rows.forEach((row, i) => {
    const label = writeCell(sheet, 1, i + 2, row.label);
    if (row.bold) styleBold(label);
    for (let t = row.from; t <= row.to; t++) {
      const cell = writeCell(sheet, yearColumn(t), i + 2, { formula: row.formula(t, context) }, row.format);
      if (row.bold) styleBold(cell);
    }
    if (row.name) defineName(workbook, sheet, yearColumn(row.name.t), i + 2, row.name.name);
  });
  const ncf = rowOf.get('ncf') ?? 1;
  const flows = (from: number) => `${address(yearColumn(from), ncf)}:${address(yearColumn(hold), ncf)}`;
  const capex = income.mode === 'leases' ? `+${ref('ti', 1)}+${ref('lc', 1)}` : '';
  let top = rows.length + 3;
  top = writeBlock(
    workbook,
    sheet,
    top,
    `Returns (${hold}-year hold)`,
    returnsBlock(flows, ref('ncf', 0), capex),
  );
  writeBlock(workbook, sheet, top, 'Purchase & Financing', financingBlock());
  fitColumns(sheet, 13);
  sheet.getColumn(1).width = 32;
  sheet.getColumn(yearColumn(last) + 1).width = 40;
  return { ref: (key, t) => sheetRef(CASH_FLOW_SHEET, yearColumn(t), rowOf.get(key) ?? 1) };
}
