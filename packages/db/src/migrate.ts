import type { Kysely } from 'kysely';
import { type MigrationResultSet, Migrator } from 'kysely/migration';
import { loadMigrations } from './migrations/index.js';

/** Error thrown when a migration fails; `cause` carries the underlying database error. */
export class MigrationError extends Error {
  constructor(
    message: string,
    readonly migrationName: string | undefined,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'MigrationError';
  }
}

function migrator<DB>(db: Kysely<DB>): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: loadMigrations },
  });
}

/**
 * Applies every pending migration. Returns the names of the migrations applied by this call
 * (empty when the schema was already current). Throws a {@link MigrationError} naming the
 * failed migration and the database's message when anything goes wrong.
 *
 * @example
 * const { db } = await createDb('memory://');
 * await migrateToLatest(db); // ['2026_11_22_001_init']
 */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  return check(await migrator(db).migrateToLatest());
}

/**
 * Applies (or rolls back) migrations until `name` is the last one applied, as
 * `migrateToLatest` does: the names applied by this call are returned, a failure throws a
 * {@link MigrationError}. Works inside a transaction (`db` may be a `Transaction`).
 *
 * @example await migrateTo(trx, '2026_11_24_010_property_shares');
 */
export async function migrateTo<DB>(db: Kysely<DB>, name: string): Promise<string[]> {
  return check(await migrator(db).migrateTo(name));
}

/** The names of every migration this version of the code knows, in the order they run. */
export async function knownMigrations(): Promise<string[]> {
  return Object.keys(await loadMigrations());
}

/** Rolls back the most recent migration (used by tests and for manual recovery). */
export async function migrateDown<DB>(db: Kysely<DB>): Promise<string[]> {
  return check(await migrator(db).migrateDown());
}

function check({ error, results }: MigrationResultSet): string[] {
  if (error !== undefined) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    throw new MigrationError(
      failed
        ? `Database migration "${failed}" failed: ${reason}`
        : `Database migrations could not run: ${reason}`,
      failed,
      { cause: error },
    );
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
