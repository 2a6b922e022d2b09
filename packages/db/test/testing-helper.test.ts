import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDb, sql } from '../src/index.js';
import {
  createTestDatabase,
  isPostgresReachable,
  testBackends,
  testDatabaseBaseUrl,
} from '../src/testing.js';
import { backends } from './backends.js';
import { allMigrations } from './migrations.js';

const run = promisify(execFile);
const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const UNREACHABLE = 'postgres://postgres@127.0.0.1:1/postgres';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('testBackends', () => {
  it('leaves PostgreSQL out with a warning when it is unreachable outside CI', async () => {
    vi.stubEnv('CI', '');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await isPostgresReachable(UNREACHABLE, 500)).toBe(false);
    expect(await testBackends(UNREACHABLE)).toEqual(['pglite']);
    expect(warn).toHaveBeenCalledWith(
      'PostgreSQL is not reachable at postgres://postgres@127.0.0.1:1/postgres: running database tests on PGlite only (set CI=1 to make this a failure).',
    );
  });

  it('keeps PostgreSQL under CI so that the suite fails loudly', async () => {
    vi.stubEnv('CI', 'true');
    expect(await testBackends(UNREACHABLE)).toEqual(['pglite', 'postgres']);
  });
});

if (backends.includes('postgres')) {
  describe('createTestDatabase on PostgreSQL', () => {
    it('creates a uniquely named migrated database and drops it on cleanup', async () => {
      const a = await createTestDatabase('postgres');
      const b = await createTestDatabase('postgres');
      const nameA = new URL(a.url).pathname.slice(1);
      expect(nameA).toMatch(/^cre_test_[0-9a-f]{12}$/);
      expect(new URL(b.url).pathname.slice(1)).not.toBe(nameA);
      const { rows } = await sql<{ n: number }>`select count(*) as n from users`.execute(a.db);
      expect(rows).toEqual([{ n: 0 }]);
      await a.cleanup();
      await a.cleanup();
      await b.cleanup();
      const admin = await createDb(testDatabaseBaseUrl());
      try {
        const left = await sql<{ datname: string }>`
          select datname from pg_database where datname = ${nameA}`.execute(admin.db);
        expect(left.rows).toEqual([]);
      } finally {
        await admin.close();
      }
    });
  });

  describe('db:migrate CLI', () => {
    it('migrates DATABASE_URL, then reports it up to date', async () => {
      const test = await createTestDatabase('postgres');
      try {
        // an empty database: every table, function and trigger any migration made is gone
        await sql`drop schema public cascade`.execute(test.db);
        await sql`create schema public`.execute(test.db);
        const env = { ...process.env, DATABASE_URL: test.url };
        const args = ['--conditions=@cre/source', 'src/cli/migrate.ts'];
        const tsx = join(packageDir, 'node_modules', '.bin', 'tsx');
        const first = await run(tsx, args, { cwd: packageDir, env });
        const all = await allMigrations();
        expect(first.stdout.trim()).toBe(
          `Applied ${all.length} migration(s) to ${test.url}: ${all.join(', ')}`,
        );
        const second = await run(tsx, args, { cwd: packageDir, env });
        expect(second.stdout.trim()).toBe(`Database ${test.url} is up to date.`);
      } finally {
        await test.cleanup();
      }
    });
  });
}

describe('db:migrate CLI errors', () => {
  it('exits 1 with the reason for an unsupported URL', async () => {
    const tsx = join(packageDir, 'node_modules', '.bin', 'tsx');
    const error = await run(tsx, ['--conditions=@cre/source', 'src/cli/migrate.ts'], {
      cwd: packageDir,
      env: { ...process.env, DATABASE_URL: 'sqlite://file.db' },
    }).catch((e: unknown) => e as { code: number; stderr: string });
    expect(error).toMatchObject({ code: 1 });
    expect((error as { stderr: string }).stderr).toContain('Unsupported DATABASE_URL "sqlite://file.db"');
  });
});
