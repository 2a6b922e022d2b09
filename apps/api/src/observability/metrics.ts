import type { AppTelemetry, CacheStats } from '@cre/api-core';
import type { DbHandle, QueryObservation } from '@cre/db';
import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { FastHistogram, type HistogramSeries } from './request-histogram.js';

/**
 * Upper bounds (seconds) of the request and query duration buckets: fine below 100 ms, where the
 * API's reads and saves are, so a p95 read off the histogram lands within one narrow bucket.
 */
export const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A cache whose counters and size the metrics report. */
export interface ObservedCache {
  readonly size: number;
  readonly bytes: number;
  readonly stats: Readonly<CacheStats>;
}

/** The process's Prometheus metrics (one registry per app, so tests can build several apps). */
export interface AppMetrics {
  /** The registry `GET /metrics` renders. */
  readonly registry: Registry;
  /** Counts a finished request under its route pattern, method and status class. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  /**
   * {@link AppMetrics.observeRequest} for one route pattern, to keep where the route is known in
   * advance: it finds its series by method and status class without building a key string.
   */
  routeRecorder(route: string): RequestRecorder;
  /** Counts a request over SLOW_REQUEST_MS. */
  observeSlowRequest(): void;
  /** Counts one database statement (a {@link DbHandle.observeQueries} observer). */
  observeQuery(observation: QueryObservation): void;
  /** Sessions created, failed sign-ins and rate-limit refusals, for `AppDeps.telemetry`. */
  readonly telemetry: AppTelemetry;
  /** Reports `handle`'s pool (PostgreSQL) at every scrape. */
  watchPool(handle: Pick<DbHandle, 'poolStats'>): void;
  /** Reports the caches' hits, misses, evictions, entries and bytes at every scrape. */
  watchCaches(caches: Record<string, ObservedCache>): void;
}

/** Counts one finished request of a known route (see {@link AppMetrics.routeRecorder}). */
export type RequestRecorder = (method: string, statusCode: number, seconds: number) => void;

const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;

/** The index of `statusCode`'s class in {@link STATUS_CLASSES} (out of range: `5xx`). */
const statusIndex = (statusCode: number) => {
  const index = Math.floor(statusCode / 100) - 1;
  return index >= 0 && index < STATUS_CLASSES.length ? index : STATUS_CLASSES.length - 1;
};

/** A {@link RequestRecorder} for `route`: series kept per method, then per status class. */
function recorderFor(requests: FastHistogram, route: string): RequestRecorder {
  const byMethod = new Map<string, Array<HistogramSeries | undefined>>();
  return (method, statusCode, seconds) => {
    let classes = byMethod.get(method);
    if (!classes) {
      classes = STATUS_CLASSES.map(() => undefined);
      byMethod.set(method, classes);
    }
    const index = statusIndex(statusCode);
    let series = classes[index];
    if (!series) {
      const status = STATUS_CLASSES[index] as string;
      series = requests.seriesFor(`${method} ${status} ${route}`, () => ({
        method,
        route,
        status_class: status,
      }));
      classes[index] = series;
    }
    requests.record(series, seconds);
  };
}

/** `2xx` for 200…299 and so on (anything out of range counts as `5xx`). */
export function statusClass(statusCode: number): string {
  return STATUS_CLASSES[statusIndex(statusCode)] as string;
}

/**
 * Creates the registry with the default Node.js metrics (event-loop lag, heap, CPU, resident
 * memory, handles) and the app's own: requests by route pattern and status class, database pool
 * and statement durations, caches, sessions, failed sign-ins, rate-limit refusals, slow requests.
 */
