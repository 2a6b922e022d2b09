import {
  type AnalysisInput,
  type AnalysisResult,
  analyze,
  type MetricKey,
  metricsBy,
  type SensitivityGrid,
  sensitivity,
} from '@cre/underwriting';

/**
 * The metrics the second grid can show: the catalog's sensitivity metrics, in its order (each
 * labelled and formatted by its catalog entry).
 */
export const SECOND_METRICS: readonly MetricKey[] = metricsBy('sensitivity');

/** A metric the picker offers. */
export type SecondMetric = MetricKey;

/** Number of values on each axis. */
export const GRID_SIZE = 11;

/**
 * Exit cap rates around the current one: 5 steps of 0.5 points above it and up to 0.5 below it
 * (smaller steps below when the rate is under 2.6 %, so the lowest stays at or above 0.1 %).
 * The current rate is always on the grid.
 */
export function exitCapAxis(current: number): { values: number[]; currentIndex: number } {
  const center = Math.min(Math.max(current, 0.1), 50);
  const below = Math.min(0.5, (center - 0.1) / 5);
  if (below <= 1e-9) {
    return { values: Array.from({ length: GRID_SIZE }, (_, k) => center + k * 0.5), currentIndex: 0 };
  }
  const values = Array.from({ length: GRID_SIZE }, (_, k) =>
    k < 5 ? center - (5 - k) * below : center + (k - 5) * 0.5,
  );
  return { values, currentIndex: 5 };
}

/** Purchase prices from 75 % to 125 % of the current one in 5 % steps; the current price is the middle. */
export function priceAxis(current: number): { values: number[]; currentIndex: number } {
  return {
    values: Array.from({ length: GRID_SIZE }, (_, k) => current * (1 + (k - 5) * 0.05)),
    currentIndex: 5,
  };
}

/** The live analysis and both sensitivity grids for the current inputs. */
export interface SensitivityModel {
  result: AnalysisResult;
  irr: SensitivityGrid;
  second: SensitivityGrid;
  secondMetric: SecondMetric;
  currentRow: number;
  currentCol: number;
}

/**
 * The sensitivity model computed in small steps: the analysis, then one grid row (11 deals) of one
 * metric per step, so a caller can spread a large deal (a 500-tenant rent roll) over several tasks.
 * Each `yield` marks a point where the caller may pause; the generator's return value is the model.
 */
export function* sensitivityModelSteps(
  input: AnalysisInput,
  secondMetric: SecondMetric,
): Generator<void, SensitivityModel, void> {
  const result = analyze(input);
  const rows = exitCapAxis(result.exitCapRate);
  const cols = priceAxis(input.purchasePrice);
  const colAxis = { field: 'purchasePrice' as const, values: cols.values };
  const grids = { irr: [] as (number | null)[][], second: [] as (number | null)[][] };
  for (const rate of rows.values) {
    const rowAxis = { field: 'exitCapRate' as const, values: [rate] };
    yield;
    grids.irr.push(sensitivity(input, rowAxis, colAxis, 'irr').values[0] ?? []);
    yield;
    grids.second.push(sensitivity(input, rowAxis, colAxis, secondMetric).values[0] ?? []);
  }
  const grid = (values: (number | null)[][]): SensitivityGrid => ({
    rows: [...rows.values],
    cols: [...cols.values],
    values,
  });
  return {
    result,
    irr: grid(grids.irr),
    second: grid(grids.second),
    secondMetric,
    currentRow: rows.currentIndex,
    currentCol: cols.currentIndex,
  };
}

/** Runs a stepped computation to its end at once. */
export function runAllSteps<T>(steps: Generator<void, T, void>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/**
 * Analyzes the deal and recomputes IRR and the picked metric over exit cap rate (rows) x purchase
 * price (columns) with the engine's `sensitivity()`; the current deal sits at `currentRow`/`currentCol`.
 */
export function buildSensitivityModel(input: AnalysisInput, secondMetric: SecondMetric): SensitivityModel {
  return runAllSteps(sensitivityModelSteps(input, secondMetric));
}
