import { type Kysely, sql } from 'kysely';

/**
 * Initial schema: users, sessions, properties, tenant leases, blog posts, leads, contact
 * messages and rate-limit counters. Takes `Kysely<any>` on purpose: a migration is frozen in
 * time and must not depend on the current `Database` interface.
 */
// biome-ignore lint/suspicious/noExplicitAny: Kysely's documented migration signature; migrations must not see the current schema type.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('is_email_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('email_verification_token_hash', 'text')
    .addColumn('email_verification_token_expires_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('users_email_lower_case', sql`email = lower(email)`)
    .execute();
  await db.schema
    .createIndex('users_email_verification_token_hash_idx')
    .on('users')
    .column('email_verification_token_hash')
    .unique()
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('idle_expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  let properties = db.schema
    .createTable('properties')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text')
    .addColumn('purchase_price', 'numeric', (c) => c.notNull())
    .addColumn('address', 'text')
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('zip_code', 'text')
    .addColumn('property_type', 'text')
    .addColumn('year_built', 'integer')
    .addColumn('sqft', 'numeric', (c) => c.notNull())
    .addColumn('hold_period', 'integer', (c) => c.notNull().defaultTo(5));
  const moneyColumns: Array<[string, number]> = [
    ['annual_rent', 0],
    ['other_income', 0],
    ['vacancy_rate', 5],
    ['property_taxes', 0],
    ['insurance', 0],
    ['maintenance', 0],
    ['management_fees', 0],
    ['repairs', 0],
    ['other_expenses', 0],
    ['down_payment_percent', 25],
  ];
  for (const [name, fallback] of moneyColumns) {
    properties = properties.addColumn(name, 'numeric', (c) => c.notNull().defaultTo(fallback));
  }
  await properties
    .addColumn('interest_rate', 'numeric', (c) => c.notNull())
    .addColumn('loan_term', 'integer', (c) => c.notNull().defaultTo(25))
    .addColumn('market_cap_rate', 'numeric')
    .addColumn('exit_cap_rate', 'numeric')
    .addColumn('appreciation_rate', 'numeric', (c) => c.notNull().defaultTo(3))
    .addColumn('nnn_charges_per_sqft', 'numeric', (c) => c.notNull().defaultTo(0))
    .addColumn('is_nnn_lease', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_interest_only', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('rent_escalation_rate', 'numeric', (c) => c.notNull().defaultTo(3))
    .addColumn('nnn_escalation_rate', 'numeric', (c) => c.notNull().defaultTo(2.5))
    .addColumn('revenue_input_type', 'text', (c) =>
      c.notNull().defaultTo('aggregate').check(sql`revenue_input_type in ('aggregate', 'individual')`),
    )
    .addColumn('rent_input_mode', 'text', (c) =>
      c.notNull().defaultTo('perSqft').check(sql`rent_input_mode in ('perSqft', 'total', 'individual')`),
    )
    .addColumn('nnn_input_method', 'text', (c) =>
      c.notNull().defaultTo('perSqft').check(sql`nnn_input_method in ('perSqft', 'total', 'individual')`),
    )
    .addColumn('closing_costs_percent', 'numeric', (c) => c.notNull().defaultTo(0))
    .addColumn('selling_costs_percent', 'numeric', (c) => c.notNull().defaultTo(0))
    .addColumn('discount_rate', 'numeric')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_accessed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('properties_user_id_updated_at_idx')
    .on('properties')
    .columns(['user_id', 'updated_at'])
    .execute();

  await db.schema
    .createTable('tenant_leases')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('tenant_name', 'text', (c) => c.notNull())
    .addColumn('sqft_leased', 'numeric', (c) => c.notNull())
    .addColumn('rent_per_sqft', 'numeric', (c) => c.notNull())
    .addColumn('lease_term', 'integer', (c) => c.notNull())
    .addColumn('free_months', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tenant_improvements', 'numeric', (c) => c.notNull().defaultTo(0))
    .addColumn('annual_rent_increase', 'numeric', (c) => c.notNull().defaultTo(3))
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addUniqueConstraint('tenant_leases_property_position_key', ['property_id', 'position'])
    .execute();

  await db.schema
    .createTable('blog_posts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('meta_description', 'text', (c) => c.notNull())
    .addColumn('keywords', 'text', (c) => c.notNull())
    .addColumn('is_published', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('published_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('leads')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('include_calculator', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('email_sent', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .execute();
}

/** Drops everything `up` created, children first. */
// biome-ignore lint/suspicious/noExplicitAny: Kysely's documented migration signature.
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'rate_limits',
    'contact_messages',
    'leads',
    'blog_posts',
    'tenant_leases',
    'properties',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
