import { type Kysely, sql } from 'kysely';
import { BackupError } from './format.js';

/** Kysely's own bookkeeping tables: never backed up, rebuilt by the migrations on restore. */
export const MIGRATION_TABLES: readonly string[] = ['kysely_migration', 'kysely_migration_lock'];

/** A column of a backed-up table, as the catalog describes it. */
export interface ColumnInfo {
  name: string;
  /** `format_type()` of the column, e.g. `integer`, `numeric`, `timestamp with time zone`. */
  type: string;
  /** The sequence feeding the column (serial or identity), schema-qualified; `null` if none. */
  sequence: string | null;
}

/** A table of the public schema: its stored (non-generated) columns and its primary key. */
export interface TableInfo {
  name: string;
  /** In column order; generated columns are left out (the database computes them). */
  columns: ColumnInfo[];
  /** Primary-key column names in key order; empty when the table has none. */
  primaryKey: string[];
  /** Tables of the public schema this one references by foreign key (itself excluded). */
  references: string[];
}

// biome-ignore lint/suspicious/noExplicitAny: the catalog is read without the app's schema type.
type AnyDb = Kysely<any>;

interface ColumnRow {
  table_name: string;
  column_name: string;
  type: string;
  sequence: string | null;
  pk_position: number | null;
}

/**
 * Every table of the public schema except {@link MIGRATION_TABLES}, discovered from
 * `pg_catalog` (nothing hard-coded: a table added by a migration is carried without code
 * changes), in foreign-key dependency order: a table comes after every table it references.
 *
 * @example (await listTables(db)).map((t) => t.name) // ['blog_posts', ..., 'users', 'properties', ...]
 */
export async function listTables(db: AnyDb): Promise<TableInfo[]> {
  const columns = await sql<ColumnRow>`
    select c.relname as table_name, a.attname as column_name,
           format_type(a.atttypid, a.atttypmod) as type,
           pg_get_serial_sequence('public.' || quote_ident(c.relname), a.attname) as sequence,
           array_position(i.indkey::int2[], a.attnum) as pk_position
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    left join pg_index i on i.indrelid = c.oid and i.indisprimary
    where c.relkind in ('r', 'p') and a.attgenerated = ''
    order by c.relname, a.attnum`.execute(db);
  const references = await sql<{ child: string; parent: string }>`
    select distinct child.relname as child, parent.relname as parent
    from pg_constraint k
    join pg_class child on child.oid = k.conrelid
    join pg_class parent on parent.oid = k.confrelid
    join pg_namespace n on n.oid = child.relnamespace and n.nspname = 'public'
    where k.contype = 'f'`.execute(db);
  const tables = new Map<string, TableInfo & { keyed: Array<[number, string]> }>();
  for (const row of columns.rows) {
    if (MIGRATION_TABLES.includes(row.table_name)) continue;
    let table = tables.get(row.table_name);
    if (!table) {
      table = { name: row.table_name, columns: [], primaryKey: [], references: [], keyed: [] };
      tables.set(row.table_name, table);
    }
    table.columns.push({ name: row.column_name, type: row.type, sequence: row.sequence });
    if (row.pk_position !== null) table.keyed.push([row.pk_position, row.column_name]);
  }
  for (const { child, parent } of references.rows) {
    const table = tables.get(child);
    if (table && child !== parent && tables.has(parent)) table.references.push(parent);
  }
  const listed = [...tables.values()].map(({ keyed, ...table }) => ({
    ...table,
    primaryKey: keyed.sort((a, b) => a[0] - b[0]).map(([, name]) => name),
    references: table.references.sort(),
  }));
  return dependencyOrder(listed);
}

/**
 * `tables` reordered so that each comes after every table it references (Kahn's algorithm;
 * ties broken by name, so the order is stable). Throws a {@link BackupError} naming the tables
 * of a reference cycle, which no insert order can satisfy.
 *
 * @example dependencyOrder([{ name: 'b', references: ['a'] }, { name: 'a', references: [] }]) // a, b
 */
export function dependencyOrder<T extends { name: string; references: string[] }>(tables: T[]): T[] {
  const pending = new Map(tables.map((t) => [t.name, t]));
  const ordered: T[] = [];
  while (pending.size > 0) {
    const ready = [...pending.values()]
      .filter((t) => t.references.every((parent) => !pending.has(parent)))
      .sort((a, b) => a.name.localeCompare(b.name));
    if (ready.length === 0) {
      const names = [...pending.keys()].sort().join(', ');
      throw new BackupError(
        `Tables ${names} reference each other in a cycle; they cannot be restored in order.`,
      );
    }
    for (const table of ready) {
      ordered.push(table);
      pending.delete(table.name);
    }
  }
  return ordered;
}
