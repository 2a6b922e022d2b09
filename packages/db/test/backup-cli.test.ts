import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { serverPgliteDirectory, userPath } from '../src/cli/paths.js';
import {
  createDb,
  createUser,
  dependencyOrder,
  formatSummary,
  migrateToLatest,
  saveProperty,
} from '../src/index.js';
import { createTestDatabase } from '../src/testing.js';
import { backends } from './backends.js';
import { snapshot } from './backup-dataset.js';
import { fullPayload } from './fixtures.js';

const run = promisify(execFile);
const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsx = join(packageDir, 'node_modules', '.bin', 'tsx');
const root = mkdtempSync(join(tmpdir(), 'cre-backup-cli-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `src/cli/<command>.ts` as pnpm would: cwd the package, INIT_CWD where it was typed. */
async function cli(command: string, args: string[], env: Record<string, string>): Promise<Outcome> {
  const { DATABASE_URL: _url, PGLITE_DIR: _dir, ...inherited } = process.env;
  return run(tsx, ['--conditions=@cre/source', `src/cli/${command}.ts`, ...args], {
    cwd: packageDir,
    env: { ...inherited, INIT_CWD: root, ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: Outcome) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

describe('paths of the database commands', () => {
  it('reads FILE from where the command was typed', () => {
    expect(userPath('backups/cre.jsonl', { INIT_CWD: '/home/me/cre' })).toBe(
      '/home/me/cre/backups/cre.jsonl',
    );
    expect(userPath('/srv/cre.jsonl', { INIT_CWD: '/home/me' })).toBe('/srv/cre.jsonl');
    expect(userPath('cre.jsonl', {})).toBe(join(process.cwd(), 'cre.jsonl'));
  });

  it("uses the server's embedded database: PGLITE_DIR (relative to apps/api) or apps/api/.data/pglite", () => {
    const server = fileURLToPath(new URL('../../../apps/api/', import.meta.url));
    expect(serverPgliteDirectory({})).toBe(join(server, '.data', 'pglite'));
    expect(serverPgliteDirectory({ PGLITE_DIR: 'data/db' })).toBe(join(server, 'data', 'db'));
    expect(serverPgliteDirectory({ PGLITE_DIR: '/var/lib/cre' })).toBe('/var/lib/cre');
  });
});

describe('backup helpers', () => {
  it('orders tables parents first and names the tables of a cycle', () => {
    const order = dependencyOrder([
      { name: 'shares', references: ['projects'] },
      { name: 'projects', references: ['users'] },
      { name: 'blog', references: [] },
      { name: 'users', references: [] },
    ]);
    expect(order.map((t) => t.name)).toEqual(['blog', 'users', 'projects', 'shares']);
    expect(() =>
      dependencyOrder([
        { name: 'a', references: ['b'] },
        { name: 'b', references: ['a'] },
        { name: 'c', references: [] },
      ]),
    ).toThrow('Tables a, b reference each other in a cycle; they cannot be restored in order.');
  });

  it('prints one line per table and a total', () => {
    const summary = {
      tables: [
        { name: 'users', rows: 1 },
        { name: 'tenant_leases', rows: 12345 },
      ],
      rows: 12346,
    };
    expect(formatSummary(summary, 'Restored')).toEqual([
      '  users:         1 row',
      '  tenant_leases: 12,345 rows',
      'Restored 12,346 rows in 2 tables.',
    ]);
  });
});

describe('db:backup and db:restore', () => {
  it('back up the embedded database to a file named from where they were typed, and restore it', async () => {
    const pgliteDir = join(root, 'pglite');
    const source = await createDb(undefined, { pgliteDir });
    await migrateToLatest(source.db);
    const user = await createUser(source.db, { email: 'cli@example.com', passwordHash: 'h' });
    await createUser(source.db, { email: 'other@example.com', passwordHash: 'h' });
    await saveProperty(source.db, user?.id ?? 0, fullPayload());
    const rows = await snapshot(source.db);
    await source.close();

    const backup = await cli('backup', ['backups.jsonl.gz'], { PGLITE_DIR: pgliteDir });
    const file = join(root, 'backups.jsonl.gz');
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const printed = backup.stdout.trimEnd().split('\n');
    expect(printed[0]).toBe(`Backed up the embedded database in ${pgliteDir} to ${file}:`);
    expect(printed).toContainEqual(expect.stringMatching(/^ {2}users: +2 rows$/));
    const total = Object.values(rows).reduce((sum, r) => sum + r.length, 0);
    expect(printed.at(-1)).toBe(`Backed up ${total} rows in ${printed.length - 2} tables.`);
    expect(existsSync(file)).toBe(true);

    const postgres = backends.includes('postgres');
    const target = postgres ? await createTestDatabase('postgres') : undefined;
    const env: Record<string, string> = target
      ? { DATABASE_URL: target.url }
      : { PGLITE_DIR: join(root, 'restored') };
    const where = target ? target.url : `the embedded database in ${join(root, 'restored')}`;
    try {
      const restore = await cli('restore', [file], env);
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      const lines = restore.stdout.trimEnd().split('\n');
      expect(lines[0]).toBe(`Restored ${file} into ${where}:`);
      expect(lines.at(-1)).toBe(`Restored ${total} rows in ${lines.length - 2} tables.`);
      if (target) expect(await snapshot(target.db)).toEqual(rows);

      const again = await cli('restore', ['backups.jsonl.gz'], env);
      expect(again).toEqual({
        code: 1,
        stdout: '',
        stderr:
          'The target database is not empty (2 users). Restore into an empty database, or pass --replace to wipe it first.\n',
      });
      const replaced = await cli('restore', ['backups.jsonl.gz', '--replace'], env);
      expect(replaced.code).toBe(0);
      if (target) expect(await snapshot(target.db)).toEqual(rows);
    } finally {
      await target?.cleanup();
    }
  }, 120_000);

  it('refuse the embedded database while a server holds it, naming the holder', async () => {
    const pgliteDir = join(root, 'held');
    const server = await createDb(undefined, { pgliteDir });
    await migrateToLatest(server.db);
    try {
      const backup = await cli('backup', ['held.jsonl'], { PGLITE_DIR: pgliteDir });
      expect(backup.code).toBe(1);
      expect(backup.stderr.trim()).toMatch(
        new RegExp(`^The embedded database in ${pgliteDir} is already open in process ${process.pid} \\(`),
      );
      expect(backup.stderr).not.toContain('    at ');
      expect(existsSync(join(root, 'held.jsonl'))).toBe(false);
    } finally {
      await server.close();
    }
  });

  it('print what is wrong, without a stack trace', async () => {
    const garbage = join(root, 'garbage.sql');
    writeFileSync(garbage, 'create table x ();\n');
    const memory = { DATABASE_URL: 'memory://' };
    expect(await cli('restore', ['garbage.sql'], memory)).toEqual({
      code: 1,
      stdout: '',
      stderr: `${garbage} is not a CRE Sale Analyzer backup.\n`,
    });
    const missing = join(root, 'nowhere');
    expect(await cli('backup', ['x.jsonl'], { PGLITE_DIR: missing })).toEqual({
      code: 1,
      stdout: '',
      stderr: `There is no embedded database in ${missing} to back up. Set PGLITE_DIR to its folder, or DATABASE_URL for PostgreSQL.\n`,
    });
    const unsupported = await cli('backup', ['x.jsonl'], { DATABASE_URL: 'sqlite://file.db' });
    expect(unsupported.code).toBe(1);
    expect(unsupported.stderr).toMatch(/^Unsupported DATABASE_URL "sqlite:\/\/file.db": [^\n]*\n$/);
    expect(await cli('backup', [], memory)).toEqual({
      code: 2,
      stdout: '',
      stderr: 'Usage: pnpm db:backup FILE  (FILE ending in .gz is compressed)\n',
    });
  });
});
