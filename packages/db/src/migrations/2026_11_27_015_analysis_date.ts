import type { Kysely } from 'kysely';

/**
 * A project's analysis date (issue 25): the "as of" date of an imported rent roll, kept with the
 * project so that it is analyzed as of that date when loaded again. Text `yyyy-mm-dd` as the
 * schema's other dates; null (every project saved before) means the day of each calculation, as
 * before.
 */
// biome-ignore lint/suspicious/noExplicitAny: Kysely's documented migration signature.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('properties').addColumn('as_of', 'text').execute();
}

/** Drops the column again (projects are analyzed as of the day of each calculation). */
// biome-ignore lint/suspicious/noExplicitAny: Kysely's documented migration signature.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('properties').dropColumn('as_of').execute();
}
