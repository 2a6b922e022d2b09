/**
 * `simulate` (underwriting.md 13.2): determinism by seed, ranges joined equal one call, every run
 * equal to `analyze()` on the same drawn inputs, degenerate distributions, and the statistics
 * against an independent computation on the same draws.
 */
import { describe, expect, it } from 'vitest';
import {
  type AnalysisInput,
  analyze,
  concatSamples,
  resolveInput,
  type SimulateOptions,
  type SimulationVariable,
  simulate,
  simulationRunner,
  summarizeSimulation,
} from '../../src/index.js';
import { draw, type ResolvedDistribution } from '../../src/risk/distributions.js';
import { Xoshiro128 } from '../../src/risk/random.js';
import { applyVariable, clampVariable } from '../../src/risk/risk-variables.js';
import { LEASES, SIMPLE, STACKED } from './risk-deals.js';

const EXIT: SimulationVariable = {
  variable: 'exitCapRate',
  distribution: { kind: 'triangular', min: 6.5, mode: 7, max: 8.5 },
};

describe('simulate: determinism', () => {
  const options: SimulateOptions = {
    runs: 500,
    seed: 7,
    variables: [EXIT, { variable: 'vacancyRate', distribution: { kind: 'normal', sd: 3 } }],
    metrics: ['irr', 'equityMultiple', 'noi'],
    thresholds: { irr: [0, 15] },
  };

  it('gives the same result, bit for bit, for the same seed, and another for another seed', () => {
    const a = simulate(SIMPLE, options);
    expect(JSON.stringify(simulate(SIMPLE, options))).toBe(JSON.stringify(a));
    expect(simulate(SIMPLE, { ...options, seed: 8 }).metrics.irr?.mean).not.toBe(a.metrics.irr?.mean);
    expect(Object.keys(a)).toEqual(['runs', 'seed', 'metrics']);
    expect(Object.keys(a.metrics)).toEqual(['irr', 'equityMultiple', 'noi']);
    expect(a.runs).toBe(500);
    expect(a.seed).toBe(7);
  });

  it('ranges of runs joined in order equal one call (how the browser splits a run among workers)', () => {
    const runner = simulationRunner(LEASES, { ...options, runs: 300 });
    const parts = [runner.run(200, 300), runner.run(0, 120), runner.run(120, 200)];
    const joined = concatSamples([parts[1], parts[2], parts[0]] as never);
    expect(JSON.stringify(summarizeSimulation({ ...options, runs: 300 }, joined))).toBe(
      JSON.stringify(simulate(LEASES, { ...options, runs: 300 })),
    );
  });
});

/** The inputs of each run, drawn independently of `simulate` with the documented stream. */
function drawnDeals(
  input: AnalysisInput,
  variables: { variable: string; distribution: ResolvedDistribution }[],
  seed: number,
  runs: number,
) {
  const base = resolveInput(input);
  const random = new Xoshiro128(seed);
  return Array.from({ length: runs }, () => {
    const deal = { ...base };
    for (const { variable, distribution } of variables) {
      applyVariable(deal, base, variable, clampVariable(base, variable, draw(distribution, random)));
    }
    return deal;
  });
}

