import { createHash } from 'node:crypto';
import {
  createContactMessage,
  createLead,
  createPropertyShare,
  createSession,
  createUser,
  type Db,
  deleteUser,
  hitRateLimit,
  markEmailVerified,
  markLeadEmailSent,
  readSharedProperty,
  saveProperty,
  seedBlogPosts,
  setEmailVerificationToken,
  sql,
  type TenantLeaseInput,
} from '../src/index.js';
import { fullPayload, leases } from './fixtures.js';

/** Tables the dataset fills, each with at least one row. */
export const SEEDED_TABLES = [
  'blog_posts',
  'contact_messages',
  'leads',
  'properties',
  'property_scenarios',
  'property_shares',
  'rate_limits',
  'sessions',
  'tenant_leases',
  'users',
];

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const NOW = new Date('2030-03-04T05:06:07.891Z');
const DAY = 24 * 60 * 60 * 1000;

/**
 * 6,000 leases of 15 values each: 90,000 bind parameters, more than one statement may carry, so a
 * restore has to split the table's rows.
 */
const bigRentRoll: TenantLeaseInput[] = Array.from({ length: 6000 }, (_, i) => ({
  tenantName: `Suite ${String(i + 1).padStart(4, '0')}`,
  sqftLeased: 100.5 + i,
  rentPerSqft: 20 + (i % 7) / 3,
  leaseTerm: 12 + (i % 120),
  startDate: '2025-01-01',
  endDate: '2029-12-31',
}));

/**
 * A realistic database through the repositories: an admin, a verified user, an unverified one with
 * a pending verification token, a deleted user (so the users sequence is ahead of the largest id),
 * sessions, projects with rent rolls (one of 6,000 leases), scenarios, share links with views,
 * the blog, leads, a contact message and rate-limit counters. Some numbers do not survive a trip
 * through JS floats (`98765432109876543.21`, `1.10`, `0.1 + 0.2`).
 */
export async function seedDataset(db: Db): Promise<void> {
  const admin = await createUser(db, {
    email: 'Admin@Example.com',
    passwordHash: 'hash-admin',
    isAdmin: true,
  });
  const investor = await createUser(db, { email: 'investor@example.com', passwordHash: 'hash-investor' });
  const pending = await createUser(db, { email: 'pending@example.com', passwordHash: 'hash-pending' });
  const leaving = await createUser(db, { email: 'leaving@example.com', passwordHash: 'hash-leaving' });
  if (!admin || !investor || !pending || !leaving) throw new Error('users not created');
  await markEmailVerified(db, admin.id);
  await markEmailVerified(db, investor.id);
  await setEmailVerificationToken(db, pending.id, hash('verify'), new Date(NOW.getTime() + DAY));
  for (const [id, user] of [
    ['session-admin', admin.id],
    ['session-investor-1', investor.id],
    ['session-investor-2', investor.id],
  ] as const) {
    await createSession(db, {
      id,
      userId: user,
      expiresAt: new Date(NOW.getTime() + 7 * DAY),
      idleExpiresAt: new Date(NOW.getTime() + DAY / 2),
    });
  }
  const plaza = await saveProperty(db, investor.id, {
    ...fullPayload({ tenantLeases: leases }),
    readyTargets: { irr: 12.5, dscr: 1.35, cashOnCash: 0.1 + 0.2 },
    scenarios: [
      { name: 'Downside', overrides: { purchasePrice: 1234567.89, exitCapRate: 7.125 } },
      { name: 'Upside "best" case', overrides: { vacancyRate: 0.1 + 0.2, isNnnLease: false } },
    ],
  });
  const tower = await saveProperty(
    db,
    investor.id,
    fullPayload({ name: 'Big Tower', tenantLeases: bigRentRoll }),
  );
  const office = await saveProperty(db, admin.id, fullPayload({ name: 'Office', purchasePrice: 0.1 + 0.2 }));
  await saveProperty(db, leaving.id, fullPayload({ name: 'Gone' }));
  if (!plaza || !tower || !office) throw new Error('projects not saved');
  await sql`update properties set purchase_price = '98765432109876543.21', insurance = '1.10'
            where id = ${tower.id}`.execute(db);
  await createPropertyShare(db, investor.id, plaza.id, {
    tokenHash: hash('plaza'),
    createdAt: NOW,
    expiresAt: new Date(NOW.getTime() + 30 * DAY),
  });
  await createPropertyShare(db, admin.id, office.id, {
    tokenHash: hash('office'),
    createdAt: NOW,
    expiresAt: new Date(NOW.getTime() + DAY),
  });
  await readSharedProperty(db, hash('plaza'), NOW);
  await readSharedProperty(db, hash('plaza'), NOW);
  await deleteUser(db, leaving.id);
  await seedBlogPosts(db);
  const lead = await createLead(db, { fullName: 'Pat Buyer', email: 'pat@example.com', phone: '555-0100' });
  await markLeadEmailSent(db, lead.id);
  await createLead(db, { fullName: 'Sam Seller', email: 'sam@example.com', includeCalculator: true });
  await createContactMessage(db, {
    name: 'Chris',
    email: 'chris@example.com',
    message: 'Line one\nline "two" ✓',
  });
  await hitRateLimit(db, 'login:203.0.113.7', 60, 5, NOW);
  await hitRateLimit(db, 'login:203.0.113.7', 60, 5, NOW);
  await hitRateLimit(db, 'register:198.51.100.2', 3600, 3, NOW);
}

/**
 * Every row of every table of the public schema (Kysely's migration tables aside) as PostgreSQL's
 * own text for the row, ordered by primary key, read with the UTC time zone so that two engines
 * print timestamps alike. Independent of the backup code: its own catalog query.
 */
export async function snapshot(db: Db): Promise<Record<string, string[]>> {
  return db.transaction().execute(async (trx) => {
    await sql`set local time zone 'UTC'`.execute(trx);
    const { rows: tables } = await sql<{ name: string; key: string }>`
      select t.table_name as name,
             string_agg(quote_ident(k.column_name), ', ' order by k.ordinal_position) as key
      from information_schema.tables t
      join information_schema.table_constraints c
        on c.table_schema = t.table_schema and c.table_name = t.table_name and c.constraint_type = 'PRIMARY KEY'
      join information_schema.key_column_usage k
        on k.constraint_name = c.constraint_name and k.table_schema = c.table_schema
      where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and t.table_name not like 'kysely\\_%'
      group by t.table_name order by t.table_name`.execute(trx);
    const result: Record<string, string[]> = {};
    for (const { name, key } of tables) {
      const { rows } = await sql<{ row: string }>`
        select t::text as row from ${sql.id(name)} t order by ${sql.raw(key)}`.execute(trx);
      result[name] = rows.map((r) => r.row);
    }
    return result;
  });
}
