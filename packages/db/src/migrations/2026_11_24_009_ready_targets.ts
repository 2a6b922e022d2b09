import type { Kysely } from 'kysely';

/**
 * Goal seek's ready answers (issue 16): a project remembers the targets of "Max price for 15% IRR",
 * "... 1.25x DSCR" and "... 8% cash-on-cash" as `{"irr": 15, "dscr": 1.25, "cashOnCash": 8}`.
 * Null (every project saved before this migration) means the defaults.
 */
// biome-ignore lint/suspicious/noExplicitAny: Kysely's documented migration signature.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('properties').addColumn('ready_targets', 'jsonb').execute();
}

/** Drops the column again (every project falls back to the default targets). */
// biome-ignore lint/suspicious/noExplicitAny: Kysely's documented migration signature.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('properties').dropColumn('ready_targets').execute();
}
