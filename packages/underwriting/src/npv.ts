/**
 * Net present value at `rate` (a fraction, > -1) of flows at t = 0, 1, 2, ...:
 * `Σ cf_t / (1 + rate)^t`, the first flow undiscounted (unlike a spreadsheet's NPV). Evaluated
 * by Horner's rule in the discount factor `1/(1+rate)`. NaN when rate <= -1.
 *
 * @example npv(0.1, [-1000, 500, 700]) // 33.05785123966939
 */
export function npv(rate: number, cashFlows: readonly number[]): number {
  if (!(rate > -1)) return Number.NaN;
  const n = cashFlows.length;
  if (n === 0) return 0;
  const v = 1 / (1 + rate);
  let sum = cashFlows[n - 1] as number;
  for (let t = n - 2; t >= 0; t--) sum = sum * v + (cashFlows[t] as number);
  return sum;
}
