import { type Kysely, sql } from 'kysely';

/**
 * The risk card's settings (issue 28, underwriting.md section 13), kept with each project as one
 * jsonb object: the tornado's metric and the Monte Carlo's runs, seed, variables and IRR targets.
 * Only the settings are stored; the results are recomputed. Null (every project saved before this
 * migration) means the card's defaults, derived from the deal.
 */
// biome-ignore lint/suspicious/noExplicitAny: Kysely's documented migration signature.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('properties')
    .addColumn('risk_settings', 'jsonb', (c) =>
      c.check(sql.raw(`risk_settings is null or jsonb_typeof(risk_settings) = 'object'`)),
    )
    .execute();
}

/** Drops the column again (every project falls back to the risk card's defaults). */
// biome-ignore lint/suspicious/noExplicitAny: Kysely's documented migration signature.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('properties').dropColumn('risk_settings').execute();
}
