/**
 * How each distribution of section 13.2 is sampled from the uniform stream (random.ts). Every
 * draw uses a fixed count of uniforms ({@link uniformsPerDraw}), whatever its parameters, so run
 * k of a simulation always starts at the same place in the stream and a range of runs can be
 * computed on its own (the browser's workers).
 * - uniform: `min + u * (max - min)` (one uniform);
 * - triangular: the inverse of its distribution function at u (one uniform): with
 *   `c = (mode - min) / (max - min)`, `min + sqrt(u (max - min) (mode - min))` for u < c, else
 *   `max - sqrt((1 - u) (max - min) (max - mode))`; `min` when min = max;
 * - normal: Box-Muller's cosine branch (two uniforms u1, u2): `mean + sd * sqrt(-2 ln(1 - u1)) *
 *   cos(2 pi u2)` (1 - u1 is in (0, 1], so the logarithm is finite); exactly `mean` when sd = 0.
 */
import type { Xoshiro128 } from './random.js';
import type { Distribution } from './risk-types.js';

/** The uniforms one draw of the distribution takes from the stream. */
export function uniformsPerDraw(distribution: Distribution): number {
  return distribution.kind === 'normal' ? 2 : 1;
}

/** A distribution with its parameters resolved (a normal's mean filled in). */
export type ResolvedDistribution =
  | { kind: 'normal'; mean: number; sd: number }
  | { kind: 'triangular'; min: number; mode: number; max: number }
  | { kind: 'uniform'; min: number; max: number };

/** One draw from the distribution. */
export function draw(d: ResolvedDistribution, random: Xoshiro128): number {
  if (d.kind === 'uniform') {
    const u = random.uniform();
    return d.min === d.max ? d.min : d.min + u * (d.max - d.min);
  }
  if (d.kind === 'triangular') {
    const u = random.uniform();
    const width = d.max - d.min;
    if (width === 0) return d.min;
    const left = d.mode - d.min;
    return u * width < left
      ? d.min + Math.sqrt(u * width * left)
      : d.max - Math.sqrt((1 - u) * width * (d.max - d.mode));
  }
  const u1 = random.uniform();
  const u2 = random.uniform();
  if (d.sd === 0) return d.mean;
  return d.mean + d.sd * Math.sqrt(-2 * Math.log(1 - u1)) * Math.cos(2 * Math.PI * u2);
}
