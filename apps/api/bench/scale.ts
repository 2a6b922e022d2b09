/**
 * `pnpm bench:scale` (issue 14): seeds PostgreSQL with 50,000 users, 250,000 projects and
 * 1,000,000 leases (one user owning 2,000 projects), starts three built servers (dist/server.js,
 * production mode, METRICS_TOKEN set) on it behind a round-robin reverse proxy and measures through
 * the proxy, request after request, the admin console's first page, an admin search by email
 * fragment (and by 2 characters), admin page 50, a user's first page of 2,000 projects, a project
 * search, login and save (p50 / p95 / p99 of 200 each), and each process's peak memory. Around
 * each row it scrapes every process's `/metrics` and prints the p95 the histograms give next to
 * the client's. Then the same reads against the embedded PGlite with 5,000 users and one process
 * (figures only). Prints every figure next to its target; exits 0 whatever they are (1 only when
 * it could not run).
 */

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword } from '@cre/api-core';
import {
  createDb,
  type Db,
  type DbHandle,
  MAINTENANCE_TIMEOUTS,
  migrateToLatest,
  seedBlogPosts,
  sql,
} from '@cre/db';
import { adminQuery, adminUrl, databaseUrl } from '../test/helpers/databases.js';
import { formatLatencies } from './scale-measure.js';
import { formatMetricsRows, type MetricsRow, verdictOf } from './scale-metrics.js';
import { ADMIN, measureServed, PASSWORD, type Row } from './scale-rows.js';
import { FULL_SCALE, type ScaleSize, seedScale } from './scale-seed.js';
import { type Serving, serveBehindProxy, serveOne } from './scale-serve.js';

const MEMORY_TARGET_MB = 300;
/** The PostgreSQL run's app processes (behind the proxy) and the proxy itself. */
const APP_PORTS = [3953, 3954, 3955];
const PROXY_PORT = 3951;

interface Run {
  label: string;
  rows: Row[];
  /** Each app process's peak resident memory (MB). */
  peaksMb: number[];
  metrics: MetricsRow[];
  /** Requests the proxy sent to each process. */
  forwarded?: readonly number[];
}

/** Adds the admin account (verified; ADMIN_EMAIL makes it the admin). */
async function addAdmin(db: Db, hash: string) {
  await sql`insert into users (email, password_hash, is_email_verified) values (${ADMIN}, ${hash}, true)`.execute(
    db,
  );
}

/** How one database is seeded and served for a run. */
interface Target {
  label: string;
  size: ScaleSize;
  /** Opens the (empty) database to seed. */
  open: () => Promise<DbHandle>;
  /** Starts the app process(es) on the seeded database. */
  serve: () => Promise<Serving>;
  requests: number;
  /** Also measure login and save, and read the figures against their targets. */
  withTargets: boolean;
}

const count = (n: number) => n.toLocaleString('en-US');

/** Seeds the target's database, serves it with the built server and measures it. */
async function seededRun(target: Target, hash: string): Promise<Run> {
  const { size } = target;
  const handle = await target.open();
  await migrateToLatest(handle.db);
  await seedBlogPosts(handle.db);
  const seconds = await seedScale(handle.db, size, hash);
  await addAdmin(handle.db, hash);
  await handle.close();
  console.log(
    `${target.label}: seeded ${count(size.users)} users, ${count(size.projects)} projects, ` +
      `${count(size.projects * size.leasesPerProject)} leases in ${seconds.toFixed(1)} s`,
  );
  const served = await target.serve();
  try {
    const { rows, metrics, peaksMb } = await measureServed(
      served,
      target.requests,
      target.withTargets,
      size.users,
    );
    return {
      label: `${target.label}, ${served.layout}`,
      rows: target.withTargets ? rows : rows.map(({ target: _t, ...r }) => r),
      peaksMb,
      metrics,
      forwarded: served.forwarded,
    };
  } finally {
    await served.stop();
  }
}

/** PostgreSQL at full size, in a database of its own (dropped afterwards). */
async function postgresRun(hash: string): Promise<Run> {
  const name = `cre_scale_${randomBytes(5).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = databaseUrl(name);
  try {
    return await seededRun(
      {
        label: `PostgreSQL ${new URL(adminUrl).host}`,
        size: FULL_SCALE,
        open: () => createDb(url, { timeouts: MAINTENANCE_TIMEOUTS }),
        serve: () => serveBehindProxy({ DATABASE_URL: url }, APP_PORTS, PROXY_PORT),
        requests: 200,
        withTargets: true,
      },
      hash,
    );
  } finally {
    await adminQuery(`drop database if exists ${name} with (force)`);
  }
}

/** The embedded PGlite at a tenth of the size, reads only (figures, no targets). */
async function pgliteRun(hash: string): Promise<Run> {
  const dir = mkdtempSync(join(tmpdir(), 'cre-scale-pglite-'));
  try {
    return await seededRun(
      {
        label: 'embedded PGlite (reads, no target)',
        size: { users: 5_000, projects: 25_000, leasesPerProject: 4, heavyUserProjects: 2_000 },
        open: () => createDb('', { pgliteDir: dir }),
        serve: () => serveOne({ PGLITE_DIR: dir }, 3952),
        requests: 50,
        withTargets: false,
      },
      hash,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Prints a run's latency table, its memory and, when scraped, what `/metrics` reported. */
function report(run: Run) {
  console.log(`\n${run.label} (ms, one request at a time)`);
  console.log(formatLatencies(run.rows));
  const largest = Math.max(...run.peaksMb);
  const memory = run.rows.some((r) => r.target !== undefined)
    ? ` (target < ${MEMORY_TARGET_MB} MB per process: ${largest < MEMORY_TARGET_MB ? 'met' : 'NOT MET'})`
    : '';
  const each =
    run.peaksMb.length > 1
      ? `; each process: ${run.peaksMb.map((mb) => `${mb.toFixed(0)} MB`).join(', ')}`
      : '';
  const rss = run.peaksMb.length > 1 ? 'RSS after: the largest of the processes' : 'RSS after: the server';
  console.log(`  ${rss}. Server peak memory (RSS): ${largest.toFixed(0)} MB${memory}${each}`);
  if (run.forwarded) console.log(`  requests the proxy sent to each process: ${run.forwarded.join(', ')}`);
  if (run.metrics.length === 0) return;
  console.log(
    '\n  What /metrics reported during the run (each process scraped directly before and after each row, summed)',
  );
  console.log(formatMetricsRows(run.metrics));
  console.log(
    '  The metrics p95 is histogram_quantile(0.95) over the summed buckets (linear interpolation inside the bucket);\n' +
      '  "agrees": the client p95 lies in that bucket or the next one either side. The client-side times are always a\n' +
      "  little longer than the server's: they add the proxy hop, the loopback network and the client's own overhead\n" +
      '  to what Fastify measures (receiving the request to sending the response), and the clock Fastify keeps misses a\n' +
      '  request waiting for a busy event loop (e.g. a garbage-collection pause V8 runs between requests). The\n' +
      '  interpolated estimate can still land above the client p95: it assumes observations spread evenly over the bucket.',
  );
  const agreed = run.metrics.filter((m) => verdictOf(m) === 'agrees').length;
  console.log(`  ${agreed} of ${run.metrics.length} rows agree`);
}

async function main() {
  const started = Date.now();
  const hash = await hashPassword(PASSWORD);
  const runs = [await postgresRun(hash), await pgliteRun(hash)];
  for (const run of runs) report(run);
  console.log(`\n[bench:scale] done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`[bench:scale] could not run: ${error instanceof Error ? error.stack : String(error)}`);
    process.exit(1);
  },
);
