/**
 * Property tests of `simulate` and `tornado` on random deals (simple, lease-by-lease, stacked) with
 * random variables and distributions: every run equals `analyze()` on the inputs drawn with the
 * documented stream, and every tornado bar equals `analyze()` at its low and high values.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AnalysisInput,
  analyze,
  type Distribution,
  RISK_VARIABLE_KEYS,
  resolveInput,
  simulationRunner,
  tornado,
} from '../../src/index.js';
import { draw, type ResolvedDistribution } from '../../src/risk/distributions.js';
import { Xoshiro128 } from '../../src/risk/random.js';
import { applyVariable, clampVariable, variableValue } from '../../src/risk/risk-variables.js';
import { realisticDealArb } from '../helpers/arbitraries.js';
import { withStack } from '../helpers/capital-stack-arbitraries.js';
import { leaseDealArb } from '../helpers/lease-arbitraries.js';

const dealArb: fc.Arbitrary<AnalysisInput> = fc.oneof(
  realisticDealArb,
  withStack(realisticDealArb),
  leaseDealArb() as fc.Arbitrary<AnalysisInput>,
);

/** A distribution around `v` (absolute values), any of the three kinds. */
const distributionArb = (v: number): fc.Arbitrary<Distribution> => {
  const spread = Math.max(1, Math.abs(v) * 0.3);
  return fc.oneof(
    fc.record({ kind: fc.constant('normal' as const), sd: fc.double({ min: 0, max: spread, noNaN: true }) }),
    fc
      .tuple(fc.double({ min: 0, max: spread, noNaN: true }), fc.double({ min: 0, max: spread, noNaN: true }))
      .map(([below, above]) => ({ kind: 'triangular' as const, min: v - below, mode: v, max: v + above })),
    fc
      .double({ min: 0, max: spread, noNaN: true })
      .map((half) => ({ kind: 'uniform' as const, min: v - half, max: v + half })),
  );
};

/** A deal with up to four of its variables, each with a distribution around its value. */
const caseArb = dealArb.chain((deal) => {
  const base = resolveInput(deal);
  const derived = (() => {
    const result = analyze(deal);
    return {
      exitCapRate: result.exitCapRate,
      goingInCapRate: result.goingInCapRate,
      avgRentPerSqft: result.avgRentPerSqft,
    };
  })();
  const usable = RISK_VARIABLE_KEYS.filter((key) => variableValue(base, key, derived) !== null);
  return fc.subarray(usable, { minLength: 1, maxLength: 4 }).chain((keys) =>
    fc
      .tuple(...keys.map((key) => distributionArb(variableValue(base, key, derived) as number)))
      .map((ds) => ({
        deal,
        variables: keys.map((variable, k) => ({ variable, distribution: ds[k] as Distribution })),
        means: keys.map((key) => variableValue(base, key, derived) as number),
      })),
  );
});

describe('simulate on random deals and variables', () => {
  it('every run is analyze() on the drawn inputs', () => {
    fc.assert(
      fc.property(caseArb, fc.integer(), ({ deal, variables, means }, seed) => {
        const metrics = ['irr', 'noi', 'equityMultiple', 'cashOnCash'] as const;
        const samples = simulationRunner(deal, { runs: 3, seed, variables, metrics: [...metrics] }).run(0, 3);
        const base = resolveInput(deal);
        const random = new Xoshiro128(seed);
        for (let k = 0; k < 3; k++) {
          const drawn = { ...base };
          variables.forEach(({ variable, distribution }, j) => {
            const resolved = (
              distribution.kind === 'normal'
                ? { ...distribution, mean: distribution.mean ?? means[j] }
                : distribution
            ) as ResolvedDistribution;
            applyVariable(drawn, base, variable, clampVariable(base, variable, draw(resolved, random)));
          });
          const result = analyze(drawn);
          expect(samples.irr?.[k]).toBe(result.irrStatus === 'converged' ? result.irr : Number.NaN);
          expect(samples.noi?.[k]).toBe(result.noi);
          expect(samples.equityMultiple?.[k]).toBe(result.equityMultiple ?? Number.NaN);
          expect(samples.cashOnCash?.[k]).toBe(result.cashOnCash);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('every tornado bar is analyze() at its low and high', () => {
    fc.assert(
      fc.property(dealArb, (deal) => {
        const base = resolveInput(deal);
        for (const row of tornado(deal, { metric: 'noi' }).rows) {
          for (const [value, metric] of [
            [row.low, row.metricAtLow],
            [row.high, row.metricAtHigh],
          ] as const) {
            const drawn = { ...base };
            applyVariable(drawn, base, row.variable, value);
            expect(metric).toBe(analyze(drawn).noi);
          }
        }
      }),
      { numRuns: 30 },
    );
  });
});
