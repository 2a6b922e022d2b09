/**
 * `pnpm bench:scale` (issue 14): seeds PostgreSQL with 50,000 users, 250,000 projects and
 * 1,000,000 leases (one user owning 2,000 projects), starts the built server (dist/server.js,
 * production mode) on it and measures, request after request, the admin console's first page,
 * an admin search by email fragment (and by 2 characters), admin page 50, a user's first page of 2,000 projects, a
 * project search, login and save (p50 / p95 / p99 of 200 each), and the server's peak memory.
 * Then the same reads against the embedded PGlite with 5,000 users (figures only). Prints every
 * figure next to its target; exits 0 whatever they are (1 only when it could not run).
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
import { samplePayload } from '../test/helpers/payload.js';
import { startServer } from './lib.js';
import { formatLatencies, type Latency, measure, residentMb, sampleMemory } from './scale-measure.js';
import { FULL_SCALE, type ScaleSize, seedScale } from './scale-seed.js';

const PASSWORD = 'scale bench password';
const ADMIN = 'admin@scale.example.com';
const READ_TARGET_MS = 100;
const SAVE_TARGET_MS = 150;
const MEMORY_TARGET_MB = 300;

/** Signs in through the API from a given client address; returns the session cookie. */
async function login(base: string, email: string, from: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (res.status !== 200 || !cookie) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return cookie.split(';')[0] as string;
}

/** The `rel="next"` URL of a Link header, or null. */
function nextLink(res: Response): string | null {
  return /<([^>]+)>;\s*rel="next"/.exec(res.headers.get('link') ?? '')?.[1] ?? null;
}

/** Follows `Link: rel="next"` from `first` to page `page` and returns that page's URL. */
async function pageUrl(base: string, first: string, page: number, cookie: string): Promise<string> {
  let url = `${base}${first}`;
  for (let p = 1; p < page; p++) {
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    const next = nextLink(res);
    if (!next) throw new Error(`${first} has fewer than ${page} pages (stopped at ${p})`);
    url = next.startsWith('http') ? next : `${base}${next}`;
  }
  return url;
}

interface Run {
  label: string;
  rows: (Latency & { target?: number })[];
  peakMb: number;
}

/** Measures the reads (and, when `writes`, login and save) against a running server. */
async function measureServer(
  base: string,
  pid: number | undefined,
  requests: number,
  writes: boolean,
  users: number,
) {
  const memory = sampleMemory(pid);
  const admin = await login(base, ADMIN, '10.9.0.1');
  const heavy = await login(base, 'heavy@scale.example.com', '10.9.0.2');
  const get = (url: string, cookie: string) => () => ({
    url: `${base}${url}`,
    init: { headers: { cookie } },
  });
  const rows: (Latency & { target?: number })[] = [];
  rows.push({
    ...(await withRss(
      pid,
      measure(
        'admin: first page (50 users)',
        requests,
        200,
        get('/api/admin/users-with-properties?limit=50', admin),
      ),
    )),
    target: READ_TARGET_MS,
  });
  rows.push({
    ...(await withRss(
      pid,
      measure('admin: search by email fragment', requests, 200, (i) =>
        get(
          `/api/admin/users-with-properties?limit=50&q=${encodeURIComponent(`er${1000 + ((i * 37) % 8000)}@`)}`,
          admin,
        )(),
      ),
    )),
    target: READ_TARGET_MS,
  });
  rows.push({
    ...(await withRss(
      pid,
      measure('admin: search by 2 characters', requests, 200, (i) =>
        get(`/api/admin/users-with-properties?limit=50&q=${encodeURIComponent(`${10 + (i % 90)}`)}`, admin)(),
      ),
    )),
    target: READ_TARGET_MS,
  });
  const page50 = await pageUrl(
    base,
    '/api/admin/users-with-properties?limit=50',
    Math.min(50, Math.floor(users / 50)),
    admin,
  );
  rows.push({
    ...(await withRss(
      pid,
      measure('admin: page 50', requests, 200, () => ({
        url: page50,
        init: { headers: { cookie: admin } },
      })),
    )),
    target: READ_TARGET_MS,
  });
  rows.push({
    ...(await withRss(
      pid,
      measure(
        'projects: first page of 2,000 (heavy user)',
        requests,
        200,
        get('/api/properties?limit=100', heavy),
      ),
    )),
    target: READ_TARGET_MS,
  });
  rows.push({
    ...(await withRss(
      pid,
      measure('projects: search', requests, 200, (i) =>
        get(`/api/properties?q=${encodeURIComponent(`project ${1 + (i % 19)}`)}`, heavy)(),
      ),
    )),
    target: READ_TARGET_MS,
  });
  if (writes) {
    rows.push({
      ...(await withRss(
        pid,
        measure('login', requests, 200, (i) => ({
          url: `${base}/api/login`,
          init: {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `10.${20 + Math.floor(i / 250)}.${i % 250}.7`,
            },
            body: JSON.stringify({ email: `user${2 + i}@scale.example.com`, password: PASSWORD }),
          },
        })),
      )),
      target: READ_TARGET_MS,
    });
    rows.push({
      ...(await withRss(
        pid,
        measure('save a project', requests, 200, (i) => ({
          url: `${base}/api/properties`,
          init: {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: heavy },
            body: JSON.stringify(samplePayload({ name: `Bench save ${i}` })),
          },
        })),
      )),
      target: SAVE_TARGET_MS,
    });
  }
  return { rows, peakMb: memory.stop() };
}

/** Runs one measurement and notes the server's memory right after it. */
async function withRss(pid: number | undefined, run: Promise<Latency>): Promise<Latency> {
  const latency = await run;
  return { ...latency, rssAfterMb: residentMb(pid) };
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
  /** The server's database settings (DATABASE_URL or PGLITE_DIR). */
  database: Record<string, string>;
  port: number;
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
  const server = await startServer(
    'dist/server.js',
    serverEnv(target.database, target.port),
    target.port,
    '/api/health',
  );
  try {
    const base = `http://127.0.0.1:${target.port}`;
    const { rows, peakMb } = await measureServer(
      base,
      server.child.pid,
      target.requests,
      target.withTargets,
      size.users,
    );
    return {
      label: target.label,
      rows: target.withTargets ? rows : rows.map(({ target: _t, ...r }) => r),
      peakMb,
    };
  } finally {
    await server.stop();
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
        database: { DATABASE_URL: url },
        port: 3951,
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
        database: { PGLITE_DIR: dir },
        port: 3952,
        requests: 50,
        withTargets: false,
      },
      hash,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function serverEnv(database: Record<string, string>, port: number): Record<string, string> {
  return {
    NODE_ENV: 'production',
    ...database,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'loopback',
    ADMIN_EMAIL: ADMIN,
    APP_URL: `http://127.0.0.1:${port}`,
  };
}

async function main() {
  const started = Date.now();
  const hash = await hashPassword(PASSWORD);
  const runs = [await postgresRun(hash), await pgliteRun(hash)];
  for (const run of runs) {
    console.log(`\n${run.label} (ms, one request at a time)`);
    console.log(formatLatencies(run.rows));
    const memory = run.rows.some((r) => r.target !== undefined)
      ? ` (target < ${MEMORY_TARGET_MB} MB: ${run.peakMb < MEMORY_TARGET_MB ? 'met' : 'NOT MET'})`
      : '';
    console.log(`  server peak memory (RSS) ${run.peakMb.toFixed(0)} MB${memory}`);
  }
  console.log(`\n[bench:scale] done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`[bench:scale] could not run: ${error instanceof Error ? error.stack : String(error)}`);
    process.exit(1);
  },
);
