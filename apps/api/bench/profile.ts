/**
 * `pnpm --filter @cre/api bench:profile [path]`: runs the built server on a fresh PostgreSQL
 * database under `--cpu-prof`, loads one signed-in GET path (default /api/properties with 20
 * projects) with autocannon for 8 s, and prints the functions that used the most CPU.
 * A tool for finding hot spots; the figures to compare are those of `pnpm bench`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { adminQuery, databaseUrl } from '../test/helpers/databases.js';
import { samplePayload } from '../test/helpers/payload.js';
import { startServer } from './lib.js';
import { registerVerifiedUser } from './users.js';

const repoRoot = `file://${fileURLToPath(new URL('../../../', import.meta.url))}`;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
}

async function main() {
  const path = process.argv[2] ?? '/api/properties';
  const dbName = `cre_prof_${randomBytes(5).toString('hex')}`;
  await adminQuery(`create database ${dbName}`);
  const dir = mkdtempSync(join(tmpdir(), 'cre-prof-'));
  const port = 3911;
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(
    'dist/server.js',
    {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl(dbName),
      SESSION_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'loopback',
      ADMIN_EMAIL: 'bench-admin@example.com',
      APP_URL: base,
    },
    port,
    '/api/health',
    ['--cpu-prof', `--cpu-prof-dir=${dir}`],
  );
  try {
    const user = await registerVerifiedUser(base, 'profile@example.com', '10.0.0.9');
    for (let i = 0; i < 20; i++) {
      await fetch(`${base}/api/properties`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: user.cookie },
        body: JSON.stringify(samplePayload({ name: `Profile project ${i + 1}` })),
      });
    }
    const result = await autocannon({
      url: `${base}${path}`,
      headers: { cookie: user.cookie },
      connections: 50,
      duration: 8,
    });
    console.log(`${path}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`);
  } finally {
    await server.stop();
    await adminQuery(`drop database if exists ${dbName} with (force)`);
  }
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error('no profile written');
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { nodes: ProfileNode[] };
  const total = profile.nodes.reduce((sum, n) => sum + n.hitCount, 0);
  const byFunction = new Map<string, number>();
  for (const n of profile.nodes) {
    const url = n.callFrame.url
      .replace(/^.*node_modules\/\.pnpm\/([^/]+)\/.*\/([^/]+)$/, '$1 $2')
      .replace(repoRoot, '');
    const key = `${n.callFrame.functionName || '(anonymous)'} ${url}:${n.callFrame.lineNumber}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + n.hitCount);
  }
  console.log(`self time, top 40 of ${total} samples`);
  for (const [key, hits] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 40)) {
    console.log(`${((hits / total) * 100).toFixed(1).padStart(5)} %  ${key}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