export function createMetrics(): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new FastHistogram(registry, {
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its response, by method, route pattern and status class',
    buckets: DURATION_BUCKETS,
    counterName: 'http_requests_total',
    counterHelp: 'HTTP requests answered, by method, route pattern and status class',
  });
  const slow = new Counter({
    name: 'cre_slow_requests_total',
    help: 'Requests slower than SLOW_REQUEST_MS (each is logged with its database time)',
    registers,
  });
  const queries = new FastHistogram(registry, {
    name: 'cre_db_query_duration_seconds',
    help: 'Database statement execution time (waiting for a pooled connection excluded), by outcome',
    buckets: DURATION_BUCKETS,
  });
  const okLabels = () => ({ outcome: 'ok' });
  const errorLabels = () => ({ outcome: 'error' });
  const sessions = new Counter({ name: 'cre_sessions_created_total', help: 'Sessions created', registers });
  const loginsFailed = new Counter({
    name: 'cre_logins_failed_total',
    help: 'Sign-ins refused for a wrong email or password',
    registers,
  });
  const refusals = new Counter({
    name: 'cre_rate_limit_refusals_total',
    help: 'Attempts refused by a rate limit (429), by limit',
    labelNames: ['limit'] as const,
    registers,
  });
  const recorders = new Map<string, RequestRecorder>();
  const routeRecorder = (route: string) => {
    let recorder = recorders.get(route);
    if (!recorder) {
      recorder = recorderFor(requests, route);
      recorders.set(route, recorder);
    }
    return recorder;
  };
  return {
    registry,
    observeRequest: (method, route, statusCode, seconds) => routeRecorder(route)(method, statusCode, seconds),
    routeRecorder,
    observeSlowRequest: () => slow.inc(),
    observeQuery({ durationMs, ok }) {
      if (ok) queries.observe('ok', okLabels, durationMs / 1000);
      else queries.observe('error', errorLabels, durationMs / 1000);
    },
    telemetry: {
      sessionCreated: () => sessions.inc(),
      loginFailed: () => loginsFailed.inc(),
      rateLimited: (limit) => refusals.labels(limit).inc(),
    },
    watchPool: (handle) => poolGauges(registry, handle),
    watchCaches: (caches) => cacheMetrics(registry, caches),
  };
}

/** `cre_db_pool_connections{state}` and `cre_db_pool_max_connections`, read at each scrape (nothing on the embedded database). */
function poolGauges(registry: Registry, handle: Pick<DbHandle, 'poolStats'>): void {
  new Gauge({
    name: 'cre_db_pool_connections',
    help: 'PostgreSQL pool connections by state: total open, idle, and callers waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = handle.poolStats();
      if (!stats) return;
      this.labels('total').set(stats.total);
      this.labels('idle').set(stats.idle);
      this.labels('waiting').set(stats.waiting);
    },
  });
  new Gauge({
    name: 'cre_db_pool_max_connections',
    help: 'Largest size of the PostgreSQL pool',
    registers: [registry],
    collect() {
      const stats = handle.poolStats();
      if (stats) this.set(stats.max);
    },
  });
}

/** The caches' counters (as counters: they only grow) and sizes, read at each scrape. */
function cacheMetrics(registry: Registry, caches: Record<string, ObservedCache>): void {
  const entries = Object.entries(caches);
  const registers = [registry];
  const lookups = [
    ['cre_cache_hits_total', 'Cache lookups answered without the database, by cache', 'hits'],
    ['cre_cache_misses_total', 'Cache lookups that read the database, by cache', 'misses'],
  ] as const;
  for (const [name, help, stat] of lookups) {
    new Counter({
      name,
      help,
      labelNames: ['cache'] as const,
      registers,
      collect() {
        this.reset();
        for (const [cache, observed] of entries) this.labels(cache).inc(observed.stats[stat]);
      },
    });
  }
  new Counter({
    name: 'cre_cache_evictions_total',
    help: 'Entries removed from a cache, by cache and reason (capacity, expired, change)',
    labelNames: ['cache', 'reason'] as const,
    registers,
    collect() {
      this.reset();
      for (const [name, cache] of entries) {
        for (const [reason, count] of Object.entries(cache.stats.evictions)) {
          this.labels(name, reason).inc(count);
        }
      }
    },
  });
  new Gauge({
    name: 'cre_cache_bytes',
    help: 'Bytes held by a cache (its own size estimate)',
    labelNames: ['cache'] as const,
    registers,
    collect() {
      for (const [name, cache] of entries) this.labels(name).set(cache.bytes);
    },
  });
  new Gauge({
    name: 'cre_cache_entries',
    help: 'Entries held by a cache',
    labelNames: ['cache'] as const,
    registers,
    collect() {
      for (const [name, cache] of entries) this.labels(name).set(cache.size);
    },
  });
}
