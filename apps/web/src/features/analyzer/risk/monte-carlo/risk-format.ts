/**
 * How the Monte Carlo panel writes a metric's figures: in the metric's unit (the engine's
 * `RISK_METRICS`) with the engine's formatters, so the panel's figures read like the results'.
 */
import {
  formatNumber,
  formatPercent,
  formatRatio,
  NOT_AVAILABLE,
  RISK_METRICS,
  type RiskMetric,
} from '@cre/underwriting';
import { compactDollars } from '../../display-format';
import { formatMetricValue } from '../risk-format';

/**
 * A statistic of the metric as the statistics table shows it (the card's `formatMetricValue`): "12.34%", "1.85x", "$1,250,000";
 * null or not finite → "N/A".
 *
 * @example formatRiskValue('irr', 12.345) // '12.35%'
 * @example formatRiskValue('equityMultiple', 1.8) // '1.80x'
 */
export function formatRiskValue(metric: RiskMetric, value: number | null | undefined): string {
  return formatMetricValue(
    metric,
    value === undefined || (value !== null && !Number.isFinite(value)) ? null : value,
  );
}

/**
 * A short figure for the histogram's axis and markers: "12.3%", "1.85x", "$1.25M".
 *
 * @example formatRiskTick('irr', 12.345) // '12.3%'
 * @example formatRiskTick('noi', 1_250_000) // '$1.25M'
 */
export function formatRiskTick(metric: RiskMetric, value: number): string {
  const unit = RISK_METRICS[metric].unit;
  if (unit === 'percent') return formatPercent(value, 1);
  if (unit === 'multiple') return `${formatRatio(value)}x`;
  return compactDollars(value);
}

/**
 * A share of runs (0..1) as a percent with one decimal; null → "N/A".
 *
 * @example formatShare(0.1234) // '12.3%'
 */
export function formatShare(share: number | null | undefined): string {
  return share === null || share === undefined ? NOT_AVAILABLE : formatPercent(share * 100, 1);
}

/**
 * An IRR target as typed, without trailing zeros.
 *
 * @example formatTarget(0) // '0%'
 * @example formatTarget(12.5) // '12.5%'
 */
export function formatTarget(target: number): string {
  return `${formatNumber(target)}%`;
}

/** A whole count with grouping: "10,000". */
export const formatRuns = (runs: number): string => formatNumber(runs, 0);
