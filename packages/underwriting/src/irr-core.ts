/**
 * The IRR root finder behind `irr`, `irrDetailed` and the hold-period search. It works on the
 * discount factor `v = 1/(1+r)`, in which NPV is the polynomial `p(v) = Σ c_t v^t`: a safeguarded
 * Newton iteration keeps a sign bracket and falls back to bisection when a step leaves it or
 * stalls. `p`, `p'` (and for v <= 1 `p''`, which turns the Newton step into Halley's) come from
 * one Horner pass (no `Math.pow`). For `v > 1` the pass runs on the reversed polynomial in
 * `x = 1/v` (`p(v) / v^(N-1)`), so long vectors never overflow.
 * State is kept in module variables so the hot path allocates nothing.
 */

import type { IrrResult } from './types.js';

/** Lowest IRR searched, as a fraction. */
export const IRR_MIN = -0.9999;
/** Highest IRR searched, as a fraction. */
export const IRR_MAX = 1e6;
/** Where the search starts (10 %). */
export const IRR_GUESS = 0.1;

const V_MIN = 1 / (1 + IRR_MAX);
const V_MAX = 1 / (1 + IRR_MIN);
const V_GUESS = 1 / (1 + IRR_GUESS);
const MAX_ITER = 300;
const STEP_TOL = 1e-9;

/** Sign of p at the last evaluation (scaled forms keep the sign). */
const P_SLOT = 0;
/** Step (Newton's p/p', or Halley's) proposed by the last evaluation. */
const RATIO_SLOT = 1;
/** NPV evaluations done by the current `solveIrr` call. */
const COUNT_SLOT = 2;
/**
 * Results of the last evaluation and the evaluation count, in a typed array: element stores are
 * much cheaper in the hot loop than writes to module-level `let` bindings.
 */
const STATE = new Float64Array(4);
/** 1 when the last step was Halley's (third order), 0 for Newton's. */
const HALLEY_SLOT = 3;
/**
 * A Halley step below this (relative to v) leaves an error of order (1e-6)^3 relative, so it is
 * the last one; Newton steps must get below STEP_TOL.
 */
const HALLEY_STEP_TOL = 1e-6;

/** Evaluates p and the step (Newton's p/p', or Halley's) at v in one Horner pass; results in STATE. */
function evaluate(cf: ArrayLike<number>, n: number, v: number): void {
  STATE[COUNT_SLOT] = (STATE[COUNT_SLOT] as number) + 1;
  if (v <= 1) {
    // p(v) = E(w) + v O(w) with w = v^2 (even and odd coefficients): independent Horner chains
    // for E, O and their first and half second derivatives in w, so the loop runs n/2 steps
    const w = v * v;
    let e = 0;
    let e1 = 0;
    let e2 = 0;
    let o = 0;
    let o1 = 0;
    let o2 = 0;
    let t = n - 1;
    if ((t & 1) === 0) {
      e = cf[t] as number;
      t--;
    }
    for (; t >= 1; t -= 2) {
      o2 = o2 * w + o1;
      o1 = o1 * w + o;
      o = o * w + (cf[t] as number);
      e2 = e2 * w + e1;
      e1 = e1 * w + e;
      e = e * w + (cf[t - 1] as number);
    }
    // p = E + vO;  p' = 2v E' + O + 2w O';  p'' = 2E' + 4w E'' + 6v O' + 4vw O'' (E'' = 2 e2)
    const p = e + v * o;
    const d1 = 2 * v * e1 + o + 2 * w * o1;
    const d2 = 2 * e1 + 8 * w * e2 + 6 * v * o1 + 8 * v * w * o2;
    STATE[P_SLOT] = p;
    // Halley's step p p' / (p'^2 - p p''/2) when its correction is modest, else Newton's p / p'
    const d1sq = d1 * d1;
    const den = d1sq - 0.5 * p * d2;
    const halley = den > 0.5 * d1sq && den < 2 * d1sq;
    STATE[RATIO_SLOT] = halley ? (p * d1) / den : p / d1;
    STATE[HALLEY_SLOT] = halley ? 1 : 0;
  } else {
    const x = 1 / v;
    let q = cf[0] as number;
    let s = 0;
    for (let t = 1; t < n; t++) {
      const c = cf[t] as number;
      q = q * x + c;
      s = s * x + t * c;
    }
    STATE[P_SLOT] = q;
    STATE[RATIO_SLOT] = q / (x * s);
    STATE[HALLEY_SLOT] = 0;
  }
}

