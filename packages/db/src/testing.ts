import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type DbHandle, type DbKind, redact } from './create-db.js';
import { migrateToLatest } from './migrate.js';

/** The PostgreSQL server used by tests unless `TEST_DATABASE_URL` says otherwise. */
export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh, migrated database for one test file or suite. */
export interface TestDatabase extends DbHandle {
  /** The URL the handle is connected to (`memory://` for PGlite). */
  url: string;
  /** Closes the connection and, on PostgreSQL, drops the database. Safe to call twice. */
  cleanup(): Promise<void>;
}

/** Base URL of the test PostgreSQL server: the argument, `TEST_DATABASE_URL`, or the default. */
export function testDatabaseBaseUrl(baseUrl?: string): string {
  return baseUrl ?? process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
}

/** True when a PostgreSQL server answers at the base URL within `timeoutMs`. */
export async function isPostgresReachable(baseUrl?: string, timeoutMs = 3000): Promise<boolean> {
  const client = new pg.Client({
    connectionString: testDatabaseBaseUrl(baseUrl),
    connectionTimeoutMillis: timeoutMs,
  });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The backends a database test suite should run on: always `pglite`; `postgres` when the
 * server is reachable. When it is not, a warning is printed and `postgres` is left out —
 * unless `process.env.CI` is set, where it is kept so that the suite fails loudly.
 */
export async function testBackends(baseUrl?: string): Promise<DbKind[]> {
  if (await isPostgresReachable(baseUrl)) return ['pglite', 'postgres'];
  if (process.env.CI) return ['pglite', 'postgres'];
  console.warn(
    `PostgreSQL is not reachable at ${redact(testDatabaseBaseUrl(baseUrl))}: running database tests on PGlite only (set CI=1 to make this a failure).`,
  );
  return ['pglite'];
}

async function adminQuery(baseUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Creates a fresh database with every migration applied. `pglite`: an in-memory PGlite.
 * `postgres`: a new uniquely named database (`cre_test_<random>`) on the server at `baseUrl`
 * (default `TEST_DATABASE_URL` or {@link DEFAULT_TEST_DATABASE_URL}) that `cleanup()` drops.
 *
 * @example
 * const test = await createTestDatabase('postgres');
 * try { await createUser(test.db, { email: 'a@b.co', passwordHash: 'x' }); }
 * finally { await test.cleanup(); }
 */
export async function createTestDatabase(
  kind: DbKind,
  options: { baseUrl?: string; poolSize?: number } = {},
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const handle = await createDb('memory://');
    await migrateToLatest(handle.db);
    return { ...handle, url: 'memory://', cleanup: handle.close };
  }
  const baseUrl = testDatabaseBaseUrl(options.baseUrl);
  const name = `cre_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await createDb(url.toString(), { poolSize: options.poolSize ?? 5 });
  let cleaned: Promise<void> | undefined;
  const cleanup = () => {
    cleaned ??= (async () => {
      await handle.close();
      await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
    })();
    return cleaned;
  };
  try {
    await migrateToLatest(handle.db);
  } catch (error) {
    await cleanup();
    throw error;
  }
  return { ...handle, url: url.toString(), cleanup };
}
