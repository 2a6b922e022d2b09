/** The range the IRR is searched in, as rates (fractions) and as discount factors `v = 1/(1+r)`. */

/** Lowest IRR searched, as a fraction. */
export const IRR_MIN = -0.9999;
/** Highest IRR searched, as a fraction. */
export const IRR_MAX = 1e6;
/** Where the search starts (10 %); with several roots, the one nearest this rate is returned. */
export const IRR_GUESS = 0.1;

/** Discount factor of {@link IRR_MAX} (the low end of the v range). */
export const V_MIN = 1 / (1 + IRR_MAX);
/** Discount factor of {@link IRR_MIN} (the high end of the v range). */
export const V_MAX = 1 / (1 + IRR_MIN);
/** Discount factor of {@link IRR_GUESS}. */
export const V_GUESS = 1 / (1 + IRR_GUESS);

/** Distance in rate from {@link IRR_GUESS} to the discount factor v. */
export function distanceFromGuess(v: number): number {
  return Math.abs(1 / v - 1 - IRR_GUESS);
}
