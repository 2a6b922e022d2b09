import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRows } from '../src/backup/read-rows.js';
import {
  backupDatabase,
  createDb,
  createLead,
  createUser,
  type DbHandle,
  listTables,
  migrateToLatest,
  restoreDatabase,
  sql,
} from '../src/index.js';
import { createTestDatabase } from '../src/testing.js';
import { backends } from './backends.js';
import { SEEDED_TABLES, seedDataset, snapshot } from './backup-dataset.js';

const withPostgres = backends.includes('postgres');
const root = mkdtempSync(join(tmpdir(), 'cre-backup-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let counter = 0;
/** A new path in the test's folder, unique even for the same name. */
function path(name: string): string {
  counter += 1;
  return join(root, `${counter}-${name}`);
}

/** An embedded database persisted in a new folder of its own, migrated. */
async function embedded(): Promise<DbHandle> {
  const handle = await createDb(undefined, { pgliteDir: path('pglite') });
  await migrateToLatest(handle.db);
  return handle;
}

const EXPECTED_SUMMARY_ROWS = (data: Record<string, string[]>) =>
  Object.values(data).reduce((sum, rows) => sum + rows.length, 0);

describe('backup and restore', () => {
  /** The seeded embedded database's rows, and its backup (the database itself is gone). */
  let source: Record<string, string[]>;
  let backup: string;

  beforeAll(async () => {
    const handle = await embedded();
    await seedDataset(handle.db);
    source = await snapshot(handle.db);
    backup = path('embedded.jsonl');
    // small batches: every table of more than 500 rows is read in several keyset pages
    const summary = await backupDatabase(handle.db, backup, { batchSize: 500 });
    expect(summary.rows).toBe(EXPECTED_SUMMARY_ROWS(source));
    await handle.close();
  });

  it('seeds every table it means to (the comparison below is not vacuous)', () => {
    for (const table of SEEDED_TABLES) expect(source[table]?.length, table).toBeGreaterThan(0);
    expect(source.tenant_leases?.length).toBeGreaterThan(6000);
    // the lease detail (underwriting.md 11.1): suite, rent steps (jsonb), recovery type, market rent
    const leaseRows = source.tenant_leases?.join('\n');
    for (const detail of ['Suite 100-A', '2028-06-15', '0.30000000000000004', 'base-year', '28.45']) {
      expect(leaseRows).toContain(detail);
    }
    expect(source.properties?.join('\n')).toContain(',98765432109876543.21,');
    expect(source.properties?.join('\n')).toContain(',1.10,');
    expect(source.properties?.join('\n')).toContain(',0.30000000000000004,');
    expect(source.users).toHaveLength(3);
  });

  it('writes a header with the format, the migrations and every table, parents first', () => {
    const header = JSON.parse(readFileSync(backup, 'utf8').split('\n')[0] as string);
    expect(header).toMatchObject({ format: 'cre-sale-analyzer-backup', version: 1 });
    expect(header.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    expect(header.migrations[0]).toBe('2026_11_22_001_init');
    const names = header.tables.map((t: { name: string }) => t.name);
    expect(names).toEqual(expect.arrayContaining(Object.keys(source)));
    expect(names).not.toContain('kysely_migration');
    expect(names.indexOf('users')).toBeLessThan(names.indexOf('properties'));
    expect(names.indexOf('properties')).toBeLessThan(names.indexOf('tenant_leases'));
    expect(names.indexOf('properties')).toBeLessThan(names.indexOf('property_shares'));
  });

  it('restores embedded → embedded: every row identical, sequences continue', async () => {
    const target = await createDb(undefined, { pgliteDir: path('restored') });
    try {
      const summary = await restoreDatabase(target.db, backup);
      expect(summary.rows).toBe(EXPECTED_SUMMARY_ROWS(source));
      expect(summary.migrated).toEqual([]);
      expect(await snapshot(target.db)).toEqual(source);
      // users 1-4 were created and 4 deleted: the next user is 5, not 4 again
      expect((await createUser(target.db, { email: 'new@example.com', passwordHash: 'h' }))?.id).toBe(5);
      expect((await createLead(target.db, { fullName: 'New', email: 'new@example.com' })).id).toBe(3);
    } finally {
      await target.close();
    }
  });

  it.runIf(withPostgres)('restores embedded → PostgreSQL: every row identical', async () => {
    const target = await createTestDatabase('postgres');
    try {
      await restoreDatabase(target.db, backup);
      expect(await snapshot(target.db)).toEqual(source);
      expect((await createUser(target.db, { email: 'new@example.com', passwordHash: 'h' }))?.id).toBe(5);
    } finally {
      await target.cleanup();
    }
  });

  it.runIf(withPostgres)('restores PostgreSQL → PostgreSQL (gzip) into a wiped database', async () => {
    const database = await createTestDatabase('postgres');
    try {
      await seedDataset(database.db);
      const before = await snapshot(database.db);
      const file = path('postgres.jsonl.gz');
      await backupDatabase(database.db, file);
      expect(readFileSync(file).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
      await sql`drop schema public cascade`.execute(database.db);
      await sql`create schema public`.execute(database.db);
      expect(await snapshot(database.db)).toEqual({});
      await restoreDatabase(database.db, file);
      expect(await snapshot(database.db)).toEqual(before);
      expect((await createLead(database.db, { fullName: 'New', email: 'n@example.com' })).id).toBe(3);
    } finally {
      await database.cleanup();
    }
  });

  describe('into an in-memory target', () => {
    let target: DbHandle;
    beforeAll(async () => {
      target = await createTestDatabase('pglite');
    });
    afterAll(async () => {
      await target.close();
    });

    it('refuses a target that holds data unless --replace, which wipes it first', async () => {
      await createUser(target.db, { email: 'one@example.com', passwordHash: 'h' });
      await createUser(target.db, { email: 'two@example.com', passwordHash: 'h' });
      const before = await snapshot(target.db);
      await expect(restoreDatabase(target.db, backup)).rejects.toThrow(
        'The target database is not empty (2 users). Restore into an empty database, or pass --replace to wipe it first.',
      );
      expect(await snapshot(target.db)).toEqual(before);
      await restoreDatabase(target.db, backup, { replace: true });
      expect(await snapshot(target.db)).toEqual(source);
    });

    it('refuses a backup made by a newer version, naming the unknown migration', async () => {
      const lines = readFileSync(backup, 'utf8').split('\n');
      const header = JSON.parse(lines[0] as string);
      header.migrations.push('2099_01_01_001_time_travel');
      const newer = path('newer.jsonl');
      writeFileSync(newer, [JSON.stringify(header), ...lines.slice(1)].join('\n'));
      await expect(restoreDatabase(target.db, newer, { replace: true })).rejects.toThrow(
        'This backup was made by a newer version of CRE Sale Analyzer (migration 2099_01_01_001_time_travel is unknown); upgrade first.',
      );
      header.migrations = header.migrations.slice(1, 2);
      writeFileSync(newer, JSON.stringify(header));
      await expect(restoreDatabase(target.db, newer, { replace: true })).rejects.toThrow(
        "This backup's migrations do not match this version's: it has 2026_11_22_002_fractional_lease_terms where 2026_11_22_001_init was expected.",
      );
      expect(await snapshot(target.db)).toEqual(source);
    });

    it('says what is wrong with a file that is not a whole backup, and changes nothing', async () => {
      const garbage = path('garbage.txt');
      writeFileSync(garbage, 'PGDMP\u0000\u0001 binary junk\n');
      await expect(restoreDatabase(target.db, garbage)).rejects.toThrow(
        `${garbage} is not a CRE Sale Analyzer backup.`,
      );
      const lines = readFileSync(backup, 'utf8').trimEnd().split('\n');
      const header = JSON.parse(lines[0] as string);
      const last = header.tables.at(-1);
      const truncated = path('truncated.jsonl');
      writeFileSync(truncated, lines.slice(0, -10).join('\n'));
      await expect(restoreDatabase(target.db, truncated, { replace: true })).rejects.toThrow(
        `The backup file ${truncated} ends early: table ${last.name} has ${last.rows - 10} of its ${last.rows} rows.`,
      );
      const damaged = path('damaged.jsonl');
      writeFileSync(damaged, [...lines.slice(0, 2), '[1, "unterminated', ...lines.slice(3)].join('\n'));
      await expect(restoreDatabase(target.db, damaged, { replace: true })).rejects.toThrow(
        `The backup file ${damaged} is damaged at line 3: not valid JSON.`,
      );
      const cut = path('cut.jsonl.gz');
      const zipped = gzipSync(readFileSync(backup));
      writeFileSync(cut, zipped.subarray(0, zipped.length / 2));
      await expect(restoreDatabase(target.db, cut, { replace: true })).rejects.toThrow(
        `The backup file ${cut} is damaged: unexpected end of file.`,
      );
      await expect(restoreDatabase(target.db, path('missing.jsonl'))).rejects.toThrow(
        /^Cannot read .*missing\.jsonl: ENOENT/,
      );
      expect(await snapshot(target.db)).toEqual(source);
    });
  });
});

describe('catalog discovery', () => {
  it('finds a table no code names, after the tables it references, and pages one without a primary key', async () => {
    const database = await createTestDatabase('pglite');
    try {
      await sql`create table password_resets (
        id bigint generated always as identity primary key,
        user_id integer not null references users(id),
        amount numeric(12, 4) not null,
        doubled numeric generated always as (amount * 2) stored)`.execute(database.db);
      await sql`create table audit_notes (note text, at timestamptz)`.execute(database.db);
      await sql`insert into audit_notes values ('a', '2030-01-01 00:00:00.123456+00'), ('b', null),
        ('c', null), ('d', null), ('e', null)`.execute(database.db);
      const tables = await listTables(database.db);
      const names = tables.map((t) => t.name);
      expect(names.indexOf('password_resets')).toBeGreaterThan(names.indexOf('users'));
      expect(tables.find((t) => t.name === 'password_resets')).toEqual({
        name: 'password_resets',
        columns: [
          { name: 'id', type: 'bigint', sequence: 'public.password_resets_id_seq' },
          { name: 'user_id', type: 'integer', sequence: null },
          { name: 'amount', type: 'numeric(12,4)', sequence: null },
        ],
        primaryKey: ['id'],
        references: ['users'],
      });
      const audit = tables.find((t) => t.name === 'audit_notes');
      if (!audit) throw new Error('audit_notes not found');
      const rows = [];
      for await (const row of readRows(database.db, audit, 2)) rows.push(row);
      expect(rows.sort()).toEqual([
        ['a', '2030-01-01 00:00:00.123456+00'],
        ['b', null],
        ['c', null],
        ['d', null],
        ['e', null],
      ]);
    } finally {
      await database.cleanup();
    }
  });
});
