import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  createDb,
  createUser,
  findUserByEmail,
  MigrationError,
  migrateDown,
  migrateTo,
  migrateToLatest,
  redact,
  sql,
  UnsupportedDatabaseUrlError,
} from '../src/index.js';
import { createTestDatabase } from '../src/testing.js';
import { backends } from './backends.js';
import { allMigrations, migrationsAfter } from './migrations.js';

/** The newest migration these tests know (the last of EXISTING_MIGRATIONS in migrations.ts). */
const LAST_EXISTING = '2026_11_27_013_account_tokens';
/** The tables of the public schema once {@link LAST_EXISTING} is the last migration applied. */
const EXISTING_TABLES = [
  'account_tokens',
  'blog_posts',
  'contact_messages',
  'leads',
  'properties',
  'property_scenarios',
  'property_shares',
  'rate_limits',
  'sessions',
  'tenant_leases',
  'users',
];

const tempDirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cre-db-test-'));
  tempDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

describe.each(backends)('createDb on %s', (kind) => {
  it('returns numeric and int8 values as JS numbers and timestamps as Dates', async () => {
    const test = await createTestDatabase(kind);
    try {
      expect(test.kind).toBe(kind);
      const { rows } = await sql<{ n: unknown; big: unknown; count: unknown; at: unknown }>`
        select 1234567.89::numeric as n, 9007199254740991::int8 as big,
               (select count(*) from users) as count, '2030-01-01T00:00:00Z'::timestamptz as at`.execute(
        test.db,
      );
      expect(rows).toEqual([
        { n: 1234567.89, big: 9007199254740991, count: 0, at: new Date('2030-01-01T00:00:00Z') },
      ]);
    } finally {
      await test.cleanup();
    }
  });

  it('migrateToLatest is idempotent and migrateDown removes the schema', async () => {
    const test = await createTestDatabase(kind);
    try {
      expect(await migrateToLatest(test.db)).toEqual([]);
      // from the schema of the last migration these tests know, one migration at a time
      expect(await migrateTo(test.db, LAST_EXISTING)).toEqual(
        (await migrationsAfter(LAST_EXISTING)).reverse(),
      );
      expect(await migrateDown(test.db)).toEqual(['2026_11_27_013_account_tokens']);
      expect(await migrateDown(test.db)).toEqual(['2026_11_27_012_property_versions']);
      expect(await migrateDown(test.db)).toEqual(['2026_11_24_011_property_scenarios']);
      expect(await migrateDown(test.db)).toEqual(['2026_11_24_010_property_shares']);
      const shares = await sql<{ n: number }>`
        select count(*)::int as n from information_schema.tables where table_name = 'property_shares'`.execute(
        test.db,
      );
      expect(shares.rows).toEqual([{ n: 0 }]);
      expect(await migrateDown(test.db)).toEqual(['2026_11_24_009_ready_targets']);
      expect(await migrateDown(test.db)).toEqual(['2026_11_24_008_short_email_search']);
      const shortGrams = await sql<{ n: number }>`
        select (select count(*)::int from pg_indexes where indexname = 'users_email_grams_idx')
             + (select count(*)::int from information_schema.columns where column_name = 'email_grams')
             + (select count(*)::int from pg_proc where proname = 'email_short_grams') as n`.execute(test.db);
      expect(shortGrams.rows).toEqual([{ n: 0 }]);
      expect(await migrateDown(test.db)).toEqual(['2026_11_24_007_list_indexes']);
      const listIndexes = await sql<{ indexname: string }>`
        select indexname from pg_indexes
        where indexname in ('properties_user_id_updated_at_idx', 'properties_user_id_updated_at_id_idx', 'users_email_trgm_idx')`.execute(
        test.db,
      );
      expect(listIndexes.rows).toEqual([{ indexname: 'properties_user_id_updated_at_idx' }]);
      expect(await migrateDown(test.db)).toEqual(['2026_11_24_006_lease_by_lease_projection']);
      const projectionColumns = await sql<{ n: number }>`
        select count(*)::int as n from information_schema.columns
        where table_name = 'properties' and column_name in ('projection_mode', 'renewal_lc_percent')`.execute(
        test.db,
      );
      expect(projectionColumns.rows).toEqual([{ n: 0 }]);
      expect(await migrateDown(test.db)).toEqual(['2026_11_24_005_clear_registration_admin_flags']);
      expect(await migrateDown(test.db)).toEqual(['2026_11_23_004_property_change_notifications']);
      expect(await migrateDown(test.db)).toEqual(['2026_11_23_003_session_change_notifications']);
      const triggers = await sql<{ n: number }>`
        select count(*)::int as n from information_schema.triggers
        where trigger_name like '%_notify_%'`.execute(test.db);
      expect(triggers.rows).toEqual([{ n: 0 }]);
      expect(await migrateDown(test.db)).toEqual(['2026_11_22_002_fractional_lease_terms']);
      const leaseTerm = await sql<{ data_type: string }>`
        select data_type from information_schema.columns
        where table_name = 'tenant_leases' and column_name = 'lease_term'`.execute(test.db);
      expect(leaseTerm.rows).toEqual([{ data_type: 'integer' }]);
      expect(await migrateDown(test.db)).toEqual(['2026_11_22_001_init']);
      await expect(sql`select 1 from users`.execute(test.db)).rejects.toThrow(/users/);
      expect(await migrateToLatest(test.db)).toEqual(await allMigrations());
    } finally {
      await test.cleanup();
    }
  });
});

