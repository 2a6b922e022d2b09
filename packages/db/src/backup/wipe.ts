import { type Kysely, sql } from 'kysely';
import { countRows } from './dump.js';
import { plural } from './format.js';
import { listTables } from './tables.js';

// biome-ignore lint/suspicious/noExplicitAny: the catalog is read without the app's schema type.
type AnyDb = Kysely<any>;

/**
 * What the target database holds, for the "not empty" refusal: `null` when every table of the
 * public schema (Kysely's migration tables aside) is empty or absent, else `"N users"` (or, with no
 * users, `"N rows in <table>"` for the first table holding rows).
 *
 * @example await describeContents(db) // '3 users'
 */
export async function describeContents(db: AnyDb): Promise<string | null> {
  const tables = await listTables(db);
  const counts = await Promise.all(
    tables.map(async (t) => ({ name: t.name, rows: await countRows(db, t.name) })),
  );
  const users = counts.find((c) => c.name === 'users');
  if (users && users.rows > 0) return plural(users.rows, 'user');
  const first = counts.find((c) => c.rows > 0);
  return first ? `${plural(first.rows, 'row')} in ${first.name}` : null;
}

const notInExtension = (oid: ReturnType<typeof sql.raw>) =>
  sql`not exists (select 1 from pg_depend d where d.objid = ${oid} and d.deptype = 'e')`;

/**
 * Drops everything the migrations create in the public schema — views, tables (Kysely's migration
 * tables included), sequences, functions and types — leaving installed extensions in place, so
 * that the migrations can rebuild the schema from nothing. Run it inside a transaction: DDL is
 * transactional in PostgreSQL, so a failed restore leaves the database as it was.
 */
export async function wipePublicSchema(db: AnyDb): Promise<void> {
  const { rows } = await sql<{ statement: string }>`
    select statement from (
      select 1 as step, format('drop %s if exists public.%I cascade',
               case c.relkind when 'v' then 'view' when 'm' then 'materialized view'
                              when 'S' then 'sequence' else 'table' end, c.relname) as statement
      from pg_class c join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      where c.relkind in ('r', 'p', 'v', 'm', 'S') and ${notInExtension(sql.raw('c.oid'))}
      union all
      select 2, format('drop routine if exists %s cascade', p.oid::regprocedure)
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace and n.nspname = 'public'
      where ${notInExtension(sql.raw('p.oid'))}
      union all
      select 3, format('drop %s if exists %s cascade',
               case t.typtype when 'd' then 'domain' else 'type' end, t.oid::regtype)
      from pg_type t join pg_namespace n on n.oid = t.typnamespace and n.nspname = 'public'
      where (t.typtype in ('e', 'd', 'r')
             or (t.typtype = 'c' and (select relkind from pg_class where oid = t.typrelid) = 'c'))
        and ${notInExtension(sql.raw('t.oid'))}
    ) drops
    order by step, case when statement like 'drop view%' or statement like 'drop materialized%' then 0 else 1 end`.execute(
    db,
  );
  for (const { statement } of rows) await sql.raw(statement).execute(db);
}
