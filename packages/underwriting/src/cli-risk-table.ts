/**
 * How `cre-underwrite tornado` and `cre-underwrite simulate` print their answers: the tornado's
 * bars as a table, and per metric the simulation's statistics and a text histogram. Each variable's
 * values read in its unit (money, %, "x" for the rent and expense levels, months, years), each
 * metric's in the unit risk analysis gives it; a spread (a swing, a standard deviation) of a
 * percentage reads in points ("3.92 pts").
 */
import { formatCurrency, formatNumber, formatPercent, formatRatio } from './format.js';
import { NOT_AVAILABLE } from './metrics/format.js';
import { RISK_METRICS, riskVariableLabel, riskVariableUnit } from './risk/index.js';
import type {
  Distribution,
  MetricStatistics,
  RiskMetric,
  SimulationResult,
  SimulationVariable,
  TornadoResult,
} from './risk/risk-types.js';

/** The unit of a variable's values (the engine's), null for a variable it does not know. */
export const variableUnit = riskVariableUnit;

/** A count of months or years: "3 months", "1 year", "2.5 years". */
const count = (value: number, one: string) => `${formatNumber(value)} ${one}${value === 1 ? '' : 's'}`;

/**
 * A variable's value in its unit: "$10,710,000", "$24.00/sq ft", "7.50%", "0.90x", "3 months",
 * "7 years"; a plain number for a variable of unknown unit.
 */
export function formatVariableValue(variable: string, value: number): string {
  switch (variableUnit(variable)) {
    case 'money':
      return formatCurrency(value);
    case 'perSqft':
      return `$${formatNumber(value, 2)}/sq ft`;
    case 'sqft':
      return `${formatNumber(value)} sq ft`;
    case 'percent':
      return formatPercent(value);
    case 'multiplier':
      return `${formatNumber(value, 2)}x`;
    case 'months':
      return count(value, 'month');
    case 'years':
      return count(value, 'year');
    default:
      return formatNumber(value);
  }
}

/** A spread of a variable (a standard deviation): a percentage's in points, else as its values. */
function formatVariableSpread(variable: string, value: number): string {
  return variableUnit(variable) === 'percent'
    ? `${formatNumber(value, 2)} pts`
    : formatVariableValue(variable, value);
}

/** A metric's value: "16.32%", "2.59x", "$892,300"; N/A when it has none. */
export function formatRiskMetric(metric: RiskMetric, value: number | null): string {
  if (value === null) return NOT_AVAILABLE;
  const unit = RISK_METRICS[metric].unit;
  if (unit === 'percent') return formatPercent(value);
  return unit === 'multiple' ? `${formatRatio(value)}x` : formatCurrency(value);
}

/** A spread of a metric (a swing, a standard deviation): a percentage's in points ("3.92 pts"). */
function formatMetricSpread(metric: RiskMetric, value: number | null): string {
  if (value === null || RISK_METRICS[metric].unit !== 'percent') return formatRiskMetric(metric, value);
  return `${formatNumber(value, 2)} pts`;
}

/** A threshold as `--below` wrote it, in the metric's unit: "0%", "12.5%", "1.2x", "$500,000". */
function formatThreshold(metric: RiskMetric, value: number): string {
  const unit = RISK_METRICS[metric].unit;
  if (unit === 'percent') return `${formatNumber(value)}%`;
  return unit === 'multiple' ? `${formatNumber(value)}x` : formatCurrency(value);
}

/**
 * Columns padded to their widest cell and two spaces apart, each line indented two spaces (no
 * trailing spaces); `right[i]` aligns column i to the right.
 */
export function columns(rows: readonly (readonly string[])[], right: readonly boolean[]): string[] {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, cell.length);
    });
  }
  return rows.map((row) => {
    const cells = row.map((cell, i) =>
      right[i] ? cell.padStart(widths[i] as number) : cell.padEnd(widths[i] as number),
    );
    return `  ${cells.join('  ')}`.trimEnd();
  });
}

/**
 * The tornado as text: a heading with the deal, the metric and its base value, whether the swings
 * are the defaults, then a row per variable (label, the low and high values analyzed, the metric
 * at each and the swing), largest swing first, as `tornado()` orders them.
 */
export function renderTornado(
  deal: string,
  metric: RiskMetric,
  result: TornadoResult,
  defaults: boolean,
): string {
  const label = RISK_METRICS[metric].label;
  const lines = [
    `Tornado of ${deal}: ${label}, base ${formatRiskMetric(metric, result.base)}`,
    defaults
      ? '  Swings: the defaults for this deal (--swing sets your own)'
      : '  Swings: as given with --swing',
  ];
  if (result.rows.length === 0) lines.push('  No variable changes the analysis.');
  else {
    const header = ['Variable', 'Low', 'High', `${label} at low`, `${label} at high`, 'Swing'];
    const rows = result.rows.map((row) => [
      riskVariableLabel(row.variable),
      formatVariableValue(row.variable, row.low),
      formatVariableValue(row.variable, row.high),
      formatRiskMetric(metric, row.metricAtLow),
      formatRiskMetric(metric, row.metricAtHigh),
      formatMetricSpread(metric, row.swing),
    ]);
    lines.push(...columns([header, ...rows], [false, true, true, true, true, true]));
  }
  return `${lines.join('\n')}\n`;
}

