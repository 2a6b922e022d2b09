/**
 * The scan that starts goal seek: points across an input's valid range, dense near the current
 * value and spreading out to both ends, so that the crossing nearest the current value is seen.
 */

/** Ratio between neighbouring points on a ratio scale (amounts, the rent multiplier). */
const RATIO = 3;
/** How far below the starting point a ratio scale goes before it jumps to the range's low end. */
const DEEPEST = 1e-6;
/** A linear scale steps out by span/128, span/64, ... span/2 on each side. */
const LINEAR_STEPS = 7;
/** A linear scale also has an even grid of this many intervals. */
const GRID = 16;

/**
 * The scan's points in increasing order, without repeats: both ends of [`lo`, `hi`], the current
 * value `x0`, and points stepping away from it (by a factor of 3 on a ratio scale, by doubling
 * distances on a linear one, which also gets an even grid of 16 intervals).
 */
export function scanPoints(x0: number, lo: number, hi: number, ratioScale: boolean): number[] {
  const points = new Set<number>([lo, hi, x0]);
  if (ratioScale) {
    // a zero current value (no rent yet) starts the ratio scale at a billionth of the range
    const start = x0 > 0 ? x0 : Math.max(lo, hi * 1e-9);
    points.add(start);
    for (let x = start * RATIO; x < hi; x *= RATIO) points.add(x);
    const floor = Math.max(lo, start * DEEPEST);
    for (let x = start / RATIO; x > floor; x /= RATIO) points.add(x);
  } else {
    const span = hi - lo;
    // an even grid too, so that no stretch of the range goes unseen (the far side of a wide range)
    for (let k = 1; k < GRID; k++) points.add(lo + (span * k) / GRID);
    for (let k = 0; k < LINEAR_STEPS; k++) {
      const d = (span / 128) * 2 ** k;
      if (x0 - d > lo) points.add(x0 - d);
      if (x0 + d < hi) points.add(x0 + d);
    }
  }
  return [...points].filter((x) => x >= lo && x <= hi).sort((a, b) => a - b);
}
