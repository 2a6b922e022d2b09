import { type Kysely, sql } from 'kysely';

/**
 * Edit conflicts (issue 23): every project carries a version, 1 when created and one more at
 * every save, so that a save based on an older version is refused instead of silently
 * overwriting a change made in another window or device. Existing projects start at 1.
 */
// biome-ignore lint/suspicious/noExplicitAny: Kysely's documented migration signature.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('properties')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1).check(sql`version >= 1`))
    .execute();
}

/** Drops the column again (saves go back to last-writer-wins). */
// biome-ignore lint/suspicious/noExplicitAny: Kysely's documented migration signature.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('properties').dropColumn('version').execute();
}
