/**
 * The seeded generator of the Monte Carlo simulation: xoshiro128** (Blackman and Vigna, 2018), a
 * 128-bit state of four 32-bit words, period 2^128 - 1, fast in JavaScript (32-bit integer
 * arithmetic only: `Math.imul`, shifts).
 *
 * How a seed maps to a stream: the seed (any safe integer, negative too) is split into its low 32
 * bits `lo` (`seed mod 2^32`) and the rest `hi` (`floor(seed / 2^32)`, taken modulo 2^32). The
 * state words are `fmix32(lo)`, `fmix32(hi ^ 0x9e3779b9)`, `fmix32(lo ^ 0x85ebca6b)` and
 * `fmix32(hi ^ 0xc2b2ae35)`, where `fmix32` is MurmurHash3's finaliser (a bijection of 32-bit
 * words). The first two words alone determine (lo, hi), so distinct seeds start from distinct
 * states, and the state is never all zeros (word 0 is zero only for lo = 0, word 2 only for
 * lo = 0x85ebca6b). The first 16 outputs are discarded.
 *
 * A uniform number is 53 random bits from two outputs, `((a >>> 5) * 2^26 + (b >>> 6)) / 2^53`,
 * in [0, 1): every double of the form k / 2^53.
 */

/** MurmurHash3's 32-bit finaliser: a bijection that spreads every input bit over the output. */
function fmix32(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

const TWO_32 = 4_294_967_296;
const TWO_26 = 67_108_864;
const TWO_53 = 9_007_199_254_740_992;

/** A seeded stream of uniform numbers in [0, 1). */
export class Xoshiro128 {
  private s0: number;
  private s1: number;
  private s2: number;
  private s3: number;

  /** The stream of `seed` (a safe integer), at its start. */
  constructor(seed: number) {
    const lo = ((seed % TWO_32) + TWO_32) % TWO_32;
    const hi = Math.floor(seed / TWO_32);
    this.s0 = fmix32(lo);
    this.s1 = fmix32((hi ^ 0x9e3779b9) >>> 0);
    this.s2 = fmix32((lo ^ 0x85ebca6b) >>> 0);
    this.s3 = fmix32((hi ^ 0xc2b2ae35) >>> 0);
    for (let k = 0; k < 16; k++) this.next();
  }

  /** The next 32-bit output, an unsigned integer. */
  next(): number {
    const result = Math.imul(rotl(Math.imul(this.s1, 5), 7), 9) >>> 0;
    const t = this.s1 << 9;
    this.s2 ^= this.s0;
    this.s3 ^= this.s1;
    this.s1 ^= this.s2;
    this.s0 ^= this.s3;
    this.s2 ^= t;
    this.s3 = rotl(this.s3, 11);
    return result;
  }

  /** The next uniform number in [0, 1) (two outputs). */
  uniform(): number {
    const a = this.next() >>> 5;
    const b = this.next() >>> 6;
    return (a * TWO_26 + b) / TWO_53;
  }

  /** Skips `count` uniform numbers (2 * count outputs). */
  skip(count: number): void {
    for (let k = 0; k < 2 * count; k++) this.next();
  }
}

/** `x` rotated left by `k` bits, as a 32-bit word. */
function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}
