import fc from 'fast-check';
import { irr as financialIrr } from 'financial';
import { describe, expect, it } from 'vitest';
import { IRR_MAX, IRR_MIN, irr, irrDetailed, npv } from '../src/index.js';
import { exactIrr } from './helpers/exact-irr.js';

const REFERENCE_TOLERANCE = 1e-8;

/** `irr(flows)` for flows that have a rate (fails the test on null). */
function rateOf(flows: number[]): number {
  const rate = irr(flows);
  if (rate === null) throw new Error(`irr(${JSON.stringify(flows)}) is null`);
  return rate;
}

describe('irr: textbook vectors against the exact reference', () => {
  it('[-1000, 300, 400, 500] ≈ 8.8963 %', () => {
    // -1000 + 300/1.0889634 + 400/1.0889634^2 + 500/1.0889634^3 = -1000 + 275.49 + 337.31 + 387.20 ≈ 0
    const rate = rateOf([-1000, 300, 400, 500]);
    expect(rate).toBeCloseTo(0.0889633947, 9);
    expect(Math.abs(rate - exactIrr([-1000, 300, 400, 500], 0, 1))).toBeLessThan(REFERENCE_TOLERANCE);
  });

  it('[-100, 110] is exactly 10 % and [-100, 121] over two years is 10 %', () => {
    expect(rateOf([-100, 110])).toBeCloseTo(0.1, 14);
    // -100 + 0/1.1 + 121/1.21 = 0
    expect(rateOf([-100, 0, 121])).toBeCloseTo(0.1, 14);
  });

  it('[-100, 44] is -56 % (one outflow, one small inflow), where the financial package fails', () => {
    // -100 + 44/(1+r) = 0  =>  1 + r = 0.44  =>  r = -0.56
    const detailed = irrDetailed([-100, 44]);
    expect(detailed.rate).toBeCloseTo(-0.56, 14);
    expect(detailed.status).toBe('converged');
    expect(detailed.multipleRootsPossible).toBe(false);
    expect(Number.isFinite(financialIrr([-100, 44]))).toBe(false);
  });

  it('handles high IRRs: [-1, 100] is 9,900 % and [-1, 0, 10000] is 9,900 %', () => {
    // -1 + 100/(1+r) = 0 => r = 99;  -1 + 10000/(1+r)^2 = 0 => (1+r) = 100 => r = 99
    expect(Math.abs(rateOf([-1, 100]) - 99)).toBeLessThan(REFERENCE_TOLERANCE);
    expect(Math.abs(rateOf([-1, 0, 10000]) - 99)).toBeLessThan(REFERENCE_TOLERANCE);
    const flows = [-10, 300, 2000, 50];
    expect(Math.abs(rateOf(flows) - exactIrr(flows, 1, 1000))).toBeLessThan(REFERENCE_TOLERANCE);
  });

  it('handles negative IRRs', () => {
    // -100 + 50/(1+r) + 30/(1+r)^2 = 0 => x = 1/(1+r): 30x^2 + 50x - 100 = 0 => x = 1.1835 => r = -0.155
    const flows = [-100, 50, 30];
    const rate = rateOf(flows);
    expect(rate).toBeLessThan(0);
    expect(Math.abs(rate - exactIrr(flows, -0.9, 0))).toBeLessThan(REFERENCE_TOLERANCE);
    expect(rateOf([-100, 1])).toBeCloseTo(-0.99, 12);
  });

  it('solves 30-year hold vectors', () => {
    const flows = [
      -1_000_000,
      ...Array.from({ length: 29 }, (_, t) => 60_000 * 1.02 ** t),
      60_000 * 1.02 ** 29 + 1_500_000,
    ];
    const rate = rateOf(flows);
    expect(Math.abs(rate - exactIrr(flows, 0, 1))).toBeLessThan(REFERENCE_TOLERANCE);
    expect(Math.abs(npv(rate, flows))).toBeLessThan(1e-6);
  });

  it('solves flows of extreme magnitude, and skips leading and trailing zeros', () => {
    // -1 + 1.1 v = 0 at every scale: v = 1/1.1, 10 %
    expect(rateOf([-1e300, 1.1e300])).toBeCloseTo(0.1, 12);
    expect(rateOf([-1e-300, 1.1e-300])).toBeCloseTo(0.1, 12);
    expect(rateOf([-5e-324, 1e-323])).toBeCloseTo(1, 12);
    // zeros only shift the polynomial by a power of v: -1 + 1.21 v^2 = 0, 10 %
    expect(rateOf([0, 0, -1e300, 0, 1.21e300, 0])).toBeCloseTo(0.1, 12);
    // two sign changes, roots 10 % and 20 %, at 1e200 scale
    expect(irrDetailed([-1e200, 2.3e200, -1.32e200])).toMatchObject({
      status: 'converged',
      multipleRootsPossible: true,
    });
    expect(rateOf([-1e200, 2.3e200, -1.32e200])).toBeCloseTo(0.1, 12);
  });

  it('solves long vectors at very negative rates without overflow', () => {
    const flows = [-1000, ...Array(199).fill(0), 1];
    // (1+r)^200 = 1/1000 => r = 1000^(-1/200) - 1
    expect(rateOf(flows)).toBeCloseTo(1000 ** (-1 / 200) - 1, 12);
  });
});

