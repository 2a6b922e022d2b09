import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { createMetrics, DURATION_BUCKETS } from '../src/observability/metrics.js';
import { FastHistogram } from '../src/observability/request-histogram.js';

describe('FastHistogram', () => {
  it("renders exactly what prom-client's Histogram and Counter render for the same observations", async () => {
    const values = [0.0004, 0.001, 0.0011, 0.003, 0.025, 0.07, 0.3, 0.9, 4, 12, 0.05, 0.05];
    const ours = new Registry();
    const fast = new FastHistogram(ours, {
      name: 'x_duration_seconds',
      help: 'h',
      buckets: DURATION_BUCKETS,
      counterName: 'x_total',
      counterHelp: 'c',
    });
    const theirs = new Registry();
    const histogram = new Histogram({
      name: 'x_duration_seconds',
      help: 'h',
      labelNames: ['route', 'status_class'],
      buckets: DURATION_BUCKETS,
      registers: [theirs],
    });
    const counter = new Counter({
      name: 'x_total',
      help: 'c',
      labelNames: ['route', 'status_class'],
      registers: [theirs],
    });
    values.forEach((value, i) => {
      const route = i % 3 === 0 ? '/api/user' : '/api/properties/:id';
      const status = i % 4 === 0 ? '4xx' : '2xx';
      fast.observe(`${route} ${status}`, () => ({ route, status_class: status }), value);
      histogram.labels(route, status).observe(value);
      counter.labels(route, status).inc();
    });
    const sorted = async (registry: Registry) =>
      (await registry.metrics()).split('\n').filter(Boolean).sort();
    expect(await sorted(ours)).toEqual(await sorted(theirs));
    expect(await ours.metrics()).toContain(
      'x_duration_seconds_bucket{le="+Inf",route="/api/user",status_class="4xx"} 1',
    );
  });

  it("a route's recorder counts into the same series as observeRequest, by method and status class", async () => {
    const requestLines = async (observe: (m: ReturnType<typeof createMetrics>) => void) => {
      const metrics = createMetrics();
      observe(metrics);
      return (await metrics.registry.metrics())
        .split('\n')
        .filter((line) => line.startsWith('http_request'))
        .sort();
    };
    const calls: Array<[string, number, number]> = [
      ['GET', 200, 0.002],
      ['GET', 204, 0.3],
      ['POST', 201, 0.01],
      ['GET', 404, 0.0005],
      ['GET', 503, 2],
      ['GET', 99, 0.001],
      ['GET', 600, 0.001],
    ];
    const viaRecorder = await requestLines((m) => {
      const record = m.routeRecorder('/api/properties/:id');
      for (const [method, status, seconds] of calls) record(method, status, seconds);
    });
    const viaObserve = await requestLines((m) => {
      for (const [method, status, seconds] of calls)
        m.observeRequest(method, '/api/properties/:id', status, seconds);
    });
    expect(viaRecorder).toEqual(viaObserve);
    expect(viaRecorder).toContain(
      'http_requests_total{method="GET",route="/api/properties/:id",status_class="2xx"} 2',
    );
    expect(viaRecorder).toContain(
      'http_requests_total{method="POST",route="/api/properties/:id",status_class="2xx"} 1',
    );
    // 503, and the out-of-range 99 and 600, all count as 5xx
    expect(viaRecorder).toContain(
      'http_requests_total{method="GET",route="/api/properties/:id",status_class="5xx"} 3',
    );
    expect(viaRecorder).toContain(
      'http_request_duration_seconds_bucket{le="0.25",method="GET",route="/api/properties/:id",status_class="2xx"} 1',
    );
  });
});