/**
 * Safeguarded Newton in v on the bracket (va, vb), where p has sign `sa` near va and `-sa` near
 * vb. A Newton step is taken when it stays inside the bracket and the previous Newton step at
 * least shrank |p| by a third; otherwise the bracket is bisected (geometrically while it spans
 * more than a factor 4). When `verified` is false the bracket ends are the search limits and
 * their signs are only assumed; they are checked (one evaluation each) the first time a
 * bisection needs them. Stops after a Newton step below 1e-9 relative (by quadratic convergence the
 * error left is of order 1e-18 relative) or the bracket is a few ulps wide. Returns the root v, or -1 when the checked
 * limits show no root inside them.
 */
export function solveDiscountFactor(
  cf: ArrayLike<number>,
  n: number,
  vaIn: number,
  vbIn: number,
  sa: number,
  v0: number,
  verified: boolean,
): number {
  let va = vaIn;
  let vb = vbIn;
  let checked = verified;
  let v = v0;
  let lastWasNewton = false;
  let prevAbs = Number.POSITIVE_INFINITY;
  let prevStep = Number.POSITIVE_INFINITY;
  let slow = 0;
  for (let iter = 0; iter < MAX_ITER; iter++) {
    evaluate(cf, n, v);
    const p = STATE[P_SLOT] as number;
    const ratio = STATE[RATIO_SLOT] as number;
    if (p === 0) return v;
    if (p > 0 === sa > 0) va = v;
    else vb = v;
    const abs = Math.abs(p);
    let next = v - ratio;
    const step = Math.abs(ratio);
    if (step <= (STATE[HALLEY_SLOT] === 1 ? HALLEY_STEP_TOL : STEP_TOL) * v) {
      return next > va && next < vb ? next : v;
    }
    // a Newton step that shrinks |p| too little, or a third step in a row that is not clearly
    // shorter than the one before (linear crawl), hands over to bisection
    slow = lastWasNewton && step > 0.7 * prevStep ? slow + 1 : 0;
    if (next > va && next < vb && slow < 3) {
      if (!(lastWasNewton && abs > 0.67 * prevAbs)) {
        prevAbs = abs;
        prevStep = step;
        v = next;
        lastWasNewton = true;
        continue;
      }
    }
    prevAbs = abs;
    prevStep = Number.POSITIVE_INFINITY;
    slow = 0;
    if (!checked) {
      if (!limitsHoldRoot(cf, n, sa)) return -1;
      checked = true;
    }
    next = vb > 4 * va ? Math.sqrt(va * vb) : 0.5 * (va + vb);
    if (next <= va || next >= vb) return next;
    v = next;
    lastWasNewton = false;
    if (vb - va <= 4e-16 * vb) return v;
  }
  return v;
}

/** True when p really has sign `sa` at V_MIN and the opposite sign at V_MAX. */
function limitsHoldRoot(cf: ArrayLike<number>, n: number, sa: number): boolean {
  evaluate(cf, n, V_MIN);
  const low = STATE[P_SLOT] as number;
  if (low === 0 || low > 0 !== sa > 0) return low === 0;
  evaluate(cf, n, V_MAX);
  const high = STATE[P_SLOT] as number;
  return high !== 0 && high > 0 !== sa > 0;
}

/** Sign of p at v (evaluates once). */
function signAt(cf: ArrayLike<number>, n: number, v: number): number {
  evaluate(cf, n, v);
  const p = STATE[P_SLOT] as number;
  return p > 0 ? 1 : p < 0 ? -1 : 0;
}

