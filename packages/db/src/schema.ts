import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

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

export type RevenueInputType = 'aggregate' | 'individual';
export type RentInputMode = 'perSqft' | 'total' | 'individual';
export type NnnInputMethod = 'perSqft' | 'total' | 'individual';

export interface PropertiesTable {
  id: Generated<number>;
  user_id: number;
  name: string | null;
  purchase_price: Numeric;
  address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  property_type: string | null;
  year_built: NullableNumeric;
  sqft: Numeric;
  hold_period: number;
  annual_rent: Numeric;
  other_income: Numeric;
  vacancy_rate: Numeric;
  property_taxes: Numeric;
  insurance: Numeric;
  maintenance: Numeric;
  management_fees: Numeric;
  repairs: Numeric;
  other_expenses: Numeric;
  down_payment_percent: Numeric;
  interest_rate: Numeric;
  loan_term: number;
  market_cap_rate: NullableNumeric;
  exit_cap_rate: NullableNumeric;
  appreciation_rate: Numeric;
  nnn_charges_per_sqft: Numeric;
  is_nnn_lease: boolean;
  is_interest_only: boolean;
  rent_escalation_rate: Numeric;
  nnn_escalation_rate: Numeric;
  revenue_input_type: RevenueInputType;
  rent_input_mode: RentInputMode;
  nnn_input_method: NnnInputMethod;
  closing_costs_percent: Numeric;
  selling_costs_percent: Numeric;
  discount_rate: NullableNumeric;
  created_at: CreatedTimestamp;
  updated_at: CreatedTimestamp;
  last_accessed_at: NullableTimestamp;
}

export interface TenantLeasesTable {
  id: Generated<number>;
  property_id: number;
  /** 0-based order of the lease in the rent roll; (property_id, position) is unique. */
  position: number;
  tenant_name: string;
  sqft_leased: Numeric;
  rent_per_sqft: Numeric;
  lease_term: Numeric;
  free_months: Numeric;
  tenant_improvements: Numeric;
  annual_rent_increase: Numeric;
  /** yyyy-mm-dd */
  start_date: string;
  /** yyyy-mm-dd */
  end_date: string;
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

/** The Kysely database interface: one entry per table. */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  properties: PropertiesTable;
  tenant_leases: TenantLeasesTable;
  blog_posts: BlogPostsTable;
  leads: LeadsTable;
  contact_messages: ContactMessagesTable;
  rate_limits: RateLimitsTable;
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

/** A Kysely instance or transaction over {@link Database}: every repository takes one first. */
export type Db = import('kysely').Kysely<Database>;
