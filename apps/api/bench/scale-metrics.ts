import { DURATION_BUCKETS, statusClass } from '../src/observability/metrics.js';
import { parseExposition, samplesOf } from '../test/helpers/exposition.js';
import { bucketIndexOf, type CumulativeBucket, histogramQuantile } from './histogram-quantile.js';
import type { Latency } from './scale-measure.js';

const HISTOGRAM = 'http_request_duration_seconds_bucket';

/** The route whose requests a measured row sends, as the metrics label them. */
export interface RowRoute {
  method: string;
  /** The route pattern (`route` label). */
  route: string;
  /** The status the row expects; its class (`2xx`) selects the histogram series. */
  status: number;
}

/** What `/metrics` said about one measured row. */
export interface MetricsRow {
  name: string;
  route: RowRoute;
  clientCount: number;
  metricsCount: number;
  clientP95Ms: number;
  /** Server-side p95 from the summed histograms, ms (NaN without observations). */
  metricsP95Ms: number;
  /** The bucket the server-side p95 lies in, ms. */
  bucket: [number, number];
  /** Buckets between the client's p95 and the server's (0: same bucket). */
  bucketDistance: number;
}

/** Scrapes the `/metrics` of several processes directly (not through a proxy) with the bearer token. */
export class MetricsScraper {
  constructor(
    private readonly bases: readonly string[],
    private readonly token: string,
  ) {}

  /** The cumulative duration buckets of `route`, summed over every process, by `le` (seconds). */
  async buckets(route: RowRoute): Promise<Map<number, number>> {
    const sums = new Map<number, number>();
    for (const base of this.bases) {
      const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${this.token}` } });
      const text = await res.text();
      if (res.status !== 200)
        throw new Error(`${base}/metrics answered ${res.status}: ${text.slice(0, 200)}`);
      const labels = { method: route.method, route: route.route, status_class: statusClass(route.status) };
      for (const sample of samplesOf(parseExposition(text), HISTOGRAM, labels)) {
        const le = sample.labels.le === '+Inf' ? Number.POSITIVE_INFINITY : Number(sample.labels.le);
        sums.set(le, (sums.get(le) ?? 0) + sample.value);
      }
    }
    return sums;
  }

  /**
   * Runs `run` (one measured row) between two scrapes and returns its latencies with the bucket
   * counts the row added. Fastify counts a request once its response is written (onResponse), so
   * the second scrape is repeated briefly until the count covers the row's requests.
   */
  async around(
    route: RowRoute,
    run: () => Promise<Latency>,
  ): Promise<{ latency: Latency; added: CumulativeBucket[] }> {
    const before = await this.buckets(route);
    const latency = await run();
    let added: CumulativeBucket[] = [];
    for (let attempt = 0; attempt < 20; attempt++) {
      const after = await this.buckets(route);
      added = [...after].map(([le, count]) => ({ le, count: count - (before.get(le) ?? 0) }));
      if (totalOf(added) >= latency.count - latency.failures) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    return { latency, added };
  }
}

const totalOf = (buckets: readonly CumulativeBucket[]) =>
  buckets.find((b) => b.le === Number.POSITIVE_INFINITY)?.count ?? 0;

/** Compares a row's client-side p95 with the p95 its histogram buckets give (Prometheus's way). */
export function compareRow(
  name: string,
  route: RowRoute,
  latency: Latency,
  added: readonly CumulativeBucket[],
): MetricsRow {
  const quantile = histogramQuantile(0.95, added);
  const clientIndex = bucketIndexOf(latency.p95 / 1000, DURATION_BUCKETS);
  return {
    name,
    route,
    clientCount: latency.count,
    metricsCount: totalOf(added),
    clientP95Ms: latency.p95,
    metricsP95Ms: quantile ? quantile.value * 1000 : Number.NaN,
    bucket: quantile ? [quantile.lower * 1000, quantile.upper * 1000] : [Number.NaN, Number.NaN],
    bucketDistance: quantile ? Math.abs(clientIndex - quantile.index) : Number.POSITIVE_INFINITY,
  };
}

const ms = (n: number) => (Number.isFinite(n) ? String(Number(n.toFixed(2))) : n > 0 ? '+Inf' : 'n/a');

/** "agrees" when the client's p95 is in the metrics p95's bucket or the next one either side. */
export function verdictOf(row: MetricsRow): string {
  const agrees = row.bucketDistance <= 1 ? 'agrees' : 'DISAGREES';
  const counted = row.metricsCount === row.clientCount ? '' : ' (count differs)';
  return `${agrees}${counted}`;
}

/** The table of what `/metrics` reported next to what the client measured. */
export function formatMetricsRows(rows: readonly MetricsRow[]): string {
  const head = `  ${'request'.padEnd(44)}${'route label'.padEnd(44)}${'requests (client / metrics)'.padEnd(29)}${'client p95 ms'.padStart(14)}${'metrics p95 ms'.padStart(16)}  ${'bucket (ms)'.padEnd(14)}verdict`;
  const lines = rows.map((r) => {
    const label = `${r.route.method} ${r.route.route} ${statusClass(r.route.status)}`;
    const counts = `${r.clientCount} / ${r.metricsCount}`;
    const bucket = `[${ms(r.bucket[0])}, ${ms(r.bucket[1])}]`;
    return `  ${r.name.padEnd(44)}${label.padEnd(44)}${counts.padEnd(29)}${r.clientP95Ms.toFixed(1).padStart(14)}${ms(r.metricsP95Ms).padStart(16)}  ${bucket.padEnd(14)}${verdictOf(r)}`;
  });
  return [head, ...lines].join('\n');
}
