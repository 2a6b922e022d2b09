/**
 * Evaluation of an NPV polynomial for the IRR solvers. In the discount factor `v = 1/(1+r)` the
 * NPV of flows `c_0..c_(n-1)` is the polynomial `p(v) = Σ c_t v^t`; one Horner pass (no
 * `Math.pow`) gives p and the step towards its root. For `v > 1` the pass runs on the reversed
 * polynomial in `x = 1/v` (`p(v) / v^(n-1)`, same sign), so long vectors never overflow.
 */

/**
 * The polynomial `p(v) = Σ c[from + t] v^t`, t < n (leading zero flows are skipped by `from`
 * instead of copying the flows), with the result of its last {@link evaluate}. One object per
 * solve, so nothing is shared between calls.
 */
export class Polynomial {
  /** p(v) at the last evaluation, or for v > 1 the reversed polynomial (same sign). */
  value = 0;
  /** Step proposed by the last evaluation: Newton's `p/p'`, or Halley's when `thirdOrder`. */
  step = 0;
  /** True when `step` is Halley's (third order). */
  thirdOrder = false;
  /** Evaluations so far (what `irrDetailed` reports as `iterations`). */
  count = 0;

  constructor(
    readonly c: ArrayLike<number>,
    readonly from: number,
    readonly n: number,
  ) {}
}

/**
 * Evaluates p and the step at v into `e`. For v <= 1, `p(v) = E(w) + v O(w)` with `w = v^2`
 * (even and odd coefficients) runs as independent Horner chains for E, O and their first and
 * half second derivatives in w, so the loop takes n/2 steps; the second derivative turns Newton's
 * step into Halley's `p p' / (p'^2 - p p''/2)` when that correction is modest.
 */
export function evaluate(e: Polynomial, v: number): void {
  const c = e.c;
  const from = e.from;
  const n = e.n;
  e.count++;
  if (v <= 1) {
    const w = v * v;
    let e0 = 0;
    let e1 = 0;
    let e2 = 0;
    let o0 = 0;
    let o1 = 0;
    let o2 = 0;
    let t = n - 1;
    if ((t & 1) === 0) {
      e0 = c[from + t] as number;
      t--;
    }
    for (; t >= 1; t -= 2) {
      o2 = o2 * w + o1;
      o1 = o1 * w + o0;
      o0 = o0 * w + (c[from + t] as number);
      e2 = e2 * w + e1;
      e1 = e1 * w + e0;
      e0 = e0 * w + (c[from + t - 1] as number);
    }
    // p = E + vO;  p' = 2v E' + O + 2w O';  p'' = 2E' + 4w E'' + 6v O' + 4vw O'' (E'' = 2 e2)
    const p = e0 + v * o0;
    const d1 = 2 * v * e1 + o0 + 2 * w * o1;
    const d2 = 2 * e1 + 8 * w * e2 + 6 * v * o1 + 8 * v * w * o2;
    e.value = p;
    const d1sq = d1 * d1;
    const den = d1sq - 0.5 * p * d2;
    const halley = den > 0.5 * d1sq && den < 2 * d1sq;
    e.step = halley ? (p * d1) / den : p / d1;
    e.thirdOrder = halley;
  } else {
    const x = 1 / v;
    let q = c[from] as number;
    let s = 0;
    for (let t = 1; t < n; t++) {
      const ct = c[from + t] as number;
      q = q * x + ct;
      s = s * x + t * ct;
    }
    e.value = q;
    e.step = q / (x * s);
    e.thirdOrder = false;
  }
}

/** Sign of p at v (-1, 0 or 1; one evaluation). */
export function signAt(e: Polynomial, v: number): number {
  evaluate(e, v);
  const p = e.value;
  return p > 0 ? 1 : p < 0 ? -1 : 0;
}

/** Sign changes of the coefficients, zeros skipped (Descartes' bound on the positive roots). */
export function signChanges(k: Polynomial): number {
  const { c, from, n } = k;
  let changes = 0;
  let last = 0;
  for (let t = from; t < from + n; t++) {
    const x = c[t] as number;
    const s = x > 0 ? 1 : x < 0 ? -1 : 0;
    if (s === 0) continue;
    if (last !== 0 && s !== last) changes++;
    last = s;
  }
  return changes;
}
