/**
 * A slow, independent high-precision IRR reference for tests: the sign of NPV at a rational rate
 * is computed exactly with BigInt (every double is an exact dyadic rational), and the rate is
 * bisected on a 2^-80 grid. Agrees with the true root to about 1e-24 absolute.
 */

const SCALE_BITS = 80n;
const ONE = 1n << SCALE_BITS;

/** x as m / 2^k with integer m. */
function dyadic(x: number): [bigint, number] {
  let k = 0;
  let y = x;
  while (!Number.isInteger(y)) {
    y *= 2;
    k++;
  }
  return [BigInt(y), k];
}

/** Sign of Σ cf_t / (1 + a/2^80)^t, exactly. */
export function exactNpvSign(cf: readonly number[], a: bigint): number {
  const parts = cf.map(dyadic);
  const maxK = Math.max(...parts.map(([, k]) => k));
  const n = cf.length - 1;
  const base = ONE + a; // (1 + r) * 2^80
  let sum = 0n;
  let pow = 1n; // base^(n - t), built from t = n down to 0
  for (let t = n; t >= 0; t--) {
    const [m, k] = parts[t] as [bigint, number];
    // c_t * q^t * (p+q)^(n-t) with q = 2^80, all scaled by 2^maxK
    sum += (m << BigInt(maxK - k)) * ONE ** BigInt(t) * pow;
    pow *= base;
  }
  return sum > 0n ? 1 : sum < 0n ? -1 : 0;
}

/** Rate (a fraction) as a numerator over 2^80, rounded down. */
function toGrid(rate: number): bigint {
  const [m, k] = dyadic(rate);
  const shift = BigInt(k) - SCALE_BITS;
  return shift > 0n ? m >> shift : m << -shift;
}

/**
 * The root inside [lo, hi] (fractions) where NPV changes sign, bisected exactly to 2^-80.
 * Throws when NPV has the same sign at both ends.
 */
export function exactIrr(cf: readonly number[], lo: number, hi: number): number {
  let a = toGrid(lo);
  let b = toGrid(hi);
  const sa = exactNpvSign(cf, a);
  const sb = exactNpvSign(cf, b);
  if (sa === 0) return lo;
  if (sb === 0) return hi;
  if (sa === sb) throw new Error(`no sign change in [${lo}, ${hi}]`);
  while (b - a > 1n) {
    const mid = (a + b) >> 1n;
    const s = exactNpvSign(cf, mid);
    if (s === 0) return Number(mid) / Number(ONE);
    if (s === sa) a = mid;
    else b = mid;
  }
  return Number(a) / Number(ONE);
}
