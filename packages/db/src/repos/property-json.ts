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
  `coalesce(p.lease_reviews, '[]'::json) as "leaseReviews"`,
  'p.risk_settings as "riskSettings"',
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

/**
 * The most bytes of JSON `listPropertiesJson` may build for one user (32 MiB); past it the whole
 * list is refused and the caller pages instead (`listPropertiesPageJson`), so no single answer
 * can hold a user's every rent roll in memory at once.
 */
export const LIST_BYTES_MAX = 32 * 1024 * 1024;

/**
 * The summed length of the JSON of no fixed size in the selected projects: their lease reviews,
 * capital-stack groups (a waterfall's tiers, every number) and risk settings (up to 20 simulated
 * variables). PostgreSQL writes a jsonb column into JSON as this same text.
 */
const OPEN_JSON_BYTES = sql.raw(`coalesce(sum(octet_length(lease_reviews::text)), 0)
                 + coalesce(sum(octet_length(second_loan::text)), 0)
                 + coalesce(sum(octet_length(refinance::text)), 0)
                 + coalesce(sum(octet_length(waterfall::text)), 0)
                 + coalesce(sum(octet_length(risk_settings::text)), 0)`);

/**
 * An upper estimate of the size of the user's whole list as `listPropertiesJson` writes it,
 * from counts (no JSON is built): 3 KiB a project plus the length of its lease reviews',
 * capital-stack groups' and risk settings' JSON (`OPEN_JSON_BYTES`), 1 KiB
 * a lease plus the length of its rent steps' JSON (up to 40 steps, the one lease field of no fixed
 * size) and 4 KiB a scenario
 * variant, each above what the fullest one takes (every text at its 200-character limit).
 */
export async function estimateListBytes(db: Db, userId: number): Promise<number> {
  if (!isRowId(userId)) return 0;
  const result = await sql<{
    projects: number;
    reviews: number;
    leases: number;
    steps: number;
    scenarios: number;
  }>`
    select (select count(*) from properties where user_id = ${userId}) as projects,
           (select ${OPEN_JSON_BYTES} from properties where user_id = ${userId}) as reviews,
           leases.n as leases, leases.steps as steps,
           (select count(*) from property_scenarios s join properties p on p.id = s.property_id
             where p.user_id = ${userId}) as scenarios
    from (select count(*) as n, coalesce(sum(octet_length(l.rent_steps::text)), 0) as steps
          from tenant_leases l join properties p on p.id = l.property_id
          where p.user_id = ${userId}) leases`.execute(db);
  const row = result.rows[0];
  return (
    Number(row?.projects ?? 0) * 3072 +
    Number(row?.reviews ?? 0) +
    Number(row?.leases ?? 0) * 1024 +
    Number(row?.steps ?? 0) +
    Number(row?.scenarios ?? 0) * 4096
  );
}

/**
 * An upper estimate of the size of the admin's unpaged list of every user with every project
 * summary (`listUsersWithProperties`), from counts: 1 KiB a user and 3 KiB a project plus the
 * length of its lease reviews', capital-stack groups' and risk settings' JSON (`OPEN_JSON_BYTES`).
 */
export async function estimateAllUsersListBytes(db: Db): Promise<number> {
  const result = await sql<{ users: number; projects: number; open: number }>`
    select (select count(*) from users) as users, (select count(*) from properties) as projects,
           (select ${OPEN_JSON_BYTES} from properties) as open`.execute(db);
  const row = result.rows[0];
  return Number(row?.users ?? 0) * 1024 + Number(row?.projects ?? 0) * 3072 + Number(row?.open ?? 0);
}
