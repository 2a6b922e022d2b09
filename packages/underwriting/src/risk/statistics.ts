/**
 * The statistics of section 13.2 over one metric's values in every run: the count of runs with a
 * value, mean, sample standard deviation (n - 1), min, max, the PERCENTILE.INC percentiles
 * (linear between order statistics at position (n - 1) p), the shares below thresholds and a
 * 20-bin histogram.
 */
import type { Histogram, MetricStatistics } from './risk-types.js';

/** The number of histogram bins. */
export const BINS = 20;

const PERCENTILES = [
  ['p5', 0.05],
  ['p10', 0.1],
  ['p25', 0.25],
  ['p50', 0.5],
  ['p75', 0.75],
  ['p90', 0.9],
  ['p95', 0.95],
] as const;

/** The p-th percentile of ascending `sorted` (non-empty), as a spreadsheet's PERCENTILE.INC. */
export function percentileInc(sorted: Float64Array, p: number): number {
  const position = (sorted.length - 1) * p;
  const k = Math.floor(position);
  const lower = sorted[k] as number;
  if (k + 1 >= sorted.length) return lower;
  const fraction = position - k;
  const upper = sorted[k + 1] as number;
  return fraction === 0 ? lower : lower + fraction * (upper - lower);
}

/** The 20 equal bins from the smallest to the largest of ascending `sorted` (non-empty). */
function histogramOf(sorted: Float64Array): Histogram {
  const min = sorted[0] as number;
  const max = sorted[sorted.length - 1] as number;
  const width = (max - min) / BINS;
  const edges: number[] = [];
  for (let i = 0; i < BINS; i++) edges.push(min + i * width);
  edges.push(max);
  const counts: number[] = new Array(BINS).fill(0);
  for (const v of sorted) {
    const bin = width === 0 ? BINS - 1 : Math.min(BINS - 1, Math.floor((v - min) / width));
    counts[bin] = (counts[bin] as number) + 1;
  }
  return { edges, counts };
}

/** The values of `values` that are numbers (NaN marks a run without one), ascending. */
function validSorted(values: Float64Array): Float64Array {
  let n = 0;
  for (const v of values) if (!Number.isNaN(v)) n++;
  const out = new Float64Array(n);
  let k = 0;
  for (const v of values) if (!Number.isNaN(v)) out[k++] = v;
  return out.sort();
}

/** The statistics when no run has a value. */
function emptyStatistics(thresholds: readonly number[]): MetricStatistics {
  const below: Record<string, number | null> = {};
  for (const x of thresholds) below[String(x)] = null;
  return {
    valid: 0,
    mean: null,
    sd: null,
    min: null,
    max: null,
    p5: null,
    p10: null,
    p25: null,
    p50: null,
    p75: null,
    p90: null,
    p95: null,
    below,
    histogram: { edges: [], counts: new Array(BINS).fill(0) },
  };
}

/**
 * A metric's statistics over `values`, one per run in run order (NaN for a run where the metric
 * has no value), with the share of values below each threshold. The mean is summed in run order
 * with Neumaier's compensation; the standard deviation is the two-pass sample formula.
 */
export function metricStatistics(values: Float64Array, thresholds: readonly number[] = []): MetricStatistics {
  const sorted = validSorted(values);
  const n = sorted.length;
  if (n === 0) return emptyStatistics(thresholds);
  let sum = 0;
  let carry = 0;
  for (const v of values) {
    if (Number.isNaN(v)) continue;
    const t = sum + v;
    carry += Math.abs(sum) >= Math.abs(v) ? sum - t + v : v - t + sum;
    sum = t;
  }
  const mean = (sum + carry) / n;
  let squares = 0;
  for (const v of sorted) squares += (v - mean) * (v - mean);
  const below: Record<string, number | null> = {};
  for (const x of thresholds) below[String(x)] = countBelow(sorted, x) / n;
  const stats: MetricStatistics = {
    valid: n,
    mean,
    sd: n > 1 ? Math.sqrt(squares / (n - 1)) : 0,
    min: sorted[0] as number,
    max: sorted[n - 1] as number,
    p5: 0,
    p10: 0,
    p25: 0,
    p50: 0,
    p75: 0,
    p90: 0,
    p95: 0,
    below,
    histogram: histogramOf(sorted),
  };
  for (const [key, p] of PERCENTILES) stats[key] = percentileInc(sorted, p);
  return stats;
}

/** How many of ascending `sorted` are below `x` (a binary search). */
function countBelow(sorted: Float64Array, x: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as number) < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
