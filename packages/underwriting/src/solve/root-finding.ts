/**
 * The root finding under goal seek: Brent's method on a bracket (inverse quadratic and secant
 * steps, bisection whenever they stall, so it never leaves the bracket and always shrinks it) and
 * a golden-section search for the closest approach when nothing crosses the target.
 */

/** An interval whose ends lie on either side of the target (`fa`, `fb`: the gaps, opposite signs or 0). */
export interface Bracket {
  a: number;
  b: number;
  fa: number;
  fb: number;
}

/** Where Brent's method stopped: a root `x`, or (`jump`) a step it could not close. */
export interface Root extends Bracket {
  x: number;
  /** The bracket shrank to neighbouring numbers with the gap still large: the function jumps there. */
  jump: boolean;
}

/** Steps at most; a continuous function needs a few dozen at worst. */
const MAX_STEPS = 120;

/**
 * Brent's method for `f(x) = 0` on `bracket`: stops when |f| <= `tol`. When the bracket cannot
 * shrink further while |f| stays above `1000 * tol` on both sides, `f` jumps across zero there
 * (`jump: true`, with the last bracket); a NaN inside the bracket (the metric vanishing) is a jump too.
 * `scale`: the size of the values `f` measures the gap of (the target), for {@link isJump}.
 */
export function brent(f: (x: number) => number, bracket: Bracket, tol: number, scale = 0): Root {
  let { a, b, fa, fb } = bracket;
  if (fa === 0) return { x: a, jump: false, a, b, fa, fb };
  if (fb === 0) return { x: b, jump: false, a, b, fa, fb };
  let c = a;
  let fc = fa;
  let d = b - a;
  let e = d;
  for (let step = 0; step < MAX_STEPS; step++) {
    if (Math.sign(fb) === Math.sign(fc)) {
      c = a;
      fc = fa;
      d = b - a;
      e = d;
    }
    if (Math.abs(fc) < Math.abs(fb)) {
      a = b;
      b = c;
      c = a;
      fa = fb;
      fb = fc;
      fc = fa;
    }
    const xtol = 2 * Number.EPSILON * Math.abs(b) + 1e-300;
    const m = 0.5 * (c - b);
    if (Math.abs(fb) <= tol) return { x: b, jump: false, ...ordered(b, fb, c, fc) };
    if (Math.abs(m) <= xtol) return { x: b, jump: isJump(fb, tol, scale), ...ordered(b, fb, c, fc) };
    if (Math.abs(e) >= xtol && Math.abs(fa) > Math.abs(fb)) {
      const s = fb / fa;
      let p: number;
      let q: number;
      if (a === c) {
        p = 2 * m * s;
        q = 1 - s;
      } else {
        const r = fb / fc;
        const t = fa / fc;
        p = s * (2 * m * t * (t - r) - (b - a) * (r - 1));
        q = (t - 1) * (r - 1) * (s - 1);
      }
      if (p > 0) q = -q;
      else p = -p;
      if (2 * p < Math.min(3 * m * q - Math.abs(xtol * q), Math.abs(e * q))) {
        e = d;
        d = p / q;
      } else {
        d = m;
        e = m;
      }
    } else {
      d = m;
      e = m;
    }
    a = b;
    fa = fb;
    b += Math.abs(d) > xtol ? d : m > 0 ? xtol : -xtol;
    fb = f(b);
    if (Number.isNaN(fb)) return { x: a, jump: true, ...ordered(a, fa, c, fc) };
  }
  return { x: b, jump: isJump(fb, tol, scale), ...ordered(b, fb, c, fc) };
}

/**
 * A gap left when the bracket cannot shrink is a jump unless it is within a thousand tolerances or
 * a billionth of the target's size (near a pole, as a debt yield in the thousands of percent next
 * to a 100 % down payment, one step of the input moves the metric by more than the tolerance).
 */
function isJump(gap: number, tol: number, scale: number): boolean {
  return Math.abs(gap) > 1000 * tol && Math.abs(gap) > 1e-9 * Math.abs(scale);
}

/** The bracket of `x`, `y` with its ends in increasing order. */
function ordered(x: number, fx: number, y: number, fy: number): Bracket {
  return x <= y ? { a: x, b: y, fa: fx, fb: fy } : { a: y, b: x, fa: fy, fb: fx };
}

/** The closest approach a golden-section search found, or the crossing it stumbled on. */
export interface Approach {
  x: number;
  /** The gap `f(x)` at the closest approach. */
  fx: number;
  /** A bracket around a crossing when a probe landed on the other side of the target. */
  crossing: Bracket | null;
}

const INV_PHI = (Math.sqrt(5) - 1) / 2;

/**
 * Golden-section search for the smallest |f| on [`left`, `right`], starting from the best known
 * point (`x`, `fx`). Stops after `steps` probes or when the interval is as narrow as the numbers
 * allow; a probe with the opposite sign of `fx` ends the search with a crossing.
 */
export function goldenMinimum(
  f: (x: number) => number,
  left: number,
  right: number,
  x: number,
  fx: number,
  steps = 30,
): Approach {
  let best = { x, fx };
  let lo = left;
  let hi = right;
  const probe = (p: number): number => {
    const fp = f(p);
    if (Number.isFinite(fp) && Math.abs(fp) < Math.abs(best.fx)) best = { x: p, fx: fp };
    return fp;
  };
  const crossingWith = (p: number, fp: number): Bracket | null =>
    fp === 0 || (Number.isFinite(fp) && Math.sign(fp) === -Math.sign(fx)) ? ordered(x, fx, p, fp) : null;
  let p1 = hi - INV_PHI * (hi - lo);
  let p2 = lo + INV_PHI * (hi - lo);
  let f1 = probe(p1);
  let c = crossingWith(p1, f1);
  if (c) return { ...best, crossing: c };
  let f2 = probe(p2);
  c = crossingWith(p2, f2);
  if (c) return { ...best, crossing: c };
  for (let k = 2; k < steps; k++) {
    if (hi - lo <= 4 * Number.EPSILON * Math.max(Math.abs(lo), Math.abs(hi), 1e-300)) break;
    const a1 = Number.isFinite(f1) ? Math.abs(f1) : Number.POSITIVE_INFINITY;
    const a2 = Number.isFinite(f2) ? Math.abs(f2) : Number.POSITIVE_INFINITY;
    // both probes where the metric has no value: keep the side of the best point found so far
    const keepLeft = a1 === a2 && a1 === Number.POSITIVE_INFINITY ? best.x < p2 : a1 <= a2;
    if (keepLeft) {
      hi = p2;
      p2 = p1;
      f2 = f1;
      p1 = hi - INV_PHI * (hi - lo);
      f1 = probe(p1);
      c = crossingWith(p1, f1);
    } else {
      lo = p1;
      p1 = p2;
      f1 = f2;
      p2 = lo + INV_PHI * (hi - lo);
      f2 = probe(p2);
      c = crossingWith(p2, f2);
    }
    if (c) return { ...best, crossing: c };
  }
  return { ...best, crossing: null };
}
