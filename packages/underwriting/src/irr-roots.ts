/**
 * The IRR fallback for flows with several sign changes: every sign change of p in the searched
 * range is isolated in a bracket (through the roots of separating polynomials, so none is
 * missed), and the brackets are solved nearest 10 % first until none can hold a nearer root.
 */

import { Polynomial, signAt, signChanges } from './irr-eval.js';
import { solveDiscountFactor } from './irr-newton.js';
import { distanceFromGuess, IRR_GUESS, V_GUESS } from './irr-range.js';

/**
 * A polynomial whose positive roots separate those of p and which has one coefficient sign change
 * fewer. For any real s, `f(v) = v^(-s) p(v)` has p's positive roots and
 * `f'(v) = v^(-s-1) q(v)` with `q(v) = Σ (t - s) c_t v^t`, so by Rolle's theorem a root of q lies
 * between any two roots of p, and between consecutive roots of q f is monotone, so p (which has
 * f's sign) has at most one root there.
 * Taking s between the indices i < j of the first sign change (i and j the nonzero coefficients
 * on either side of it) flips the signs of c_0..c_i and keeps the others: that change disappears
 * and every other one stays.
 */
function separatingPolynomial(k: Polynomial): Polynomial {
  const { c, from, n } = k;
  let last = 0;
  let lastIndex = 0;
  let s = 0;
  for (let t = 0; t < n; t++) {
    const x = c[from + t] as number;
    if (x === 0) continue;
    const sign = x > 0 ? 1 : -1;
    if (last !== 0 && sign !== last) {
      s = 0.5 * (lastIndex + t);
      break;
    }
    last = sign;
    lastIndex = t;
  }
  const q: number[] = [];
  for (let t = 0; t < n; t++) q.push((t - s) * (c[from + t] as number));
  return new Polynomial(q, 0, n);
}

/** Records a zero at `v` or a sign change between `u` and `v` as a triple [lo, hi, sign at lo]. */
function pushChange(out: number[], u: number, su: number, v: number, sv: number): void {
  if (sv === 0) out.push(v, v, 0);
  else if (su !== 0 && sv !== su) out.push(u, v, su);
}

/**
 * Isolates the sign changes of p inside (a, b) as triples [lo, hi, sign of p at lo] pushed to
 * `out`; an exact zero at v is pushed as [v, v, 0]. Roots of p are separated by the roots of a
 * {@link separatingPolynomial}, so when p has more than one coefficient sign change (Descartes'
 * bound) those critical points in (a, b) are isolated first, recursively, and p is monotone
 * between consecutive ones. A double root that only touches zero is no sign change and is not
 * reported (in exact arithmetic: in floating point it may read as a zero or a tight sign change).
 */
export function isolate(k: Polynomial, a: number, b: number, out: number[]): void {
  const changes = signChanges(k);
  if (changes === 0) return;
  let prevV = a;
  let prevS = signAt(k, a);
  if (changes > 1) {
    const d = separatingPolynomial(k);
    const critical: number[] = [];
    isolate(d, a, b, critical);
    for (let i = 0; i < critical.length; i += 3) {
      const lo = critical[i] as number;
      const hi = critical[i + 1] as number;
      const v = lo === hi ? lo : refine(d, lo, hi, critical[i + 2] as number, V_GUESS);
      const s = signAt(k, v);
      pushChange(out, prevV, prevS, v, s);
      prevV = v;
      prevS = s;
    }
    // evaluations of the separating polynomials count towards the solve
    k.count += d.count;
  }
  pushChange(out, prevV, prevS, b, signAt(k, b));
}

/**
 * The root of p in a bracket with one sign change (`slo`: sign of p at lo), started from `hint`
 * when it lies inside, else from 10 % or the bracket's middle.
 */
function refine(k: Polynomial, lo: number, hi: number, slo: number, hint: number): number {
  const start =
    lo < hint && hint < hi
      ? hint
      : lo < V_GUESS && V_GUESS < hi
        ? V_GUESS
        : hi > 4 * lo
          ? Math.sqrt(lo * hi)
          : 0.5 * (lo + hi);
  return solveDiscountFactor(k, lo, hi, slo, start, true);
}

/** Distance in rate from 10 % to the nearest point of the v-bracket [lo, hi]. */
function bracketDistance(lo: number, hi: number): number {
  const rHigh = 1 / lo - 1;
  const rLow = 1 / hi - 1;
  if (rLow <= IRR_GUESS && IRR_GUESS <= rHigh) return 0;
  return rLow > IRR_GUESS ? rLow - IRR_GUESS : IRR_GUESS - rHigh;
}

/**
 * The root of p nearest 10 % among the sign changes in (a, b): brackets are solved nearest-first
 * (Newton started from `hint` when it lies in the bracket) until none can hold a nearer root.
 * Returns v, or -1 when (a, b) holds no sign change.
 */
export function nearestRoot(k: Polynomial, a: number, b: number, hint: number): number {
  const brackets: number[] = [];
  isolate(k, a, b, brackets);
  const count = brackets.length / 3;
  let best = -1;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (;;) {
    let pick = -1;
    let pickDistance = bestDistance;
    for (let i = 0; i < count; i++) {
      const lo = brackets[3 * i] as number;
      if (lo < 0) continue;
      const dist = bracketDistance(lo, brackets[3 * i + 1] as number);
      if (dist < pickDistance) {
        pick = i;
        pickDistance = dist;
      }
    }
    if (pick < 0) return best;
    const lo = brackets[3 * pick] as number;
    const hi = brackets[3 * pick + 1] as number;
    brackets[3 * pick] = -1;
    const v = lo === hi ? lo : refine(k, lo, hi, brackets[3 * pick + 2] as number, hint);
    const distance = distanceFromGuess(v);
    if (distance < bestDistance) {
      best = v;
      bestDistance = distance;
    }
  }
}
