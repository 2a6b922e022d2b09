import type { Kysely } from 'kysely';

/**
 * Lease term and free months are entered in months and may be fractional (the engine validates
 * only `>= 1` / `>= 0`), and year built is validated only as an integer of any size: store all
 * three as `numeric` so that every accepted value round-trips exactly instead of failing.
 */
// biome-ignore lint/suspicious/noExplicitAny: Kysely's documented migration signature.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('tenant_leases')
    .alterColumn('lease_term', (c) => c.setDataType('numeric'))
    .alterColumn('free_months', (c) => c.setDataType('numeric'))
    .execute();
  await db.schema
    .alterTable('properties')
    .alterColumn('year_built', (c) => c.setDataType('numeric'))
    .execute();
}

/** Back to integers (fractional values are rounded by PostgreSQL). */
// biome-ignore lint/suspicious/noExplicitAny: Kysely's documented migration signature.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('tenant_leases')
    .alterColumn('lease_term', (c) => c.setDataType('integer'))
    .alterColumn('free_months', (c) => c.setDataType('integer'))
    .execute();
  await db.schema
    .alterTable('properties')
    .alterColumn('year_built', (c) => c.setDataType('integer'))
    .execute();
}
