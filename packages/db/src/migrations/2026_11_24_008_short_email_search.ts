import { type Kysely, sql } from 'kysely';

/**
 * The admin's email search for fragments of one or two characters. Trigram indexes serve three or
 * more; for shorter fragments PostgreSQL read and lower-cased every user's email (21 ms at 50,000
 * users, growing with every sign-up). `email_short_grams(text)` lists every one- and
 * two-character piece of a text (`"ab@c"` → `a, b, @, c, ab, b@, @c`); the stored generated column
 * `users.email_grams` keeps that list for `lower(email)`, and a GIN index on it answers "contains
 * x" or "contains xy" as `email_grams @> array[…]` (0.7 ms for the same count). The column is
 * stored, not an index expression, so the check of each found row reads it instead of
 * recomputing it. Plain SQL: PGlite has it too.
 */
// biome-ignore lint/suspicious/noExplicitAny: Kysely's documented migration signature.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function email_short_grams(t text) returns text[]
    language sql immutable strict parallel safe
    as $$
      select coalesce(array_agg(distinct g), '{}') from (
        select substr(t, i, 1) as g from generate_series(1, length(t)) as i
        union all
        select substr(t, i, 2) from generate_series(1, length(t) - 1) as i
      ) as grams
    $$`.execute(db);
  await sql`
    alter table users add column email_grams text[]
    generated always as (email_short_grams(lower(email))) stored`.execute(db);
  await sql`create index users_email_grams_idx on users using gin (email_grams)`.execute(db);
}

/** Drops the index, the column and the function. */
// biome-ignore lint/suspicious/noExplicitAny: Kysely's documented migration signature.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists users_email_grams_idx`.execute(db);
  await sql`alter table users drop column if exists email_grams`.execute(db);
  await sql`drop function if exists email_short_grams(text)`.execute(db);
}
