import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { getProperty, migrateDown, migrateToLatest, saveProperty } from '../src/index.js';
import { backends, newUser, useTestDatabase } from './backends.js';
import { fullPayload } from './fixtures.js';

describe.each(backends)('migration 006 on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('projects saved before it load in simple mode with the default market leasing assumptions', async () => {
    const { db } = database();
    const userId = await newUser(db);
    expect(await migrateDown(db)).toEqual(['2026_11_27_013_account_tokens']);
    expect(await migrateDown(db)).toEqual(['2026_11_27_012_property_versions']);
    expect(await migrateDown(db)).toEqual(['2026_11_24_011_property_scenarios']);
    expect(await migrateDown(db)).toEqual(['2026_11_24_010_property_shares']);
    expect(await migrateDown(db)).toEqual(['2026_11_24_009_ready_targets']);
    expect(await migrateDown(db)).toEqual(['2026_11_24_008_short_email_search']);
    expect(await migrateDown(db)).toEqual(['2026_11_24_007_list_indexes']);
    expect(await migrateDown(db)).toEqual(['2026_11_24_006_lease_by_lease_projection']);
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
    expect(await migrateToLatest(db)).toEqual([
      '2026_11_24_006_lease_by_lease_projection',
      '2026_11_24_007_list_indexes',
      '2026_11_24_008_short_email_search',
      '2026_11_24_009_ready_targets',
      '2026_11_24_010_property_shares',
      '2026_11_24_011_property_scenarios',
      '2026_11_27_012_property_versions',
      '2026_11_27_013_account_tokens',
    ]);
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
