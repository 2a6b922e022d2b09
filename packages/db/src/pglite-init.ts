import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * PostgreSQL settings of the embedded database. `shared_buffers` is PostgreSQL's own page cache,
 * held for the process's life: 16 MB (PGlite's default, 128 MB, costs ~130 MB of RSS) is plenty
 * for one process, since the operating system caches the data files as well.
 */
export const PGLITE_CONF = ['shared_buffers = 16MB'];

/** True when `dataDir` already holds a database cluster. */
export function isInitialized(dataDir: string): boolean {
  return existsSync(join(dataDir, 'PG_VERSION'));
}

/**
 * Creates the database cluster of a new embedded data directory in a short-lived child process.
 * `initdb` grows PGlite's WebAssembly memory by ~200 MB that a process never gives back, so the
 * server that opens the directory afterwards starts at the size of a reopen, not of an install.
 * The caller holds the directory's lock. Throws with the child's output when it fails.
 */
export function initializeInChild(dataDir: string): void {
  const pglite = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)});
const db = await PGlite.create({ dataDir: ${JSON.stringify(dataDir)}, postgresqlconf: ${JSON.stringify(PGLITE_CONF)} });
await db.close();`;
  execFileSync(process.execPath, ['--input-type=module', '-e', script], { stdio: 'pipe', timeout: 120_000 });
}
