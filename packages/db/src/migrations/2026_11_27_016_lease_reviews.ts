import type { Kysely } from 'kysely';

/**
 * What an analyst still has to check about an imported rent roll (issue 25): the review flags of
 * its leases (expired before the as-of date, month-to-month, no escalation given, …), kept with the
 * project until accepted, as a json list of `{"position", "flags": [{"code", "message"}]}`.
 * Null (every project saved before) means no lease is flagged.
 */
// biome-ignore lint/suspicious/noExplicitAny: Kysely's documented migration signature.
export async function up(db: Kysely<any>): Promise<void> {
  // json, not jsonb: the text is kept as written (compact, keys in order), so the SQL-built lists
  // embed it byte for byte as the JavaScript mapping writes it
  await db.schema.alterTable('properties').addColumn('lease_reviews', 'json').execute();
}

/** Drops the column again (the flags are lost; the leases are unchanged). */
// biome-ignore lint/suspicious/noExplicitAny: Kysely's documented migration signature.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('properties').dropColumn('lease_reviews').execute();
}