/** Sign changes of `c[from..to-1]`, zeros skipped. */
function countChanges(c: ArrayLike<number>, from: number, to: number): number {
  let changes = 0;
  let last = 0;
  for (let t = from; t < to; t++) {
    const x = c[t] as number;
    const s = x > 0 ? 1 : x < 0 ? -1 : 0;
    if (s === 0) continue;
    if (last !== 0 && s !== last) changes++;
    last = s;
  }
  return changes;
}

/** Scratch arrays per recursion depth, so isolating roots allocates nothing after warm-up. */
const DERIVATIVES: Float64Array[] = [];
const CRITICAL: number[][] = [];

/** Length of the run of equal signs (zeros included) starting at `from` and walking by `step`. */
function runLength(c: ArrayLike<number>, n: number, from: number, step: 1 | -1): number {
  let sign = 0;
  let length = 0;
  for (let t = from; t >= 0 && t < n; t += step) {
    const x = c[t] as number;
    const s = x > 0 ? 1 : x < 0 ? -1 : 0;
    if (s !== 0 && sign !== 0 && s !== sign) break;
    if (s !== 0) sign = s;
    length++;
  }
  return length;
}

/**
 * A polynomial whose roots in v > 0 separate the roots of p, with fewer coefficients, in the
 * scratch array of `depth`. Either p'(v) (`d_k = (k+1) c_{k+1}`, the lowest coefficient dropped)
 * or, read in x = 1/v, the derivative of x^N p(1/x) (`d_t = (N-t) c_t`, the highest dropped; its
 * roots x map back to v = 1/x, and a positive factor v^(N-1) changes no sign). Rolle's theorem
 * holds for both. Dropping a coefficient lowers the sign-change count only once the run of
 * equal signs at that end is used up, so the end with the shorter run is dropped, which keeps
 * the recursion shallow for flows like [-, +, ..., +, -, +, +].
 */
function derivative(c: ArrayLike<number>, n: number, depth: number): Float64Array {
  let d = DERIVATIVES[depth];
  if (d === undefined || d.length < n) {
    d = new Float64Array(Math.max(32, n));
    DERIVATIVES[depth] = d;
  }
  if (runLength(c, n, 0, 1) <= runLength(c, n, n - 1, -1))
    for (let k = 0; k < n - 1; k++) d[k] = (k + 1) * (c[k + 1] as number);
  else for (let t = 0; t < n - 1; t++) d[t] = (n - 1 - t) * (c[t] as number);
  return d;
}

/**
 * Isolates the sign changes of p inside (a, b) as triples [lo, hi, sign of p at lo] pushed to
 * `out`; an exact zero at v is pushed as [v, v, 0]. Roots of p are separated by roots of p', so
 * when p has more than one coefficient sign change (Descartes' bound) the critical points in
 * (a, b) are isolated first, recursively on p', p'', ..., and p is monotone between consecutive
 * ones. A double root that only touches zero is not reported (it is no sign change).
 */
function isolate(c: ArrayLike<number>, n: number, a: number, b: number, out: number[], depth: number): void {
  const changes = countChanges(c, 0, n);
  if (changes === 0) return;
  let prevV = a;
  let prevS = signAt(c, n, a);
  if (changes > 1) {
    let critical = CRITICAL[depth];
    if (critical === undefined) {
      critical = [];
      CRITICAL[depth] = critical;
    }
    critical.length = 0;
    const d = derivative(c, n, depth);
    isolate(d, n - 1, a, b, critical, depth + 1);
    for (let k = 0; k < critical.length; k += 3) {
      const lo = critical[k] as number;
      const hi = critical[k + 1] as number;
      const v = lo === hi ? lo : refine(d, n - 1, lo, hi, critical[k + 2] as number);
      const s = signAt(c, n, v);
      pushChange(out, prevV, prevS, v, s);
      prevV = v;
      prevS = s;
    }
  }
  pushChange(out, prevV, prevS, b, signAt(c, n, b));
}

