import { Counter, Histogram, type Registry } from 'prom-client';

/** One label combination's counts. */
export interface HistogramSeries {
  labels: Record<string, string>;
  /** Per bucket (not cumulative), the last one +Inf. */
  buckets: Float64Array;
  sum: number;
  count: number;
}

/** A value as prom-client's registry renders it (`metricName` for a histogram's three series). */
type MetricValue = Awaited<ReturnType<Histogram<string>['get']>>['values'][number];

/**
 * A prom-client Histogram whose values come from `render` (its own observe() is never called).
 * The registry renders a histogram through `getForPromString()` (which `get()` also uses), so
 * that is the method replaced.
 */
class RenderedHistogram extends Histogram<string> {
  constructor(
    private readonly configuration: ConstructorParameters<typeof Histogram<string>>[0],
    private readonly render: () => MetricValue[],
  ) {
    super(configuration);
  }
  async getForPromString() {
    const { name, help } = this.configuration;
    return { name, help, type: 'histogram', values: this.render(), aggregator: 'sum' };
  }
}

/** A prom-client Counter whose values come from `render` (its own inc() is never called). */
class RenderedCounter extends Counter<string> {
  constructor(
    configuration: ConstructorParameters<typeof Counter<string>>[0],
    private readonly render: () => MetricValue[],
  ) {
    super(configuration);
  }
  override async get() {
    return { ...(await super.get()), values: this.render() };
  }
}

/**
 * A histogram, and the counter of the same observations, for the request hot path. prom-client's
 * own children validate and hash their labels on every call (a few microseconds per request,
 * the whole budget of the metrics); here a series is found by one string key and counted into a
 * typed array. The registry still renders it, through prom-client's metric protocol (`get()`).
 */
export class FastHistogram {
  private readonly series = new Map<string, HistogramSeries>();
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
    const { name, help, buckets, counterName, counterHelp } = options;
    new RenderedHistogram({ name, help, buckets: [...buckets], registers: [registry] }, () =>
      this.histogramValues(),
    );
    if (counterName) {
      new RenderedCounter({ name: counterName, help: counterHelp ?? help, registers: [registry] }, () =>
        [...this.series.values()].map((s) => ({ labels: s.labels, value: s.count })),
      );
    }
  }

  /**
   * The series `key` (created with the labels `labels` builds the first time the key is seen;
   * callers make the key from the label values). Callers on a hot path keep it and call
   * {@link FastHistogram.record}, so no key is built or looked up per observation.
   */
  seriesFor(key: string, labels: () => Record<string, string>): HistogramSeries {
    let series = this.series.get(key);
    if (!series) {
      series = { labels: labels(), buckets: new Float64Array(this.bounds.length + 1), sum: 0, count: 0 };
      this.series.set(key, series);
    }
    return series;
  }

  /** Counts one observation of `value` in `series` (from {@link FastHistogram.seriesFor}). */
  record(series: HistogramSeries, value: number): void {
    const bounds = this.bounds;
    let bucket = 0;
    while (bucket < bounds.length && value > (bounds[bucket] as number)) bucket++;
    series.buckets[bucket] = (series.buckets[bucket] as number) + 1;
    series.sum += value;
    series.count++;
  }

  /** Counts one observation of `value` for the series `key` (see {@link FastHistogram.seriesFor}). */
  observe(key: string, labels: () => Record<string, string>, value: number): void {
    this.record(this.seriesFor(key, labels), value);
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
}
