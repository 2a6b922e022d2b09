import type { StoredPropertyFields } from '@cre/underwriting';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { StoredLeaseFields } from './domain.js';

/**
 * A PostgreSQL `numeric` column. `createDb` installs type parsers so that values arrive as JS
 * numbers, but the repositories still convert at the boundary (`toNumber`) so a driver that
 * returns strings can never leak them.
 */
export type Numeric = ColumnType<number | string, number | string, number | string>;
/** A nullable PostgreSQL `numeric` column. */
export type NullableNumeric = ColumnType<
  number | string | null,
  number | string | null | undefined,
  number | string | null
>;
/**
 * A `jsonb` column holding a list of `Item` (a lease's rent steps). Drivers that parse jsonb
 * return the list, others its JSON text (the repositories accept both); it is written as JSON
 * text and has a database default (`'[]'`).
 */
export type JsonbList<Item> = ColumnType<Item[] | string, string | undefined, string>;
/**
 * A nullable `jsonb` column holding one object (a capital-stack group: the second loan, the
 * refinance, the waterfall), null for none. Read as the driver gives it (parsed, or its JSON
 * text); written as JSON text.
 */
export type JsonbObject<Value> = ColumnType<Value | string | null, string | null | undefined, string | null>;
/** A `timestamptz` column with a database default (`now()`). */
export type CreatedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A `timestamptz` column that is always written explicitly. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A nullable `timestamptz` column. */
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

export interface UsersTable {
  id: Generated<number>;
  /** Always stored lower-cased and trimmed; unique. */
  email: string;
  password_hash: string;
  is_email_verified: Generated<boolean>;
  is_admin: Generated<boolean>;
  /** SHA-256 (or similar) hash of the verification token; the raw token is never stored. */
  email_verification_token_hash: string | null;
  email_verification_token_expires_at: NullableTimestamp;
  created_at: CreatedTimestamp;
  updated_at: CreatedTimestamp;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: CreatedTimestamp;
  /** Absolute expiry: the session is dead after this instant whatever the activity. */
  expires_at: Timestamp;
  /** Rolling idle expiry, pushed forward by `touchSession`. */
  idle_expires_at: Timestamp;
}

/** `camelCase` → `snake_case`, at the type level (`nnnChargesPerSqft` → `nnn_charges_per_sqft`). */
export type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

/**
 * The column type that stores a field of type `T`: `numeric` for numbers, `jsonb` for lists and
 * objects, as-is otherwise (text, boolean, enum text).
 */
type ColumnOf<T> = [T] extends [number]
  ? Numeric
  : [T] extends [number | null]
    ? NullableNumeric
    : [T] extends [ReadonlyArray<infer Item> | null]
      ? JsonbList<Item>
      : [T] extends [object | null]
        ? JsonbObject<Exclude<T, null>>
        : T;

/** The snake_case columns of a schema-derived object type, one per field. */
export type ColumnsOf<T> = { [K in keyof T & string as SnakeCase<K>]: ColumnOf<T[K]> };

/**
 * `properties`: one column per field of the engine's `storedPropertyObject` (generated, so a new
 * input needs only its migration here), plus ownership and timestamps.
 */
export interface PropertiesTable extends ColumnsOf<StoredPropertyFields> {
  id: Generated<number>;
  user_id: number;
  /** jsonb `{"irr", "dscr", "cashOnCash"}` (goal seek's ready answers); null: the defaults. Written as JSON text. */
  ready_targets: ColumnType<unknown, string | null | undefined, string | null>;
  /** json `[{"position", "flags": [{"code", "message"}]}]` (the leases to review); null: none. Written as JSON text. */
  lease_reviews: ColumnType<unknown, string | null | undefined, string | null>;
  /**
   * jsonb object of the risk card's settings (`{"tornadoMetric", "runs", "seed", "variables",
   * "irrTargets"}`); null: the card's defaults. A CHECK keeps it an object or null. Written as JSON text.
   */
  risk_settings: ColumnType<unknown, string | null | undefined, string | null>;
  /** 1 when created, one more at every save (edit conflicts: a save names the version it is based on). */
  version: Generated<number>;
  created_at: CreatedTimestamp;
  updated_at: CreatedTimestamp;
  last_accessed_at: NullableTimestamp;
}

