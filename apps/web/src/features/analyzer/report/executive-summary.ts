/**
 * The PDF's cover figures and executive summary: the price, its per-square-foot figure, the cap
 * rates, year-1 NOI and the levered returns of the chosen hold, as the key metrics show them.
 */
import { formatMetricValue } from '@cre/underwriting';
import { money, perSqft } from '../display-format';
import type { CalculationFigures, ReportRow } from './report-section';

/** Title of the executive summary. */
export const EXECUTIVE_SUMMARY_TITLE = 'Executive Summary';

/** The cover's headline returns: levered IRR, equity multiple, going-in cap rate and DSCR. */
export function headlineReturns({ result }: CalculationFigures): ReportRow[] {
  return [
    { label: 'Levered IRR', value: formatMetricValue('irr', result.irr) },
    { label: 'Equity Multiple', value: formatMetricValue('equityMultiple', result.equityMultiple) },
    { label: 'Going-In Cap Rate', value: formatMetricValue('goingInCapRate', result.goingInCapRate) },
    { label: 'DSCR', value: formatMetricValue('dscr', result.dscr) },
  ];
}

/**
 * The executive summary: price, price per sq ft, going-in and exit cap rates, year-1 NOI, the
 * levered IRR and equity multiple of the hold, DSCR, cash-on-cash and the net sale proceeds.
 *
 * @example executiveSummaryRows(figures)[1] // { label: 'Price per Sq Ft', value: '$125.00' }
 */
export function executiveSummaryRows({ values, result }: CalculationFigures): ReportRow[] {
  const hold = `${Math.max(1, Math.round(values.holdPeriod))}-year hold`;
  return [
    { label: 'Purchase Price', value: money(values.purchasePrice) },
    {
      label: 'Price per Sq Ft',
      value: values.sqft > 0 ? perSqft(values.purchasePrice / values.sqft) : 'N/A',
    },
    { label: 'Going-In Cap Rate', value: formatMetricValue('goingInCapRate', result.goingInCapRate) },
    { label: 'Exit Cap Rate', value: formatMetricValue('exitCapRate', result.exitCapRate) },
    { label: 'Net Operating Income (year 1)', value: money(result.noi) },
    { label: `Levered IRR (${hold})`, value: formatMetricValue('irr', result.irr) },
    { label: `Equity Multiple (${hold})`, value: formatMetricValue('equityMultiple', result.equityMultiple) },
    { label: 'DSCR (year 1)', value: formatMetricValue('dscr', result.dscr) },
    { label: 'Cash-on-Cash Return (year 1)', value: formatMetricValue('cashOnCash', result.cashOnCash) },
    { label: 'Net Sale Proceeds', value: money(result.netSaleProceeds) },
  ];
}
