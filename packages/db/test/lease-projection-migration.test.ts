import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { getProperty, migrateTo, migrateToLatest, saveProperty } from '../src/index.js';
import { backends, newUser, useTestDatabase } from './backends.js';
import { fullPayload } from './fixtures.js';
import { migrationsAfter } from './migrations.js';

const BEFORE = '2026_11_24_005_clear_registration_admin_flags';
const MIGRATION = '2026_11_24_006_lease_by_lease_projection';

describe.each(backends)('migration 006 on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('projects saved before it load in simple mode with the default market leasing assumptions', async () => {
    const { db } = database();
    const userId = await newUser(db);
    expect(await migrateTo(db, BEFORE)).toEqual((await migrationsAfter(BEFORE)).reverse());
    const columns = await sql<{ n: number }>`
      select count(*)::int as n from information_schema.columns
      where table_name = 'properties' and column_name in ('projection_mode', 'renewal_lc_percent')`.execute(
      db,
    );
    expect(columns.rows).toEqual([{ n: 0 }]);
    // a project as the previous schema stored it (no projection columns)
    const { id } = await db
      .insertInto('properties')
      .values({
        user_id: userId,
        name: 'Old Plaza',
        purchase_price: 2_000_000,
        sqft: 10_000,
        interest_rate: 6.5,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await migrateTo(db, MIGRATION)).toEqual([MIGRATION]);
    const migrated = await sql<{ projection_mode: string }>`
      select projection_mode from properties where id = ${id}`.execute(db);
    expect(migrated.rows).toEqual([{ projection_mode: 'simple' }]);
    expect(await migrateToLatest(db)).toEqual(await migrationsAfter(MIGRATION));
    const loaded = await getProperty(db, userId, id);
    expect(loaded).toMatchObject({
      name: 'Old Plaza',
      purchasePrice: 2_000_000,
      projectionMode: 'simple',
      marketRentPerSqft: null,
      marketRentGrowth: 3,
      expenseGrowthRate: 3,
      renewalProbability: 70,
      downtimeMonths: 6,
      renewalTermMonths: 60,
      newFreeMonths: 3,
      renewalFreeMonths: 1,
      newTiPerSqft: 20,
      renewalTiPerSqft: 5,
      newLcPercent: 6,
      renewalLcPercent: 3,
    });
  });

  it('refuses a projection mode other than simple or leases at the database too', async () => {
    const { db } = database();
    const userId = await newUser(db);
    const saved = await saveProperty(db, userId, fullPayload());
    await expect(
      sql`update properties set projection_mode = 'monthly' where id = ${saved?.id ?? 0}`.execute(db),
    ).rejects.toThrow(/projection_mode/);
  });
});