describe('simulate: every run is analyze() on the drawn inputs', () => {
  const cases: [string, AnalysisInput, { variable: string; distribution: ResolvedDistribution }[]][] = [
    [
      'simple deal, rent and expense levels',
      SIMPLE,
      [
        { variable: 'rentScale', distribution: { kind: 'normal', mean: 1, sd: 0.1 } },
        { variable: 'expenseScale', distribution: { kind: 'uniform', min: 0.8, max: 1.3 } },
        { variable: 'exitCapRate', distribution: { kind: 'triangular', min: 6.5, mode: 7, max: 8.5 } },
        { variable: 'holdPeriod', distribution: { kind: 'uniform', min: 3, max: 12 } },
      ],
    ],
    [
      'leases deal, projection inputs',
      LEASES,
      [
        { variable: 'marketRentGrowth', distribution: { kind: 'normal', mean: 3, sd: 1.5 } },
        { variable: 'downtimeMonths', distribution: { kind: 'triangular', min: 0, mode: 3, max: 12 } },
        { variable: 'renewalProbability', distribution: { kind: 'uniform', min: 40, max: 90 } },
        { variable: 'rentScale', distribution: { kind: 'uniform', min: 0.9, max: 1.1 } },
      ],
    ],
    [
      'stacked deal, group inputs',
      STACKED,
      [
        { variable: 'prefRate', distribution: { kind: 'uniform', min: 6, max: 10 } },
        { variable: 'refinanceLtv', distribution: { kind: 'normal', mean: 65, sd: 5 } },
        { variable: 'downPaymentPercent', distribution: { kind: 'uniform', min: 0, max: 40 } },
      ],
    ],
  ];
  it.each(cases)('%s', (_name, input, variables) => {
    const metrics = ['irr', 'equityMultiple', 'cashOnCash', 'dscr', 'noi'] as const;
    const withParties = input === STACKED ? [...metrics, 'lpIrr' as const, 'gpIrr' as const] : [...metrics];
    const runs = 40;
    const samples = simulationRunner(input, { runs, seed: -12345, variables, metrics: withParties }).run(
      0,
      runs,
    );
    drawnDeals(input, variables, -12345, runs).forEach((deal, k) => {
      const result = analyze(deal);
      const expected: Record<string, number> = {
        irr: result.irrStatus === 'converged' ? result.irr : Number.NaN,
        equityMultiple: result.equityMultiple ?? Number.NaN,
        cashOnCash: result.cashOnCash,
        dscr: result.dscr ?? Number.NaN,
        noi: result.noi,
        lpIrr: result.waterfall?.lp.irrStatus === 'converged' ? result.waterfall.lp.irr : Number.NaN,
        gpIrr: result.waterfall?.gp.irrStatus === 'converged' ? result.waterfall.gp.irr : Number.NaN,
      };
      for (const metric of withParties) expect(samples[metric]?.[k]).toBe(expected[metric]);
    });
  });

  it('clamps draws to the valid range and rounds whole fields half up', () => {
    const deals = drawnDeals(
      LEASES,
      [
        { variable: 'vacancyRate', distribution: { kind: 'normal', mean: 1, sd: 5 } },
        { variable: 'renewalProbability', distribution: { kind: 'uniform', min: -50, max: 150 } },
      ],
      3,
      200,
    );
    expect(deals.some((deal) => deal.vacancyRate === 0)).toBe(true);
    expect(deals.every((deal) => deal.vacancyRate >= 0 && deal.vacancyRate <= 100)).toBe(true);
    expect(deals.every((deal) => Number.isInteger(deal.renewalProbability))).toBe(true);
    expect(new Set(deals.map((deal) => deal.renewalProbability)).has(100)).toBe(true);
    expect(clampVariable(resolveInput(LEASES), 'renewalProbability', 62.5)).toBe(63);
    expect(clampVariable(resolveInput(STACKED), 'downPaymentPercent', 4)).toBe(10);
    expect(clampVariable(resolveInput(SIMPLE), 'rentScale', -0.2)).toBe(0);
  });
});

describe('simulate: degenerate distributions reproduce analyze()', () => {
  it.each([
    ['simple', SIMPLE],
    ['leases', LEASES],
  ] as const)('%s deal', (_name, input) => {
    const variables: SimulationVariable[] = [
      { variable: 'exitCapRate', distribution: { kind: 'triangular', min: 7.25, mode: 7.25, max: 7.25 } },
      { variable: 'vacancyRate', distribution: { kind: 'normal', mean: 6, sd: 0 } },
      { variable: 'rentScale', distribution: { kind: 'uniform', min: 1.05, max: 1.05 } },
    ];
    const result = simulate(input, { runs: 257, seed: 11, variables, metrics: ['irr', 'noi', 'dscr'] });
    const base = resolveInput(input);
    const deal = { ...base, exitCapRate: 7.25, vacancyRate: 6 };
    applyVariable(deal, base, 'rentScale', 1.05);
    const expected = analyze(deal);
    for (const [metric, value] of [
      ['irr', expected.irr],
      ['noi', expected.noi],
      ['dscr', expected.dscr as number],
    ] as const) {
      const stats = result.metrics[metric];
      if (!stats) throw new Error(metric);
      expect(stats.valid).toBe(257);
      for (const key of ['min', 'max', 'p5', 'p10', 'p25', 'p50', 'p75', 'p90', 'p95'] as const) {
        expect(stats[key]).toBe(value);
      }
      expect(Math.abs((stats.mean as number) - value)).toBeLessThanOrEqual(1e-12 * Math.abs(value));
      expect(stats.sd as number).toBeLessThanOrEqual(1e-12 * Math.abs(value));
      expect(stats.histogram.counts[19]).toBe(257);
    }
  });

  it('with no variables every run is the deal as given', () => {
    const result = simulate(SIMPLE, { runs: 3, seed: 0, variables: [] });
    expect(result.metrics.irr?.p50).toBe(analyze(SIMPLE).irr);
  });
});
