/**
 * `pnpm --filter @cre/api bench:metrics`: only the metrics-cost section of `pnpm bench` (see
 * {@link measureMetricsCost}), on a fresh PostgreSQL database with one signed-in user.
 * BENCH_METRICS_CONTROL=1 runs the A/A control (metrics on in both processes).
 */
import { randomBytes } from 'node:crypto';
import { adminQuery, databaseUrl } from '../test/helpers/databases.js';
import { startServer } from './lib.js';
import { measureMetricsCost } from './metrics-cost.js';
import { measureMetricsInstructions } from './metrics-cost-instructions.js';
import { registerVerifiedUser } from './users.js';

const SETUP_PORT = 3906;

async function main() {
  const dbName = `cre_bench_metrics_${randomBytes(5).toString('hex')}`;
  await adminQuery(`create database ${dbName}`);
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl(dbName),
    SESSION_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    TRUST_PROXY: 'loopback',
    ADMIN_EMAIL: 'bench-admin@example.com',
    METRICS_TOKEN: randomBytes(24).toString('hex'),
  };
  try {
    const setup = await startServer(
      'dist/server.js',
      { ...env, APP_URL: `http://127.0.0.1:${SETUP_PORT}` },
      SETUP_PORT,
      '/api/health',
    );
    let cookie: string;
    try {
      cookie = (
        await registerVerifiedUser(`http://127.0.0.1:${SETUP_PORT}`, 'bench-metrics@example.com', '10.0.0.9')
      ).cookie;
    } finally {
      await setup.stop();
    }
    const ports = { with: 3904, without: 3905 };
    if (process.env.BENCH_METRICS_ONLY !== 'instructions') {
      await measureMetricsCost(env, ports, cookie, process.env.BENCH_METRICS_CONTROL === '1');
    }
    await measureMetricsInstructions(env, ports, cookie);
  } finally {
    await adminQuery(`drop database if exists ${dbName} with (force)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