/** Records a zero at `v` or a sign change between `u` and `v`. */
function pushChange(out: number[], u: number, su: number, v: number, sv: number): void {
  if (sv === 0) out.push(v, v, 0);
  else if (su !== 0 && sv !== su) out.push(u, v, su);
}

/**
 * The root of p in a bracket with one sign change (`slo`: sign of p at lo), started from `hint`
 * when it lies inside (a root already found there), else from 10 % or the bracket's middle.
 */
function refine(
  c: ArrayLike<number>,
  n: number,
  lo: number,
  hi: number,
  slo: number,
  hint = V_GUESS,
): number {
  const start =
    lo < hint && hint < hi
      ? hint
      : lo < V_GUESS && V_GUESS < hi
        ? V_GUESS
        : hi > 4 * lo
          ? Math.sqrt(lo * hi)
          : 0.5 * (lo + hi);
  return solveDiscountFactor(c, n, lo, hi, slo, start, true);
}

/** Distance in rate from 10 % to the nearest point of the v-bracket [lo, hi]. */
function bracketDistance(lo: number, hi: number): number {
  const rHigh = 1 / lo - 1;
  const rLow = 1 / hi - 1;
  if (rLow <= IRR_GUESS && IRR_GUESS <= rHigh) return 0;
  return rLow > IRR_GUESS ? rLow - IRR_GUESS : IRR_GUESS - rHigh;
}

/**
 * The root of p nearest 10 % among those isolated in (a, b): brackets are solved nearest-first
 * until none can hold a nearer root. Returns v, or -1 when (a, b) holds no sign change.
 */
function nearestIn(cf: ArrayLike<number>, n: number, a: number, b: number, hint: number): number {
  const brackets = BRACKETS;
  brackets.length = 0;
  isolate(cf, n, a, b, brackets, 0);
  const count = brackets.length / 3;
  let best = -1;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (;;) {
    let pick = -1;
    let pickDistance = bestDistance;
    for (let k = 0; k < count; k++) {
      const lo = brackets[3 * k] as number;
      if (lo < 0) continue;
      const dist = bracketDistance(lo, brackets[3 * k + 1] as number);
      if (dist < pickDistance) {
        pick = k;
        pickDistance = dist;
      }
    }
    if (pick < 0) return best;
    const lo = brackets[3 * pick] as number;
    const hi = brackets[3 * pick + 1] as number;
    brackets[3 * pick] = -1;
    const v = lo === hi ? lo : refine(cf, n, lo, hi, brackets[3 * pick + 2] as number, hint);
    const distance = Math.abs(1 / v - 1 - IRR_GUESS);
    if (distance < bestDistance) {
      best = v;
      bestDistance = distance;
    }
  }
}

/** Brackets found by the top-level `isolate` (reused). */
const BRACKETS: number[] = [];

/** Plain Newton in v from `start` (no bracket); the root v, or -1 when it leaves the range or stalls. */
function freeNewton(cf: ArrayLike<number>, n: number, start: number): number {
  let v = start;
  let prevStep = Number.POSITIVE_INFINITY;
  let slow = 0;
  for (let iter = 0; iter < 40; iter++) {
    evaluate(cf, n, v);
    const ratio = STATE[RATIO_SLOT] as number;
    if (STATE[P_SLOT] === 0) return v;
    const next = v - ratio;
    if (!(next > V_MIN && next < V_MAX)) return -1;
    const step = Math.abs(ratio);
    if (step <= (STATE[HALLEY_SLOT] === 1 ? HALLEY_STEP_TOL : STEP_TOL) * v) return next;
    // give up on a linear crawl (steps not shrinking for several iterations)
    slow = step > 0.7 * prevStep ? slow + 1 : 0;
    if (slow >= 6) return -1;
    prevStep = step;
    v = next;
  }
  return -1;
}

/**
 * True when p' keeps one sign on [a, b] ⊃ {v1}, so p has at most one root there. Taylor's theorem
 * around v1: p'(v1 + h) = p'(v1) + p''(v1) h + R with |R| <= M3 h^2 / 2, where
 * M3 = Σ t(t-1)(t-2) |c_t| b^(t-3) bounds |p'''| on the interval. Costs two Horner passes.
 * Only used where v^t cannot overflow (b <= 1, or short vectors).
 */
