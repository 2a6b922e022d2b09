import { toDate, toNullableDate, toNullableNumber, toNumber } from '../convert.js';
import type {
  PropertyInput,
  PropertySummary,
  ReadyTargets,
  RiskSettings,
  TenantLease,
  TenantLeaseInput,
} from '../domain.js';
import { type ColumnField, LEASE_FIELDS, PROPERTY_FIELDS } from '../property-fields.js';
import type { Db, NewPropertyRow, NewTenantLeaseRow, PropertyRow, TenantLeaseRow } from '../schema.js';
import { leaseReviewsColumn, toLeaseReviews } from './lease-reviews.js';

/**
 * A column value as the domain object holds it: numbers as numbers (never driver strings), a
 * list (jsonb) as the parsed list whether the driver parsed it or handed over its text.
 */
function fromColumn(field: ColumnField, value: unknown): unknown {
  if (field.kind === 'list') return toList(value);
  if (field.kind === 'object') return toObject(value);
  if (field.kind !== 'number') return value;
  const stored = value as number | string | null;
  return field.nullable ? toNullableNumber(stored) : toNumber(stored ?? Number.NaN);
}

/** A jsonb list column's value (parsed by the driver, or its JSON text) as a list; `[]` for null. */
function toList(value: unknown): unknown[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (parsed === null || parsed === undefined) return [];
  if (!Array.isArray(parsed)) throw new TypeError(`Expected a jsonb list, got ${typeof parsed}`);
  return parsed;
}

/** A jsonb object column's value (parsed by the driver, or its JSON text), or null for none. */
function toObject(value: unknown): Record<string, unknown> | null {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (parsed === null || parsed === undefined) return null;
  if (typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new TypeError(`Expected a jsonb object, got ${Array.isArray(parsed) ? 'a list' : typeof parsed}`);
  }
  return parsed as Record<string, unknown>;
}

/**
 * A list or an object as a jsonb column takes it: JSON text. Throws a RangeError naming the column for a
 * number JSON cannot carry (NaN, Infinity), which `JSON.stringify` would silently write as null.
 */
function jsonColumn(value: unknown, column: string, what: string): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item === 'number' && !Number.isFinite(item)) {
      throw new RangeError(`${what}: ${column} must hold finite numbers, got ${item}`);
    }
    return item;
  });
}

/**
 * `head`, then every field of `fields` read from a row (snake_case) under its camelCase key, then
 * `tail`: the domain object `T` that the fields describe.
 */
function readFields<T>(
  head: Record<string, unknown>,
  fields: readonly ColumnField[],
  row: object,
  tail: Record<string, unknown> = {},
): T {
  const source = row as Record<string, unknown>;
  const out = head;
  for (const field of fields) out[field.key] = fromColumn(field, source[field.column]);
  return Object.assign(out, tail) as T;
}

const TARGET_KEYS = ['irr', 'dscr', 'cashOnCash'] as const;

/** The stored targets (jsonb, parsed by the driver; text from a driver that does not), or null. */
export function toReadyTargets(value: unknown): ReadyTargets | null {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (parsed === null || typeof parsed !== 'object') return null;
  const source = parsed as Record<string, unknown>;
  if (!TARGET_KEYS.every((key) => typeof source[key] === 'number')) return null;
  return { irr: source.irr as number, dscr: source.dscr as number, cashOnCash: source.cashOnCash as number };
}

/** The targets as the jsonb column takes them (JSON text; three finite numbers), or null. */
function readyTargetsColumn(targets: ReadyTargets | null | undefined): string | null {
  if (targets === null || targets === undefined) return null;
  for (const key of TARGET_KEYS) {
    if (!Number.isFinite(targets[key])) {
      throw new RangeError(`property: ready_targets.${key} must be a finite number, got ${targets[key]}`);
    }
  }
  return JSON.stringify({ irr: targets.irr, dscr: targets.dscr, cashOnCash: targets.cashOnCash });
}

/**
 * The stored risk settings (a jsonb object, parsed by the driver or its JSON text), or null for
 * the card's defaults. The column's CHECK keeps it an object or null; the API checked its
 * contents with the engine's `riskSettingsObject` before it was written.
 */
function toRiskSettings(value: unknown): RiskSettings | null {
  return toObject(value) as RiskSettings | null;
}

/** The risk settings as the jsonb column takes them (JSON text of finite numbers), or null. */
function riskSettingsColumn(settings: RiskSettings | null | undefined): string | null {
  return settings === null || settings === undefined
    ? null
    : jsonColumn(settings, 'risk_settings', 'property');
}

