/// <reference path="./types/fs-native-extensions.d.ts" />
import { closeSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { tryLock } from 'fs-native-extensions';

/** Who holds a data directory's lock, as the holder wrote it into the lock file. */
export interface LockHolder {
  pid: number;
  /** ISO time the holder took the lock. */
  since: string;
  host: string;
  /** The holder's command line, shortened. */
  command: string;
}

/** Thrown when another process (or another handle in this one) has the embedded database open. */
export class DataDirectoryLockedError extends Error {
  readonly directory: string;
  readonly holder: LockHolder | null;
  constructor(directory: string, holder: LockHolder | null) {
    const who = holder
      ? `process ${holder.pid} (${holder.command}, started ${holder.since}${holder.host === hostname() ? '' : ` on ${holder.host}`})`
      : 'another process';
    super(
      `The embedded database in ${directory} is already open in ${who}. Only one process may use it at a time: stop that process first, or point PGLITE_DIR or DATABASE_URL at another database.`,
    );
    this.name = 'DataDirectoryLockedError';
    this.directory = directory;
    this.holder = holder;
  }
}

/** A held lock; released by {@link DataDirectoryLock.release} or when the process ends, however it ends. */
export interface DataDirectoryLock {
  /** The lock file (`<directory>.lock`). */
  readonly file: string;
  /** Releases the lock (closes the file). Safe to call more than once. */
  release(): void;
}

/** The lock file of an embedded database directory: beside it, so PGlite's files stay its own. */
export function lockFileOf(directory: string): string {
  return `${directory.replace(/[\\/]+$/, '')}.lock`;
}

function readHolder(file: string): LockHolder | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    return typeof parsed.pid === 'number'
      ? {
          pid: parsed.pid,
          since: String(parsed.since ?? ''),
          host: String(parsed.host ?? ''),
          command: String(parsed.command ?? ''),
        }
      : null;
  } catch {
    return null;
  }
}

/**
 * Takes the operating system's lock on the embedded database `directory` (an advisory lock on
 * `<directory>.lock`, held until {@link DataDirectoryLock.release} or the end of the process,
 * even a SIGKILL: the kernel drops it with the process), and writes who holds it into that file.
 * Throws {@link DataDirectoryLockedError}, naming the holder, when the lock is taken: two
 * processes writing one PGlite directory corrupt it.
 *
 * @example
 * const lock = lockDataDirectory('/srv/app/.data/pglite'); // … open PGlite … lock.release();
 */
export function lockDataDirectory(directory: string): DataDirectoryLock {
  const file = lockFileOf(directory);
  const fd = openSync(file, 'a+');
  let locked = false;
  try {
    locked = tryLock(fd);
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  if (!locked) {
    closeSync(fd);
    throw new DataDirectoryLockedError(directory, readHolder(file));
  }
  const holder: LockHolder = {
    pid: process.pid,
    since: new Date().toISOString(),
    host: hostname(),
    command: process.argv
      .slice(1)
      .map((arg) => arg.split(/[\\/]/).slice(-2).join('/'))
      .join(' ')
      .slice(0, 200),
  };
  ftruncateSync(fd, 0);
  writeSync(fd, `${JSON.stringify(holder)}\n`, 0);
  let released = false;
  return {
    file,
    release() {
      if (released) return;
      released = true;
      closeSync(fd);
    },
  };
}