function monotoneOn(cf: ArrayLike<number>, n: number, v1: number, a: number, b: number): boolean {
  if (b > 1 && n > 40) return false;
  STATE[COUNT_SLOT] = (STATE[COUNT_SLOT] as number) + 2;
  let p0 = cf[n - 1] as number;
  let d1 = 0;
  let d2 = 0;
  for (let t = n - 2; t >= 0; t--) {
    d2 = d2 * v1 + d1;
    d1 = d1 * v1 + p0;
    p0 = p0 * v1 + (cf[t] as number);
  }
  // now d1 = p'(v1) and d2 = p''(v1) / 2
  let m3 = 0;
  for (let t = n - 1; t >= 3; t--) m3 = m3 * b + t * (t - 1) * (t - 2) * Math.abs(cf[t] as number);
  const sign = d1 > 0 ? 1 : -1;
  const wl = v1 - a;
  const wr = b - v1;
  const w = Math.max(wl, wr);
  const low = Math.min(sign * (d1 - 2 * d2 * wl), sign * (d1 + 2 * d2 * wr));
  return d1 !== 0 && low > (m3 * w * w) / 2;
}

/**
 * True when the flows have two sign changes (ends of one sign, a middle run of the other, e.g.
 * - + + + -) and the two end coefficients provably outweigh the middle run for every v > 0, so
 * there is no IRR at all. With N = n - 1, a = |c_0|, b = |c_N| and, for a middle index t,
 * α = (N-t)/N, β = t/N, weighted AM-GM gives `w a + w b v^N >= w G_t v^t` with
 * G_t = (a/α)^α (b/β)^β for any share w; shares w_t = |c_t| / G_t cover every middle term, and
 * they fit into the ends when Σ |c_t| / G_t < 1.
 */
function endsDominate(cf: ArrayLike<number>, n: number): boolean {
  const last = n - 1;
  const a = Math.abs(cf[0] as number);
  const b = Math.abs(cf[last] as number);
  const outer = (cf[0] as number) > 0 ? 1 : -1;
  if (!((cf[last] as number) * outer > 0)) return false;
  const logA = Math.log(a);
  const logB = Math.log(b);
  let share = 0;
  for (let t = 1; t < last; t++) {
    const c = (cf[t] as number) * outer;
    if (c >= 0) continue;
    const beta = t / last;
    const alpha = 1 - beta;
    const logG = alpha * (logA - Math.log(alpha)) + beta * (logB - Math.log(beta));
    share += Math.exp(Math.log(-c) - logG);
    if (share >= 1 - 1e-9) return false;
  }
  return true;
}

/** Most pieces {@link keepsSignBySubdivision} examines on each side of v = 1. */
const SUBDIVISION_PIECES = 48;
/** Interval stack of {@link keepsSignOnUnitInterval} (reused). */
const PIECES: number[] = [];

/**
 * True when `outer · Σ c_t v^t > 0` for every v in [0, 1] (c read forwards, or backwards for the
 * reversed polynomial in x = 1/v). On a piece [lo, hi] of [0, 1], every term of outer's sign is at
 * least its value at lo and every other term at least its value at hi, so their sum bounds the
 * polynomial from below; pieces whose bound is not clearly positive are halved, up to
 * {@link SUBDIVISION_PIECES} pieces, unless the polynomial is not positive at the midpoint (then
 * it has roots there and the answer is no).
 */
