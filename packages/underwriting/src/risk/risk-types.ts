/** The shapes of risk analysis (underwriting.md section 13): `tornado` and `simulate`. */

/** The two derived levers: every rent, or the six operating expenses, times the value. */
export type RiskLever = 'rentScale' | 'expenseScale';

/**
 * A variable: a numeric input of the deal (`purchasePrice`, `vacancyRate`, `exitCapRate`, ...), a
 * capital-stack group's input goal seek also varies (`secondLoanPercent`, `refinanceLtv`,
 * `prefRate`, `residualPromote`), or a lever ({@link RiskLever}).
 */
export type RiskVariable = string;

/** A metric risk analysis reports (`lpIrr` and `gpIrr` only with a waterfall). */
export type RiskMetric = 'irr' | 'npv' | 'equityMultiple' | 'cashOnCash' | 'dscr' | 'noi' | 'lpIrr' | 'gpIrr';

/** A normal distribution; `mean` defaults to the variable's value in the deal. */
export interface NormalDistribution {
  kind: 'normal';
  mean?: number | undefined;
  sd: number;
}

/** A triangular distribution from `min` to `max`, most likely at `mode`. */
export interface TriangularDistribution {
  kind: 'triangular';
  min: number;
  mode: number;
  max: number;
}

/** A uniform distribution from `min` to `max`. */
export interface UniformDistribution {
  kind: 'uniform';
  min: number;
  max: number;
}

/** How a simulated variable is drawn; values are absolute (an exit cap of 7.25 is 7.25 %). */
export type Distribution = NormalDistribution | TriangularDistribution | UniformDistribution;

/** One tornado bar's range: the variable set to `low`, then to `high` (absolute values). */
export interface TornadoSwing {
  variable: RiskVariable;
  low: number;
  high: number;
}

/** `tornado`'s options: the metric (IRR when left out) and the swings (the default list when left out). */
export interface TornadoOptions {
  metric?: RiskMetric | undefined;
  swings?: readonly TornadoSwing[] | undefined;
}

/** One tornado bar: the values analyzed (after rounding and clamping) and the metric at each. */
export interface TornadoRow {
  variable: RiskVariable;
  low: number;
  high: number;
  metricAtLow: number | null;
  metricAtHigh: number | null;
  /** `|metricAtHigh - metricAtLow|`, null when either has no value. */
  swing: number | null;
}

/** `tornado`'s answer: the metric of the deal as given, and the bars, largest swing first. */
export interface TornadoResult {
  base: number | null;
  rows: TornadoRow[];
}

/** A simulated variable and its distribution. */
export interface SimulationVariable {
  variable: RiskVariable;
  distribution: Distribution;
}

/** `simulate`'s options. */
export interface SimulateOptions {
  /** Whole number of runs, 1..100,000. */
  runs: number;
  /** Any safe integer: it selects the random stream. */
  seed: number;
  /** Drawn independently in list order each run. */
  variables: readonly SimulationVariable[];
  /** The metrics to report (IRR when left out). */
  metrics?: readonly RiskMetric[] | undefined;
  /** Per metric, the values whose share of runs below them is reported (`below`). */
  thresholds?: Partial<Record<RiskMetric, readonly number[]>> | undefined;
}

/** 20 equal bins from min to max: `edges` has 21 values (none when no run has a value). */
export interface Histogram {
  edges: number[];
  counts: number[];
}

/** A metric's statistics over the runs where it has a value (all null when none has). */
export interface MetricStatistics {
  valid: number;
  mean: number | null;
  sd: number | null;
  min: number | null;
  max: number | null;
  p5: number | null;
  p10: number | null;
  p25: number | null;
  p50: number | null;
  p75: number | null;
  p90: number | null;
  p95: number | null;
  /** `String(x)` -> the fraction (0..1) of values below x. */
  below: Record<string, number | null>;
  histogram: Histogram;
}

/** `simulate`'s answer. */
export interface SimulationResult {
  runs: number;
  seed: number;
  metrics: Partial<Record<RiskMetric, MetricStatistics>>;
}

/** Each requested metric's value in each run of a range of runs, NaN where it has none. */
export type SimulationSamples = Partial<Record<RiskMetric, Float64Array>>;
