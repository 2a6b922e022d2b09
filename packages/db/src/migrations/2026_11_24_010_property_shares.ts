import { type Kysely, sql } from 'kysely';

/**
 * Read-only share links (issue 17): one row per live link of a project. Only the SHA-256 hex of the
 * link's token is kept (`token_hash`, unique); revoking a link deletes its row, and deleting the
 * project (or its owner) deletes its links (ON DELETE CASCADE). `views` counts successful reads.
 */
// biome-ignore lint/suspicious/noExplicitAny: Kysely's documented migration signature.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('property_shares')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('property_shares_property_id_idx')
    .on('property_shares')
    .column('property_id')
    .execute();
}

/** Drops the table (every share link dies). */
// biome-ignore lint/suspicious/noExplicitAny: Kysely's documented migration signature.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('property_shares').execute();
}