describe('irr: no answer', () => {
  it('irrDetailed answers rate 0 with status no-sign-change (irr: null) when every flow has the same sign', () => {
    expect(irr([100, 50, 25])).toBeNull();
    expect(irrDetailed([-100, -50])).toEqual({
      rate: 0,
      status: 'no-sign-change',
      iterations: 0,
      multipleRootsPossible: false,
    });
    expect(irrDetailed([0, 0, 0]).status).toBe('no-sign-change');
    expect(irrDetailed([]).status).toBe('no-sign-change');
  });

  it('returns 0 with status no-root when the root lies outside (-0.9999, 1e6)', () => {
    // -1 + 1e-5/(1+r) = 0 => r = -0.99999, below the search range
    const low = irrDetailed([-1, 1e-5]);
    expect(low).toMatchObject({ rate: 0, status: 'no-root', multipleRootsPossible: false });
    // -1 + 1e7/(1+r) = 0 => r ≈ 1e7, above the search range
    expect(irrDetailed([-1, 1e7])).toMatchObject({ rate: 0, status: 'no-root' });
  });

  it('returns 0 with status no-root when several sign changes leave no root', () => {
    // -100 + 50x - 100x^2 with x = 1/(1+r) is negative for every x > 0 (discriminant 2500 - 40000 < 0)
    expect(irrDetailed([-100, 50, -100])).toMatchObject({
      rate: 0,
      status: 'no-root',
      multipleRootsPossible: true,
    });
  });

  it('reports non-finite flows as non-finite', () => {
    expect(irrDetailed([-100, Number.NaN, 200])).toEqual({
      rate: 0,
      status: 'non-finite',
      iterations: 0,
      multipleRootsPossible: false,
    });
    expect(irrDetailed([Number.NaN, 1]).status).toBe('non-finite');
    expect(irrDetailed([-1, Number.POSITIVE_INFINITY]).status).toBe('non-finite');
    expect(irrDetailed([Number.NEGATIVE_INFINITY, 5, 5]).status).toBe('non-finite');
  });
});

describe('irr: null when there is no rate', () => {
  it('is null for no sign change, no root in range, and any non-finite flow', () => {
    expect(irr([100, 50])).toBeNull();
    expect(irr([-100, -50])).toBeNull();
    expect(irr([])).toBeNull();
    expect(irr([0, 0, 0])).toBeNull();
    // root below -99.99 % and a quadratic with no real root
    expect(irr([-1, 1e-5])).toBeNull();
    expect(irr([-100, 50, -100])).toBeNull();
    expect(irr([Number.NaN, 1])).toBeNull();
    expect(irr([-100, Number.POSITIVE_INFINITY])).toBeNull();
  });

  it('is the converged rate otherwise, also when it is 0 %', () => {
    expect(irr([-100, 100])).toBe(0);
    expect(irr([-100, 110])).toBeCloseTo(0.1, 14);
  });

  it('is null exactly when irrDetailed does not converge, on random vectors', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { maxLength: 12 }), (flows) => {
        const d = irrDetailed(flows);
        expect(irr(flows)).toBe(d.status === 'converged' ? d.rate : null);
      }),
      { numRuns: 300 },
    );
  });
});

