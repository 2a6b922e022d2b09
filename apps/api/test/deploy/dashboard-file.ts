import { readRepoJson } from './repo-files.js';

/** A query of a dashboard panel. */
export interface DashboardTarget {
  refId: string;
  expr?: string;
  datasource?: { type?: string; uid?: string };
}

/** A dashboard panel (rows included: type `row`, no targets). */
export interface DashboardPanel {
  id: number;
  type: string;
  title: string;
  gridPos?: { h: number; w: number; x: number; y: number };
  datasource?: { type?: string; uid?: string };
  targets?: DashboardTarget[];
}

/** The parts of a Grafana dashboard JSON file the tests look at. */
export interface Dashboard {
  uid: string;
  title: string;
  schemaVersion: number;
  refresh: string;
  time: { from: string; to: string };
  panels: DashboardPanel[];
}

/** The repository path of the provisioned dashboard. */
export const DASHBOARD_PATH = 'deploy/grafana/dashboards/cre-sale-analyzer.json';

/** The provisioned "CRE Sale Analyzer" dashboard, parsed. */
export function readDashboard(): Dashboard {
  return readRepoJson<Dashboard>(DASHBOARD_PATH);
}

/** Grafana's range variables replaced by a fixed duration, leaving plain PromQL. */
export function withoutGrafanaVariables(expr: string): string {
  return expr
    .replaceAll('$__rate_interval', '1m')
    .replaceAll('$__interval', '1m')
    .replaceAll('$__range', '1h');
}
