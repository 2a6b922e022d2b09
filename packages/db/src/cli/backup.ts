#!/usr/bin/env node
/**
 * `pnpm db:backup FILE`: writes a backup of the database to FILE (gzip when it ends in .gz):
 * PostgreSQL when DATABASE_URL is set, else the server's embedded database (stop the server first;
 * the embedded database cannot be opened while it runs). FILE is relative to where the command
 * was typed.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { backupDatabase } from '../backup/dump.js';
import { formatSummary } from '../backup/format.js';
import { serverPgliteDirectory, userPath } from './paths.js';
import { describeDatabase, openCliDatabase, runCli, UsageError } from './run.js';

const USAGE = 'Usage: pnpm db:backup FILE  (FILE ending in .gz is compressed)';

await runCli(async () => {
  const { positionals } = parseCommand();
  const env = process.env;
  if (!env.DATABASE_URL?.trim() && !existsSync(serverPgliteDirectory(env))) {
    throw new Error(
      `There is no embedded database in ${serverPgliteDirectory(env)} to back up. Set PGLITE_DIR to its folder, or DATABASE_URL for PostgreSQL.`,
    );
  }
  const file = userPath(positionals[0] as string, env);
  mkdirSync(dirname(file), { recursive: true });
  const handle = await openCliDatabase(env);
  try {
    const summary = await backupDatabase(handle.db, file);
    console.log(`Backed up ${describeDatabase(env)} to ${file}:`);
    for (const line of formatSummary(summary, 'Backed up')) console.log(line);
  } finally {
    await handle.close();
  }
});

function parseCommand() {
  try {
    const parsed = parseArgs({ allowPositionals: true, options: {} });
    if (parsed.positionals.length !== 1) throw new UsageError(USAGE);
    return parsed;
  } catch (error) {
    throw error instanceof UsageError ? error : new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
}
