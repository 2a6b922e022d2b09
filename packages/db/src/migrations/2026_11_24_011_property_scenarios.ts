import { type Kysely, sql } from 'kysely';

/**
 * Scenarios (issue 17): a project's named variants, each a set of overrides of its inputs (the
 * project's own inputs are "Base" and are not stored here). `position` keeps the user's order;
 * `overrides` is a JSON object of engine input keys. Deleting the project deletes its scenarios.
 */
// biome-ignore lint/suspicious/noExplicitAny: Kysely's documented migration signature.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('property_scenarios')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('property_id', 'integer', (col) =>
      col.notNull().references('properties.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('overrides', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addUniqueConstraint('property_scenarios_property_position_key', ['property_id', 'position'])
    .execute();
}

/** Drops the table (every project keeps its Base inputs). */
// biome-ignore lint/suspicious/noExplicitAny: Kysely's documented migration signature.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('property_scenarios').execute();
}
