import { type Kysely, sql } from 'kysely';

/**
 * The lease detail of underwriting.md section 11.1: each lease stores its suite ("" means none),
 * its rent steps (a jsonb list of `{"date", "rentPerSqft"}`, `[]` when it has none), its recovery
 * type (null: as the property's NNN setting) and its own market rent (null: the property's).
 * Leases saved before this migration get those defaults, so every project loads and computes
 * exactly as it did.
 */
// biome-ignore lint/suspicious/noExplicitAny: Kysely's documented migration signature.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('tenant_leases')
    .addColumn('suite', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('rent_steps', 'jsonb', (c) =>
      c.notNull().defaultTo(sql`'[]'::jsonb`).check(sql`jsonb_typeof(rent_steps) = 'array'`),
    )
    .addColumn('recovery_type', 'text', (c) => c.check(sql`recovery_type in ('nnn', 'gross', 'base-year')`))
    .addColumn('market_rent_per_sqft', 'numeric')
    .execute();
}

/** Drops the columns again (the leases lose their detail and compute as section 11 alone). */
// biome-ignore lint/suspicious/noExplicitAny: Kysely's documented migration signature.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('tenant_leases')
    .dropColumn('suite')
    .dropColumn('rent_steps')
    .dropColumn('recovery_type')
    .dropColumn('market_rent_per_sqft')
    .execute();
}