function keepsSignOnUnitInterval(
  cf: ArrayLike<number>,
  n: number,
  outer: number,
  reversed: boolean,
): boolean {
  const stack = PIECES;
  stack.length = 0;
  stack.push(0, 1);
  let pieces = 0;
  while (stack.length > 0) {
    const hi = stack.pop() as number;
    const lo = stack.pop() as number;
    if (++pieces > SUBDIVISION_PIECES) return false;
    let lower = 0;
    let size = 0;
    let powLo = 1;
    let powHi = 1;
    for (let k = 0; k < n; k++) {
      const c = (cf[reversed ? n - 1 - k : k] as number) * outer;
      if (c > 0) lower += c * powLo;
      else lower += c * powHi;
      size += Math.abs(c) * powHi;
      powLo *= lo;
      powHi *= hi;
    }
    if (!(lower > 1e-12 * size)) {
      if (hi - lo < 1e-6) return false;
      const mid = 0.5 * (lo + hi);
      // a value of the wrong sign means there are roots: stop at once instead of subdividing
      let value = 0;
      for (let k = n - 1; k >= 0; k--) value = value * mid + (cf[reversed ? n - 1 - k : k] as number) * outer;
      if (!(value > 0)) return false;
      stack.push(lo, mid, mid, hi);
    }
  }
  return true;
}

/**
 * True when p provably keeps the sign of its first coefficient for every v > 0 (so it has no
 * positive root): the AM-GM proofs first, then a lower bound by subdivision of [0, 1] in v and, for
 * v >= 1, in x = 1/v.
 */
function keepsSign(cf: ArrayLike<number>, n: number): boolean {
  const outer = (cf[0] as number) > 0 ? 1 : -1;
  // ends of opposite signs: p changes sign between 0 and infinity, so it has a root
  if ((cf[n - 1] as number) * outer <= 0) return false;
  if (provablyRootless(cf, n) || endsDominate(cf, n)) return true;
  STATE[COUNT_SLOT] = (STATE[COUNT_SLOT] as number) + 1;
  return keepsSignOnUnitInterval(cf, n, outer, false) && keepsSignOnUnitInterval(cf, n, outer, true);
}

/** Scratch for the deflated polynomial of {@link otherPositiveRoot}. */
const DEFLATED = { buffer: new Float64Array(64) };
/** {@link otherPositiveRoot}: `c` is provably p's only root in the searched range. */
const NO_OTHER_ROOT = -1;
/** {@link otherPositiveRoot}: nothing proved; isolate the roots. */
const UNKNOWN_ROOTS = -2;

/**
 * What p's other positive roots are, given a root `c` found by Newton. Synthetic division by
 * (v - c) gives q with p(v) = (v - c) q(v) + p(c); every coefficient of q must stand clear of
 * its rounding error (1e-12 of the magnitudes summed into it) and p(c) must be negligible, so
 * that q for the exact root has the same signs. Then, by Descartes' rule on q:
 * - no sign change, or two that {@link keepsSign} clears: q keeps
 *   one sign for v > 0 and c is the only root ({@link NO_OTHER_ROOT});
 * - one sign change: q has exactly one positive root, found by the safeguarded Newton and
 *   polished on p; it is returned ({@link NO_OTHER_ROOT} when it lies outside the range).
 * Anything else is {@link UNKNOWN_ROOTS}. One pass plus at most one small solve; no isolation.
 */
function otherPositiveRoot(cf: ArrayLike<number>, n: number, c: number): number {
  if (n < 3) return UNKNOWN_ROOTS;
  STATE[COUNT_SLOT] = (STATE[COUNT_SLOT] as number) + 1;
  if (DEFLATED.buffer.length < n) DEFLATED.buffer = new Float64Array(n);
  const q = DEFLATED.buffer;
  let acc = cf[n - 1] as number;
  let size = Math.abs(acc);
  q[n - 2] = acc;
  let changes = 0;
  for (let k = n - 2; k >= 1; k--) {
    const next = (cf[k] as number) + c * acc;
    size = Math.abs(cf[k] as number) + c * size;
    if (!(Math.abs(next) > 1e-12 * size)) return UNKNOWN_ROOTS;
    if (next > 0 !== acc > 0) changes++;
    acc = next;
    q[k - 1] = acc;
  }
  const remainder = (cf[0] as number) + c * acc;
  if (!(Math.abs(remainder) <= 1e-9 * Math.abs(cf[0] as number) + 1e-9 * c * size)) return UNKNOWN_ROOTS;
  if (changes === 0 || (changes === 2 && keepsSign(q, n - 1))) {
    return NO_OTHER_ROOT;
  }
  if (changes !== 1) return UNKNOWN_ROOTS;
  const other = solveDiscountFactor(q, n - 1, V_MIN, V_MAX, acc > 0 ? 1 : -1, V_GUESS, false);
  if (other < 0) return NO_OTHER_ROOT;
  const polished = freeNewton(cf, n, other);
  return polished > 0 && Math.abs(polished - other) <= 1e-6 * other ? polished : UNKNOWN_ROOTS;
}

