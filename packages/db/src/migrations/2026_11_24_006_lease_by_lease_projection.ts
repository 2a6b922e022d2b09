import { type Kysely, sql } from 'kysely';

/**
 * The lease-by-lease projection (underwriting.md section 11): a project stores its projection mode
 * and every market leasing assumption. Projects saved before this migration get the defaults, so
 * they load in simple mode exactly as they were; an unset market rent (null) means "the rent
 * roll's average".
 */
// biome-ignore lint/suspicious/noExplicitAny: Kysely's documented migration signature.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('properties')
    .addColumn('projection_mode', 'text', (c) =>
      c.notNull().defaultTo('simple').check(sql`projection_mode in ('simple', 'leases')`),
    )
    .addColumn('market_rent_per_sqft', 'numeric')
    .addColumn('market_rent_growth', 'numeric', (c) => c.notNull().defaultTo(3))
    .addColumn('expense_growth_rate', 'numeric', (c) => c.notNull().defaultTo(3))
    .addColumn('renewal_probability', 'numeric', (c) => c.notNull().defaultTo(70))
    .addColumn('downtime_months', 'numeric', (c) => c.notNull().defaultTo(6))
    .addColumn('renewal_term_months', 'numeric', (c) => c.notNull().defaultTo(60))
    .addColumn('new_free_months', 'numeric', (c) => c.notNull().defaultTo(3))
    .addColumn('renewal_free_months', 'numeric', (c) => c.notNull().defaultTo(1))
    .addColumn('new_ti_per_sqft', 'numeric', (c) => c.notNull().defaultTo(20))
    .addColumn('renewal_ti_per_sqft', 'numeric', (c) => c.notNull().defaultTo(5))
    .addColumn('new_lc_percent', 'numeric', (c) => c.notNull().defaultTo(6))
    .addColumn('renewal_lc_percent', 'numeric', (c) => c.notNull().defaultTo(3))
    .execute();
}

/** Drops the columns again (the projects fall back to simple mode). */
// biome-ignore lint/suspicious/noExplicitAny: Kysely's documented migration signature.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('properties')
    .dropColumn('projection_mode')
    .dropColumn('market_rent_per_sqft')
    .dropColumn('market_rent_growth')
    .dropColumn('expense_growth_rate')
    .dropColumn('renewal_probability')
    .dropColumn('downtime_months')
    .dropColumn('renewal_term_months')
    .dropColumn('new_free_months')
    .dropColumn('renewal_free_months')
    .dropColumn('new_ti_per_sqft')
    .dropColumn('renewal_ti_per_sqft')
    .dropColumn('new_lc_percent')
    .dropColumn('renewal_lc_percent')
    .execute();
}
