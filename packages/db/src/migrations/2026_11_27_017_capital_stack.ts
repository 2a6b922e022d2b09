import { type Kysely, sql } from 'kysely';

/**
 * The capital stack of underwriting.md section 12, kept with each project: the senior loan's
 * interest-only months, maturity (null: none, the loan is due when it is repaid) and origination
 * fee, and the three optional groups as jsonb objects (null: none): the second loan, the refinance
 * and the LP/GP waterfall. Projects saved before get the defaults, which change nothing: they load
 * and compute exactly as they did.
 */
// biome-ignore lint/suspicious/noExplicitAny: Kysely's documented migration signature.
export async function up(db: Kysely<any>): Promise<void> {
  const jsonObject = (column: string) => sql.raw(`${column} is null or jsonb_typeof(${column}) = 'object'`);
  await db.schema
    .alterTable('properties')
    .addColumn('interest_only_months', 'numeric', (c) => c.notNull().defaultTo(0))
    .addColumn('loan_maturity_years', 'numeric')
    .addColumn('loan_fee_percent', 'numeric', (c) => c.notNull().defaultTo(0))
    .addColumn('second_loan', 'jsonb', (c) => c.check(jsonObject('second_loan')))
    .addColumn('refinance', 'jsonb', (c) => c.check(jsonObject('refinance')))
    .addColumn('waterfall', 'jsonb', (c) => c.check(jsonObject('waterfall')))
    .execute();
}

/** Drops the columns again (every project is financed by its single senior loan). */
// biome-ignore lint/suspicious/noExplicitAny: Kysely's documented migration signature.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('properties')
    .dropColumn('interest_only_months')
    .dropColumn('loan_maturity_years')
    .dropColumn('loan_fee_percent')
    .dropColumn('second_loan')
    .dropColumn('refinance')
    .dropColumn('waterfall')
    .execute();
}
