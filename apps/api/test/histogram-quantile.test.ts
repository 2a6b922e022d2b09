import { describe, expect, it } from 'vitest';
import { bucketIndexOf, type CumulativeBucket, histogramQuantile } from '../bench/histogram-quantile.js';

const INF = Number.POSITIVE_INFINITY;

/** Cumulative buckets from `[le, count in that bucket alone]` pairs. */
function cumulative(pairs: [number, number][]): CumulativeBucket[] {
  let sum = 0;
  return pairs.map(([le, n]) => {
    sum += n;
    return { le, count: sum };
  });
}

describe('histogramQuantile (as Prometheus histogram_quantile)', () => {
  it('interpolates linearly inside the bucket where the rank falls', () => {
    // 100 observations: 50 in (0, 1], 40 in (1, 2], 10 in (2, 4]
    const buckets = cumulative([
      [1, 50],
      [2, 40],
      [4, 10],
      [INF, 0],
    ]);
    // rank 95: 5 of the 10 in (2, 4] → halfway
    expect(histogramQuantile(0.95, buckets)).toEqual({ value: 3, lower: 2, upper: 4, index: 2 });
    // rank 50 reaches the first bucket's count exactly → its upper bound
    expect(histogramQuantile(0.5, buckets)).toEqual({ value: 1, lower: 0, upper: 1, index: 0 });
    // rank 70: 20 of the 40 in (1, 2]
    expect(histogramQuantile(0.7, buckets)?.value).toBeCloseTo(1.5, 12);
    // rank 0: the first bucket reaches it, at its lower bound
    expect(histogramQuantile(0, buckets)?.value).toBe(0);
  });

  it('reads unsorted buckets in le order, as the labels of a scrape come in any order', () => {
    const buckets = cumulative([
      [0.01, 10],
      [0.025, 10],
      [INF, 0],
    ]);
    expect(histogramQuantile(0.75, [...buckets].reverse())?.value).toBeCloseTo(0.0175, 12);
  });

  it('skips empty buckets to the first one whose cumulative count reaches the rank', () => {
    const buckets = cumulative([
      [0.001, 0],
      [0.0025, 0],
      [0.005, 20],
      [0.01, 0],
      [INF, 0],
    ]);
    expect(histogramQuantile(0.95, buckets)).toEqual({
      value: 0.0025 + 0.0025 * 0.95,
      lower: 0.0025,
      upper: 0.005,
      index: 2,
    });
  });

  it('answers the highest finite bound when the rank lies in the +Inf bucket', () => {
    const buckets = cumulative([
      [1, 1],
      [2, 1],
      [INF, 8],
    ]);
    expect(histogramQuantile(0.95, buckets)).toEqual({ value: 2, lower: 2, upper: INF, index: 2 });
  });

  it('forces cumulative counts monotonic (counts read at slightly different moments)', () => {
    const buckets = [
      { le: 1, count: 10 },
      { le: 2, count: 9 },
      { le: 4, count: 20 },
      { le: INF, count: 20 },
    ];
    // counts seen as 10, 10, 20, 20: rank 15 is halfway through (2, 4]
    expect(histogramQuantile(0.75, buckets)?.value).toBe(3);
  });

  it('has no answer without observations or without a +Inf bucket', () => {
    expect(
      histogramQuantile(
        0.95,
        cumulative([
          [1, 0],
          [INF, 0],
        ]),
      ),
    ).toBeNull();
    expect(
      histogramQuantile(
        0.95,
        cumulative([
          [1, 3],
          [2, 1],
        ]),
      ),
    ).toBeNull();
    expect(histogramQuantile(0.95, [])).toBeNull();
  });

  it('refuses a quantile outside [0, 1]', () => {
    const buckets = cumulative([
      [1, 1],
      [INF, 0],
    ]);
    expect(() => histogramQuantile(1.5, buckets)).toThrow(RangeError);
    expect(() => histogramQuantile(-0.1, buckets)).toThrow(RangeError);
    expect(() => histogramQuantile(Number.NaN, buckets)).toThrow(RangeError);
  });
});

describe('bucketIndexOf', () => {
  const bounds = [1, 2.5, 5, 10];
  it('puts a value equal to a bound in that bound’s bucket (le)', () => {
    expect(bucketIndexOf(0.2, bounds)).toBe(0);
    expect(bucketIndexOf(1, bounds)).toBe(0);
    expect(bucketIndexOf(1.0001, bounds)).toBe(1);
    expect(bucketIndexOf(10, bounds)).toBe(3);
  });
  it('answers bounds.length (the +Inf bucket) above every bound', () => {
    expect(bucketIndexOf(11, bounds)).toBe(4);
  });
});
