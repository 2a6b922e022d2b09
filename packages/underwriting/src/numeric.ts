/**
 * `numerator / denominator`, or `fallback` when the denominator is 0 or the quotient is not
 * finite (a denominator so tiny that the quotient overflows counts as 0, so that every output
 * stays finite).
 *
 * @example safeDivide(1, 4, 0) // 0.25
 * @example safeDivide(1, 0, null) // null
 * @example safeDivide(1, 5e-324, 0) // 0
 */
export function safeDivide<T>(numerator: number, denominator: number, fallback: T): number | T {
  if (denominator === 0) return fallback;
  const q = numerator / denominator;
  return Number.isFinite(q) ? q : fallback;
}
