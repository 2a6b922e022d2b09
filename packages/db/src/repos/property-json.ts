import { sql } from 'kysely';
import { isRowId } from '../ids.js';
import { type ColumnField, LEASE_FIELDS, PROPERTY_FIELDS } from '../property-fields.js';
import type { Db } from '../schema.js';
import { SCENARIOS_JSON } from './property-scenarios.js';

/** A timestamptz as the ISO text `Date.prototype.toISOString` produces (UTC, milliseconds, `Z`). */
const isoText = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `expression as "key"` for each schema field of a table aliased `alias`. */
const fieldColumns = (fields: readonly ColumnField[], alias: string) =>
  fields.map((field) => `${alias}.${field.column} as "${field.key}"`);

/** The keys of a project in the order of `toPropertySummary`, then its leases. */
export const PROPERTY_COLUMNS = [
  'p.id as "id"',
  'p.user_id as "userId"',
  ...fieldColumns(PROPERTY_FIELDS, 'p'),
  'p.ready_targets as "readyTargets"',
  'p.version as "version"',
  `${isoText('p.created_at')} as "createdAt"`,
  `${isoText('p.updated_at')} as "updatedAt"`,
  `${isoText('p.last_accessed_at')} as "lastAccessedAt"`,
];

/** The keys of a lease in the order of `toTenantLease`. */
const LEASE_COLUMNS = ['l.id as "id"', 'l.property_id as "propertyId"', ...fieldColumns(LEASE_FIELDS, 'l')];

export const LEASES_JSON = `(select coalesce(json_agg(row_to_json(lj) order by l.position), '[]')
   from tenant_leases l cross join lateral (select ${LEASE_COLUMNS.join(', ')}) lj
   where l.property_id = p.id)`;

/**
 * The whole list in one statement; PostgreSQL builds the JSON (numbers stay numbers). Each object
 * is a `row_to_json` of a lateral row whose columns are named and ordered like the JavaScript
 * mapping, so the key order matches and no function-argument limit caps the number of fields.
 */
const LIST_SELECT = sql.raw(`
  select coalesce(json_agg(row_to_json(pj) order by p.updated_at desc, p.id desc), '[]')::text as json
  from properties p
  cross join lateral (select ${[...PROPERTY_COLUMNS, `${LEASES_JSON} as "tenantLeases"`, `${SCENARIOS_JSON} as "scenarios"`].join(', ')}) pj
  where p.user_id = `);

/**
 * The user's projects exactly as the API sends them (`listProperties` mapped to JSON: dates as
 * ISO strings, numbers as numbers, each with `tenantLeases` in rent-roll order), most recently
 * updated first, as JSON text built by PostgreSQL in one query. For hot read paths that only
 * forward the list: no rows are parsed or re-serialized in JavaScript.
 */
export async function listPropertiesJson(db: Db, userId: number): Promise<string> {
  if (!isRowId(userId)) return '[]';
  const result = await sql<{ json: string }>`${LIST_SELECT}${userId}`.execute(db);
  return result.rows[0]?.json ?? '[]';
}
