import { type Kysely, sql } from 'kysely';
import { knownMigrations, migrateTo, migrateToLatest } from '../migrate.js';
import { BackupError, type BackupHeader, type BackupSummary } from './format.js';
import { insertRows } from './insert-rows.js';
import { openBackup } from './read-backup.js';
import { listTables, type TableInfo } from './tables.js';
import { describeContents, wipePublicSchema } from './wipe.js';

// biome-ignore lint/suspicious/noExplicitAny: restores write every table without the app's schema type.
type AnyDb = Kysely<any>;

/** What {@link restoreDatabase} restored, and the newer migrations it then applied. */
export interface RestoreSummary extends BackupSummary {
  /** Migrations of this code that the backup predates, applied after the rows (in order). */
  migrated: string[];
}

/** Options of {@link restoreDatabase}. */
export interface RestoreOptions {
  /** Wipe a target that already holds data instead of refusing (default false). */
  replace?: boolean;
}

/**
 * Restores the backup in `file` into `db` (PGlite or PostgreSQL, whichever made the backup), in
 * one transaction, so that a failure leaves the target as it was:
 * 1. refuses a target holding data unless `replace`, and a backup whose migrations are not a
 *    prefix of this code's;
 * 2. drops whatever schema the target has and runs the migrations up to the backup's last one;
 * 3. inserts every table's rows, parents first (user triggers off), in statements that stay under
 *    the protocol's bind-parameter limit;
 * 4. moves every serial/identity sequence past the largest id (and never behind where the
 *    backed-up database's sequence was), then migrates to the latest schema.
 *
 * @example
 * const summary = await restoreDatabase(handle.db, 'cre.jsonl.gz', { replace: false });
 */
export async function restoreDatabase(
  db: AnyDb,
  file: string,
  options: RestoreOptions = {},
): Promise<RestoreSummary> {
  const reader = await openBackup(file);
  try {
    const { header } = reader;
    checkMigrations(header.migrations, await knownMigrations());
    return await db.transaction().execute(async (trx) => {
      const contents = await describeContents(trx);
      if (contents !== null && !options.replace) {
        throw new BackupError(
          `The target database is not empty (${contents}). Restore into an empty database, or pass --replace to wipe it first.`,
        );
      }
      await wipePublicSchema(trx);
      const last = header.migrations.at(-1);
      if (last !== undefined) await migrateTo(trx, last);
      const tables = matchTables(header, await listTables(trx));
      const summary: RestoreSummary = { tables: [], rows: 0, migrated: [] };
      for (const entry of header.tables) {
        const table = tables.get(entry.name) as TableInfo;
        await sql`alter table ${sql.id(table.name)} disable trigger user`.execute(trx);
        const rows = await insertRows(trx, table.name, entry.columns, reader.rows(entry));
        await sql`alter table ${sql.id(table.name)} enable trigger user`.execute(trx);
        summary.tables.push({ name: entry.name, rows });
        summary.rows += rows;
      }
      await resetSequences(trx, header, [...tables.values()]);
      summary.migrated = await migrateToLatest(trx);
      return summary;
    });
  } finally {
    await reader.close();
  }
}

/**
 * Refuses a backup whose migrations are not the first migrations of this code, in order: one it
 * does not know means the backup comes from a newer version.
 */
export function checkMigrations(backup: readonly string[], known: readonly string[]): void {
  backup.forEach((name, index) => {
    if (!known.includes(name)) {
      throw new BackupError(
        `This backup was made by a newer version of CRE Sale Analyzer (migration ${name} is unknown); upgrade first.`,
      );
    }
    if (known[index] !== name) {
      throw new BackupError(
        `This backup's migrations do not match this version's: it has ${name} where ${known[index]} was expected.`,
      );
    }
  });
}

/**
 * The target's tables by name, after checking that every backed-up table and column exists in the
 * schema the migrations built and that the file lists each table after the tables it references.
 */
function matchTables(header: BackupHeader, tables: TableInfo[]): Map<string, TableInfo> {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const seen = new Set<string>();
  for (const entry of header.tables) {
    const table = byName.get(entry.name);
    if (!table) throw mismatch(`table ${entry.name} does not exist after its migrations`);
    for (const column of entry.columns) {
      if (!table.columns.some((c) => c.name === column.name)) {
        throw mismatch(`column ${entry.name}.${column.name} does not exist after its migrations`);
      }
    }
    const parent = table.references.find((name) => !seen.has(name));
    if (parent) throw mismatch(`table ${entry.name} comes before ${parent}, which it references`);
    seen.add(entry.name);
  }
  return byName;
}

function mismatch(detail: string): BackupError {
  return new BackupError(`This backup does not match the schema of its own migrations: ${detail}.`);
}

/**
 * Sets each sequence so that its next value is past the largest value of its column and not below
 * the next value it had in the backed-up database (ids of deleted rows are not handed out again).
 */
async function resetSequences(trx: AnyDb, header: BackupHeader, tables: TableInfo[]): Promise<void> {
  for (const table of tables) {
    for (const column of table.columns) {
      if (!column.sequence) continue;
      const backedUp = header.tables
        .find((t) => t.name === table.name)
        ?.columns.find((c) => c.name === column.name)?.next;
      await sql`
        select setval(${column.sequence}::regclass,
          greatest(coalesce((select max(${sql.id(column.name)}) from ${sql.id(table.name)}), 0) + 1,
                   ${backedUp ?? '1'}::bigint), false)`.execute(trx);
    }
  }
}
