import { randomBytes } from 'node:crypto';
import { type RunningServer, startServer } from './lib.js';
import { RoundRobinProxy } from './round-robin-proxy.js';
import { MetricsScraper } from './scale-metrics.js';
import { ADMIN, type Served } from './scale-rows.js';

/** The app processes serving a run, and how to stop them. */
export interface Serving extends Served {
  /** How the run is served, for the report ("3 processes behind a round-robin proxy"). */
  layout: string;
  /** Requests the proxy sent to each process (none without a proxy). */
  forwarded?: readonly number[];
  stop(): Promise<void>;
}

/** The production settings of one app process of a run. */
function serverEnv(database: Record<string, string>, appUrl: string, extra: Record<string, string> = {}) {
  return {
    NODE_ENV: 'production',
    ...database,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'loopback',
    ADMIN_EMAIL: ADMIN,
    APP_URL: appUrl,
    ...extra,
  };
}

/** One built server (dist/server.js) on `port`, requests sent to it directly. */
export async function serveOne(database: Record<string, string>, port: number): Promise<Serving> {
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer('dist/server.js', serverEnv(database, base), port, '/api/health');
  return { layout: 'one process', base, pids: [server.child.pid], stop: () => server.stop() };
}

/**
 * Several built servers on one database (same SESSION_SECRET, METRICS_TOKEN set, TRUST_PROXY
 * loopback) behind a {@link RoundRobinProxy} on `proxyPort`: requests go to the proxy, the
 * scraper reads each process's `/metrics` directly.
 */
export async function serveBehindProxy(
  database: Record<string, string>,
  appPorts: readonly number[],
  proxyPort: number,
): Promise<Serving> {
  const proxyBase = `http://127.0.0.1:${proxyPort}`;
  const token = randomBytes(24).toString('hex');
  const env = serverEnv(database, proxyBase, { METRICS_TOKEN: token });
  const servers: RunningServer[] = [];
  const proxy = new RoundRobinProxy(appPorts.map((port) => `http://127.0.0.1:${port}`));
  const stop = async () => {
    await proxy.close();
    await Promise.all(servers.map((s) => s.stop()));
  };
  try {
    for (const port of appPorts) servers.push(await startServer('dist/server.js', env, port, '/api/health'));
    await proxy.listen(proxyPort);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    layout: `${appPorts.length} processes behind a round-robin proxy`,
    base: proxyBase,
    pids: servers.map((s) => s.child.pid),
    scraper: new MetricsScraper(
      appPorts.map((port) => `http://127.0.0.1:${port}`),
      token,
    ),
    forwarded: proxy.forwarded,
    stop,
  };
}
