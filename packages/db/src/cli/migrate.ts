#!/usr/bin/env node
/**
 * `pnpm --filter @cre/db db:migrate`: applies pending migrations to DATABASE_URL (unset → the
 * embedded database in .data/pglite, as the server would use).
 */
import { createDb, redact } from '../create-db.js';
import { migrateToLatest } from '../migrate.js';
import { MAINTENANCE_TIMEOUTS } from '../pool-timeouts.js';

const url = process.env.DATABASE_URL;
const handle = await createDb(url, { timeouts: MAINTENANCE_TIMEOUTS }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
try {
  const applied = await migrateToLatest(handle.db);
  const target = url ? redact(url) : 'embedded PGlite database';
  console.log(
    applied.length === 0
      ? `Database ${target} is up to date.`
      : `Applied ${applied.length} migration(s) to ${target}: ${applied.join(', ')}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await handle.close();
}
