import { describe, expect, it } from 'vitest';
import { brent, goldenMinimum } from '../src/solve/root-finding.js';
import { scanPoints } from '../src/solve/scan.js';

describe('brent', () => {
  it('finds the root of a smooth function inside its bracket to the tolerance', () => {
    let calls = 0;
    const f = (x: number) => {
      calls++;
      return x ** 3 - 2 * x - 5;
    };
    const root = brent(f, { a: 2, b: 3, fa: f(2), fb: f(3) }, 1e-12);
    expect(root.jump).toBe(false);
    expect(Math.abs(f(root.x))).toBeLessThanOrEqual(1e-12);
    expect(root.x).toBeCloseTo(2.0945514815423265, 12);
    expect(calls).toBeLessThan(15);
  });

  it('reports a step across zero as a jump, never as a root', () => {
    const step = (x: number) => (x < Math.PI ? -1 : 1);
    const root = brent(step, { a: 0, b: 10, fa: -1, fb: 1 }, 1e-9);
    expect(root.jump).toBe(true);
    expect(root.a).toBeLessThan(Math.PI);
    expect(root.b).toBeGreaterThanOrEqual(Math.PI);
    expect(root.b - root.a).toBeLessThan(1e-14);
    expect([root.fa, root.fb]).toEqual([-1, 1]);
  });

  it('reports a metric that vanishes inside the bracket as a jump', () => {
    const f = (x: number) => (x > 4 && x < 6 ? Number.NaN : x - 5);
    expect(brent(f, { a: 0, b: 10, fa: -5, fb: 5 }, 1e-9).jump).toBe(true);
  });

  it('returns an end of the bracket that is already a root', () => {
    expect(brent((x) => x, { a: 0, b: 1, fa: 0, fb: 1 }, 1e-9)).toMatchObject({ x: 0, jump: false });
  });
});

describe('goldenMinimum', () => {
  it('closes in on the point nearest the target when nothing crosses it', () => {
    const f = (x: number) => (x - 3) ** 2 + 1; // gap to a target 1 below the lowest value
    const near = goldenMinimum(f, 0, 10, 2, f(2), 60);
    expect(near.crossing).toBeNull();
    expect(near.x).toBeCloseTo(3, 6);
    expect(near.fx).toBeCloseTo(1, 10);
  });

  it('hands back a crossing when a probe lands on the other side', () => {
    const f = (x: number) => (x - 3) ** 2 - 0.01;
    const near = goldenMinimum(f, 0, 10, 0, f(0));
    expect(near.crossing).not.toBeNull();
    const c = near.crossing as { fa: number; fb: number };
    expect(Math.sign(c.fa)).toBe(-Math.sign(c.fb));
  });
});

describe('scanPoints', () => {
  it('covers a ratio scale from the current value to both ends by factors of 3', () => {
    const xs = scanPoints(1e6, 1, 1e11, true);
    expect(xs[0]).toBe(1);
    expect(xs.at(-1)).toBe(1e11);
    expect(xs).toContain(1e6);
    expect(xs).toContain(3e6);
    expect(xs.length).toBeLessThanOrEqual(28);
    expect([...xs].sort((a, b) => a - b)).toEqual(xs);
  });

  it('covers a linear scale with doubling steps around the current value and an even grid', () => {
    const xs = scanPoints(6, 0, 30, false);
    expect(xs).toEqual(expect.arrayContaining([0, 30, 6, 6 + 30 / 128, 6 - 30 / 128, 15, 28.125]));
    expect(new Set(xs).size).toBe(xs.length);
    expect(xs.length).toBeLessThanOrEqual(34);
  });
});
