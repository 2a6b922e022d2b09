#!/usr/bin/env node
/**
 * `pnpm db:migrate`: applies pending migrations to DATABASE_URL, or (unset) to the embedded
 * database the server uses (PGLITE_DIR, else apps/api/.data/pglite; stop the server first).
 */
import { migrateToLatest } from '../migrate.js';
import { describeDatabase, openCliDatabase, runCli } from './run.js';

await runCli(async () => {
  const env = process.env;
  const handle = await openCliDatabase(env);
  try {
    const applied = await migrateToLatest(handle.db);
    const target = describeDatabase(env);
    console.log(
      applied.length === 0
        ? `Database ${target} is up to date.`
        : `Applied ${applied.length} migration(s) to ${target}: ${applied.join(', ')}`,
    );
  } finally {
    await handle.close();
  }
});
