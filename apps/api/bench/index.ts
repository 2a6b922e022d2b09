/**
 * `pnpm --filter @cre/api bench`: throughput and latency of the built server on a fresh
 * PostgreSQL database versus a bare Fastify + pg server running the same queries, then the
 * cost of the metrics on GET /api/user (the app with and without the metrics side by side in one
 * process, in throughput and, under valgrind, in instructions; BENCH_METRICS_CONTROL=1 turns the
 * second one's metrics on too, an A/A control of the bench's noise), then the durability checks (concurrent saves, a database outage in the middle of a load run).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { adminQuery, adminUrl, databaseUrl } from '../test/helpers/databases.js';
import { samplePayload } from '../test/helpers/payload.js';
import { TcpProxy } from '../test/helpers/tcp-proxy.js';
import { checkConcurrentSaves, checkOutage } from './durability.js';
import { compare, formatRow, type LoadFigures, startServer } from './lib.js';
import { measureMetricsCost } from './metrics-cost.js';
import { measureMetricsInstructions } from './metrics-cost-instructions.js';
import { type BenchUser, registerVerifiedUser } from './users.js';

const APP_PORT = 3901;
const BARE_PORT = 3902;
const OUTAGE_PORT = 3903;
const METRICS_ON_PORT = 3904;
const METRICS_OFF_PORT = 3905;
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'warn';

async function main() {
  const dbName = `cre_bench_${randomBytes(5).toString('hex')}`;
  await adminQuery(`create database ${dbName}`);
  const url = databaseUrl(dbName);
  console.log(
    `PostgreSQL: fresh database ${dbName} on ${new URL(adminUrl).host}; server log level ${LOG_LEVEL}\n`,
  );
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: url,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL,
    TRUST_PROXY: 'loopback',
    ADMIN_EMAIL: 'bench-admin@example.com',
    APP_URL: `http://127.0.0.1:${APP_PORT}`,
    METRICS_TOKEN: randomBytes(24).toString('hex'),
  };
  const app = await startServer('dist/server.js', env, APP_PORT, '/api/health');
  const bare = await startServer('bench/bare-server.mjs', { DATABASE_URL: url }, BARE_PORT, '/bare/user');
  const proxy = new TcpProxy(new URL(url).hostname, Number(new URL(url).port || 5432));
  try {
    const base = `http://127.0.0.1:${APP_PORT}`;
    const user: BenchUser = await registerVerifiedUser(base, 'bench-main@example.com', '10.0.0.1');
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${base}/api/properties`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: user.cookie },
        body: JSON.stringify(samplePayload({ name: `Bench project ${i + 1}` })),
      });
      if (res.status !== 200) throw new Error(`seeding project failed: ${res.status} ${await res.text()}`);
    }
    const appHeaders = { cookie: user.cookie };
    const bareHeaders = { 'x-session': user.token };
    const saveBody = JSON.stringify(samplePayload({ name: 'Load-test save' }));
    const json = { 'content-type': 'application/json' };

    const bareBase = `http://127.0.0.1:${BARE_PORT}`;
    const [appUser, bareUser] = await compare(
      ['app  GET /api/user', { url: `${base}/api/user`, headers: appHeaders }, app.child.pid],
      ['bare GET /bare/user', { url: `${bareBase}/bare/user`, headers: bareHeaders }, bare.child.pid],
    );
    const [appList, bareList] = await compare(
      [
        'app  GET /api/properties (20 projects)',
        { url: `${base}/api/properties`, headers: appHeaders },
        app.child.pid,
      ],
      [
        'bare GET /bare/properties (20 projects)',
        { url: `${bareBase}/bare/properties`, headers: bareHeaders },
        bare.child.pid,
      ],
    );
    const save = { method: 'POST', body: saveBody, connections: 10 };
    // Each side saves into an account of its own: the bare server's thousands of rows would
    // otherwise push the shared account past the app's 10,000-project cap (403s in the app's run).
    const appSaver = await registerVerifiedUser(base, 'bench-app-saves@example.com', '10.0.0.2');
    const bareSaver = await registerVerifiedUser(base, 'bench-bare-saves@example.com', '10.0.0.3');
    const [appSave, bareSave] = await compare(
      [
        'app  POST /api/properties (save)',
        { url: `${base}/api/properties`, headers: { cookie: appSaver.cookie, ...json }, ...save },
        app.child.pid,
      ],
      [
        'bare POST /bare/properties (save)',
        { url: `${bareBase}/bare/properties`, headers: { 'x-session': bareSaver.token, ...json }, ...save },
        bare.child.pid,
      ],
    );
    const rows: Array<[LoadFigures, LoadFigures]> = [
      [appUser, bareUser],
      [appList, bareList],
      [appSave, bareSave],
    ];

    console.log(
      'Throughput and latency (autocannon; 2 s warm-up, then app and bare alternate twice for 6 s, best run kept; 50 connections for reads, 10 for saves)',
    );
    for (const [a, b] of rows) {
      console.log(formatRow(a));
      console.log(formatRow(b));
      const cpuRatio =
        a.cpuUsPerRequest && b.cpuUsPerRequest ? (b.cpuUsPerRequest / a.cpuUsPerRequest).toFixed(2) : 'n/a';
      console.log(
        `${'  ratio app / bare'.padEnd(44)} ${(a.reqPerSec / b.reqPerSec).toFixed(2).padStart(8)} (throughput)   ${cpuRatio} (bare CPU per request / app CPU per request)\n`,
      );
    }
    console.log(
      'Note: the app answers repeated reads from its per-process session and project-list cache, which\n' +
        'PostgreSQL NOTIFY triggers invalidate on every change (any process); the bare server queries every time.\n',
    );
    console.log(
      'Targets: GET /api/user >= 5000 req/s; GET /api/properties p99 < 50 ms at 50 connections; ratio >= 0.6',
    );
    console.log(
      `  GET /api/user ${appUser.reqPerSec.toFixed(0)} req/s: ${appUser.reqPerSec >= 5000 ? 'met' : 'NOT met'}; ` +
        `GET /api/properties p99 ${appList.p99} ms: ${appList.p99 < 50 ? 'met' : 'NOT met'}; ` +
        `ratios ${rows.map(([a, b]) => (a.reqPerSec / b.reqPerSec).toFixed(2)).join(' / ')}\n`,
    );

    await bare.stop();
    const metricsPorts = { with: METRICS_ON_PORT, without: METRICS_OFF_PORT };
    await measureMetricsCost(env, metricsPorts, user.cookie, process.env.BENCH_METRICS_CONTROL === '1');
    await measureMetricsInstructions(env, metricsPorts, user.cookie);
    await checkConcurrentSaves(base, url);

    await proxy.start();
    const viaProxy = new URL(url);
    viaProxy.port = String(proxy.port);
    const outageServer = await startServer(
      'dist/server.js',
      { ...env, DATABASE_URL: viaProxy.toString(), APP_URL: `http://127.0.0.1:${OUTAGE_PORT}` },
      OUTAGE_PORT,
      '/api/health',
    );
    try {
      await checkOutage(`http://127.0.0.1:${OUTAGE_PORT}`, proxy, outageServer);
    } finally {
      await outageServer.stop();
    }
  } finally {
    await proxy.stop();
    await app.stop();
    await bare.stop();
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${dbName} with (force)`);
    await client.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
