import type { Registry } from 'prom-client';

/** One label combination's counts. */
interface Series {
  labels: Record<string, string>;
  /** Per bucket (not cumulative), the last one +Inf. */
  buckets: Float64Array;
  sum: number;
  count: number;
}

/** A value of prom-client's metric protocol (what `Registry#metrics()` renders). */
interface MetricValue {
  metricName?: string;
  labels: Record<string, string | number>;
  value: number;
}

/**
 * A histogram, and the counter of the same observations, for the request hot path. prom-client's
 * own children validate and hash their labels on every call (a few microseconds per request,
 * the whole budget of the metrics); here a series is found by one string key and counted into a
 * typed array. The registry still renders it, through prom-client's metric protocol (`get()`).
 */
export class FastHistogram {
  private readonly series = new Map<string, Series>();
  private readonly bounds: readonly number[];

  /**
   * Registers the histogram `name` (and, when `counterName` is given, a counter of its
   * observations) in `registry`.
   */
  constructor(
    registry: Registry,
    private readonly options: {
      name: string;
      help: string;
      buckets: readonly number[];
      counterName?: string;
      counterHelp?: string;
    },
  ) {
    this.bounds = options.buckets;
    registry.registerMetric(
      this.metric(options.name, options.help, 'histogram', () => this.histogramValues()) as never,
    );
    if (options.counterName) {
      const counterName = options.counterName;
      registry.registerMetric(
        this.metric(counterName, options.counterHelp ?? options.help, 'counter', () =>
          [...this.series.values()].map((s) => ({ labels: s.labels, value: s.count })),
        ) as never,
      );
    }
  }

  /**
   * Counts one observation of `value` for the series `key`; `labels` builds that series' labels
   * the first time the key is seen (callers make the key from the label values).
   */
  observe(key: string, labels: () => Record<string, string>, value: number): void {
    let series = this.series.get(key);
    if (!series) {
      series = { labels: labels(), buckets: new Float64Array(this.bounds.length + 1), sum: 0, count: 0 };
      this.series.set(key, series);
    }
    let bucket = 0;
    while (bucket < this.bounds.length && value > (this.bounds[bucket] as number)) bucket++;
    series.buckets[bucket] = (series.buckets[bucket] ?? 0) + 1;
    series.sum += value;
    series.count++;
  }

  /** The `_bucket` (cumulative, with `le`), `_sum` and `_count` values of every series. */
  private histogramValues(): MetricValue[] {
    const { name } = this.options;
    const values: MetricValue[] = [];
    for (const series of this.series.values()) {
      let cumulative = 0;
      this.bounds.forEach((bound, i) => {
        cumulative += series.buckets[i] as number;
        values.push({
          metricName: `${name}_bucket`,
          labels: { le: bound, ...series.labels },
          value: cumulative,
        });
      });
      values.push({
        metricName: `${name}_bucket`,
        labels: { le: '+Inf', ...series.labels },
        value: series.count,
      });
      values.push({ metricName: `${name}_sum`, labels: series.labels, value: series.sum });
      values.push({ metricName: `${name}_count`, labels: series.labels, value: series.count });
    }
    return values;
  }

  /** A metric in prom-client's protocol (name, help, type, `get()`), for `registerMetric`. */
  private metric(name: string, help: string, type: 'histogram' | 'counter', values: () => MetricValue[]) {
    return {
      name,
      help,
      type,
      aggregator: 'sum',
      get: async () => ({ name, help, type, values: values(), aggregator: 'sum' }),
    };
  }
}
