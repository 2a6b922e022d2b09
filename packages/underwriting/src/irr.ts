import { solveIrr, V_GUESS } from './irr-core.js';
import type { IrrResult } from './types.js';

/**
 * Internal rate of return with a report on how it was found. `rate` is a fraction (0.1 = 10 %):
 * the r > -1 with `Σ cf_t / (1+r)^t = 0`, searched in (-0.9999, 1e6) from 10 %. Status
 * `no-sign-change` (rate 0) when the flows never change sign, `no-root` (rate 0) when no root lies
 * in the search range, `non-finite` (rate 0) when a flow is NaN or infinite; with several sign
 * changes the root nearest 10 % is returned and `multipleRootsPossible` is true. `iterations`
 * counts NPV evaluations.
 *
 * @example irrDetailed([-100, 44]) // { rate: -0.56, status: 'converged', iterations: 2, multipleRootsPossible: false }
 * @example irrDetailed([100, 50]) // { rate: 0, status: 'no-sign-change', iterations: 0, multipleRootsPossible: false }
 * @example irrDetailed([NaN, 1]) // { rate: 0, status: 'non-finite', iterations: 0, multipleRootsPossible: false }
 */
export function irrDetailed(cashFlows: readonly number[]): IrrResult {
  return solveIrr(cashFlows, cashFlows.length, V_GUESS);
}

/**
 * Internal rate of return as a fraction (0.1 = 10 %), or `null` when there is no rate: the flows
 * never change sign, no root lies in (-0.9999, 1e6), or a flow is NaN or infinite. See
 * {@link irrDetailed} for which of these it was.
 *
 * @example irr([-1000, 300, 400, 500]) // 0.0889633946933499
 * @example irr([-100, 44]) // -0.56
 * @example irr([100, 50]) // null (no sign change)
 * @example irr([NaN, 1]) // null
 */
export function irr(cashFlows: readonly number[]): number | null {
  const result = irrDetailed(cashFlows);
  return result.status === 'converged' ? result.rate : null;
}
