/**
 * The IRR solver behind `irr`, `irrDetailed` and the hold-period search: one pass over the flows
 * counts their sign changes, then one sign change goes to the safeguarded Newton path (exactly
 * one positive root, by Descartes' rule) and several to root isolation, which returns the root
 * nearest 10 %. Nothing is kept between calls.
 */

import { Polynomial } from './irr-eval.js';
import { solveDiscountFactor } from './irr-newton.js';
import { V_MAX, V_MIN } from './irr-range.js';
import { nearestRoot } from './irr-roots.js';
import type { IrrResult } from './types.js';

export { IRR_GUESS, IRR_MAX, IRR_MIN, V_GUESS } from './irr-range.js';

/**
 * Solves NPV(r) = 0 for `cf[0..n-1]` (what `irrDetailed` reports): with one sign change
 * the unique root by the safeguarded Newton from `guessV` (a discount factor; `V_GUESS` is the
 * 10 % start), with several the root nearest 10 % among all those isolated in the range (Newton
 * in each bracket starts from `guessV` when it lies inside). `iterations` counts NPV evaluations.
 * Leading and trailing zero flows only multiply p(v) by a power of v and are skipped; flows of
 * extreme magnitude are rescaled (in a copy) so that Horner sums neither overflow nor sink into
 * subnormals. NaN or infinite flows give `non-finite`.
 */
export function solveIrr(cf: ArrayLike<number>, n: number, guessV: number): IrrResult {
  let changes = 0;
  let prev = 0;
  let first = 0;
  let lo = -1;
  let hi = -1;
  let maxAbs = 0;
  // becomes NaN if any flow is NaN or infinite (c * 0)
  let poison = 0;
  for (let t = 0; t < n; t++) {
    const c = cf[t] as number;
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
  const multipleRootsPossible = finite && changes > 1;
  if (!finite || changes === 0) {
    return {
      rate: 0,
      status: finite ? 'no-sign-change' : 'non-finite',
      iterations: 0,
      multipleRootsPossible,
    };
  }
  const m = hi - lo + 1;
  const p =
    maxAbs > 2 ** 500 || maxAbs < 2 ** -500
      ? new Polynomial(
          Array.from({ length: m }, (_, t) => (cf[lo + t] as number) / maxAbs),
          0,
          m,
        )
      : new Polynomial(cf, lo, m);
  const v =
    changes === 1
      ? solveDiscountFactor(p, V_MIN, V_MAX, first, guessV, false)
      : nearestRoot(p, V_MIN, V_MAX, guessV);
  return v > 0
    ? { rate: 1 / v - 1, status: 'converged', iterations: p.count, multipleRootsPossible }
    : { rate: 0, status: 'no-root', iterations: p.count, multipleRootsPossible };
}
