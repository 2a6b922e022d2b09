import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { readCompose } from './compose-file.js';
import { promtoolTest, runPromtool } from './promtool.js';
import { readRepoYaml } from './repo-files.js';

interface ScrapeConfig {
  job_name: string;
  metrics_path?: string;
  scheme?: string;
  authorization?: { type?: string; credentials?: string; credentials_file?: string };
  dns_sd_configs?: { names: string[]; type: string; port: number }[];
  static_configs?: unknown[];
}
interface PrometheusConfig {
  global: { scrape_interval: string };
  scrape_configs: ScrapeConfig[];
}

const config = readRepoYaml<PrometheusConfig>('deploy/prometheus.yml');
const scratch = mkdtempSync(join(tmpdir(), 'cre-prometheus-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('deploy/prometheus.yml', () => {
  it('scrapes every app-replica on port 3000 at /metrics, every 15 s', () => {
    expect(config.global.scrape_interval).toBe('15s');
    expect(config.scrape_configs).toHaveLength(1);
    const [job] = config.scrape_configs;
    expect(job?.metrics_path).toBe('/metrics');
    expect(job?.scheme ?? 'http').toBe('http');
    expect(job?.dns_sd_configs).toEqual([
      { names: ['app-replica'], type: 'A', port: 3000, refresh_interval: '15s' },
    ]);
    expect(job?.static_configs).toBeUndefined();
    // the name resolved is the compose service, and 3000 is the port the app listens on inside it
    const replica = readCompose().services['app-replica'];
    expect(replica?.environment?.PORT).toBe('3000');
  });

  it('sends the bearer token from a file, never a token written in the configuration', () => {
    const auth = config.scrape_configs[0]?.authorization;
    expect(auth?.type).toBe('Bearer');
    expect(auth?.credentials).toBeUndefined();
    expect(auth?.credentials_file).toBe('/run/prometheus/metrics-token');
    const prometheus = readCompose().services.prometheus;
    expect(prometheus?.entrypoint?.[2]).toContain(`> ${auth?.credentials_file} &&`);
  });

  promtoolTest('is accepted by `promtool check config` (token file written where it points)', (promtool) => {
    const tokenFile = join(scratch, 'metrics-token');
    writeFileSync(tokenFile, 'test-token');
    const copy = structuredClone(config);
    for (const job of copy.scrape_configs)
      if (job.authorization) job.authorization.credentials_file = tokenFile;
    const file = join(scratch, 'prometheus.yml');
    writeFileSync(file, stringify(copy));
    const result = runPromtool(promtool, ['check', 'config', file]);
    expect(result.output).toContain('SUCCESS');
    expect(result.status, result.output).toBe(0);

    // and promtool does reject what is wrong: the same file with its token file missing
    rmSync(tokenFile);
    expect(runPromtool(promtool, ['check', 'config', file]).status).not.toBe(0);
  });
});
