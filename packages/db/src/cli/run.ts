import { createDb, type DbHandle, redact } from '../create-db.js';
import { MAINTENANCE_TIMEOUTS } from '../pool-timeouts.js';
import { type CliEnv, serverPgliteDirectory } from './paths.js';

/** Thrown for a command typed wrong: the CLI prints the message and exits with 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/**
 * Runs a command's `main`, printing any failure as its message alone (no stack trace: these are
 * meant for the operator) and setting the exit code: 2 for a {@link UsageError}, else 1.
 */
export async function runCli(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = error instanceof UsageError ? 2 : 1;
  }
}

/**
 * Opens the database a command works on: PostgreSQL when `DATABASE_URL` says so, else the embedded
 * database the server uses ({@link serverPgliteDirectory}), without query time limits. createDb's own errors (a bad URL, a
 * data directory held by a running server) reach the caller unchanged, for {@link runCli} to print.
 */
export async function openCliDatabase(env: CliEnv): Promise<DbHandle> {
  return createDb(env.DATABASE_URL, {
    pgliteDir: serverPgliteDirectory(env),
    poolSize: 2,
    // Maintenance: a backup or a restore of a large database has no query time limit.
    timeouts: MAINTENANCE_TIMEOUTS,
  });
}

/** The database a command talks to, for its messages: the redacted URL or the embedded directory. */
export function describeDatabase(env: CliEnv): string {
  const url = env.DATABASE_URL?.trim();
  return url ? redact(url) : `the embedded database in ${serverPgliteDirectory(env)}`;
}
