/** The seeded generator (xoshiro128**) and the distributions' sampling (underwriting.md 13.2). */
import { describe, expect, it } from 'vitest';
import { draw, uniformsPerDraw } from '../../src/risk/distributions.js';
import { Xoshiro128 } from '../../src/risk/random.js';

const firstUniforms = (seed: number, count: number) => {
  const random = new Xoshiro128(seed);
  return Array.from({ length: count }, () => random.uniform());
};

describe('Xoshiro128 (the simulation stream)', () => {
  it('gives the same stream for the same seed and a different one for every distinct seed', () => {
    expect(firstUniforms(7, 5)).toEqual(firstUniforms(7, 5));
    const seeds = [
      0,
      1,
      -1,
      2,
      2 ** 32,
      -(2 ** 32),
      2 ** 32 + 1,
      2 ** 52,
      Number.MAX_SAFE_INTEGER,
      -Number.MAX_SAFE_INTEGER,
    ];
    const firsts = seeds.map((seed) => firstUniforms(seed, 2).join(','));
    expect(new Set(firsts).size).toBe(seeds.length);
    // every bit of the seed selects the stream: seeds differing in one high bit only differ
    for (let bit = 32; bit < 53; bit++) {
      expect(firstUniforms(2 ** bit + 5, 1)).not.toEqual(firstUniforms(5, 1));
    }
  });

  it('draws uniforms in [0, 1) with the moments of a uniform', () => {
    const values = firstUniforms(123, 200_000);
    let sum = 0;
    let squares = 0;
    for (const u of values) {
      sum += u;
      squares += u * u;
    }
    expect(Math.min(...values.slice(0, 50_000))).toBeGreaterThanOrEqual(0);
    expect(values.every((u) => u >= 0 && u < 1)).toBe(true);
    const mean = sum / values.length;
    // standard error of the mean: sqrt(1/12 / n) = 0.00065; 5 standard errors
    expect(Math.abs(mean - 0.5)).toBeLessThan(0.0033);
    expect(Math.abs(squares / values.length - mean * mean - 1 / 12)).toBeLessThan(0.002);
  });

  it('is xoshiro128**: the reference outputs from the state (1, 2, 3, 4)', () => {
    const random = new Xoshiro128(0);
    Object.assign(random, { s0: 1, s1: 2, s2: 3, s3: 4 });
    const outputs = Array.from({ length: 10 }, () => random.next());
    expect(outputs).toEqual([
      11520, 0, 5927040, 70819200, 2031721883, 1637235492, 1287239034, 3734860849, 3729100597, 4258142804,
    ]);
  });

  it('skip(n) lands where n uniforms would', () => {
    const a = new Xoshiro128(99);
    for (let k = 0; k < 37; k++) a.uniform();
    const b = new Xoshiro128(99);
    b.skip(37);
    expect(b.uniform()).toBe(a.uniform());
  });
});

/** Mean and variance of `count` draws. */
function moments(distribution: Parameters<typeof draw>[0], count: number) {
  const random = new Xoshiro128(2026);
  let sum = 0;
  let squares = 0;
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (let k = 0; k < count; k++) {
    const x = draw(distribution, random);
    sum += x;
    squares += x * x;
    lo = Math.min(lo, x);
    hi = Math.max(hi, x);
  }
  const mean = sum / count;
  return { mean, variance: (squares - count * mean * mean) / (count - 1), lo, hi };
}

describe('sampling the distributions', () => {
  it('normal: mean and sd as given', () => {
    const m = moments({ kind: 'normal', mean: 3, sd: 2 }, 200_000);
    expect(Math.abs(m.mean - 3)).toBeLessThan(5 * (2 / Math.sqrt(200_000)));
    expect(Math.abs(Math.sqrt(m.variance) - 2)).toBeLessThan(0.02);
  });

  it('triangular: mean (a + b + c) / 3, variance (a² + b² + c² - ab - ac - bc) / 18, within [min, max]', () => {
    const [a, c, b] = [6.5, 7, 8.5];
    const m = moments({ kind: 'triangular', min: a, mode: c, max: b }, 200_000);
    const variance = (a * a + b * b + c * c - a * b - a * c - b * c) / 18;
    expect(Math.abs(m.mean - (a + b + c) / 3)).toBeLessThan(5 * Math.sqrt(variance / 200_000));
    expect(Math.abs(m.variance / variance - 1)).toBeLessThan(0.02);
    expect(m.lo).toBeGreaterThanOrEqual(a);
    expect(m.hi).toBeLessThanOrEqual(b);
  });

  it('uniform: mean (min + max) / 2, variance (max - min)² / 12', () => {
    const m = moments({ kind: 'uniform', min: -2, max: 4 }, 200_000);
    expect(Math.abs(m.mean - 1)).toBeLessThan(5 * Math.sqrt(3 / 200_000));
    expect(Math.abs(m.variance / 3 - 1)).toBeLessThan(0.02);
  });

  it('degenerate distributions give their value exactly, and take a fixed count of uniforms', () => {
    const random = new Xoshiro128(1);
    expect(draw({ kind: 'normal', mean: 7.25, sd: 0 }, random)).toBe(7.25);
    expect(draw({ kind: 'triangular', min: 7.25, mode: 7.25, max: 7.25 }, random)).toBe(7.25);
    expect(draw({ kind: 'uniform', min: 7.25, max: 7.25 }, random)).toBe(7.25);
    expect(uniformsPerDraw({ kind: 'normal', sd: 1 })).toBe(2);
    expect(uniformsPerDraw({ kind: 'uniform', min: 0, max: 1 })).toBe(1);
    const after = new Xoshiro128(1);
    after.skip(4);
    expect(random.uniform()).toBe(after.uniform());
  });
});
