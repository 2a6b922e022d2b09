import { type AnalysisResult, isMetricKey, METRICS, type MetricKey, type MetricsOf } from '@cre/underwriting';
import type { Workbook, Worksheet } from 'exceljs';
import { irrFraction } from './cached-figures';
import { METRIC_FORMAT_OF } from './section-cells';
import {
  addSheet,
  type CellContent,
  type FormatKey,
  fitColumns,
  styleBold,
  writeCell,
  writeHeaderRow,
} from './sheet-kit';
import type { StackSummaryLine } from './summary-stack-lines';

/** Name of the summary sheet. */
export const SUMMARY_SHEET = 'Summary';

/** Where the summary's formulas find the model's cells besides the defined names. */
export interface SummaryRefs {
  /** Leases mode: the income comes from the Lease Projection sheet. */
  leases: boolean;
  /** Individual mode: the Rent Roll sheet's totals exist. */
  individual: boolean;
  /** Sheet-qualified address of Cash Flow row `key` in year t. */
  cashFlow: (key: string, t: number) => string;
  /** Sheet-qualified address of a Lease Projection line's year 1. */
  lease: (label: string) => string;
  /** A capital stack (underwriting.md 12): LTV, debt yield and ROE count the second loan too. */
  stack?: boolean;
}

/** The purchase debt: the senior loan, and the second loan with a capital stack. */
const debt = (refs: SummaryRefs) => (refs.stack ? '(LoanAmount+SecondLoanAmount)' : 'LoanAmount');

/** A metric the workbook cannot compute with a live formula, and why. */
export interface NotLive {
  notLive: string;
}

/** How the Summary computes a metric: a formula over the model's cells, or {@link NotLive}. */
export type SummaryFormula = ((refs: SummaryRefs) => string) | NotLive;

const name = (defined: string) => () => defined;

/**
 * Break-even occupancy (docs/model.md#returns): `(opex + debt service) / (GPR + other income)`, in
 * leases mode from year 1 of the projection (scheduled rent + recoveries + other income).
 */
function breakEven(refs: SummaryRefs): string {
  const [costs, income] = refs.leases
    ? [
        `-${refs.lease('Operating Expenses')}+AnnualDebtService`,
        `${refs.lease('Scheduled Rent')}+${refs.lease('Recoveries')}+${refs.lease('Other Income')}`,
      ]
    : [`-${refs.cashFlow('opex', 1)}+AnnualDebtService`, `${refs.cashFlow('gpr', 1)}+OtherIncome`];
  return `IF((${income})=0,"N/A",(${costs})/(${income}))`;
}

const cashOnCash = () => 'IF(EquityInvested=0,0,AnnualCashFlow/EquityInvested)';

/**
 * The metrics the Summary lists: every catalog metric but the capital stack's (section 12), which
 * join it when the workbook models the stack's loans and waterfall.
 */
export type SummaryMetricKey = Exclude<MetricKey, MetricsOf<'capitalStack'>>;

/**
 * Every catalog metric's Summary formula, in the Summary's order (year-1 figures per
 * docs/model.md#returns; DSCR and debt yield "N/A" without debt, as the app shows null). A metric
 * added to the catalog fails to compile here until it has a formula.
 */
export const SUMMARY_FORMULAS: Readonly<Record<SummaryMetricKey, SummaryFormula>> = {
  noi: name('NetOperatingIncome'),
  propertyValue: name('PropertyValue'),
  goingInCapRate: name('GoingInCapRate'),
  exitCapRate: name('ExitCapRate'),
  annualCashFlow: name('AnnualCashFlow'),
  cashOnCash,
  roe: (refs) => `IF(PropertyValue-${debt(refs)}<=0,0,AnnualCashFlow/(PropertyValue-${debt(refs)}))`,
  irr: name('HoldIrr'),
  npv: name('HoldNpv'),
  equityMultiple: name('EquityMultiple'),
  dscr: () => 'IF(AnnualDebtService=0,"N/A",NetOperatingIncome/AnnualDebtService)',
  debtYield: (refs) => `IF(${debt(refs)}=0,"N/A",NetOperatingIncome/${debt(refs)})`,
  ltv: (refs) => `IF(PurchasePrice>0,${debt(refs)}/PurchasePrice,0)`,
  breakEvenOccupancy: breakEven,
  annualDebtService: name('AnnualDebtService'),
  monthlyPayment: name('MonthlyPayment'),
  loanAmount: name('LoanAmount'),
  equityInvested: name('EquityInvested'),
  salePrice: name('SalePrice'),
  netSaleProceeds: name('NetSaleProceeds'),
  // The engine reports ROI as the cash-on-cash return.
  roi: cashOnCash,
  downPayment: name('DownPayment'),
  grossPotentialRent: (refs) => (refs.leases ? refs.lease('Scheduled Rent') : refs.cashFlow('gpr', 1)),
  effectiveGrossIncome: (refs) => refs.cashFlow('egi', 1),
  operatingExpenses: (refs) => `-${refs.cashFlow('opex', 1)}`,
  effectiveNnnChargesPerSqft: () =>
    'IF(NnnChargesPerSqft>0,NnnChargesPerSqft,IF(SquareFeet>0,(PropertyTaxes+Insurance+Maintenance)/SquareFeet,0))',
  leasedSqft: (refs) => (refs.individual ? 'LeasedSqft' : '0'),
  unleasedSqft: (refs) => (refs.individual ? 'UnleasedSqft' : 'MAX(0,SquareFeet)'),
  avgRentPerSqft: (refs) => (refs.individual ? 'AvgRentPerSqft' : '0'),
  walt: (refs) => (refs.individual ? 'Walt' : '"N/A"'),
  // Not a formula: the optimal hold compares the IRR of every hold from 3 to 15 years, each with
  // its own sale year, loan balance and cash-flow columns; the workbook models the chosen hold's
  // columns alone, so the figure is the app's, written as a value.
  optimalHoldPeriod: { notLive: 'Value at export: the workbook models the chosen hold period only' },
};

