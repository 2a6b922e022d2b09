import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { type DashboardPanel, readDashboard, withoutGrafanaVariables } from './dashboard-file.js';
import { contractSeriesNames, metricNamesIn } from './metrics-contract.js';
import { promtoolTest, runPromtool } from './promtool.js';
import { readRepoYaml } from './repo-files.js';

const dashboard = readDashboard();
const graphs = dashboard.panels.filter((p) => p.type !== 'row');
const datasourceUid = readRepoYaml<{ datasources: { uid: string }[] }>(
  'deploy/grafana/provisioning/datasources/prometheus.yml',
).datasources[0]?.uid;
const exprsOf = (panel: DashboardPanel) => (panel.targets ?? []).map((t) => t.expr ?? '');
const panel = (title: string) => {
  const found = graphs.find((p) => p.title === title);
  if (!found) throw new Error(`no panel titled "${title}"`);
  return exprsOf(found).join('\n');
};
const scratch = mkdtempSync(join(tmpdir(), 'cre-dashboard-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('deploy/grafana/dashboards/cre-sale-analyzer.json', () => {
  it('is a dashboard with a fixed uid, title, refresh and time range', () => {
    expect(dashboard).toMatchObject({ uid: 'cre-sale-analyzer', title: 'CRE Sale Analyzer', refresh: '30s' });
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(39);
    expect(dashboard.time).toEqual({ from: 'now-1h', to: 'now' });
  });

  it('places every panel on the 24-column grid without overlaps, with unique ids', () => {
    expect(new Set(dashboard.panels.map((p) => p.id)).size).toBe(dashboard.panels.length);
    const cells = new Set<string>();
    for (const p of dashboard.panels) {
      const g = p.gridPos;
      expect(g, p.title).toBeDefined();
      if (!g) continue;
      expect(g.x + g.w, p.title).toBeLessThanOrEqual(24);
      for (let x = g.x; x < g.x + g.w; x++)
        for (let y = g.y; y < g.y + g.h; y++) {
          expect(cells.has(`${x},${y}`), `${p.title} overlaps at ${x},${y}`).toBe(false);
          cells.add(`${x},${y}`);
        }
    }
  });

  it('queries the provisioned Prometheus datasource in every panel and target', () => {
    expect(datasourceUid).toBe('cre-prometheus');
    expect(graphs.length).toBeGreaterThanOrEqual(15);
    for (const p of graphs) {
      expect(p.type, p.title).toMatch(/^(timeseries|stat|gauge|bargauge|table)$/);
      expect(p.datasource, p.title).toEqual({ type: 'prometheus', uid: datasourceUid });
      expect(p.targets?.length, p.title).toBeGreaterThan(0);
      for (const t of p.targets ?? []) {
        expect(t.expr?.trim(), `${p.title} ${t.refId}`).toBeTruthy();
        expect(t.datasource, `${p.title} ${t.refId}`).toEqual({ type: 'prometheus', uid: datasourceUid });
      }
    }
  });

  it('uses only metric names GET /metrics exposes', () => {
    expect(metricNamesIn('sum by (le) (rate(cre_x_seconds_bucket{route="/a"}[1m])) / http_y')).toEqual([
      'cre_x_seconds_bucket',
      'http_y',
    ]);
    const allowed = contractSeriesNames();
    const used = new Set(graphs.flatMap(exprsOf).flatMap(metricNamesIn));
    expect([...used].filter((name) => !allowed.has(name))).toEqual([]);
    expect(used.size).toBeGreaterThanOrEqual(15);
  });

  it('has the panels operators need, each asking what its title says', () => {
    const rate = '[$__rate_interval]';
    expect(panel('Request rate by route')).toContain(`sum by (route) (rate(http_requests_total${rate}))`);
    expect(panel('Request rate by status class')).toContain(
      'sum by (status_class) (rate(http_requests_total',
    );
    expect(panel('p95 latency by route')).toContain(
      `histogram_quantile(0.95, sum by (le, route) (rate(http_request_duration_seconds_bucket${rate})))`,
    );
    expect(panel('5xx error rate')).toContain('http_requests_total{status_class="5xx"}');
    expect(panel('5xx error ratio')).toMatch(/status_class="5xx".*\/ sum\(rate\(http_requests_total\[/);
    expect(panel('Database pool saturation')).toMatch(
      /state="total"\}.* - .*state="idle"\}\) \/ .*cre_db_pool_max_connections/,
    );
    expect(panel('Database pool waiting')).toContain('cre_db_pool_connections{state="waiting"}');
    expect(panel('Query p95 latency')).toContain('histogram_quantile(0.95, sum by (le, outcome)');
    expect(panel('Query p95 latency')).toContain('cre_db_query_duration_seconds_bucket');
    expect(panel('Cache bytes')).toContain('cre_cache_bytes');
    expect(panel('Cache hit ratio')).toMatch(/cre_cache_hits_total.*\/.*cre_cache_misses_total/);
    expect(panel('Event-loop lag p99')).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(panel('Heap used and RSS')).toMatch(
      /nodejs_heap_size_used_bytes[\s\S]*process_resident_memory_bytes/,
    );
    const signIns = panel('Sessions created, failed logins, rate-limit refusals');
    for (const name of [
      'cre_sessions_created_total',
      'cre_logins_failed_total',
      'cre_rate_limit_refusals_total',
    ])
      expect(signIns).toContain(name);
    expect(panel('Slow requests')).toContain('cre_slow_requests_total');
  });

  promtoolTest('has only valid PromQL (`promtool check rules` on every expression)', (promtool) => {
    const rules = graphs.flatMap((p) =>
      (p.targets ?? []).map((t) => ({ record: `dashboard:panel_${p.id}:${t.refId}`, expr: t.expr ?? '' })),
    );
    const file = join(scratch, 'dashboard-rules.yml');
    const write = (exprs: typeof rules) =>
      writeFileSync(
        file,
        stringify({
          groups: [
            { name: 'dashboard', rules: exprs.map((r) => ({ ...r, expr: withoutGrafanaVariables(r.expr) })) },
          ],
        }),
      );
    write(rules);
    const result = runPromtool(promtool, ['check', 'rules', file]);
    expect(result.status, result.output).toBe(0);
    expect(result.output).toContain(`SUCCESS: ${rules.length} rules found`);

    // and promtool does catch a malformed expression
    write([{ record: 'dashboard:broken', expr: 'sum by (route (rate(http_requests_total[1m]))' }]);
    expect(runPromtool(promtool, ['check', 'rules', file]).status).not.toBe(0);
  });
});
