import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solveIrr } from '../src/irr-core.js';
import { Polynomial } from '../src/irr-eval.js';
import { V_GUESS, V_MAX, V_MIN } from '../src/irr-range.js';
import { isolate } from '../src/irr-roots.js';
import type { IrrResult } from '../src/types.js';

/** Coefficients c_0..c_n (lowest first) of `scale * Π (v - r) * Π (v^2 + v + q)` (q > 1/4: no real roots). */
function polynomial(roots: readonly number[], quadratics: readonly number[], scale: number): number[] {
  let c = [scale];
  const times = (factor: readonly number[]) => {
    const next: number[] = Array(c.length + factor.length - 1).fill(0);
    for (let i = 0; i < c.length; i++)
      for (let j = 0; j < factor.length; j++)
        next[i + j] = (next[i + j] as number) + (c[i] as number) * (factor[j] as number);
    c = next;
  };
  for (const r of roots) times([-r, 1]);
  for (const q of quadratics) times([q, 1, 1]);
  return c;
}

/** Increasing discount factors in (0.02, 60), each at least 1.15 times the one before. */
const rootsArb = fc
  .tuple(
    fc.integer({ min: 20, max: 200 }),
    fc.array(fc.integer({ min: 115, max: 300 }), { minLength: 0, maxLength: 5 }),
  )
  .map(([first, ratios]) => {
    const roots = [first / 1000];
    for (const ratio of ratios) roots.push((roots[roots.length - 1] as number) * (ratio / 100));
    return roots;
  });

describe('root isolation', () => {
  it('brackets every simple root once, in order, and nothing but roots', () => {
    fc.assert(
      fc.property(
        rootsArb,
        fc.array(
          fc.integer({ min: 30, max: 400 }).map((q) => q / 100),
          { maxLength: 2 },
        ),
        fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
        fc.constantFrom(1, -1, 1000, -0.001),
        (roots, quadratics, doubled, scale) => {
          // a root taken twice only touches zero; in floating point it may read as a zero or a
          // tight sign change, so it may be reported, but nothing else may
          const double = doubled === null || doubled >= roots.length ? [] : [roots[doubled] as number];
          const simple = roots.filter((r) => !double.includes(r));
          const c = polynomial([...roots, ...double], quadratics, scale);
          const out: number[] = [];
          isolate(new Polynomial(c, 0, c.length), V_MIN, V_MAX, out);
          const brackets = Array.from({ length: out.length / 3 }, (_, k) => [out[3 * k], out[3 * k + 1]]);
          const holds = ([lo, hi]: (number | undefined)[], r: number) =>
            (lo as number) <= r * (1 + 1e-9) && r * (1 - 1e-9) <= (hi as number);
          for (const r of simple) expect(brackets.filter((b) => holds(b, r))).toHaveLength(1);
          for (const b of brackets) expect(roots.some((r) => holds(b, r))).toBe(true);
          for (let k = 1; k < brackets.length; k++)
            expect(brackets[k]?.[0] as number).toBeGreaterThanOrEqual(brackets[k - 1]?.[1] as number);
          expect(brackets.length - simple.length).toBeLessThanOrEqual(2 * double.length);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the Newton start changes no IRR', () => {
  it('gives the same rate and status from any start, several sign changes included', () => {
    const solve = (flows: number[], start: number): IrrResult => solveIrr(flows, flows.length, start);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1000, max: 1000 }), { minLength: 3, maxLength: 12 }),
        fc.integer({ min: 1, max: 5000 }).map((k) => k / 1000),
        (flows, start) => {
          const from10 = solve(flows, V_GUESS);
          const fromStart = solve(flows, start);
          expect(fromStart.status).toBe(from10.status);
          expect(Math.abs(fromStart.rate - from10.rate)).toBeLessThanOrEqual(
            1e-9 * (1 + Math.abs(from10.rate)),
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});
