/**
 * The tornado the Risk card shows (underwriting.md 13.1): the deal the form describes, the metrics
 * it has, and the engine's `tornado` computed at once or one swing per step (a large rent roll's
 * tornado is spread over several tasks, as the sensitivity grids are).
 */
import {
  type AnalysisInput,
  defaultTornadoSwings,
  type RiskMetric,
  riskMetricsFor,
  type TornadoResult,
  type TornadoRow,
  type TornadoSwing,
  tornado,
} from '@cre/underwriting';
import { isCompactRentRoll } from '../form/lease-roll-pages';
import { toAnalysisInput } from '../model/deal-mapping';
import type { AnalyzerFormValues } from '../model/form-values';
import { validateForm } from '../model/validation';

/** The deal the form describes, or null while the form has a message (the card then waits). */
export function riskDeal(values: AnalyzerFormValues, asOf: string): AnalysisInput | null {
  if (Object.keys(validateForm(values, asOf)).length > 0) return null;
  return toAnalysisInput(values, asOf);
}

/**
 * Whether the tornado is computed in slices after the commit rather than in the render: for a rent
 * roll of more than 20 tenants, as the sensitivity grids are. Up to 20 tenants it takes a couple of
 * milliseconds in the browser (about 1.5 ms for 20 leases projected lease by lease) and is computed
 * in the deferred render.
 */
export function tornadoInSlices(values: AnalyzerFormValues): boolean {
  return isCompactRentRoll(values.tenantLeases.length);
}

/**
 * The metric the tornado shows: the chosen one when the deal has it (or while there is no deal),
 * else the default (IRR, or LP IRR with a waterfall), else the deal's first metric.
 */
export function shownMetric(
  metrics: readonly RiskMetric[],
  chosen: RiskMetric,
  fallback: RiskMetric,
): RiskMetric {
  if (metrics.length === 0 || metrics.includes(chosen)) return chosen;
  if (metrics.includes(fallback)) return fallback;
  return metrics[0] ?? fallback;
}

/** The metrics the deal has (lpIrr / gpIrr only with a waterfall), or none for no deal. */
export function dealMetrics(input: AnalysisInput | null): RiskMetric[] {
  return input ? riskMetricsFor(input) : [];
}

/** What the tornado shows: its metric and the engine's answer. */
export interface TornadoView {
  metric: RiskMetric;
  result: TornadoResult;
}

/**
 * Rows in the engine's order: largest swing first, rows without a swing last, ties in the order of
 * the swings list (each row's `order`).
 */
export function orderTornadoRows(rows: readonly { row: TornadoRow; order: number }[]): TornadoRow[] {
  return [...rows]
    .sort((a, b) => {
      const x = a.row.swing;
      const y = b.row.swing;
      if (x === null || y === null) return x === y ? a.order - b.order : x === null ? 1 : -1;
      return y - x || a.order - b.order;
    })
    .map((entry) => entry.row);
}

/**
 * The tornado in steps, one default swing (two analyses and the base) per step: the same answer as
 * `tornado(input, { metric })`, spread so that a long rent roll never holds the thread for long.
 */
export function* tornadoSteps(
  input: AnalysisInput,
  metric: RiskMetric,
  swings: readonly TornadoSwing[] = defaultTornadoSwings(input),
): Generator<void, TornadoResult, void> {
  let base: number | null = null;
  const rows: { row: TornadoRow; order: number }[] = [];
  for (const [order, swing] of swings.entries()) {
    yield;
    const part = tornado(input, { metric, swings: [swing] });
    base = part.base;
    for (const row of part.rows) rows.push({ row, order });
  }
  if (swings.length === 0) base = tornado(input, { metric, swings: [] }).base;
  return { base, rows: orderTornadoRows(rows) };
}

/** The tornado at once, or null when the engine refuses the deal (it then shows no tornado). */
export function tornadoNow(input: AnalysisInput, metric: RiskMetric): TornadoResult | null {
  try {
    return tornado(input, { metric });
  } catch {
    return null;
  }
}
