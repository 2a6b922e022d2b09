/**
 * The metric sections: lists of the metric catalog's keys, each figure labelled and formatted by
 * the catalog (`METRICS[key].label`, `formatMetricValue`) from `analyze()`'s result.
 */
import {
  type AnalysisResult,
  formatMetricValue,
  METRICS,
  type MetricKey,
  metricsOf,
} from '@cre/underwriting';
import { money, percent } from '../display-format';
import { hasStack } from './capital-stack';
import type { CalculationFigures, ReportRow, RowsSection } from './report-section';

/** A metric of the result as a report row: the catalog's label and display format. */
export function metricRow(key: MetricKey, result: AnalysisResult): ReportRow {
  return { label: METRICS[key].label, value: formatMetricValue(key, result[key]) };
}

/** The rows of `keys`, in that order. */
export const metricRows = (keys: readonly MetricKey[], result: AnalysisResult): ReportRow[] =>
  keys.map((key) => metricRow(key, result));

/** The headline figures of the results screen and the PDF. */
export const KEY_METRICS: readonly MetricKey[] = [
  'noi',
  'propertyValue',
  'goingInCapRate',
  'exitCapRate',
  'cashOnCash',
  'irr',
  'roi',
  'roe',
  'annualCashFlow',
];

/**
 * The results screen's Key Financial Metrics tiles, in order (the shared page shows the same); a
 * metric that is better higher shows red when negative.
 */
export const KEY_METRIC_TILES: readonly MetricKey[] = [
  'noi',
  'propertyValue',
  'cashOnCash',
  'irr',
  'roi',
  'roe',
  'annualCashFlow',
  'annualDebtService',
  'downPayment',
  'loanAmount',
];

/**
 * Lender metrics, on screen (tiles with the catalog's explanation on hover) and in the reports;
 * NPV only when a discount rate is set (the others show "N/A" when null).
 */
export const LENDER_METRICS: readonly MetricKey[] = [
  'dscr',
  'debtYield',
  'breakEvenOccupancy',
  'equityMultiple',
  'npv',
];

/** Lender metrics that are left out, rather than shown "N/A", when the result has none. */
const OMITTED_WHEN_NULL: ReadonlySet<MetricKey> = new Set(['npv']);

/** Key metrics followed by the lender metrics. */
export function keyMetricRows(result: AnalysisResult): ReportRow[] {
  return metricRows(KEY_METRICS, result);
}

/** The lender metrics the result has a place for: NPV is left out when it is null. */
export function shownLenderMetrics(result: AnalysisResult): MetricKey[] {
  return LENDER_METRICS.filter((key) => !(OMITTED_WHEN_NULL.has(key) && result[key] === null));
}

/** The lender metrics' rows (NPV only when the result has one). */
export function lenderMetricRows(result: AnalysisResult): ReportRow[] {
  return metricRows(shownLenderMetrics(result), result);
}

/** Key Metrics: the headline figures, then the lender metrics. */
export const KEY_METRICS_SECTION: RowsSection = {
  key: 'keyMetrics',
  title: 'Key Metrics',
  rows: ({ result }) => [...keyMetricRows(result), ...lenderMetricRows(result)],
};

/** Financing Details: equity, loan, its terms, payments and leverage. */
export const FINANCING_SECTION: RowsSection = {
  key: 'financing',
  title: 'Financing Details',
  rows: ({ values, result }) => [
    {
      label: METRICS.downPayment.label,
      value: `${formatMetricValue('downPayment', result.downPayment)} (${percent(values.downPaymentPercent)})`,
    },
    ...metricRows(['equityInvested', 'loanAmount'], result),
    { label: 'Interest Rate', value: percent(values.interestRate) },
    {
      label: 'Loan Term',
      value: `${values.loanTerm} years${values.isInterestOnly ? ' (interest only)' : ''}`,
    },
    ...metricRows(['monthlyPayment', 'annualDebtService', 'ltv'], result),
  ],
};

/** Occupancy and lease-term figures of an individual rent roll, in the rent roll details' order. */
export const RENT_ROLL_METRICS: readonly MetricKey[] = [
  'leasedSqft',
  'unleasedSqft',
  'avgRentPerSqft',
  'walt',
];

/** The income figures of year 1. */
const INCOME_METRICS: readonly MetricKey[] = metricsOf('income').filter((key) => key !== 'noi');

/** The capital stack's figures (underwriting.md 12.3), in the catalog's order. */
const CAPITAL_STACK_METRICS: readonly MetricKey[] = metricsOf('capitalStack');

/**
 * Every result figure (the CSV's Results): metrics (the capital stack's when the deal uses it), then
 * the hold recommendation's text.
 */
export const RESULTS_SECTION: RowsSection = {
  key: 'results',
  title: 'Results',
  rows: (calculation: CalculationFigures) => {
    const { result } = calculation;
    return [
      ...KEY_METRICS_SECTION.rows(calculation),
      ...FINANCING_SECTION.rows(calculation),
      ...metricRows(INCOME_METRICS, result),
      ...(calculation.values.rentInputMode === 'individual' ? metricRows(RENT_ROLL_METRICS, result) : []),
      ...(hasStack(calculation) ? metricRows(CAPITAL_STACK_METRICS, result) : []),
      ...metricRows(['salePrice', 'netSaleProceeds', 'optimalHoldPeriod'], result),
      { label: 'Hold Strategy', value: result.optimalHoldTier },
      { label: 'Optimal Hold Reason', value: result.optimalHoldReason },
    ];
  },
};

/** The screen's Financial Summary: price, equity, loan, income, expenses, NOI, cash flow and sale. */
export const FINANCIAL_SUMMARY_SECTION: RowsSection = {
  key: 'financialSummary',
  title: 'Financial Summary',
  rows: ({ values, result }) => [
    { label: 'Purchase Price', value: money(values.purchasePrice) },
    ...metricRows(
      [
        'downPayment',
        'equityInvested',
        'loanAmount',
        'ltv',
        'monthlyPayment',
        'annualDebtService',
        'grossPotentialRent',
        'effectiveGrossIncome',
        'operatingExpenses',
        'noi',
        'annualCashFlow',
        'salePrice',
        'netSaleProceeds',
      ],
      result,
    ),
  ],
};
