/**
 * The contract of goal seek (`solveFor`): which inputs it can vary, which metrics it can aim at,
 * and the shape of its answer. Labels and units here are the ones every surface (web, CLI, PDF,
 * CSV) prints, so that "Max price for 15% IRR" reads the same everywhere; the metrics' labels come from
 * the metric catalog (src/metrics).
 */
import type { MetricIn } from '../metrics/catalog.js';
import type { GroupVary } from './stack-varies.js';

/**
 * An input goal seek can vary. `rentScale` multiplies every lease's rentPerSqft (individual mode);
 * `loanFeePercent` and the capital stack's group inputs (`secondLoanPercent`: secondLoan.percentOfPrice,
 * `refinanceLtv`: refinance.loanToValuePercent, `prefRate` and `residualPromote`: the waterfall's
 * prefRate and residualPromotePercent) apply to a deal that has them (underwriting.md 12).
 */
export type SolveVary =
  | GroupVary
  | 'loanFeePercent'
  | 'purchasePrice'
  | 'annualRent'
  | 'rentScale'
  | 'exitCapRate'
  | 'marketCapRate'
  | 'interestRate'
  | 'downPaymentPercent'
  | 'vacancyRate'
  | 'rentEscalationRate'
  | 'marketRentPerSqft';

/**
 * The waterfall's party IRRs (underwriting.md 12.5): `lpIrr` is `analyze().waterfall.lp.irr`,
 * `gpIrr` is `analyze().waterfall.gp.irr`, each only when its `irrStatus` is `converged`.
 */
export type WaterfallIrrMetric = 'lpIrr' | 'gpIrr';

/**
 * A metric of `analyze()` goal seek can aim at: the metric catalog's entries with a `goalSeek`
 * place (`irr`, `cashOnCash`, `dscr`, `debtYield`, `equityMultiple`, `npv`, `goingInCapRate`,
 * `propertyValue`, `annualCashFlow`, `breakEvenOccupancy`), then the waterfall's LP and GP IRR.
 */
export type SolveMetric = MetricIn<'goalSeek'> | WaterfallIrrMetric;

/** What to solve: the input to vary, the metric and the metric's target (in the metric's unit). */
export interface SolveRequest {
  vary: SolveVary;
  metric: SolveMetric;
  /** In the metric's unit: percent for percent metrics (15 means 15 %), a multiple for dscr. */
  target: number;
}

/** A solved goal seek: `analyze()` at `value` gives `metricValue`, which is the target. */
export interface SolveFound {
  /** The input's value (for `rentScale` the multiplier of every lease's rent). */
  value: number;
  /** The metric `analyze()` gives with the input at `value`. */
  metricValue: number;
  /** How many analyses the solve ran. */
  evaluations: number;
  /** Set when other values of the input also reach the target (the one nearest the current input is returned). */
  note?: string;
}

/** A goal seek no value of the input within its valid range can reach. */
export interface SolveUnreachable {
  value: null;
  /** A sentence a user can read: why there is no answer and the closest the metric gets. */
  reason: string;
  /** The value that comes closest to the target and its metric; null when the metric has no value anywhere. */
  best: { value: number; metricValue: number } | null;
  /** How many analyses the solve ran. */
  evaluations: number;
}

/** The answer of `solveFor`. */
export type SolveResult = SolveFound | SolveUnreachable;

/** How a metric's number reads: a percent, a multiple (1.25x), US dollars. */
export type SolveUnit = 'percent' | 'multiple' | 'currency';

/** A metric's label and unit, as the metric catalog gives them. */
export interface SolveMetricInfo {
  /** As a user reads it (the catalog's label): "IRR", "DSCR", "Cash-on-Cash Return". */
  label: string;
  /** Inside a sentence (the catalog's noun): "IRR", "cash-on-cash". */
  noun: string;
  unit: SolveUnit;
  /** True when a larger value is better for the investor (break-even occupancy: false). */
  higherIsBetter: boolean;
}

/** An input's label, unit and valid range. */
export interface SolveVaryInfo {
  /** As a user reads it: "Purchase Price". */
  label: string;
  /** The lower-case noun used inside sentences: "purchase price". */
  noun: string;
  unit: SolveUnit | 'multiplier' | 'currencyPerSqft';
}
