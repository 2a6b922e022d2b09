/**
 * The metric names GET /metrics exposes (issue "Operate it"): the only names the dashboard may
 * query. Histograms are listed by their base name; their series are `_bucket`, `_sum`, `_count`.
 */
export const CONTRACT_METRICS = {
  counters: [
    'http_requests_total',
    'cre_cache_hits_total',
    'cre_cache_misses_total',
    'cre_cache_evictions_total',
    'cre_sessions_created_total',
    'cre_logins_failed_total',
    'cre_rate_limit_refusals_total',
    'cre_slow_requests_total',
    'process_cpu_seconds_total',
  ],
  gauges: [
    'cre_db_pool_connections',
    'cre_db_pool_max_connections',
    'cre_cache_bytes',
    'cre_cache_entries',
    'nodejs_eventloop_lag_seconds',
    'nodejs_eventloop_lag_p99_seconds',
    'nodejs_heap_size_used_bytes',
    'nodejs_heap_size_total_bytes',
    'process_resident_memory_bytes',
  ],
  histograms: ['http_request_duration_seconds', 'cre_db_query_duration_seconds'],
} as const;

/** Every series name a query may use: counters, gauges and each histogram's three series. */
export function contractSeriesNames(): Set<string> {
  const { counters, gauges, histograms } = CONTRACT_METRICS;
  return new Set<string>([
    ...counters,
    ...gauges,
    ...histograms.flatMap((name) => [`${name}_bucket`, `${name}_sum`, `${name}_count`]),
  ]);
}

/**
 * The metric names a PromQL expression refers to: identifiers with the app's prefixes (`http_`,
 * `cre_`, `nodejs_`, `process_`). Label names (`route`, `status_class`, `le`...) and functions never
 * start with those prefixes, so they are not picked up.
 */
export function metricNamesIn(expr: string): string[] {
  return [...new Set(expr.match(/\b(?:http|cre|nodejs|process)_[a-z0-9_]+/g) ?? [])];
}
