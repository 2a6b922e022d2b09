import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mountTarget, readCompose } from './compose-file.js';
import { DASHBOARD_PATH, readDashboard } from './dashboard-file.js';
import { readRepoYaml, repoPath } from './repo-files.js';

interface DatasourcesFile {
  apiVersion: number;
  datasources: {
    name: string;
    uid: string;
    type: string;
    url: string;
    isDefault?: boolean;
    jsonData?: { timeInterval?: string };
  }[];
}
interface DashboardsFile {
  apiVersion: number;
  providers: { name: string; type: string; options: { path: string } }[];
}

const PROVISIONING = 'deploy/grafana/provisioning';
const grafana = readCompose().services.grafana ?? {};
const prometheus = readCompose().services.prometheus ?? {};

describe('deploy/grafana/provisioning', () => {
  it('holds only the datasource and dashboard provider files, all YAML', () => {
    expect(readdirSync(repoPath(PROVISIONING)).sort()).toEqual(['dashboards', 'datasources']);
    expect(readdirSync(repoPath(`${PROVISIONING}/datasources`))).toEqual(['prometheus.yml']);
    expect(readdirSync(repoPath(`${PROVISIONING}/dashboards`))).toEqual(['cre-sale-analyzer.yml']);
  });

  it('provisions the compose Prometheus as the default datasource, with its scrape interval', () => {
    const file = readRepoYaml<DatasourcesFile>(`${PROVISIONING}/datasources/prometheus.yml`);
    expect(file.apiVersion).toBe(1);
    expect(file.datasources).toHaveLength(1);
    const [source] = file.datasources;
    expect(source).toMatchObject({ uid: 'cre-prometheus', type: 'prometheus', isDefault: true });
    // "prometheus" is the compose service, 9090 the port Prometheus listens on inside it
    expect(source?.url).toBe('http://prometheus:9090');
    expect(prometheus.ports?.[0]).toMatch(/:9090$/);
    const scrape = readRepoYaml<{ global: { scrape_interval: string } }>('deploy/prometheus.yml').global;
    expect(source?.jsonData?.timeInterval).toBe(scrape.scrape_interval);
  });

  it('loads dashboards from the folder docker-compose.yml mounts the dashboard files on', () => {
    expect(mountTarget(grafana, './deploy/grafana/provisioning')).toBe('/etc/grafana/provisioning');
    const file = readRepoYaml<DashboardsFile>(`${PROVISIONING}/dashboards/cre-sale-analyzer.yml`);
    expect(file.apiVersion).toBe(1);
    expect(file.providers).toHaveLength(1);
    const [provider] = file.providers;
    expect(provider?.type).toBe('file');
    const mounted = mountTarget(grafana, './deploy/grafana/dashboards');
    expect(mounted).toBeDefined();
    expect(provider?.options.path).toBe(mounted);
    // the home dashboard Grafana opens is that file, as mounted
    const home = grafana.environment?.GF_DASHBOARDS_DEFAULT_HOME_DASHBOARD_PATH;
    expect(home).toBe(join(mounted ?? '', 'cre-sale-analyzer.json'));
    expect(DASHBOARD_PATH).toBe('deploy/grafana/dashboards/cre-sale-analyzer.json');
    expect(readDashboard().uid).toBe('cre-sale-analyzer');
  });
});