/** One Summary line: the metric, its catalog label, how it is computed and the figure the app showed. */
export interface SummaryLine {
  key: MetricKey;
  label: string;
  formula: SummaryFormula;
  /** False for a metric written as a value ({@link NotLive}). */
  live: boolean;
  format: FormatKey;
  /** The result's figure as the cell holds it (percents as fractions), null when the app shows "N/A". */
  shown: number | null;
}

/** The Summary's lines for a result: every catalog metric, labelled by the catalog. */
export function summaryLines(result: AnalysisResult): SummaryLine[] {
  return Object.keys(SUMMARY_FORMULAS)
    .filter((key): key is SummaryMetricKey => isMetricKey(key))
    .map((key) => {
      const info = METRICS[key];
      const formula = SUMMARY_FORMULAS[key];
      // analyze() reports 0 for an IRR it could not find: the workbook shows "N/A" (irrFraction).
      const value = key === 'irr' && irrFraction(result) === null ? null : result[key];
      return {
        key,
        label: info.label,
        formula,
        live: typeof formula === 'function',
        format: METRIC_FORMAT_OF[info.format],
        shown: value === null ? null : info.unit === 'percent' ? value / 100 : value,
      };
    });
}

/** Adds the (empty) Summary sheet, so that it comes first; {@link fillSummarySheet} writes it. */
export function addSummarySheet(workbook: Workbook): Worksheet {
  return addSheet(workbook, SUMMARY_SHEET, 2, 1, 'portrait');
}

/**
 * Fills the Summary sheet: each catalog metric as a live formula pointing at the other sheets, next
 * to the figure the app showed at export (a value, for comparison: they match until an input
 * changes). The live cells carry the app's figure as their cached result, so viewers that do not
 * recalculate show it too. A metric that is not live shows the app's figure and says why. A deal
 * with a capital stack adds its lines (`stackLines`) after the catalog's.
 */
export function fillSummarySheet(
  sheet: Worksheet,
  lines: readonly SummaryLine[],
  refs: SummaryRefs,
  title: string,
  stackLines: readonly StackSummaryLine[] = [],
): void {
  styleBold(writeCell(sheet, 1, 1, title));
  writeHeaderRow(sheet, 2, ['Metric', 'Live (formula)', 'App at Export']);
  lines.forEach((line, i) => {
    const row = i + 3;
    const shown: CellContent = line.shown === null ? 'N/A' : line.shown;
    writeCell(sheet, 1, row, line.label);
    const formula = line.formula;
    if (typeof formula === 'function') {
      styleBold(writeCell(sheet, 2, row, { formula: formula(refs), result: shown }, line.format));
    } else {
      writeCell(sheet, 2, row, shown, line.format);
      writeCell(sheet, 4, row, formula.notLive);
    }
    writeCell(sheet, 3, row, shown, line.format);
  });
  stackLines.forEach((line, i) => {
    const row = lines.length + 3 + i;
    const shown: CellContent = line.shown === null ? 'N/A' : line.shown;
    writeCell(sheet, 1, row, line.label);
    styleBold(writeCell(sheet, 2, row, { formula: line.formula, result: shown }, line.format));
    writeCell(sheet, 3, row, shown, line.format);
  });
  fitColumns(sheet, 16);
  sheet.getColumn(1).width = 32;
}
