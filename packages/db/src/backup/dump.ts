import { type Kysely, sql } from 'kysely';
import { openLineWriter } from './files.js';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupHeader, type BackupSummary } from './format.js';
import { DEFAULT_BATCH_SIZE, readRows } from './read-rows.js';
import { listTables, type TableInfo } from './tables.js';

// biome-ignore lint/suspicious/noExplicitAny: backups read every table without the app's schema type.
type AnyDb = Kysely<any>;

/** Options of {@link backupDatabase}. */
export interface BackupOptions {
  /** Rows per keyset read (default 2000). */
  batchSize?: number;
}

/**
 * Writes a logical backup of `db` (PGlite or PostgreSQL) to `file`: a header line (format, version,
 * time, applied migrations, tables with their columns and row counts), then each table's rows,
 * parents before children, values as exact text where JS numbers or dates could alter them. The
 * file is gzip-compressed when its name ends in `.gz`, written under `<file>.partial` and renamed
 * when complete. Everything is read in one read-only repeatable-read transaction, so the backup is
 * a consistent snapshot even while app processes keep writing (PostgreSQL).
 *
 * @example
 * const summary = await backupDatabase(handle.db, '/backups/cre.jsonl.gz');
 * summary.rows // 1234
 */
export async function backupDatabase(
  db: AnyDb,
  file: string,
  options: BackupOptions = {},
): Promise<BackupSummary> {
  const writer = openLineWriter(file);
  try {
    const summary = await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (trx) => {
        await sql`set local time zone 'UTC'`.execute(trx);
        await sql`set local datestyle = 'ISO, YMD'`.execute(trx);
        const tables = await listTables(trx);
        const header = await describe(trx, tables);
        await writer.write(JSON.stringify(header));
        for (const table of tables) {
          await writer.write(JSON.stringify({ table: table.name }));
          for await (const row of readRows(trx, table, options.batchSize ?? DEFAULT_BATCH_SIZE)) {
            await writer.write(JSON.stringify(row));
          }
        }
        const counts = header.tables.map(({ name, rows }) => ({ name, rows }));
        return { tables: counts, rows: counts.reduce((sum, t) => sum + t.rows, 0) };
      });
    await writer.commit();
    return summary;
  } catch (error) {
    await writer.abort();
    throw error;
  }
}

/** The header of a backup of `tables`, read inside the backup's snapshot. */
async function describe(trx: AnyDb, tables: TableInfo[]): Promise<BackupHeader> {
  const { rows: time } = await sql<{ now: string }>`
    select to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as now`.execute(trx);
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: time[0]!.now,
    migrations: await appliedMigrations(trx),
    tables: await Promise.all(
      tables.map(async (table) => ({
        name: table.name,
        columns: await Promise.all(
          table.columns.map(async ({ name, type, sequence }) => {
            const next = sequence ? await nextSequenceValue(trx, sequence) : undefined;
            return next === undefined ? { name, type } : { name, type, next };
          }),
        ),
        rows: await countRows(trx, table.name),
      })),
    ),
  };
}

/** Names of the migrations applied to `db`, in the order they ran; none without Kysely's table. */
export async function appliedMigrations(db: AnyDb): Promise<string[]> {
  const { rows } = await sql<{ present: boolean }>`
    select to_regclass('public.kysely_migration') is not null as present`.execute(db);
  if (!rows[0]?.present) return [];
  const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return applied.rows.map((r) => r.name);
}

/** Number of rows of `table`. */
export async function countRows(db: AnyDb, table: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.id(table)}`.execute(db);
  return rows[0]?.n ?? 0;
}

/** The value `sequence` would hand out next, as decimal text (sequences are 64-bit). */
async function nextSequenceValue(db: AnyDb, sequence: string): Promise<string> {
  const { rows } = await sql<{ last: string; called: boolean }>`
    select last_value::text as last, is_called as called from ${sql.raw(sequence)}`.execute(db);
  const { last, called } = rows[0]!;
  return (BigInt(last) + (called ? 1n : 0n)).toString();
}
