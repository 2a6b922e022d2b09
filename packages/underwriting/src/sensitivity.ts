import { type AnalysisDepth, analyzeResolved, incomeOf, incomeReads, resolveValidInput } from './analyze.js';
import { type MetricIn, metricsBy } from './metrics/catalog.js';
import { groupVaryProblem, isGroupVary, withGroupValue } from './solve/stack-varies.js';
import type {
  AnalysisInput,
  ResolvedInput,
  SensitivityAxis,
  SensitivityGrid,
  SensitivityMetric,
} from './types.js';

/** A metric the sensitivity grid's picker offers: the metric catalog's entries with a `sensitivity` place. */
export type SensitivityChoice = MetricIn<'sensitivity'>;

/**
 * The metrics the sensitivity grid's picker offers, in the catalog's order (labels and formats are
 * the catalog's: `METRICS[key].label`, `formatMetricValue(key, value)`). `sensitivity()` itself
 * computes any numeric metric.
 */
export const SENSITIVITY_METRICS: readonly SensitivityChoice[] = metricsBy('sensitivity');

const HOLD_METRICS = new Set<string>(['optimalHoldPeriod']);
const IRR_METRICS = new Set<string>(['irr']);

/** The least analysis a metric needs: hold search only for the optimal hold, IRR only for irr. */
export function depthFor(metric: SensitivityMetric): AnalysisDepth {
  const holdSearch = HOLD_METRICS.has(metric);
  return { holdSearch, irr: holdSearch || IRR_METRICS.has(metric) };
}

/** `deal` with an axis's field at `value` (a group's input inside its group). */
function withAxis(deal: ResolvedInput, field: SensitivityAxis['field'], value: number): ResolvedInput {
  return isGroupVary(field) ? withGroupValue(deal, field, value) : { ...deal, [field]: value };
}

/**
 * Recomputes one metric over a grid of two inputs: `values[i][j]` is `metric` with
 * `rowAxis.field = rowAxis.values[i]` and `colAxis.field = colAxis.values[j]`, every other input
 * as given (defaults applied). Only the work the metric needs is done (no IRR solves for
 * cash-on-cash, no hold search unless the metric is the optimal hold, and the rent roll and the
 * lease-by-lease projection computed once when neither axis changes them). Cells whose value is
 * null or not finite are null. The deal is checked as `analyze()` checks it (an invalid one
 * throws an `InvalidDealError`); the axes' values are not held to the schema's ranges (a grid may
 * look past them), but a value that is not a finite number gives null cells. A capital-stack
 * group's input (`prefRate`, ...) varies inside its group; a deal without that group is refused.
 *
 * @throws {InvalidDealError} when `input` is not a valid deal.
 * @throws {RangeError} when an axis is a group's input and the deal has no such group.
 * @example
 * sensitivity({ purchasePrice: 1e6, sqft: 1e4, interestRate: 6, annualRent: 120000 },
 *   { field: 'purchasePrice', values: [900000, 1000000] }, { field: 'vacancyRate', values: [0, 10] },
 *   'goingInCapRate')
 * // { rows: [900000, 1000000], cols: [0, 10], values: [[13.333333333333334, 12], [12, 10.8]] }
 */
export function sensitivity(
  input: AnalysisInput,
  rowAxis: SensitivityAxis,
  colAxis: SensitivityAxis,
  metric: SensitivityMetric,
): SensitivityGrid {
  const base = resolveValidInput(input);
  for (const { field } of [rowAxis, colAxis]) {
    const problem = isGroupVary(field) ? groupVaryProblem(field, base) : null;
    if (problem !== null) throw new RangeError(problem);
  }
  const grouped = isGroupVary(rowAxis.field) || isGroupVary(colAxis.field);
  const depth = depthFor(metric);
  const cell: ResolvedInput = { ...base };
  // neither axis touches the rent roll (or, in leases mode, the projection): every cell shares the
  // base deal's income
  const sharedIncome =
    incomeReads(base, rowAxis.field) || incomeReads(base, colAxis.field) ? undefined : incomeOf(base);
  const values: (number | null)[][] = [];
  for (const rowValue of rowAxis.values) {
    const row: (number | null)[] = [];
    for (const colValue of colAxis.values) {
      // the column's value wins when both axes vary the same field
      if (!Number.isFinite(rowValue) || !Number.isFinite(colValue)) {
        row.push(null);
        continue;
      }
      if (grouped)
        Object.assign(cell, withAxis(withAxis(base, rowAxis.field, rowValue), colAxis.field, colValue));
      else Object.assign(cell, base, { [rowAxis.field]: rowValue }, { [colAxis.field]: colValue });
      const value = analyzeResolved(cell, depth, sharedIncome)[metric];
      row.push(typeof value === 'number' && Number.isFinite(value) ? value : null);
    }
    values.push(row);
  }
  return { rows: [...rowAxis.values], cols: [...colAxis.values], values };
}
