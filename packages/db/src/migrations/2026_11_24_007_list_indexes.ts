import { type Kysely, sql } from 'kysely';

/** The trigram indexes of the contains-search (`lower(column) like '%…%'`), when pg_trgm exists. */
const TRIGRAM_INDEXES = [
  ['users_email_trgm_idx', 'users', 'email'],
  ['properties_name_trgm_idx', 'properties', 'name'],
  ['properties_address_trgm_idx', 'properties', 'address'],
  ['properties_city_trgm_idx', 'properties', 'city'],
] as const;

/**
 * Indexes for paged lists (keyset pages, never OFFSET) and their search:
 * - `properties (user_id, updated_at desc, id desc)`: a user's projects in list order, so a
 *   page is one index range scan from the cursor (it replaces `(user_id, updated_at)`);
 * - the admin list is in account order (`users.id`), which the primary key already serves;
 * - `pg_trgm` GIN trigram indexes on `lower(email)`, `lower(name)`, `lower(address)` and
 *   `lower(city)`, for the case-insensitive "contains" search. The extension is created only
 *   where the server offers it (`pg_available_extensions`); where it does not, these indexes are
 *   skipped and the search stays correct with a slower plan. The embedded PGlite loads pg_trgm
 *   (`createDb`), so it gets them too.
 */
// biome-ignore lint/suspicious/noExplicitAny: Kysely's documented migration signature.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('properties_user_id_updated_at_id_idx')
    .on('properties')
    .expression(sql`user_id, updated_at desc, id desc`)
    .execute();
  await db.schema.dropIndex('properties_user_id_updated_at_idx').ifExists().execute();
  const available = await sql<{ found: number }>`
    select 1 as found from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (available.rows.length === 0) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  for (const [name, table, column] of TRIGRAM_INDEXES) {
    await sql`create index if not exists ${sql.id(name)} on ${sql.id(table)} using gin (lower(${sql.id(column)}) gin_trgm_ops)`.execute(
      db,
    );
  }
}

/** Drops the new indexes and restores `(user_id, updated_at)`; the extension stays installed. */
// biome-ignore lint/suspicious/noExplicitAny: Kysely's documented migration signature.
export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of TRIGRAM_INDEXES) await db.schema.dropIndex(name).ifExists().execute();
  await db.schema
    .createIndex('properties_user_id_updated_at_idx')
    .on('properties')
    .columns(['user_id', 'updated_at'])
    .execute();
  await db.schema.dropIndex('properties_user_id_updated_at_id_idx').ifExists().execute();
}
