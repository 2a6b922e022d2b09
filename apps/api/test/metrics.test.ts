import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRICS_LOOPBACK_MESSAGE, METRICS_TOKEN_MESSAGE } from '../src/observability/metrics-access.js';
import { Client, json, PASSWORD, registerUser, startTestApp, type TestApp } from './helpers/app.js';
import { availableBackends } from './helpers/databases.js';
import {
  type Exposition,
  PROMTOOL,
  parseExposition,
  promtoolCheckMetrics,
  samplesOf,
  sumOf,
} from './helpers/exposition.js';
import { samplePayload } from './helpers/payload.js';

const backends = await availableBackends();

/** Reads /metrics from the loopback address and parses it. */
async function scrape(t: TestApp): Promise<Exposition> {
  const res = await new Client(t.app).get('/metrics');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  return parseExposition(res.body);
}

describe.each(backends)('GET /metrics (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it('is valid Prometheus text (our parser and, when installed, promtool) with the documented families', async () => {
    const res = await new Client(t.app).get('/metrics');
    const exposition = parseExposition(res.body);
    for (const [name, type] of Object.entries({
      http_requests_total: 'counter',
      http_request_duration_seconds: 'histogram',
      cre_db_query_duration_seconds: 'histogram',
      cre_cache_hits_total: 'counter',
      cre_cache_misses_total: 'counter',
      cre_cache_evictions_total: 'counter',
      cre_cache_bytes: 'gauge',
      cre_cache_entries: 'gauge',
      cre_sessions_created_total: 'counter',
      cre_logins_failed_total: 'counter',
      cre_rate_limit_refusals_total: 'counter',
      cre_slow_requests_total: 'counter',
      cre_db_pool_connections: 'gauge',
      nodejs_eventloop_lag_seconds: 'gauge',
      nodejs_eventloop_lag_p99_seconds: 'gauge',
      nodejs_heap_size_used_bytes: 'gauge',
      process_resident_memory_bytes: 'gauge',
    })) {
      expect(exposition.types.get(name), name).toBe(type);
    }
    if (PROMTOOL) {
      expect(() => promtoolCheckMetrics(res.body)).not.toThrow();
      // and both checks can fail: an unquoted label value
      const broken = res.body.replace('{cache="', '{cache=');
      expect(() => promtoolCheckMetrics(broken)).toThrow(/parsing error/);
      expect(() => parseExposition(broken)).toThrow(/malformed labels/);
    } else if (process.env.CI === 'true') throw new Error('promtool must be installed in CI (.ci/steps)');
  });

  it('counts requests by route pattern and status class, never by URL: ids and tokens stay out of labels', async () => {
    const { client } = await registerUser(t, { verified: true });
    const saved = json(await client.post('/api/properties', samplePayload({ name: 'Metrics Plaza' })));
    const id = String(saved.id);
    const token = 'tok3n-SECRET-in-a-url';
    const before = await scrape(t);
    const route = { method: 'GET', route: '/api/properties/:id', status_class: '2xx' };
    for (let i = 0; i < 3; i++) expect((await client.get(`/api/properties/${id}`)).statusCode).toBe(200);
    expect((await client.get(`/api/shared/${token}`)).statusCode).toBe(404);
    expect((await client.get(`/api/no-such-path/${token}?q=${token}`)).statusCode).toBe(404);
    await client.get(`/trpc/properties.get?input=${encodeURIComponent(JSON.stringify({ id: Number(id) }))}`);
    await client.get('/trpc/auth.me,properties.list?batch=1&input={}');
    const after = await scrape(t);
    expect(sumOf(after, 'http_requests_total', route) - sumOf(before, 'http_requests_total', route)).toBe(3);
    const count = (e: Exposition) => sumOf(e, 'http_request_duration_seconds_count', route);
    expect(count(after) - count(before)).toBe(3);
    const infBucket = { ...route, le: '+Inf' };
    expect(sumOf(after, 'http_request_duration_seconds_bucket', infBucket)).toBe(count(after));
    expect(
      samplesOf(after, 'http_requests_total', { route: '/api/shared/:token', status_class: '4xx' }),
    ).toHaveLength(1);
    expect(
      samplesOf(after, 'http_requests_total', { route: '(unmatched)', status_class: '4xx' }),
    ).toHaveLength(1);
    expect(samplesOf(after, 'http_requests_total', { route: '/trpc/properties.get' })).toHaveLength(1);
    expect(samplesOf(after, 'http_requests_total', { route: '/trpc/(batch)' })).toHaveLength(1);
    for (const sample of after.samples) {
      for (const value of Object.values(sample.labels)) {
        expect(value).not.toContain(token);
        expect(value).not.toMatch(new RegExp(`/${id}(\\b|$)`));
        expect(value).not.toContain('?');
      }
    }
    const routes = new Set(after.samples.map((s) => s.labels.route).filter(Boolean));
    for (const label of routes) expect(label).toMatch(/^(\/[\w.:*()-]*)+$|^\(unmatched\)$/);
  });

  it('counts sessions created, failed sign-ins and rate-limit refusals', async () => {
    const before = await scrape(t);
    const { email } = await registerUser(t);
    const stranger = new Client(t.app, '10.77.0.1');
    for (let i = 0; i < 11; i++) await stranger.post('/api/login', { email, password: 'wrong password 1' });
    expect(
      (await new Client(t.app, '10.77.0.2').post('/api/login', { email, password: PASSWORD })).statusCode,
    ).toBe(200);
    const after = await scrape(t);
    const delta = (name: string, labels = {}) => sumOf(after, name, labels) - sumOf(before, name, labels);
    expect(delta('cre_sessions_created_total')).toBe(2);
    expect(delta('cre_logins_failed_total')).toBe(10);
    expect(delta('cre_rate_limit_refusals_total', { limit: 'loginFailed' })).toBe(1);
    expect(delta('http_requests_total', { route: '/api/login', status_class: '4xx' })).toBe(11);
  });

  it('reports the caches, the statements and (on PostgreSQL) the pool', async () => {
    const { client } = await registerUser(t);
    const before = await scrape(t);
    for (let i = 0; i < 4; i++) await client.get('/api/user');
    const after = await scrape(t);
    const hits = (e: Exposition) => sumOf(e, 'cre_cache_hits_total', { cache: 'sessions' });
    expect(hits(after) - hits(before)).toBeGreaterThanOrEqual(3);
    expect(sumOf(after, 'cre_cache_entries', { cache: 'sessions' })).toBeGreaterThanOrEqual(1);
    expect(sumOf(after, 'cre_cache_bytes', { cache: 'sessions' })).toBeGreaterThan(0);
    expect(samplesOf(after, 'cre_cache_bytes', { cache: 'project_lists' })).toHaveLength(1);
    const statements = (e: Exposition) => sumOf(e, 'cre_db_query_duration_seconds_count', { outcome: 'ok' });
    expect(statements(after)).toBeGreaterThan(statements(before));
    const pool = samplesOf(after, 'cre_db_pool_connections');
    if (backend === 'postgres') {
      expect(pool.map((s) => s.labels.state).sort()).toEqual(['idle', 'total', 'waiting']);
      expect(sumOf(after, 'cre_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
      expect(sumOf(after, 'cre_db_pool_max_connections')).toBe(10);
    } else {
      expect(pool).toEqual([]);
    }
    expect(sumOf(after, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(1e6);
  });

  it('answers only the loopback address, without forwarding headers, when METRICS_TOKEN is unset', async () => {
    const outside = await new Client(t.app, '10.20.30.40').get('/metrics');
    expect(outside.statusCode).toBe(403);
    expect(json(outside)).toEqual({ message: METRICS_LOOPBACK_MESSAGE, code: 'FORBIDDEN' });
    const proxied = await new Client(t.app).get('/metrics', { 'x-forwarded-for': '203.0.113.9' });
    expect(proxied.statusCode).toBe(403);
    expect((await new Client(t.app, '::1').get('/metrics')).statusCode).toBe(200);
  });
});

describe.each(backends)('GET /metrics with METRICS_TOKEN (%s)', (backend) => {
  const token = 'metrics-token-0123456789abcdef';
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { METRICS_TOKEN: token });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the bearer token from anywhere and 401 without it, even from the loopback address', async () => {
    const remote = new Client(t.app, '10.20.30.40');
    const ok = await remote.get('/metrics', { authorization: `Bearer ${token}` });
    expect(ok.statusCode).toBe(200);
    expect(() => parseExposition(ok.body)).not.toThrow();
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Bearer wrong-token-0123456789abcd' },
      { authorization: token },
    ]) {
      const refused = await new Client(t.app).get('/metrics', headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(json(refused)).toEqual({ message: METRICS_TOKEN_MESSAGE, code: 'UNAUTHORIZED' });
      expect(refused.body).not.toContain(token);
    }
  });
});
