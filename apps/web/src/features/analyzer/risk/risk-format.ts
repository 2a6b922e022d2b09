/**
 * How the Risk card writes numbers: a variable's value in its own unit ("$1,350,000", "6.5%",
 * "0.9x", "3 mo", "7 yr", "$24.5/sq ft") and a metric's value ("14.21%", "1.85x", "$1,234,567", or
 * compact dollars on the chart, "$1.23M").
 */
import {
  formatNumber,
  formatSolveTarget,
  RISK_METRICS,
  type RiskMetric,
  type RiskVariable,
  riskVariableLabel,
  riskVariableUnit,
} from '@cre/underwriting';
import { compactDollars, money, NOT_AVAILABLE, percent, ratio } from '../display-format';

/** The unit a variable's values are written in. */
export type VariableUnit = 'currency' | 'perSqft' | 'sqft' | 'percent' | 'multiplier' | 'months' | 'years';

/** A variable's unit: the engine's (`riskVariableUnit`), amounts called currency here. */
export function variableUnit(variable: RiskVariable): VariableUnit {
  const unit = riskVariableUnit(variable) ?? 'percent';
  return unit === 'money' ? 'currency' : unit;
}

/**
 * A variable's value as the tornado labels it: "$1,350,000" (amounts in whole dollars), "6.5%"
 * (rates, up to 2 decimals), "0.9x" (the rent and expense levels), "3 mo", "7 yr", "$24.5/sq ft",
 * "18,500 sq ft".
 */
export function formatVariableValue(variable: RiskVariable, value: number): string {
  switch (variableUnit(variable)) {
    case 'currency':
      return formatSolveTarget('currency', value);
    case 'multiplier':
      return formatSolveTarget('multiple', value);
    case 'percent':
      return formatSolveTarget('percent', value);
    case 'perSqft':
      return `$${formatNumber(value, 2)}/sq ft`;
    case 'sqft':
      return `${formatNumber(value)} sq ft`;
    case 'months':
      return `${formatNumber(value)} mo`;
    case 'years':
      return `${formatNumber(value)} yr`;
  }
}

/** A variable's label with a capital first letter ("Exit cap rate", "Rent level"). */
export function variableLabel(variable: RiskVariable): string {
  const label = riskVariableLabel(variable);
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** A metric's value in full: "14.21%", "1.85x", "$1,234,567"; "N/A" when it has none. */
export function formatMetricValue(metric: RiskMetric, value: number | null): string {
  if (value === null) return NOT_AVAILABLE;
  const unit = RISK_METRICS[metric].unit;
  if (unit === 'percent') return percent(value);
  if (unit === 'multiple') return ratio(value);
  return money(value);
}

/** A metric's value where room is short (the chart's bar ends): dollars compact ("$1.23M"). */
export function formatMetricShort(metric: RiskMetric, value: number | null): string {
  if (value !== null && RISK_METRICS[metric].unit === 'currency') return compactDollars(value);
  return formatMetricValue(metric, value);
}

/** A swing (a difference of the metric): "6.38 pts" for a percent, "0.42x", "$120,000". */
export function formatSwing(metric: RiskMetric, swing: number | null): string {
  if (swing === null) return NOT_AVAILABLE;
  const unit = RISK_METRICS[metric].unit;
  if (unit === 'percent') return `${formatNumber(swing, 2)} pts`;
  if (unit === 'multiple') return ratio(swing);
  return money(swing);
}
