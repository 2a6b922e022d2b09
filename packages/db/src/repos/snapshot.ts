import type { Db } from '../schema.js';

/**
 * Runs `read` on one consistent snapshot of the database: a REPEATABLE READ transaction on one
 * connection, so a project, its rent roll and its scenarios read by several statements are all
 * as one save left them, never the name of one save with the rent roll of another (which is
 * what separate statements on pooled connections can see while saves commit in between).
 * `readOnly: false` allows the read to count something (e.g. a share link's views) in the same
 * snapshot. Inside a transaction already, `read` runs in it.
 *
 * @example
 * const project = await inSnapshot(db, (trx) => loadProjectWithLeases(trx, id));
 */
export async function inSnapshot<T>(
  db: Db,
  read: (trx: Db) => Promise<T>,
  { readOnly = true }: { readOnly?: boolean } = {},
): Promise<T> {
  if (db.isTransaction) return read(db);
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode(readOnly ? 'read only' : 'read write')
    .execute(read);
}