/**
 * `tenant_leases`: one column per field of the engine's `tenantLeaseSchema` as stored (defaults
 * applied: `suite` text not null, `rent_steps` jsonb not null), plus its place.
 */
export interface TenantLeasesTable extends ColumnsOf<StoredLeaseFields> {
  id: Generated<number>;
  property_id: number;
  /** 0-based order of the lease in the rent roll; (property_id, position) is unique. */
  position: number;
}

/** `property_scenarios`: a project's named variants (issue 17), in the user's order. */
export interface PropertyScenariosTable {
  id: Generated<number>;
  property_id: number;
  /** 0-based order of the variant; (property_id, position) is unique. */
  position: number;
  name: string;
  /** jsonb object of engine input keys and their values. Written as JSON text. */
  overrides: ColumnType<unknown, string, string>;
}

export interface BlogPostsTable {
  id: Generated<number>;
  title: string;
  slug: string;
  summary: string;
  content: string;
  meta_description: string;
  keywords: string;
  is_published: Generated<boolean>;
  published_at: NullableTimestamp;
  created_at: CreatedTimestamp;
  updated_at: CreatedTimestamp;
}

export interface LeadsTable {
  id: Generated<number>;
  full_name: string;
  email: string;
  phone: string | null;
  include_calculator: Generated<boolean>;
  created_at: CreatedTimestamp;
  email_sent: Generated<boolean>;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  created_at: CreatedTimestamp;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  window_start: Timestamp;
}

/** `property_shares`: a read-only share link of a project (issue 17); revoking deletes the row. */
export interface PropertySharesTable {
  id: Generated<number>;
  property_id: number;
  /** SHA-256 hex of the link's token; the token itself is never stored. */
  token_hash: string;
  created_at: CreatedTimestamp;
  expires_at: Timestamp;
  /** Successful reads of the shared project. */
  views: Generated<number>;
}

/** What an {@link AccountTokensTable} row's link does. */
export type AccountTokenPurpose = 'password_reset' | 'email_change';

/** `account_tokens`: a single-use password-reset or email-change link (issue 23); using it deletes the row. */
export interface AccountTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: AccountTokenPurpose;
  /** SHA-256 hex of the link's token; the token itself is never stored. */
  token_hash: string;
  /** The address an `email_change` link confirms (stored lower-cased); null for a password reset. */
  new_email: string | null;
  created_at: CreatedTimestamp;
  expires_at: Timestamp;
}

/** The Kysely database interface: one entry per table. */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  properties: PropertiesTable;
  tenant_leases: TenantLeasesTable;
  property_scenarios: PropertyScenariosTable;
  blog_posts: BlogPostsTable;
  leads: LeadsTable;
  contact_messages: ContactMessagesTable;
  rate_limits: RateLimitsTable;
  property_shares: PropertySharesTable;
  account_tokens: AccountTokensTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type NewSessionRow = Insertable<SessionsTable>;
export type SessionUpdate = Updateable<SessionsTable>;
export type PropertyRow = Selectable<PropertiesTable>;
export type NewPropertyRow = Insertable<PropertiesTable>;
export type PropertyUpdate = Updateable<PropertiesTable>;
export type TenantLeaseRow = Selectable<TenantLeasesTable>;
export type NewTenantLeaseRow = Insertable<TenantLeasesTable>;
export type TenantLeaseUpdate = Updateable<TenantLeasesTable>;
export type BlogPostRow = Selectable<BlogPostsTable>;
export type NewBlogPostRow = Insertable<BlogPostsTable>;
export type BlogPostUpdate = Updateable<BlogPostsTable>;
export type LeadRow = Selectable<LeadsTable>;
export type NewLeadRow = Insertable<LeadsTable>;
export type LeadUpdate = Updateable<LeadsTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;
export type NewContactMessageRow = Insertable<ContactMessagesTable>;
export type RateLimitRow = Selectable<RateLimitsTable>;
export type PropertyShareRow = Selectable<PropertySharesTable>;
export type AccountTokenRow = Selectable<AccountTokensTable>;

/** A Kysely instance or transaction over {@link Database}: every repository takes one first. */
export type Db = import('kysely').Kysely<Database>;
