import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { irrDetailed, npv } from '../src/index.js';

/** Roots of NPV found by a dense scan of r in (-0.99, 20) and bisection (independent of the solver). */
function scanRoots(flows: number[]): number[] {
  const f = (r: number) => npv(r, flows);
  const roots: number[] = [];
  const steps = 20_000;
  let prevR = -0.99;
  let prevF = f(prevR);
  for (let k = 1; k <= steps; k++) {
    const r = -0.99 + (20.99 * k) / steps;
    const fr = f(r);
    if (fr === 0 || prevF < 0 !== fr < 0) {
      let lo = prevR;
      let hi = r;
      for (let i = 0; i < 100; i++) {
        const mid = (lo + hi) / 2;
        if (f(mid) < 0 === prevF < 0) lo = mid;
        else hi = mid;
      }
      roots.push((lo + hi) / 2);
    }
    prevR = r;
    prevF = fr;
  }
  return roots;
}

/** |NPV| at `rate` relative to the size of the discounted flows. */
function relativeResidual(flows: number[], rate: number): number {
  const scale = flows.reduce((sum, c, t) => sum + Math.abs(c) / (1 + rate) ** t, 0);
  return Math.abs(npv(rate, flows)) / scale;
}

/** How {@link expectNearestRoot} settled a vector: no root in the scan, or the nearest root checked. */
type NearestCheck = 'none' | 'nearest';

/**
 * Checks irrDetailed against `scanRoots` on one vector. Vectors whose scanned roots are not well
 * separated (a pair closer than the scan can resolve) are discarded with `fc.pre`.
 */
function expectNearestRoot(flows: number[]): NearestCheck {
  const d = irrDetailed(flows);
  const roots = scanRoots(flows);
  fc.pre(roots.every((r, i) => i === 0 || r - (roots[i - 1] as number) > 1e-3));
  const nearest = roots.reduce<number | null>(
    (best, r) => (best === null || Math.abs(r - 0.1) < Math.abs(best - 0.1) ? r : best),
    null,
  );
  if (nearest === null) {
    // the scan covers (-0.99, 20): a root outside it may still be returned
    if (d.status === 'converged') {
      expect(d.rate < -0.99 || d.rate > 20).toBe(true);
      expect(relativeResidual(flows, d.rate)).toBeLessThan(1e-9);
    } else expect(['no-root', 'no-sign-change']).toContain(d.status);
    return 'none';
  }
  expect(d.status).toBe('converged');
  if (Math.abs(nearest - 0.1) < 1.09) expect(Math.abs(d.rate - nearest)).toBeLessThan(1e-7);
  else {
    // a root below -0.99 (outside the scan) would be nearer than any scanned root past 1.19
    expect(Math.abs(d.rate - nearest) < 1e-7 || d.rate < -0.99).toBe(true);
    expect(relativeResidual(flows, d.rate)).toBeLessThan(1e-9);
  }
  return 'nearest';
}

describe('irr: several sign changes against a dense scan', () => {
  it('returns the root nearest 10 % whenever the roots are well separated', () => {
    const flow = fc.integer({ min: -1000, max: 1000 });
    const seen = { none: 0, nearest: 0 };
    fc.assert(
      fc.property(fc.array(flow, { minLength: 3, maxLength: 9 }), (flows) => {
        fc.pre(irrDetailed(flows).multipleRootsPossible);
        seen[expectNearestRoot(flows)]++;
      }),
      // at most one vector discarded per checked one (one sign change, or roots too close)
      { numRuns: 300, maxSkipsPerRun: 1 },
    );
    expect(seen.nearest).toBeGreaterThan(120);
  });
});

