import type { AnalysisResult } from '@cre/underwriting';

/** One row of the charts' data: a year label and its figures. */
export interface ChartRow {
  year: string;
  cashFlow: number;
  roi: number;
  value: number;
}

/**
 * Chart data for the five projection years: annual cash flow, ROI (that year's cash flow over the
 * equity invested, in percent) and the appreciated property value.
 */
export function chartRows(result: AnalysisResult): ChartRow[] {
  return result.cashFlowProjections.map((p, i) => ({
    year: `Year ${p.year}`,
    cashFlow: p.cashFlow,
    roi: result.equityInvested > 0 ? (p.cashFlow / result.equityInvested) * 100 : 0,
    value: result.appreciationProjections[i]?.value ?? 0,
  }));
}
