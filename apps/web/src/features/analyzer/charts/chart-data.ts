import { type AnalysisResult, leaseExpirations } from '@cre/underwriting';
import type { Calculation } from '../model/calculation';

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

/** One bar of the lease expiration chart: a projection year and the share of the building expiring in it. */
export interface ExpirationRow {
  /** The projection year, "1", "2", ... (the axis is labelled "Projection year"). */
  year: string;
  /** Percent of the building's square feet whose in-place lease ends in that year. */
  share: number;
  sqft: number;
}

/**
 * The lease expiration chart's data in leases mode (null otherwise): for projection years
 * 1..holdPeriod + 1, the square feet of in-place leases ending in the year, as a share of the
 * building (`leaseExpirations`).
 */
export function expirationRows({ values, asOf, result }: Calculation): ExpirationRow[] | null {
  if (result.leaseProjection === null) return null;
  const years = Math.max(1, Math.round(values.holdPeriod)) + 1;
  return leaseExpirations(values.tenantLeases, asOf, values.sqft, years).map((row) => ({
    year: String(row.year),
    share: row.share,
    sqft: row.sqft,
  }));
}

/** One bar of the distributions-by-tier chart: a year label and each tier's amount (`tier0`, `tier1`, ...). */
export type TierChartRow = { year: string } & Record<`tier${number}`, number>;

/**
 * The distributions-by-tier chart's data: for each year of the waterfall, each tier's amount
 * (`byTier`, keyed `tier0`.. in the tiers' order); empty without a waterfall.
 */
export function tierChartRows(result: AnalysisResult): TierChartRow[] {
  return (result.waterfall?.years ?? []).map((y) => {
    const row: TierChartRow = { year: `Year ${y.year}` };
    y.byTier.forEach((amount, k) => {
      row[`tier${k}`] = amount;
    });
    return row;
  });
}
