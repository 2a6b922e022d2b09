import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createDb,
  DataDirectoryLockedError,
  lockDataDirectory,
  lockFileOf,
  migrateToLatest,
} from '../src/index.js';

const tempDirs: string[] = [];
function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cre-lock-test-'));
  tempDirs.push(dir);
  return join(dir, 'pglite');
}
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

/** Runs a child Node process that takes the lock and waits; resolves once it holds it. */
function holdLockInChild(directory: string) {
  const lockModule = new URL('../src/data-dir-lock.ts', import.meta.url).pathname;
  const script = `import { lockDataDirectory } from ${JSON.stringify(lockModule)};
lockDataDirectory(${JSON.stringify(directory)}); console.log('locked'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
    child.on('exit', (code) => reject(new Error(`child exited ${code}`)));
  });
  return { child, ready };
}

describe('the embedded database directory lock', () => {
  it('refuses a second createDb on the same directory, naming the folder and the holder, until the first closes', async () => {
    const dir = tempDataDir();
    const first = await createDb('', { pgliteDir: dir });
    await migrateToLatest(first.db);
    const error = await createDb('', { pgliteDir: dir }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DataDirectoryLockedError);
    const message = (error as Error).message;
    expect(message).toContain(`The embedded database in ${dir} is already open in process ${process.pid} (`);
    expect(message).toContain('Only one process may use it at a time: stop that process first');
    expect((error as DataDirectoryLockedError).holder?.pid).toBe(process.pid);
    await first.close();
    const again = await createDb('', { pgliteDir: dir });
    await again.close();
  });

  it('writes the holder into <dir>.lock beside the directory', () => {
    const dir = tempDataDir();
    const lock = lockDataDirectory(dir);
    try {
      expect(lock.file).toBe(`${dir}.lock`);
      expect(lockFileOf(`${dir}/`)).toBe(`${dir}.lock`);
      const holder = JSON.parse(readFileSync(lock.file, 'utf8'));
      expect(holder.pid).toBe(process.pid);
      expect(Number.isNaN(Date.parse(holder.since))).toBe(false);
    } finally {
      lock.release();
      lock.release();
    }
    expect(existsSync(`${dir}.lock`)).toBe(true);
  });

  it('is held against other processes and released by the kernel when the holder is killed with SIGKILL', async () => {
    const dir = tempDataDir();
    const { child, ready } = holdLockInChild(dir);
    try {
      await ready;
      let caught: unknown;
      try {
        lockDataDirectory(dir);
      } catch (e) {
        caught = e;
      }
      expect(caught).toBeInstanceOf(DataDirectoryLockedError);
      expect((caught as DataDirectoryLockedError).holder?.pid).toBe(child.pid);
      const exited = new Promise((resolve) => child.on('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      const lock = lockDataDirectory(dir);
      lock.release();
    } finally {
      child.kill('SIGKILL');
    }
  }, 30_000);

  it('does not lock in-memory databases', async () => {
    const a = await createDb('memory://');
    const b = await createDb('memory://');
    await Promise.all([a.close(), b.close()]);
  });
});
