/**
 * The simulation's statistics (underwriting.md 13.2) against an independent computation on the
 * same draws: mean, sample sd, PERCENTILE.INC percentiles, shares below thresholds and the 20-bin
 * histogram, and the cases without values.
 */
import { describe, expect, it } from 'vitest';
import { type SimulateOptions, simulate, simulationRunner } from '../../src/index.js';
import { metricStatistics } from '../../src/risk/statistics.js';
import { SIMPLE, STACKED } from './risk-deals.js';

/** PERCENTILE.INC written out from its definition, on a plain sorted array. */
function percentileInc(sorted: number[], p: number): number {
  const h = (sorted.length - 1) * p;
  const lo = Math.floor(h);
  const hi = Math.min(sorted.length - 1, lo + 1);
  return (sorted[lo] as number) + (h - lo) * ((sorted[hi] as number) - (sorted[lo] as number));
}

/** The statistics computed plainly: naive sums, sort, counting loops. */
function independent(values: number[], thresholds: number[]) {
  const v = values.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  const n = v.length;
  const mean = v.reduce((s, x) => s + x, 0) / n;
  const sd = Math.sqrt(v.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1));
  const min = v[0] as number;
  const max = v[n - 1] as number;
  const counts = new Array(20).fill(0);
  for (const x of v) counts[Math.min(19, Math.floor((x - min) / ((max - min) / 20)))]++;
  return {
    n,
    mean,
    sd,
    min,
    max,
    percentiles: [0.05, 0.1, 0.25, 0.5, 0.75, 0.9, 0.95].map((p) => percentileInc(v, p)),
    below: thresholds.map((x) => v.filter((y) => y < x).length / n),
    counts,
    edges: Array.from({ length: 21 }, (_, i) => (i === 20 ? max : min + (i * (max - min)) / 20)),
  };
}

/** `a` equals `b` within 1e-12 relative (of at least 1). */
function close(a: number | null, b: number): void {
  expect(Math.abs((a as number) - b)).toBeLessThanOrEqual(1e-12 * Math.max(1, Math.abs(b)));
}

describe('the statistics match an independent computation on the same draws', () => {
  const options: SimulateOptions = {
    runs: 2_000,
    seed: 42,
    variables: [
      { variable: 'exitCapRate', distribution: { kind: 'triangular', min: 6, mode: 7, max: 9 } },
      { variable: 'rentScale', distribution: { kind: 'normal', sd: 0.08 } },
      { variable: 'vacancyRate', distribution: { kind: 'uniform', min: 0, max: 15 } },
    ],
    metrics: ['irr', 'npv', 'equityMultiple', 'cashOnCash', 'dscr', 'noi'],
    thresholds: { irr: [0, 10, 15.5], noi: [1_000_000] },
  };
  const deal = { ...SIMPLE, discountRate: 10 };
  const result = simulate(deal, options);
  const samples = simulationRunner(deal, options).run(0, options.runs);

  it.each(options.metrics ?? [])('%s', (metric) => {
    const stats = result.metrics[metric];
    if (!stats) throw new Error(metric);
    const thresholds = [...(options.thresholds?.[metric] ?? [])];
    const want = independent([...(samples[metric] as Float64Array)], thresholds);
    expect(stats.valid).toBe(want.n);
    close(stats.mean, want.mean);
    close(stats.sd, want.sd);
    expect(stats.min).toBe(want.min);
    expect(stats.max).toBe(want.max);
    [stats.p5, stats.p10, stats.p25, stats.p50, stats.p75, stats.p90, stats.p95].forEach((p, k) => {
      close(p, want.percentiles[k] as number);
    });
    expect(Object.keys(stats.below)).toEqual(thresholds.map(String));
    expect(Object.values(stats.below)).toEqual(want.below);
    expect(stats.histogram.counts).toEqual(want.counts);
    expect(stats.histogram.counts.reduce((s, c) => s + c, 0)).toBe(want.n);
    stats.histogram.edges.forEach((edge, i) => {
      close(edge, want.edges[i] as number);
    });
    expect(stats.histogram.edges[20]).toBe(want.max);
  });

  it('the IRR spreads: a real distribution, not a constant', () => {
    const irr = result.metrics.irr;
    expect((irr?.sd as number) > 1).toBe(true);
    expect((irr?.p10 as number) < (irr?.p50 as number) && (irr?.p50 as number) < (irr?.p90 as number)).toBe(
      true,
    );
  });
});

describe('metricStatistics edge cases', () => {
  it('skips runs without a value; one value has sd 0; min = max puts every value in the last bin', () => {
    const stats = metricStatistics(new Float64Array([Number.NaN, 5, Number.NaN]), [5, 6]);
    expect(stats).toMatchObject({ valid: 1, mean: 5, sd: 0, min: 5, max: 5, p5: 5, p95: 5 });
    expect(stats.below).toEqual({ '5': 0, '6': 1 });
    expect(stats.histogram.counts[19]).toBe(1);
    expect(stats.histogram.edges).toEqual(new Array(21).fill(5));
  });

  it('no value at all: statistics and shares null, an empty histogram', () => {
    const stats = metricStatistics(new Float64Array([Number.NaN, Number.NaN]), [0]);
    expect(stats).toEqual({
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
      below: { '0': null },
      histogram: { edges: [], counts: new Array(20).fill(0) },
    });
  });

  it('the largest value falls in the last bin, a value on an inner edge in the bin above it', () => {
    const stats = metricStatistics(new Float64Array([0, 1, 10, 20]));
    expect(stats.histogram.counts[0]).toBe(1);
    expect(stats.histogram.counts[1]).toBe(1);
    expect(stats.histogram.counts[10]).toBe(1);
    expect(stats.histogram.counts[19]).toBe(1);
    expect(stats.p50).toBe(5.5);
  });

  it('NPV without a discount rate has no value in any run', () => {
    const result = simulate(STACKED, { runs: 5, seed: 1, variables: [], metrics: ['npv'] });
    expect(result.metrics.npv?.valid).toBe(0);
  });
});
