/** One cumulative bucket of a Prometheus histogram: observations ≤ `le`. */
export interface CumulativeBucket {
  /** Upper bound (`le`), `Infinity` for the `+Inf` bucket. */
  le: number;
  /** Observations at or below `le` (cumulative, as exposed in `_bucket` samples). */
  count: number;
}

/** A quantile read off a histogram, with the bucket it was interpolated in. */
export interface BucketQuantile {
  /** The estimate, in the histogram's unit. */
  value: number;
  /** Lower bound of the bucket the estimate lies in (0 for the first bucket). */
  lower: number;
  /** Upper bound of that bucket. */
  upper: number;
  /** Position of that bucket among the sorted buckets (0 = lowest `le`). */
  index: number;
}

/**
 * Estimates the `q`-quantile (0 ≤ q ≤ 1) of a histogram the way Prometheus's
 * `histogram_quantile` does: buckets sorted by `le` (the `+Inf` bucket required), counts made
 * non-decreasing, rank = q × total observations, the first bucket whose cumulative count reaches
 * the rank, and linear interpolation between that bucket's lower and upper bound (the first
 * bucket's lower bound is 0). When the rank lies in the `+Inf` bucket, the estimate is the
 * highest finite bound, as in Prometheus. Returns null when there are no observations or no
 * `+Inf` bucket (Prometheus answers NaN); throws a RangeError for a `q` outside [0, 1].
 */
export function histogramQuantile(q: number, buckets: readonly CumulativeBucket[]): BucketQuantile | null {
  if (!(q >= 0 && q <= 1)) throw new RangeError(`quantile ${q} is not between 0 and 1`);
  const sorted = [...buckets].sort((a, b) => a.le - b.le);
  const last = sorted.at(-1);
  if (!last || last.le !== Number.POSITIVE_INFINITY || sorted.length < 2) return null;
  // Counts scraped at slightly different moments can dip; Prometheus forces them monotonic.
  let running = 0;
  const counts = sorted.map((b) => {
    running = Math.max(running, b.count);
    return running;
  });
  const total = counts.at(-1) ?? 0;
  if (total === 0) return null;
  const rank = q * total;
  let index = counts.findIndex((count, i) => i < sorted.length - 1 && count >= rank);
  if (index === -1) index = sorted.length - 1;
  const upperOf = (i: number) => sorted[i]?.le ?? Number.NaN;
  if (index === sorted.length - 1) {
    const highestFinite = upperOf(sorted.length - 2);
    return { value: highestFinite, lower: highestFinite, upper: Number.POSITIVE_INFINITY, index };
  }
  if (index === 0 && upperOf(0) <= 0)
    return { value: upperOf(0), lower: upperOf(0), upper: upperOf(0), index };
  const lower = index === 0 ? 0 : upperOf(index - 1);
  const below = index === 0 ? 0 : (counts[index - 1] ?? 0);
  const inBucket = (counts[index] ?? 0) - below;
  const upper = upperOf(index);
  return { value: lower + (upper - lower) * ((rank - below) / inBucket), lower, upper, index };
}

/**
 * Which bucket a single value falls in, with Prometheus's `le` meaning (a value equal to a bound
 * belongs to that bound's bucket): the index of the first bound ≥ `value`, or `bounds.length` (the
 * `+Inf` bucket) above them all. `bounds` are the finite upper bounds, ascending.
 */
export function bucketIndexOf(value: number, bounds: readonly number[]): number {
  const index = bounds.findIndex((le) => value <= le);
  return index === -1 ? bounds.length : index;
}
