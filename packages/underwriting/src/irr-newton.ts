/**
 * The fast path of the IRR solver: a safeguarded Newton iteration in the discount factor v on a
 * bracket where p changes sign once. With one sign change in the flows, Descartes' rule of signs
 * says p has exactly one positive root, so this path alone settles the IRR.
 */

import { evaluate, type Polynomial } from './irr-eval.js';
import { V_MAX, V_MIN } from './irr-range.js';

const MAX_ITER = 300;
/** A Newton step below this (relative to v) leaves an error of order 1e-18 relative: the last one. */
const STEP_TOL = 1e-9;
/**
 * A Halley step below this (relative to v) leaves an error of order (1e-6)^3 relative, so it is
 * the last one.
 */
const HALLEY_STEP_TOL = 1e-6;

/**
 * Safeguarded Newton in v on the bracket (va, vb), where p has sign `sa` near va and `-sa` near
 * vb, started at `v0`. A Newton (or Halley) step is taken when it stays inside the bracket, the
 * previous one shrank |p| by at least a third and steps are not crawling (three in a row not
 * clearly shorter than the one before); otherwise the bracket is bisected (geometrically while it
 * spans more than a factor 4). When `verified` is false the ends are the search limits and their
 * signs are only assumed: they are checked (one evaluation each) the first time a bisection needs
 * them. Stops on the step size or when the bracket is a few ulps wide. Returns the root v, or -1
 * when the checked limits show no root between them.
 */
export function solveDiscountFactor(
  e: Polynomial,
  lo: number,
  hi: number,
  sa: number,
  v0: number,
  verified: boolean,
): number {
  let va = lo;
  let vb = hi;
  let checked = verified;
  let v = v0;
  let lastWasNewton = false;
  let prevAbs = Number.POSITIVE_INFINITY;
  let prevStep = Number.POSITIVE_INFINITY;
  let slow = 0;
  for (let iter = 0; iter < MAX_ITER; iter++) {
    evaluate(e, v);
    const p = e.value;
    const ratio = e.step;
    if (p === 0) return v;
    if (p > 0 === sa > 0) va = v;
    else vb = v;
    const abs = Math.abs(p);
    let next = v - ratio;
    const step = Math.abs(ratio);
    if (step <= (e.thirdOrder ? HALLEY_STEP_TOL : STEP_TOL) * v) {
      return next > va && next < vb ? next : v;
    }
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
      if (!limitsHoldRoot(e, sa)) return -1;
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

/** True when p really has sign `sa` at V_MIN and the opposite sign at V_MAX (or a zero at V_MIN). */
function limitsHoldRoot(e: Polynomial, sa: number): boolean {
  evaluate(e, V_MIN);
  const low = e.value;
  if (low === 0 || low > 0 !== sa > 0) return low === 0;
  evaluate(e, V_MAX);
  const high = e.value;
  return high !== 0 && high > 0 !== sa > 0;
}
