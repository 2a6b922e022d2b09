import { type Kysely, type RawBuilder, sql } from 'kysely';
import { type BackupValue, isNativeType } from './format.js';
import type { ColumnInfo, TableInfo } from './tables.js';

/** Rows fetched per keyset read unless told otherwise. */
export const DEFAULT_BATCH_SIZE = 2000;

// biome-ignore lint/suspicious/noExplicitAny: tables are read without the app's schema type.
type AnyDb = Kysely<any>;

/** A column's value as the backup stores it: native for {@link isNativeType}, else its text. */
function selected(column: ColumnInfo): RawBuilder<unknown> {
  const ref = sql.id(column.name);
  return isNativeType(column.type) ? ref : sql`${ref}::text`;
}

/**
 * Every row of `table` as arrays of backup values in column order, read in primary-key order by
 * keyset pagination (`where (key) > (last key) order by key limit n`), `batchSize` rows at a
 * time, so memory holds one batch however large the table. A table without a primary key is
 * paged by its physical row address (`ctid`), which is stable within the caller's snapshot.
 */
export async function* readRows(
  db: AnyDb,
  table: TableInfo,
  batchSize = DEFAULT_BATCH_SIZE,
): AsyncGenerator<BackupValue[]> {
  const keys: ColumnInfo[] =
    table.primaryKey.length > 0
      ? table.primaryKey.map((name) => table.columns.find((c) => c.name === name) as ColumnInfo)
      : [{ name: 'ctid', type: 'tid', sequence: null }];
  const keyList = sql.join(keys.map((k) => sql.id(k.name)));
  const columns = sql.join([
    ...table.columns.map((c, i) => sql`${selected(c)} as ${sql.id(`c${i}`)}`),
    ...keys.map((k, i) => sql`${sql.id(k.name)}::text as ${sql.id(`k${i}`)}`),
  ]);
  let last: string[] | undefined;
  for (;;) {
    const after = last
      ? sql`where (${keyList}) > (${sql.join(last.map((v, i) => sql`cast(${v} as ${sql.raw(keys[i]!.type)})`))})`
      : sql``;
    const { rows } = await sql<Record<string, BackupValue>>`
      select ${columns} from ${sql.id(table.name)} ${after}
      order by ${keyList} limit ${batchSize}`.execute(db);
    for (const row of rows) yield table.columns.map((_, i) => row[`c${i}`] ?? null);
    if (rows.length < batchSize) return;
    const final = rows[rows.length - 1]!;
    last = keys.map((_, i) => final[`k${i}`] as string);
  }
}
