import { sql } from 'kysely';
import { isRowId } from '../ids.js';
import type { Db } from '../schema.js';

/** A timestamptz as the ISO text `Date.prototype.toISOString` produces (UTC, milliseconds, `Z`). */
const isoText = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** JSON key → SQL expression over `p` (a `properties` row), in the order of `toPropertySummary`. */
const PROPERTY_FIELDS: Array<[string, string]> = [
  ['id', 'p.id'],
  ['userId', 'p.user_id'],
  ['name', 'p.name'],
  ['address', 'p.address'],
  ['city', 'p.city'],
  ['state', 'p.state'],
  ['zipCode', 'p.zip_code'],
  ['propertyType', 'p.property_type'],
  ['yearBuilt', 'p.year_built'],
  ['purchasePrice', 'p.purchase_price'],
  ['sqft', 'p.sqft'],
  ['holdPeriod', 'p.hold_period'],
  ['annualRent', 'p.annual_rent'],
  ['otherIncome', 'p.other_income'],
  ['vacancyRate', 'p.vacancy_rate'],
  ['propertyTaxes', 'p.property_taxes'],
  ['insurance', 'p.insurance'],
  ['maintenance', 'p.maintenance'],
  ['managementFees', 'p.management_fees'],
  ['repairs', 'p.repairs'],
  ['otherExpenses', 'p.other_expenses'],
  ['downPaymentPercent', 'p.down_payment_percent'],
  ['interestRate', 'p.interest_rate'],
  ['loanTerm', 'p.loan_term'],
  ['marketCapRate', 'p.market_cap_rate'],
  ['exitCapRate', 'p.exit_cap_rate'],
  ['appreciationRate', 'p.appreciation_rate'],
  ['nnnChargesPerSqft', 'p.nnn_charges_per_sqft'],
  ['isNnnLease', 'p.is_nnn_lease'],
  ['isInterestOnly', 'p.is_interest_only'],
  ['rentEscalationRate', 'p.rent_escalation_rate'],
  ['nnnEscalationRate', 'p.nnn_escalation_rate'],
  ['revenueInputType', 'p.revenue_input_type'],
  ['rentInputMode', 'p.rent_input_mode'],
  ['nnnInputMethod', 'p.nnn_input_method'],
  ['closingCostsPercent', 'p.closing_costs_percent'],
  ['sellingCostsPercent', 'p.selling_costs_percent'],
  ['discountRate', 'p.discount_rate'],
  ['createdAt', isoText('p.created_at')],
  ['updatedAt', isoText('p.updated_at')],
  ['lastAccessedAt', isoText('p.last_accessed_at')],
];

/** JSON key → SQL expression over `l` (a `tenant_leases` row), in the order of `toTenantLease`. */
const LEASE_FIELDS: Array<[string, string]> = [
  ['id', 'l.id'],
  ['propertyId', 'l.property_id'],
  ['tenantName', 'l.tenant_name'],
  ['sqftLeased', 'l.sqft_leased'],
  ['rentPerSqft', 'l.rent_per_sqft'],
  ['leaseTerm', 'l.lease_term'],
  ['freeMonths', 'l.free_months'],
  ['tenantImprovements', 'l.tenant_improvements'],
  ['annualRentIncrease', 'l.annual_rent_increase'],
  ['startDate', 'l.start_date'],
  ['endDate', 'l.end_date'],
];

/** `json_build_object('key', expression, …)` for a field list (at most 50 pairs per call). */
const jsonObject = (fields: Array<[string, string]>) =>
  `json_build_object(${fields.map(([key, expression]) => `'${key}', ${expression}`).join(', ')})`;

const LEASES_JSON = `(select coalesce(json_agg(${jsonObject(LEASE_FIELDS)} order by l.position), '[]')
   from tenant_leases l where l.property_id = p.id)`;

/** The whole list in one statement; PostgreSQL builds the JSON (numbers stay numbers). */
const LIST_SELECT = sql.raw(`
  select coalesce(
    json_agg(${jsonObject([...PROPERTY_FIELDS, ['tenantLeases', LEASES_JSON]])} order by p.updated_at desc, p.id desc),
    '[]')::text as json
  from properties p
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
