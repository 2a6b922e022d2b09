import { randomBytes } from 'node:crypto';
import { createDb, type DbHandle, migrateToLatest, seedBlogPosts } from '@cre/db';
import pg from 'pg';

/** The engines every integration test runs on. */
export type Backend = 'pglite' | 'postgres';

const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Connection URL of the PostgreSQL server used to create fresh test databases. */
export const adminUrl = process.env.TEST_DATABASE_URL || DEFAULT_ADMIN_URL;

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
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
 * The backends to run: PGlite always; PostgreSQL when reachable. Under CI an unreachable
 * PostgreSQL is an error; locally that half is left out with a warning.
 */
export async function availableBackends(): Promise<Backend[]> {
  if (await postgresReachable()) return ['pglite', 'postgres'];
  if (process.env.CI) throw new Error(`PostgreSQL is not reachable at ${adminUrl} (required when CI is set)`);
  console.warn(`WARNING: PostgreSQL not reachable at ${adminUrl}; running the suite on PGlite only.`);
  return ['pglite'];
}

/** Runs SQL against the admin connection. */
export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A migrated, seeded, empty database and how to throw it away. */
export interface TestDatabase {
  handle: DbHandle;
  /** The DATABASE_URL that opens this database. */
  url: string;
  drop(): Promise<void>;
}

/** The URL of database `name` on the admin server. */
export function databaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates a fresh database on `backend` (in-memory PGlite, or a new PostgreSQL database). */
export async function createTestDatabase(backend: Backend): Promise<TestDatabase> {
  if (backend === 'pglite') {
    const handle = await createDb('memory://');
    await migrateToLatest(handle.db);
    await seedBlogPosts(handle.db);
    return { handle, url: 'memory://', drop: () => handle.close() };
  }
  const name = `cre_api_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = databaseUrl(name);
  const handle = await createDb(url);
  await migrateToLatest(handle.db);
  await seedBlogPosts(handle.db);
  return {
    handle,
    url,
    async drop() {
      await handle.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}
