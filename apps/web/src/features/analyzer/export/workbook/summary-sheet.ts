import type { AnalysisResult } from '@cre/underwriting';
import type { Workbook, Worksheet } from 'exceljs';
import {
  addSheet,
  type CellContent,
  type FormatKey,
  fitColumns,
  styleBold,
  writeCell,
  writeHeaderRow,
} from './sheet-kit';

/** Name of the summary sheet. */
export const SUMMARY_SHEET = 'Summary';

/** One key metric: its formula over the other sheets' names and the figure the app showed. */
export interface SummaryLine {
  label: string;
  formula: string;
  format: FormatKey;
  shown: number | null;
}

/**
 * The key metrics as formulas over the defined names of the Inputs and Cash Flow sheets (year-1
 * returns per docs/model.md#returns; DSCR and debt yield "N/A" without debt, as the app shows null).
 * `breakEven` is the break-even occupancy's formula, which depends on the projection mode.
 */
export function summaryLines(result: AnalysisResult, hold: number, breakEven: string): SummaryLine[] {
  return [
    {
      label: 'Net Operating Income (Year 1)',
      formula: 'NetOperatingIncome',
      format: 'money',
      shown: result.noi,
    },
    { label: 'Property Value', formula: 'PropertyValue', format: 'money', shown: result.propertyValue },
    {
      label: 'Going-In Cap Rate',
      formula: 'GoingInCapRate',
      format: 'percent',
      shown: result.goingInCapRate / 100,
    },
    { label: 'Exit Cap Rate', formula: 'ExitCapRate', format: 'percent', shown: result.exitCapRate / 100 },
    {
      label: 'Annual Cash Flow (Year 1)',
      formula: 'AnnualCashFlow',
      format: 'money',
      shown: result.annualCashFlow,
    },
    {
      label: 'Cash-on-Cash Return',
      formula: 'IF(EquityInvested=0,0,AnnualCashFlow/EquityInvested)',
      format: 'percent',
      shown: result.cashOnCash / 100,
    },
    {
      label: 'ROE',
      formula: 'IF(PropertyValue-LoanAmount<=0,0,AnnualCashFlow/(PropertyValue-LoanAmount))',
      format: 'percent',
      shown: result.roe / 100,
    },
    { label: `IRR (${hold}-year hold)`, formula: 'HoldIrr', format: 'percent', shown: result.irr / 100 },
    { label: 'NPV', formula: 'HoldNpv', format: 'money', shown: result.npv ?? null },
    { label: 'Equity Multiple', formula: 'EquityMultiple', format: 'multiple', shown: result.equityMultiple },
    {
      label: 'DSCR',
      formula: 'IF(AnnualDebtService=0,"N/A",NetOperatingIncome/AnnualDebtService)',
      format: 'multiple',
      shown: result.dscr,
    },
    {
      label: 'Debt Yield',
      formula: 'IF(LoanAmount=0,"N/A",NetOperatingIncome/LoanAmount)',
      format: 'percent',
      shown: result.debtYield === null ? null : result.debtYield / 100,
    },
    {
      label: 'Loan-to-Value (LTV)',
      formula: 'IF(PurchasePrice>0,LoanAmount/PurchasePrice,0)',
      format: 'ltv',
      shown: result.ltv / 100,
    },
    {
      label: 'Break-Even Occupancy',
      formula: breakEven,
      format: 'percent',
      shown: result.breakEvenOccupancy === null ? null : result.breakEvenOccupancy / 100,
    },
    {
      label: 'Annual Debt Service',
      formula: 'AnnualDebtService',
      format: 'money',
      shown: result.annualDebtService,
    },
    { label: 'Monthly Payment', formula: 'MonthlyPayment', format: 'money', shown: result.monthlyPayment },
    { label: 'Loan Amount', formula: 'LoanAmount', format: 'money', shown: result.loanAmount },
    { label: 'Equity Invested', formula: 'EquityInvested', format: 'money', shown: result.equityInvested },
    { label: `Sale Price (Year ${hold})`, formula: 'SalePrice', format: 'money', shown: result.salePrice },
    {
      label: 'Net Sale Proceeds',
      formula: 'NetSaleProceeds',
      format: 'money',
      shown: result.netSaleProceeds,
    },
  ];
}

/** Adds the (empty) Summary sheet, so that it comes first; {@link fillSummarySheet} writes it. */
export function addSummarySheet(workbook: Workbook): Worksheet {
  return addSheet(workbook, SUMMARY_SHEET, 2, 1);
}

/**
 * Fills the Summary sheet: each key metric as a live formula pointing at the other sheets, next to
 * the figure the app showed at export (a value, for comparison: they match until an input changes).
 * The live cells carry the app's figure as their cached result, so viewers that do not recalculate
 * show it too.
 */
export function fillSummarySheet(sheet: Worksheet, lines: readonly SummaryLine[], title: string): void {
  styleBold(writeCell(sheet, 1, 1, title));
  writeHeaderRow(sheet, 2, ['Metric', 'Live (formula)', 'App at Export']);
  lines.forEach((line, i) => {
    const row = i + 3;
    const shown: CellContent = line.shown === null ? 'N/A' : line.shown;
    writeCell(sheet, 1, row, line.label);
    styleBold(writeCell(sheet, 2, row, { formula: line.formula, result: shown }, line.format));
    writeCell(sheet, 3, row, shown, line.format);
  });
  fitColumns(sheet, 16);
  sheet.getColumn(1).width = 32;
}
