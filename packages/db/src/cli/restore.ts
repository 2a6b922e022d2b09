#!/usr/bin/env node
/**
 * `pnpm db:restore FILE [--replace]`: restores a backup made by `db:backup` into PostgreSQL when
 * DATABASE_URL is set, else into the server's embedded database (with the server stopped). The
 * target must be empty unless --replace is given, which wipes it first (in the same transaction).
 * FILE is relative to where the command was typed.
 */
import { parseArgs } from 'node:util';
import { formatSummary } from '../backup/format.js';
import { openBackup } from '../backup/read-backup.js';
import { restoreDatabase } from '../backup/restore.js';
import { userPath } from './paths.js';
import { describeDatabase, openCliDatabase, runCli, UsageError } from './run.js';

const USAGE = 'Usage: pnpm db:restore FILE [--replace]  (--replace wipes a database that holds data)';

await runCli(async () => {
  const { positionals, values } = parseCommand();
  const env = process.env;
  const file = userPath(positionals[0] as string, env);
  // a file that is no backup is refused before the database is opened (or created)
  await (await openBackup(file)).close();
  const handle = await openCliDatabase(env);
  try {
    const summary = await restoreDatabase(handle.db, file, { replace: values.replace });
    console.log(`Restored ${file} into ${describeDatabase(env)}:`);
    for (const line of formatSummary(summary, 'Restored')) console.log(line);
    if (summary.migrated.length > 0) {
      console.log(
        `Then applied ${summary.migrated.length} newer migration(s): ${summary.migrated.join(', ')}`,
      );
    }
  } finally {
    await handle.close();
  }
});

function parseCommand() {
  try {
    const parsed = parseArgs({
      allowPositionals: true,
      options: { replace: { type: 'boolean', default: false } },
    });
    if (parsed.positionals.length !== 1) throw new UsageError(USAGE);
    return parsed;
  } catch (error) {
    throw error instanceof UsageError ? error : new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
}
