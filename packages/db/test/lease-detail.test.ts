import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  getProperty,
  listProperties,
  listPropertiesJson,
  listPropertiesPageJson,
  migrateTo,
  migrateToLatest,
  saveProperty,
  type TenantLeaseInput,
} from '../src/index.js';
import { toTenantLease } from '../src/repos/property-rows.js';
import type { TenantLeaseRow } from '../src/schema.js';
import { backends, newUser, useTestDatabase } from './backends.js';
import { fullPayload, leases } from './fixtures.js';
import { migrationsAfter } from './migrations.js';

const BEFORE = '2026_11_27_013_account_tokens';
const MIGRATION = '2026_11_27_014_lease_detail';

/** A lease with every field of underwriting.md 11.1 set, numbers that do not round-trip as text. */
const detailed: TenantLeaseInput = {
  tenantName: 'Anchor Grocer',
  sqftLeased: 30_000.25,
  rentPerSqft: 14.5,
  leaseTerm: 180,
  startDate: '2024-02-01',
  endDate: '2039-01-31',
  suite: 'Bldg A – Suite 1 “anchor”',
  rentSteps: [
    { date: '2026-02-01', rentPerSqft: 15.95 },
    { date: '2029-02-01', rentPerSqft: 1e-7 },
    { date: '2034-02-01', rentPerSqft: 99_999_999_999.99 },
    { date: '2039-01-31', rentPerSqft: 0.1 + 0.2 },
  ],
  recoveryType: 'nnn',
  marketRentPerSqft: 16.125,
};

/** The detail of a lease as the repositories return it. */
const detailOf = (lease: {
  suite?: unknown;
  rentSteps?: unknown;
  recoveryType?: unknown;
  marketRentPerSqft?: unknown;
}) => ({
  suite: lease.suite,
  rentSteps: lease.rentSteps,
  recoveryType: lease.recoveryType,
  marketRentPerSqft: lease.marketRentPerSqft,
});

const NO_DETAIL = { suite: '', rentSteps: [], recoveryType: null, marketRentPerSqft: null };