/** A distribution in words: "triangular min 6.50%, mode 7.00%, max 8.50%"; `own` is the deal's value. */
function describeDistribution(variable: string, d: Distribution, own: number | null): string[] {
  const v = (value: number) => formatVariableValue(variable, value);
  if (d.kind === 'uniform') return ['uniform', `min ${v(d.min)}, max ${v(d.max)}`];
  if (d.kind === 'triangular') return ['triangular', `min ${v(d.min)}, mode ${v(d.mode)}, max ${v(d.max)}`];
  const mean =
    d.mean !== undefined ? v(d.mean) : `${own === null ? NOT_AVAILABLE : v(own)} (the deal's value)`;
  return ['normal', `mean ${mean}, sd ${formatVariableSpread(variable, d.sd)}`];
}

/** The widest histogram bar, in `#`. */
const BAR = 40;

/** The histogram: a row per bin (its range, a bar scaled to the fullest bin, its count). */
function histogramLines(metric: RiskMetric, stats: MetricStatistics): string[] {
  const { edges, counts } = stats.histogram;
  if (stats.min === stats.max) {
    return [`  Histogram: every run at ${formatRiskMetric(metric, stats.min)}`];
  }
  const fullest = Math.max(...counts);
  const rows = counts.map((n, i) => [
    formatRiskMetric(metric, edges[i] ?? null),
    'to',
    formatRiskMetric(metric, edges[i + 1] ?? null),
    '#'.repeat(n === 0 ? 0 : Math.max(1, Math.round((n / fullest) * BAR))).padEnd(BAR),
    formatNumber(n),
  ]);
  return [
    `  Histogram (20 equal bins; ${BAR} # is the fullest bin)`,
    ...columns(rows, [true, false, true, false, true]).map((line) => `  ${line}`),
  ];
}

/** One metric's statistics, shares below its thresholds and histogram. */
function metricLines(metric: RiskMetric, stats: MetricStatistics, runs: number): string[] {
  const label = RISK_METRICS[metric].label;
  const valid = ['Valid runs', `${formatNumber(stats.valid)} of ${formatNumber(runs)}`];
  if (stats.valid === 0) return [label, ...columns([valid], [false, true]), '  No run gives it a value.'];
  const value = (x: number | null) => formatRiskMetric(metric, x);
  const rows = [
    valid,
    ['Mean', value(stats.mean)],
    ['Standard deviation', formatMetricSpread(metric, stats.sd)],
    ['Min', value(stats.min)],
    ['P5', value(stats.p5)],
    ['P10', value(stats.p10)],
    ['P25', value(stats.p25)],
    ['P50 (median)', value(stats.p50)],
    ['P75', value(stats.p75)],
    ['P90', value(stats.p90)],
    ['P95', value(stats.p95)],
    ['Max', value(stats.max)],
    ...Object.entries(stats.below).map(([x, share]) => [
      `P(${label} < ${formatThreshold(metric, Number(x))})`,
      share === null ? NOT_AVAILABLE : `${formatNumber(share * 100, 1)}%`,
    ]),
  ];
  return [label, ...columns(rows, [false, true]), ...histogramLines(metric, stats)];
}

/** What the simulation's text shows besides the result: the deal, the variables and the deal's own values. */
export interface SimulationReport {
  deal: string;
  variables: readonly SimulationVariable[];
  /** True when no `--vary` was given: the variables are the engine's defaults for the deal. */
  defaults: boolean;
  /** A variable's value in the deal (a normal without a mean is centred on it). */
  valueOf: (variable: string) => number | null;
}

/**
 * The simulation as text: the deal, runs and seed, the variables with their distributions (and
 * whether they are the deal's defaults), then per metric its statistics (valid runs, mean, sd,
 * min, P5..P95, max), the share of runs below each threshold and a 20-bin histogram.
 */
export function renderSimulation(report: SimulationReport, result: SimulationResult): string {
  const lines = [
    `Monte Carlo simulation of ${report.deal}: ${formatNumber(result.runs)} runs, seed ${result.seed}`,
    report.defaults
      ? 'Variables: the defaults for this deal (--vary sets your own)'
      : 'Variables: as given with --vary',
    ...columns(
      report.variables.map(({ variable, distribution }) => [
        riskVariableLabel(variable),
        ...describeDistribution(variable, distribution, report.valueOf(variable)),
      ]),
      [false, false, false],
    ),
  ];
  for (const [metric, stats] of Object.entries(result.metrics)) {
    if (stats !== undefined) lines.push('', ...metricLines(metric as RiskMetric, stats, result.runs));
  }
  return `${lines.join('\n')}\n`;
}