describe('irr: one outflow amid inflows (a balloon payment)', () => {
  /** NPV at rate r by Horner in v = 1/(1+r). */
  const npvAt = (cf: number[], r: number) => cf.reduceRight((acc, c) => acc / (1 + r) + c, 0);
  const rates = Array.from(
    { length: 600 },
    (_, i) => -0.9999 + (Math.exp((i / 599) * Math.log(1e4)) - 1) * 0.1,
  );

  it('finds no root in [5, 5, -1, 5, 5] and the root nearest 10 % of [1, 1, -10, 1, 1]', () => {
    // AM-GM: 5 v + 5 v^3 >= 10 v^2 > v^2, so p(v) > 0 for every v > 0
    expect(irrDetailed([5, 5, -1, 5, 5])).toMatchObject({ rate: 0, status: 'no-root' });
    // 1 + v - 10 v^2 + v^3 + v^4 = 0 with u = v + 1/v: u^2 + u - 12 = 0, u = 3 (u = -4 has no
    // positive v): v = (3 ± √5)/2, rates 1/v - 1 = -61.8 % and +161.8 %; -61.8 % is nearer 10 %
    const rooted = irrDetailed([1, 1, -10, 1, 1]);
    expect(rooted.status).toBe('converged');
    expect(rooted.rate).toBeCloseTo((3 - Math.sqrt(5)) / 2 - 1, 12);
    expect(Math.abs(npvAt([1, 1, -10, 1, 1], rooted.rate))).toBeLessThan(1e-9);
  });

  it('never calls flows whose ends differ in sign rootless (they always have a root)', () => {
    // + + - + - : three sign changes, one root near -35.9 % (found by a dense scan)
    const d = irrDetailed([9, 946, -65, 507, -549]);
    expect(d.status).toBe('converged');
    expect(Math.abs(npvAt([9, 946, -65, 507, -549], d.rate))).toBeLessThan(1e-9);
    expect(d.rate).toBeCloseTo(-0.3589697551383243, 9);
  });

  it('agrees with a scan of the NPV sign on random balloon-shaped flows', () => {
    const seen = { 'no-root': 0, converged: 0 };
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 1, max: 1e4, noNaN: true }), { minLength: 1, maxLength: 8 }),
        fc.double({ min: 1, max: 1e6, noNaN: true }),
        fc.array(fc.double({ min: 1, max: 1e4, noNaN: true }), { minLength: 1, maxLength: 8 }),
        fc.boolean(),
        (left, balloon, right, flip) => {
          const sign = flip ? -1 : 1;
          const cf = [...left, -balloon, ...right].map((c) => c * sign);
          const result = irrDetailed(cf);
          const signs = new Set(rates.map((r) => Math.sign(npvAt(cf, r))));
          if (result.status === 'no-root') {
            seen['no-root']++;
            // no sign change anywhere on a dense scan of (-99.99 %, 1e5 %)
            expect(signs.size).toBe(1);
          } else {
            seen.converged++;
            expect(result.status).toBe('converged');
            // residual relative to the size of the discounted terms (v = 1/(1+r) may be large)
            const scale = npvAt(
              cf.map((c) => Math.abs(c)),
              result.rate,
            );
            expect(Math.abs(npvAt(cf, result.rate)) / scale).toBeLessThan(1e-9);
          }
        },
      ),
      { numRuns: 500 },
    );
    // both answers are exercised, not just one of them
    expect(seen['no-root']).toBeGreaterThan(50);
    expect(seen.converged).toBeGreaterThan(50);
  });
});

describe('irr: hold-period flows with a balloon payment against a dense scan', () => {
  it('finds the root nearest 10 % (or none) for equity, income, a balloon and a sale', () => {
    const money = (min: number, max: number) => fc.double({ min, max, noNaN: true });
    const seen = { none: 0, nearest: 0 };
    fc.assert(
      fc.property(
        money(0, 5e6),
        fc.array(money(-2e5, 2e6), { minLength: 2, maxLength: 14 }),
        money(1e5, 5e7),
        fc.nat(13),
        money(-1e7, 5e7),
        (equity, income, balloon, at, sale) => {
          const flows = [-equity, ...income];
          const k = 1 + (at % income.length);
          flows[k] = (flows[k] as number) - balloon;
          flows[flows.length - 1] = (flows[flows.length - 1] as number) + sale;
          seen[expectNearestRoot(flows)]++;
        },
      ),
      { numRuns: 400, maxSkipsPerRun: 1 },
    );
    // most of these flows have no root in the scanned range (or one above 2,000 %)
    expect(seen.nearest).toBeGreaterThan(25);
    expect(seen.none).toBeGreaterThan(100);
  });
});