/** Distance in rate from 10 % to the discount factor v. */
function distanceFromGuess(v: number): number {
  return Math.abs(1 / v - 1 - IRR_GUESS);
}

/**
 * For vectors with several sign changes, the root nearest 10 %. A plain Newton run from `start`
 * (10 %, or a nearby hold's root in the hold search) usually lands on it; the candidate is then
 * settled by deflation (`otherPositiveRoot`: it is provably the only root, or the one other root is found), or when p is provably monotone on the set of
 * points within its distance of 10 % (`monotoneOn`), or else by isolating every root there (see
 * `isolate`), which also finds a nearer one if there is. Without a candidate the whole range is
 * isolated. Returns v, or -1 when the range holds no root.
 */
export function scanNearestRoot(cf: ArrayLike<number>, n: number, start = V_GUESS): number {
  // Any root will do as a candidate (deflation or isolation then settles which is nearest); a
  // second start at 0 % rescues vectors on which Newton from 10 % wanders off.
  let candidate = freeNewton(cf, n, start);
  if (candidate < 0 && start !== 1) {
    // only a crossing root counts: a root that merely touches zero is no sign change
    const fromZero = freeNewton(cf, n, 1);
    if (fromZero > 0 && signAt(cf, n, fromZero * (1 - 1e-7)) !== signAt(cf, n, fromZero * (1 + 1e-7))) {
      candidate = fromZero;
    }
  }
  if (candidate > 0) {
    const d = Math.abs(1 / candidate - 1 - IRR_GUESS) * (1 + 1e-6) + 1e-12;
    const a = Math.max(V_MIN, 1 / (1 + IRR_GUESS + d));
    const b = Math.min(V_MAX, 1 / (1 + Math.max(IRR_MIN, IRR_GUESS - d)));
    const other = otherPositiveRoot(cf, n, candidate);
    if (other === NO_OTHER_ROOT) return candidate;
    if (other > 0) return distanceFromGuess(other) < distanceFromGuess(candidate) ? other : candidate;
    if (monotoneOn(cf, n, candidate, a, b)) return candidate;
    const v = nearestIn(cf, n, a, b, candidate);
    if (v > 0) return v;
  }
  // Newton found nothing: often there is no root at all, which subdivision proves cheaply
  if (keepsSign(cf, n)) return -1;
  return nearestIn(cf, n, V_MIN, V_MAX, V_GUESS);
}

/**
 * True when the flows have two sign changes (e.g. + + - - + +: a balloon amid inflows) and p
 * provably keeps the sign of the ends for every v > 0, so there is no IRR at all. Proof by
 * weighted AM-GM: for i < t < j with α = (j-t)/(j-i), β = (t-i)/(j-i),
 * `a v^i + b v^j >= (a/α)^α (b/β)^β v^t`. Every outer-signed coefficient is shared among the
 * middle run's terms in proportion to their sizes (share |c_t| / T, T = Σ |c_t| over the run); the
 * term t is covered when its pairs (outer coefficients left and right of the run, nearest first,
 * each used once) sum above T. A cheap shortcut before root isolation, which would reach the same
 * "no root" answer with dozens of evaluations.
 */
