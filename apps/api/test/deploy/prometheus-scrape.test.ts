import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitUntil } from '@cre/vitest-config/wait-until';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/env.js';
import { freePort } from '../helpers/app-process.js';
import { availableBackends, createTestDatabase, type TestDatabase } from '../helpers/databases.js';
import { parseExposition } from '../helpers/exposition.js';
import { readDashboard, withoutGrafanaVariables } from './dashboard-file.js';
import { metricNamesIn } from './metrics-contract.js';
import { readRepoYaml } from './repo-files.js';

/** Debian's `prometheus` package (CI installs it); without it the test is skipped locally and fails in CI. */
const PROMETHEUS = ['/usr/bin/prometheus', '/usr/local/bin/prometheus'].find((path) => existsSync(path));
const REQUIRED = process.env.CI === 'true';
const TOKEN = 'scrape-test-token-0123456789abcdef';
const [backend] = await availableBackends();

interface PrometheusConfig {
  global: Record<string, unknown>;
  scrape_configs: Record<string, unknown>[];
}

/** The repository's deploy/prometheus.yml with Docker's DNS discovery replaced by `targets` and the token file by `tokenFile`. */
function configFor(targets: string[], tokenFile: string): string {
  const config = readRepoYaml<PrometheusConfig>('deploy/prometheus.yml');
  const [job] = config.scrape_configs;
  if (!job) throw new Error('deploy/prometheus.yml has no scrape config');
  const { dns_sd_configs: _dns, ...rest } = job;
  const authorization = { ...(rest.authorization as object), credentials_file: tokenFile };
  return stringify({
    global: { ...config.global, scrape_interval: '1s', scrape_timeout: '1s', evaluation_interval: '1s' },
    scrape_configs: [{ ...rest, authorization, static_configs: [{ targets }] }],
  });
}

/** One instant query; throws when Prometheus refuses it. */
async function query(
  base: string,
  promql: string,
): Promise<{ metric: Record<string, string>; value: [number, string] }[]> {
  const res = await fetch(`${base}/api/v1/query?query=${encodeURIComponent(promql)}`);
  const body = (await res.json()) as { status: string; error?: string; data?: { result: never[] } };
  if (body.status !== 'success') throw new Error(`${promql}: ${body.error}`);
  return body.data?.result ?? [];
}

describe.runIf(backend && (PROMETHEUS || REQUIRED))('a real Prometheus scrapes three app processes', () => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];
  let prometheus: ChildProcess | undefined;
  let promBase = '';
  let dir = '';
  const output: string[] = [];

  beforeAll(async () => {
    if (!PROMETHEUS) throw new Error('prometheus not found (CI installs the Debian package `prometheus`)');
    database = await createTestDatabase(backend as 'pglite' | 'postgres');
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      SESSION_SECRET: 'scrape-test-secret-that-is-long-enough-0123',
      WEB_DIST: '/nonexistent-web-dist',
      LOG_LEVEL: 'silent',
      METRICS_TOKEN: TOKEN,
    });
    const targets: string[] = [];
    for (let i = 0; i < 3; i++) {
      const app = await buildApp(config, { db: database.handle, caches: false });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      targets.push(`127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
      apps.push(app);
    }
    dir = mkdtempSync(join(tmpdir(), 'cre-prometheus-'));
    writeFileSync(join(dir, 'token'), TOKEN);
    writeFileSync(join(dir, 'prometheus.yml'), configFor(targets, join(dir, 'token')));
    const port = await freePort();
    promBase = `http://127.0.0.1:${port}`;
    prometheus = spawn(
      PROMETHEUS,
      [
        `--config.file=${join(dir, 'prometheus.yml')}`,
        `--storage.tsdb.path=${join(dir, 'data')}`,
        `--web.listen-address=127.0.0.1:${port}`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    prometheus.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
    // traffic on every process, so the request series exist
    for (const app of apps) {
      for (const path of ['/api/health', '/api/user', '/api/blog/posts', '/api/no-such-path']) {
        await app.inject({ method: 'GET', url: path });
      }
    }
  }, 60_000);

  afterAll(async () => {
    prometheus?.kill('SIGTERM');
    for (const app of apps) await app.close();
    await database?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('finds every target up with the token, and every dashboard query runs on what it scraped', async () => {
    await waitUntil(
      async () => {
        const up = await query(promBase, 'up').catch(() => []);
        return up.length === 3 && up.every((series) => series.value[1] === '1');
      },
      {
        timeout: 30_000,
        interval: 250,
        message: `Prometheus scrapes all three targets (${output.join('').slice(-500)})`,
      },
    );
    // two more scrapes, so rate() has two samples of each series
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const perInstance = await query(promBase, 'sum by (instance) (http_requests_total{route="/api/user"})');
    expect(perInstance).toHaveLength(3);
    const names = new Set(
      (await query(promBase, 'count by (__name__) ({job="cre-sale-analyzer"})')).map(
        (s) => s.metric.__name__,
      ),
    );
    const exposed = parseExposition(
      (await apps[0]!.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body,
    );
    for (const panel of readDashboard().panels) {
      for (const target of panel.targets ?? []) {
        const expr = withoutGrafanaVariables(target.expr ?? '');
        await expect(query(promBase, expr), `${panel.title}: ${expr}`).resolves.toBeDefined();
        for (const name of metricNamesIn(expr)) {
          const family = name.replace(/_(bucket|sum|count)$/, '');
          expect(
            exposed.types.has(name) || exposed.types.has(family),
            `${panel.title}: ${name} is exposed`,
          ).toBe(true);
          // a series the process has (a labelled counter has none before its first event) was scraped
          if (exposed.samples.some((s) => s.name === name))
            expect(names.has(name), `${name} was scraped`).toBe(true);
        }
      }
    }
    const p95 = await query(
      promBase,
      'histogram_quantile(0.95, sum by (le, route) (rate(http_request_duration_seconds_bucket[1m])))',
    );
    expect(p95.map((s) => s.metric.route)).toContain('/api/health');
  }, 60_000);
});
