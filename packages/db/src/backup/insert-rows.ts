import { type Kysely, sql } from 'kysely';
import { MAX_STATEMENT_PARAMETERS } from '../repos/insert-chunks.js';
import type { BackupTable, BackupValue } from './format.js';

// biome-ignore lint/suspicious/noExplicitAny: restores write every table without the app's schema type.
type AnyDb = Kysely<any>;

/**
 * Inserts `rows` (values in `columns` order) into `table`, as many rows per statement as fit under
 * {@link MAX_STATEMENT_PARAMETERS} bind parameters, holding one statement's rows in memory at a
 * time. Values go in as sent: the database parses text into the column's type, so numeric,
 * timestamps and jsonb arrive exactly as they were backed up; ids are kept (`overriding system
 * value` lets identity columns take them too). Returns the number of rows inserted.
 */
export async function insertRows(
  db: AnyDb,
  table: string,
  columns: BackupTable['columns'],
  rows: AsyncIterable<BackupValue[]>,
  maxParameters: number = MAX_STATEMENT_PARAMETERS,
): Promise<number> {
  const perStatement = Math.max(1, Math.floor(maxParameters / Math.max(1, columns.length)));
  const columnList = sql.join(columns.map((c) => sql.id(c.name)));
  let pending: BackupValue[][] = [];
  let inserted = 0;
  const flush = async () => {
    if (pending.length === 0) return;
    const values = sql.join(pending.map((row) => sql`(${sql.join(row)})`));
    await sql`insert into ${sql.id(table)} (${columnList}) overriding system value values ${values}`.execute(
      db,
    );
    inserted += pending.length;
    pending = [];
  };
  for await (const row of rows) {
    pending.push(row);
    if (pending.length >= perStatement) await flush();
  }
  await flush();
  return inserted;
}