describe.each(backends)('lease detail (underwriting.md 11.1) on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('saves suite, rent steps, recovery type and market rent and reads them back exactly, every way', async () => {
    const { db } = database();
    const userId = await newUser(db);
    const bare: TenantLeaseInput = { ...detailed, tenantName: 'Bare' };
    for (const key of ['suite', 'rentSteps', 'recoveryType', 'marketRentPerSqft'] as const) delete bare[key];
    const nulls: TenantLeaseInput = {
      ...detailed,
      tenantName: 'Nulls',
      suite: null,
      rentSteps: null,
      recoveryType: null,
      marketRentPerSqft: null,
    };
    const saved = await saveProperty(db, userId, fullPayload({ tenantLeases: [detailed, bare, nulls] }));
    if (!saved) throw new Error('not saved');
    const expected = [detailOf(detailed), NO_DETAIL, NO_DETAIL];
    expect(saved.tenantLeases.map(detailOf)).toEqual(expected);
    const [first] = saved.tenantLeases;
    // numbers inside the jsonb list are numbers, to the last bit
    expect(first?.rentSteps?.map((step) => step.rentPerSqft)).toEqual([
      15.95,
      1e-7,
      99_999_999_999.99,
      0.1 + 0.2,
    ]);
    expect(typeof first?.marketRentPerSqft).toBe('number');
    expect((await getProperty(db, userId, saved.id))?.tenantLeases).toEqual(saved.tenantLeases);
    expect((await listProperties(db, userId))[0]?.tenantLeases).toEqual(saved.tenantLeases);
    // the SQL-built JSON (whole list and a page) carries the same values, keys in the same order
    const asJson = JSON.parse(JSON.stringify(saved.tenantLeases));
    const listed = JSON.parse(await listPropertiesJson(db, userId));
    expect(listed[0].tenantLeases).toEqual(asJson);
    expect(JSON.stringify(listed[0].tenantLeases)).toBe(JSON.stringify(asJson));
    const page = await listPropertiesPageJson(db, userId, { limit: 10 });
    expect(JSON.parse(page.items)[0].tenantLeases).toEqual(asJson);
  });

  it('stores a null or missing suite as "" and steps as [] (the columns are not null); a suite as given', async () => {
    const { db } = database();
    const userId = await newUser(db);
    const saved = await saveProperty(
      db,
      userId,
      fullPayload({
        tenantLeases: [
          { ...detailed, suite: null, rentSteps: null },
          { ...detailed, suite: '  12B  ' },
        ],
      }),
    );
    const rows = await db
      .selectFrom('tenant_leases')
      .select(['suite', sql<string>`rent_steps::text`.as('steps'), 'recovery_type'])
      .where('property_id', '=', saved?.id ?? 0)
      .orderBy('position')
      .execute();
    expect(rows[0]).toEqual({ suite: '', steps: '[]', recovery_type: 'nnn' });
    expect(rows[1]?.suite).toBe('  12B  ');
  });

  it('reads the steps whether the driver hands over jsonb parsed or as text', async () => {
    const { db } = database();
    const userId = await newUser(db);
    const saved = await saveProperty(db, userId, fullPayload({ tenantLeases: [detailed] }));
    const row = await db
      .selectFrom('tenant_leases')
      .selectAll()
      .select(sql<string>`rent_steps::text`.as('rent_steps'))
      .where('property_id', '=', saved?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(typeof row.rent_steps).toBe('string');
    expect(toTenantLease(row as TenantLeaseRow).rentSteps).toEqual(detailed.rentSteps);
  });

  it('refuses what the schema refuses at the database too, and numbers JSON cannot carry', async () => {
    const { db } = database();
    const userId = await newUser(db);
    const saved = await saveProperty(db, userId, fullPayload({ tenantLeases: [detailed] }));
    const id = saved?.tenantLeases[0]?.id ?? 0;
    await expect(
      sql`update tenant_leases set recovery_type = 'NNN' where id = ${id}`.execute(db),
    ).rejects.toThrow(/recovery_type/);
    await expect(
      sql`update tenant_leases set rent_steps = '{"date": "2027-01-01"}' where id = ${id}`.execute(db),
    ).rejects.toThrow(/rent_steps/);
    await expect(
      saveProperty(
        db,
        userId,
        fullPayload({
          tenantLeases: [{ ...detailed, rentSteps: [{ date: '2027-01-01', rentPerSqft: Number.NaN }] }],
        }),
      ),
    ).rejects.toThrow('tenant lease 1: rent_steps must hold finite numbers, got NaN');
  });

  it('leases saved before migration 014 load with the defaults', async () => {
    const { db } = database();
    const userId = await newUser(db);
    expect(await migrateTo(db, BEFORE)).toEqual((await migrationsAfter(BEFORE)).reverse());
    // a project and a lease as migration 013's schema stored them (no lease detail columns)
    const inserted = await sql<{ id: number }>`
      insert into properties (user_id, name, purchase_price, sqft, interest_rate)
      values (${userId}, 'Old Plaza', 2000000, 10000, 6.5) returning id`.execute(db);
    const id = inserted.rows[0]?.id ?? 0;
    const old = leases[2];
    await sql`insert into tenant_leases (property_id, position, tenant_name, sqft_leased, rent_per_sqft,
                lease_term, free_months, tenant_improvements, annual_rent_increase, start_date, end_date)
              values (${id}, 0, ${old?.tenantName}, ${old?.sqftLeased}, ${old?.rentPerSqft}, ${old?.leaseTerm},
                0, 0, 3, ${old?.startDate}, ${old?.endDate})`.execute(db);
    expect(await migrateToLatest(db)).toEqual(await migrationsAfter(BEFORE));
    const loaded = await getProperty(db, userId, id);
    expect(loaded?.tenantLeases).toHaveLength(1);
    expect(loaded?.tenantLeases[0]).toMatchObject({ tenantName: old?.tenantName, ...NO_DETAIL });
    // and no analysis date of its own (migration 015): analyzed as of the day of each calculation
    expect(loaded?.asOf).toBeNull();
    expect(JSON.parse(await listPropertiesJson(db, userId))[0].tenantLeases[0]).toMatchObject(NO_DETAIL);
  });

  it('migration 014 goes down and up again', async () => {
    const { db } = database();
    expect(await migrateTo(db, BEFORE)).toContain(MIGRATION);
    const columns = await sql<{ n: number }>`
      select count(*)::int as n from information_schema.columns
      where table_name = 'tenant_leases' and column_name in ('suite', 'rent_steps', 'recovery_type')`.execute(
      db,
    );
    expect(columns.rows).toEqual([{ n: 0 }]);
    expect(await migrateToLatest(db)).toContain(MIGRATION);
  });
});