/** Maps a `properties` row to a {@link PropertySummary} (numbers as numbers, dates as Dates). */
export function toPropertySummary(row: PropertyRow): PropertySummary {
  return readFields<PropertySummary>({ id: row.id, userId: row.user_id }, PROPERTY_FIELDS, row, {
    readyTargets: toReadyTargets(row.ready_targets),
    leaseReviews: toLeaseReviews(row.lease_reviews),
    riskSettings: toRiskSettings(row.risk_settings),
    version: Number(row.version),
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
    lastAccessedAt: toNullableDate(row.last_accessed_at),
  });
}

/** Maps a `tenant_leases` row to a {@link TenantLease}. */
export function toTenantLease(row: TenantLeaseRow): TenantLease {
  return readFields<TenantLease>({ id: row.id, propertyId: row.property_id }, LEASE_FIELDS, row);
}

const blankToNull = (value: unknown): unknown => {
  if (typeof value !== 'string') return value ?? null;
  const trimmed = value.trim();
  return trimmed ? trimmed : null;
};

/**
 * The column values of `fields` from a payload (camelCase), with each field's schema default for
 * anything left out (`undefined`, or `null` where the column is `not null`: see
 * `ColumnField.columnNullable`). Nullable text whose default is null is trimmed and
 * stored as null when blank; text with a default of its own (a lease's suite, `''` for none) is
 * stored as given, untrimmed (underwriting.md 11.1). A list or an object (jsonb) is written as
 * JSON text (an absent object as null).
 * Throws a clear RangeError for NaN/Infinity (which `numeric` would store but JSON cannot carry).
 */
function writeFields(fields: readonly ColumnField[], input: object, what: string): Record<string, unknown> {
  const source = input as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    let value = source[field.key];
    if (value === undefined || (value === null && !field.columnNullable)) {
      value = field.defaultValue ?? (field.nullable ? null : value);
    }
    if (field.kind === 'list') {
      out[field.column] = jsonColumn(value ?? [], field.column, what);
      continue;
    }
    if (field.kind === 'object') {
      out[field.column] =
        value === null || value === undefined ? null : jsonColumn(value, field.column, what);
      continue;
    }
    if (field.kind === 'text' && field.columnNullable) value = blankToNull(value);
    if (typeof value === 'number' && !Number.isFinite(value)) {
      throw new RangeError(`${what}: ${field.column} must be a finite number, got ${value}`);
    }
    out[field.column] = value;
  }
  return out;
}

/**
 * The column values for a save payload, with the schema defaults for anything left out. Used
 * for both insert and update so that an update overwrites every input field.
 */
export function propertyColumns(input: PropertyInput): Omit<NewPropertyRow, 'user_id'> {
  return {
    ...writeFields(PROPERTY_FIELDS, input, 'property'),
    ready_targets: readyTargetsColumn(input.readyTargets),
    lease_reviews: leaseReviewsColumn(input.leaseReviews),
    risk_settings: riskSettingsColumn(input.riskSettings),
  } as Omit<NewPropertyRow, 'user_id'>;
}

/** The `tenant_leases` rows for a rent roll, positions 0..n-1 in list order. */
export function leaseRows(propertyId: number, leases: TenantLeaseInput[]): NewTenantLeaseRow[] {
  return leases.map((lease, position) => ({
    ...(writeFields(LEASE_FIELDS, lease, `tenant lease ${position + 1}`) as Omit<
      NewTenantLeaseRow,
      'property_id' | 'position'
    >),
    property_id: propertyId,
    position,
  }));
}

/** Leases of many properties in one query, grouped by property id, each list in entry order. */
export async function leasesByProperty(db: Db, propertyIds: number[]): Promise<Map<number, TenantLease[]>> {
  const grouped = new Map<number, TenantLease[]>();
  if (propertyIds.length === 0) return grouped;
  const rows = await db
    .selectFrom('tenant_leases')
    .selectAll()
    .where('property_id', 'in', propertyIds)
    .orderBy('property_id')
    .orderBy('position')
    .execute();
  for (const row of rows) {
    const list = grouped.get(row.property_id) ?? [];
    list.push(toTenantLease(row));
    grouped.set(row.property_id, list);
  }
  return grouped;
}

/** Every property in one query (most recently updated first), grouped by user id. */
export async function allPropertySummariesByUser(db: Db): Promise<Map<number, PropertySummary[]>> {
  const grouped = new Map<number, PropertySummary[]>();
  const rows = await db
    .selectFrom('properties')
    .selectAll()
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  for (const row of rows) {
    const list = grouped.get(row.user_id) ?? [];
    list.push(toPropertySummary(row));
    grouped.set(row.user_id, list);
  }
  return grouped;
}
