/**
 * The metrics of risk analysis: the catalog's IRR, NPV, equity multiple, cash-on-cash, DSCR and NOI
 * (labels and units the catalog's), and the waterfall's LP and GP IRR; each one's value in an
 * analysis (NaN where it has none: an IRR without a root, NPV without a discount rate, DSCR
 * without debt).
 */
import { METRICS, type MetricUnit } from '../metrics/catalog.js';
import { metricOf } from '../solve/solve.js';
import type { SolveMetric } from '../solve/solve-types.js';
import type { AnalysisResult, ResolvedInput } from '../types.js';
import { RISK_METRIC_KEYS } from './risk-messages.js';
import type { RiskMetric } from './risk-types.js';

/** A risk metric's label and unit. */
export interface RiskMetricInfo {
  label: string;
  unit: Extract<MetricUnit, 'percent' | 'multiple' | 'currency'>;
}

/** Every risk metric's label and unit. */
export const RISK_METRICS: Readonly<Record<RiskMetric, RiskMetricInfo>> = {
  irr: { label: METRICS.irr.label, unit: 'percent' },
  lpIrr: { label: 'LP IRR', unit: 'percent' },
  gpIrr: { label: 'GP IRR', unit: 'percent' },
  npv: { label: METRICS.npv.label, unit: 'currency' },
  equityMultiple: { label: METRICS.equityMultiple.label, unit: 'multiple' },
  cashOnCash: { label: METRICS.cashOnCash.label, unit: 'percent' },
  dscr: { label: METRICS.dscr.label, unit: 'multiple' },
  noi: { label: METRICS.noi.label, unit: 'currency' },
};

/** True for a metric risk analysis knows. */
export const isRiskMetric = (metric: unknown): metric is RiskMetric =>
  typeof metric === 'string' && Object.hasOwn(RISK_METRICS, metric);

/** True for the waterfall's LP or GP IRR. */
export const isPartyIrr = (metric: RiskMetric): boolean => metric === 'lpIrr' || metric === 'gpIrr';

/** The metrics the deal has: LP and GP IRR only with a waterfall, NPV only with a discount rate. */
export function metricsOfDeal(deal: ResolvedInput): RiskMetric[] {
  return RISK_METRIC_KEYS.filter((metric) =>
    isPartyIrr(metric) ? deal.waterfall !== null : metric !== 'npv' || deal.discountRate !== null,
  );
}

/** The metric's value in an analysis, NaN where it has none. */
export function riskMetricOf(result: AnalysisResult, metric: RiskMetric): number {
  // goal seek's reading of a metric, which covers every risk metric (NOI among them)
  return metricOf(result, metric as SolveMetric);
}

/** The metric's value as the results report it: null where it has none. */
export function metricOrNull(result: AnalysisResult, metric: RiskMetric): number | null {
  const value = riskMetricOf(result, metric);
  return Number.isNaN(value) ? null : value;
}