describe('irr: several sign changes', () => {
  it('[-100, 230, -132] has roots 10 % and 20 %; returns 10 %', () => {
    // -100 + 230x - 132x^2 = -(10x - 11/... ) : roots x = 1/1.1 and 1/1.2
    const d = irrDetailed([-100, 230, -132]);
    expect(d.rate).toBeCloseTo(0.1, 12);
    expect(d.multipleRootsPossible).toBe(true);
    expect(d.status).toBe('converged');
  });

  it('returns the root nearest 10 % among three', () => {
    // (1+r) roots 1.05, 1.25, 1.6: Π(x - x_i) = x^3 - 3.9x^2 + 4.9125x - 2.1 (flows read as c_0..c_3)
    const flows = [1, -3.9, 1.05 * 1.25 + 1.05 * 1.6 + 1.25 * 1.6, -(1.05 * 1.25 * 1.6)];
    expect(irr(flows)).toBeCloseTo(0.05, 10);
    const far = [1, -(1.3 + 1.6 + 2.5), 1.3 * 1.6 + 1.3 * 2.5 + 1.6 * 2.5, -(1.3 * 1.6 * 2.5)];
    expect(irr(far)).toBeCloseTo(0.3, 10);
  });

  it('finds the nearer root even when Newton from 10 % runs to a farther one', () => {
    // roots at (1+r) = 0.85 and 1.12; both found, -15 % is 25 points away, 12 % is 2 points away
    const flows = [1, -(0.85 + 1.12), 0.85 * 1.12];
    expect(irr(flows)).toBeCloseTo(0.12, 10);
    const other = [1, -(0.5 + 1.09), 0.5 * 1.09];
    expect(irr(other)).toBeCloseTo(0.09, 10);
  });

  it('handles close root pairs', () => {
    // roots at 10.5 % and 10.7 %
    const flows = [1, -(1.105 + 1.107), 1.105 * 1.107];
    expect(irr(flows)).toBeCloseTo(0.105, 10);
  });
});

describe('irr: properties', () => {
  const conventional = fc
    .tuple(
      fc.double({ min: 1, max: 1e7, noNaN: true }),
      fc.array(fc.double({ min: 0, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 30 }),
    )
    .filter(([, rest]) => rest.some((x) => x > 1e-6))
    .map(([outflow, rest]) => [-outflow, ...rest]);

  it('NPV at the returned IRR is ~0 and it matches the exact reference to 1e-8', () => {
    let converged = 0;
    fc.assert(
      fc.property(conventional, (flows) => {
        const d = irrDetailed(flows);
        if (d.status !== 'converged') {
          // only when the root is outside (-0.9999, 1e6): NPV has one sign over the whole range
          expect(d.status).toBe('no-root');
          expect(Math.sign(npv(IRR_MIN, flows))).toBe(Math.sign(npv(IRR_MAX, flows)));
          return;
        }
        converged++;
        const reference = exactIrr(
          flows,
          d.rate - 1e-6 * (1 + Math.abs(d.rate)),
          d.rate + 1e-6 * (1 + Math.abs(d.rate)),
        );
        expect(Math.abs(d.rate - reference)).toBeLessThan(REFERENCE_TOLERANCE);
        // backward error: |NPV| against the size of the discounted terms at that rate
        const scale = flows.reduce((s, c, t) => s + Math.abs(c) / (1 + d.rate) ** t, 0);
        expect(Math.abs(npv(d.rate, flows)) / scale).toBeLessThan(1e-9);
      }),
      { numRuns: 200 },
    );
    // the reference comparison, not the no-root branch, is what most runs check
    expect(converged).toBeGreaterThan(170);
  });

  it('matches the exact reference at high IRRs (up to about 1e4) too', () => {
    const highFlows = fc
      .tuple(
        fc.double({ min: 0.01, max: 10, noNaN: true }),
        fc.array(fc.double({ min: 0, max: 1e4, noNaN: true }), { minLength: 1, maxLength: 8 }),
      )
      .filter(([, rest]) => rest.some((x) => x > 1))
      .map(([outflow, rest]) => [-outflow, ...rest]);
    fc.assert(
      fc.property(highFlows, (flows) => {
        const d = irrDetailed(flows);
        expect(d.status).toBe('converged');
        const margin = 1e-6 * (1 + Math.abs(d.rate));
        const reference = exactIrr(flows, d.rate - margin, d.rate + margin);
        expect(Math.abs(d.rate - reference)).toBeLessThan(REFERENCE_TOLERANCE);
      }),
      { numRuns: 200 },
    );
  });

  it('is finite for any finite vector', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -1e9, max: 1e9, noNaN: true }), { maxLength: 20 }), (flows) => {
        const d = irrDetailed(flows);
        expect(Number.isFinite(d.rate)).toBe(true);
        if (d.status === 'converged') {
          expect(d.rate).toBeGreaterThan(-0.9999);
          expect(d.rate).toBeLessThan(1e6);
        } else expect(d.rate).toBe(0);
      }),
      { numRuns: 500 },
    );
  });
});

describe('npv', () => {
  it('discounts from t = 0', () => {
    // -1000 + 500/1.1 + 700/1.21 = -1000 + 454.545454... + 578.512396... = 33.057851...
    expect(npv(0.1, [-1000, 500, 700])).toBeCloseTo(33.05785123966939, 10);
    expect(npv(0, [1, 2, 3])).toBe(6);
    expect(npv(0.1, [])).toBe(0);
    expect(npv(-1, [1, 2])).toBeNaN();
  });
});