function provablyRootless(cf: ArrayLike<number>, n: number): boolean {
  const outer = (cf[0] as number) > 0 ? 1 : -1;
  if (!((cf[n - 1] as number) * outer > 0)) return false;
  let first = -1;
  let last = -1;
  let total = 0;
  for (let t = 1; t < n - 1; t++) {
    const c = (cf[t] as number) * outer;
    if (c < 0) {
      if (first < 0) first = t;
      last = t;
      total -= c;
    }
  }
  if (first < 0) return false;
  for (let t = first; t <= last; t++) {
    if ((cf[t] as number) * outer >= 0) continue;
    let sum = 0;
    let i = first - 1;
    let j = last + 1;
    while (sum <= total * (1 + 1e-9)) {
      while (i >= 0 && (cf[i] as number) * outer <= 0) i--;
      while (j < n && (cf[j] as number) * outer <= 0) j++;
      if (i < 0 || j >= n) return false;
      const alpha = (j - t) / (j - i);
      const beta = 1 - alpha;
      const a = (cf[i] as number) * outer;
      const b = (cf[j] as number) * outer;
      sum += Math.exp(alpha * Math.log(a / alpha) + beta * Math.log(b / beta));
      i--;
      j++;
    }
  }
  return true;
}

/** Flows copied into one typed array, so every evaluation reads the same array shape. */
const FLOWS = { buffer: new Float64Array(64) };

/**
 * Solves NPV(r) = 0 for `cf[0..n-1]` and writes the outcome into `out`: with one sign change
 * the unique root by the safeguarded Newton from `guessV` (a discount factor; 1/1.1 is the 10 %
 * start), with several the root nearest 10 % (`scanNearestRoot`). `iterations` counts NPV
 * evaluations. Used by `irrDetailed` and by the hold search, which passes its previous root.
 * The flows are copied into a typed array (without leading and trailing zeros, rescaled when
 * their magnitude is extreme) after one pass that counts their signs.
 */
export function solveIrr(cf: ArrayLike<number>, n: number, guessV: number, out: IrrResult): IrrResult {
  STATE[COUNT_SLOT] = 0;
  if (FLOWS.buffer.length < n) FLOWS.buffer = new Float64Array(n);
  const flows = FLOWS.buffer;
  // one branch-light pass: copy, count sign changes, find the first and last non-zero flow and
  // the largest magnitude; `poison` becomes NaN if any flow is NaN or infinite (c * 0)
  let changes = 0;
  let prev = 0;
  let first = 0;
  let lo = -1;
  let hi = -1;
  let maxAbs = 0;
  let poison = 0;
  for (let t = 0; t < n; t++) {
    const c = cf[t] as number;
    flows[t] = c;
    poison += c * 0;
    const a = Math.abs(c);
    if (a > 0) {
      if (lo < 0) {
        lo = t;
        first = c > 0 ? 1 : -1;
      } else if (prev > 0 !== c > 0) changes++;
      hi = t;
      if (a > maxAbs) maxAbs = a;
      prev = c;
    }
  }
  const finite = poison === 0;
  out.multipleRootsPossible = finite && changes > 1;
  if (!finite || changes === 0) {
    out.rate = 0;
    out.status = finite ? 'no-sign-change' : 'no-root';
    out.iterations = 0;
    return out;
  }
  // leading and trailing zero flows only multiply p(v) by a power of v: drop them; far from unit
  // magnitudes, rescale so that Horner sums neither overflow nor sink into subnormals
  const m = hi - lo + 1;
  if (lo > 0) for (let t = 0; t < m; t++) flows[t] = flows[t + lo] as number;
  if (maxAbs > 2 ** 500 || maxAbs < 2 ** -500)
    for (let t = 0; t < m; t++) flows[t] = (flows[t] as number) / maxAbs;
  const v =
    changes === 1
      ? solveDiscountFactor(flows, m, V_MIN, V_MAX, first, guessV, false)
      : changes === 2 && (provablyRootless(flows, m) || endsDominate(flows, m))
        ? -1
        : scanNearestRoot(flows, m, guessV);
  out.iterations = STATE[COUNT_SLOT] as number;
  if (v > 0) {
    out.rate = 1 / v - 1;
    out.status = 'converged';
  } else {
    out.rate = 0;
    out.status = 'no-root';
  }
  return out;
}

export { V_GUESS, V_MAX, V_MIN };