describe('createDb with PGlite', () => {
  it('memory:// is in-memory PGlite and applies the whole schema', async () => {
    const handle = await createDb('memory://');
    try {
      expect(handle.kind).toBe('pglite');
      expect(await migrateToLatest(handle.db)).toEqual(await allMigrations());
      const tables = async () =>
        (
          await sql<{ table_name: string }>`
            select table_name from information_schema.tables
            where table_schema = 'public' and table_name not like 'kysely%' order by table_name`.execute(
            handle.db,
          )
        ).rows.map((r) => r.table_name);
      expect(await tables()).toEqual(expect.arrayContaining(EXISTING_TABLES));
      // exactly these tables once the migrations these tests know are the last applied
      expect(await migrateTo(handle.db, LAST_EXISTING)).toEqual(
        (await migrationsAfter(LAST_EXISTING)).reverse(),
      );
      expect(await tables()).toEqual(EXISTING_TABLES);
    } finally {
      await handle.close();
      await handle.close();
    }
  });

  it('no URL persists to the given directory (created if missing) across restarts', async () => {
    const dir = join(tempDir(), 'nested', 'pglite');
    const first = await createDb(undefined, { pgliteDir: dir });
    await migrateToLatest(first.db);
    await createUser(first.db, { email: 'persist@example.com', passwordHash: 'h' });
    await first.close();
    const second = await createDb('', { pgliteDir: dir });
    try {
      expect(await migrateToLatest(second.db)).toEqual([]);
      expect((await findUserByEmail(second.db, 'persist@example.com'))?.email).toBe('persist@example.com');
    } finally {
      await second.close();
    }
  });

  it('no URL and no option uses PGLITE_DIR', async () => {
    const dir = join(tempDir(), 'from-env');
    vi.stubEnv('PGLITE_DIR', dir);
    try {
      const handle = await createDb();
      await migrateToLatest(handle.db);
      await handle.close();
      const again = await createDb(undefined, { pgliteDir: dir });
      expect(await migrateToLatest(again.db)).toEqual([]);
      await again.close();
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('a failing migration throws a MigrationError naming it, and leaves nothing half-done', async () => {
    const handle = await createDb('memory://');
    try {
      await sql`create table leads (id int)`.execute(handle.db);
      const error = await migrateToLatest(handle.db).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MigrationError);
      expect((error as MigrationError).migrationName).toBe('2026_11_22_001_init');
      expect((error as Error).message).toBe(
        'Database migration "2026_11_22_001_init" failed: relation "leads" already exists',
      );
      const users = await sql`select to_regclass('public.users') as t`.execute(handle.db);
      expect(users.rows).toEqual([{ t: null }]);
    } finally {
      await handle.close();
    }
  });
});

describe('createDb URL handling', () => {
  it('rejects unsupported URLs with a clear message that hides passwords', async () => {
    await expect(createDb('mysql://root:hunter2@localhost/db')).rejects.toThrow(UnsupportedDatabaseUrlError);
    await expect(createDb('mysql://root:hunter2@localhost/db')).rejects.toThrow(
      'Unsupported DATABASE_URL "mysql://root:***@localhost/db": use postgres://… or postgresql://… for PostgreSQL, memory:// for an in-memory database, or leave it unset for the embedded database in .data/pglite',
    );
  });

  it('redact hides only the password', () => {
    expect(redact('postgres://app:s3cret@db:5432/cre')).toBe('postgres://app:***@db:5432/cre');
    expect(redact('postgres://postgres@127.0.0.1/postgres')).toBe('postgres://postgres@127.0.0.1/postgres');
  });

  it('an unreachable PostgreSQL fails the query with an error instead of crashing', async () => {
    const handle = await createDb('postgresql://postgres@127.0.0.1:1/nothing', {
      connectionTimeoutMillis: 1000,
    });
    expect(handle.kind).toBe('postgres');
    try {
      await expect(sql`select 1`.execute(handle.db)).rejects.toThrow(/ECONNREFUSED|connect/);
    } finally {
      await handle.close();
    }
  });
});
