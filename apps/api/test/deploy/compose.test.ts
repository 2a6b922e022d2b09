import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type ComposeService,
  entrypointScript,
  interpolation,
  mounts,
  mountTarget,
  readCompose,
  readComposeText,
} from './compose-file.js';
import { existsInRepo, readRepoText, readRepoYaml } from './repo-files.js';

const compose = readCompose();
const service = (name: string): ComposeService => {
  const found = compose.services[name];
  if (!found) throw new Error(`docker-compose.yml has no service ${name}`);
  return found;
};
const scratch = mkdtempSync(join(tmpdir(), 'cre-compose-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs the part of an entrypoint script before its final `exec` with `env` as the whole environment. */
function runUntilExec(script: string, env: Record<string, string>) {
  const cut = script.lastIndexOf('&& exec ');
  expect(cut, 'the script ends with `&& exec <program>`').toBeGreaterThan(0);
  const run = spawnSync('/bin/sh', ['-c', script.slice(0, cut)], { env, encoding: 'utf8' });
  return { status: run.status, stderr: run.stderr };
}

describe('docker-compose.yml', () => {
  it('parses, with the monitoring services in the scaled profile only', () => {
    for (const name of ['app-replica', 'proxy', 'prometheus', 'grafana'])
      expect(service(name).profiles, name).toEqual(['scaled']);
    for (const name of ['postgres', 'mailpit', 'app']) expect(service(name).profiles, name).toBeUndefined();
    expect(service('prometheus').image).toMatch(/^prom\/prometheus:v\d+\.\d+\.\d+$/);
    expect(service('grafana').image).toMatch(/^grafana\/grafana:\d+\.\d+\.\d+$/);
    expect(service('prometheus').ports).toEqual([`${interpolation('PROMETHEUS_PORT:-9090')}:9090`]);
    expect(service('grafana').ports).toEqual([`${interpolation('GRAFANA_PORT:-3001')}:3000`]);
    expect(Object.keys(compose.volumes ?? {})).toEqual(
      expect.arrayContaining(['pgdata', 'prometheus-data', 'grafana-data']),
    );
  });

  it('mounts only files and folders that are in the repository', () => {
    const binds = Object.values(compose.services).flatMap((s) =>
      mounts(s).filter((m) => m.source.startsWith('.')),
    );
    expect(binds.length).toBeGreaterThanOrEqual(4);
    for (const bind of binds) {
      expect(existsInRepo(bind.source), bind.source).toBe(true);
      expect(bind.readOnly, `${bind.source} is mounted read-only`).toBe(true);
    }
  });

  it('gives Prometheus its configuration and Grafana its provisioning and dashboards', () => {
    expect(mountTarget(service('prometheus'), './deploy/prometheus.yml')).toBe(
      '/etc/prometheus/prometheus.yml',
    );
    expect(mountTarget(service('prometheus'), 'prometheus-data')).toBe('/prometheus');
    expect(mountTarget(service('grafana'), './deploy/grafana/provisioning')).toBe(
      '/etc/grafana/provisioning',
    );
    expect(mountTarget(service('grafana'), './deploy/grafana/dashboards')).toBe('/etc/grafana/dashboards');
    expect(mountTarget(service('grafana'), 'grafana-data')).toBe('/var/lib/grafana');
  });

  it('gives the replicas and Prometheus the same METRICS_TOKEN, without requiring it for the plain profile', () => {
    expect(service('app-replica').environment?.METRICS_TOKEN).toBe(interpolation('METRICS_TOKEN:-'));
    expect(service('prometheus').environment?.METRICS_TOKEN).toBe(interpolation('METRICS_TOKEN:-'));
    // Compose interpolates every service whatever the profile: only the plain profile's own
    // variables may be required (`${VAR:?...}`), or a plain `docker compose up` would stop too.
    const required = [...readComposeText().matchAll(/(?<!\$)\$\{([A-Z0-9_]+):?\?/g)].map((m) => m[1]);
    expect(new Set(required)).toEqual(new Set(['SESSION_SECRET', 'ADMIN_EMAIL']));
  });

  it('keeps the plain app as it was: built, published on PORT, no token, no profile', () => {
    const app = service('app');
    expect(app.build).toBe('.');
    expect(app.ports).toEqual([`${interpolation('PORT:-3000')}:3000`]);
    expect(app.environment).toMatchObject({
      NODE_ENV: 'production',
      PORT: '3000',
      DATABASE_URL: 'postgres://cre:cre@postgres:5432/cre',
      TRUST_PROXY: interpolation('TRUST_PROXY:-false'),
    });
    expect(app.environment?.SESSION_SECRET).toMatch(/^\$\{SESSION_SECRET:\?/);
    expect(app.environment).not.toHaveProperty('METRICS_TOKEN');
    expect(service('app-replica').environment).toMatchObject({
      ...app.environment,
      APP_URL: interpolation('SCALED_APP_URL:-http://localhost:8080'),
      TRUST_PROXY: '1',
    });
  });

  it("Prometheus's entrypoint writes the token where prometheus.yml reads it, then starts Prometheus", () => {
    const prometheus = service('prometheus');
    const raw = prometheus.entrypoint?.[2] ?? '';
    expect(
      raw.replaceAll('$$', ''),
      'every $ is escaped: the container reads its own variable',
    ).not.toContain('$');
    const script = entrypointScript(prometheus);
    const config = readRepoYaml<{ scrape_configs: { authorization?: { credentials_file?: string } }[] }>(
      'deploy/prometheus.yml',
    );
    const tokenFile = config.scrape_configs[0]?.authorization?.credentials_file ?? '';
    expect(tokenFile).not.toBe('');
    expect(prometheus.tmpfs, 'the token file lives on a tmpfs').toContain(dirname(tokenFile));
    expect(script).toMatch(
      /&& exec \/bin\/prometheus --config\.file=\/etc\/prometheus\/prometheus\.yml --storage\.tsdb\.path=\/prometheus( |$)/,
    );

    const local = script.replaceAll(dirname(tokenFile), scratch);
    const token = 'c3VwZXItc2VjcmV0 with spaces & $igns';
    expect(runUntilExec(local, { METRICS_TOKEN: token }).status).toBe(0);
    expect(readFileSync(join(scratch, 'metrics-token'), 'utf8')).toBe(token);
    const withoutToken: Record<string, string>[] = [{}, { METRICS_TOKEN: '' }];
    for (const env of withoutToken) {
      const refused = runUntilExec(local, env);
      expect(refused.status).not.toBe(0);
      expect(refused.stderr).toContain('set METRICS_TOKEN');
    }
  });

  it("Grafana's entrypoint refuses to start without an admin password, then runs the image's /run.sh", () => {
    const grafana = service('grafana');
    expect(grafana.environment?.GF_SECURITY_ADMIN_PASSWORD).toBe(interpolation('GRAFANA_ADMIN_PASSWORD:-'));
    expect(grafana.environment?.GF_AUTH_ANONYMOUS_ENABLED).toBe('false');
    const script = entrypointScript(grafana);
    expect(script).toMatch(/&& exec \/run\.sh$/);
    expect(runUntilExec(script, { GF_SECURITY_ADMIN_PASSWORD: 'secret' }).status).toBe(0);
    const refused = runUntilExec(script, {});
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('set GRAFANA_ADMIN_PASSWORD');
  });
});

describe('deploy/nginx.conf', () => {
  it('does not serve /metrics to the outside world (Prometheus scrapes the replicas directly)', () => {
    const conf = readRepoText('deploy/nginx.conf');
    expect(conf).toMatch(/location = \/metrics \{\s*return 404;\s*\}/);
    expect(conf.indexOf('location = /metrics')).toBeLessThan(conf.indexOf('location / {'));
  });
});
