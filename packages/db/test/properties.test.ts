import { describe, expect, it } from 'vitest';
import {
  type Db,
  deleteProperty,
  getProperty,
  listProperties,
  type PropertyInput,
  saveProperty,
} from '../src/index.js';
import { backends, newUser, useTestDatabase } from './backends.js';
import { fullPayload, storedLeases } from './fixtures.js';

const countRows = async (db: Db, table: 'properties' | 'tenant_leases') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.each(backends)('saveProperty on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('inserts every field exactly and returns numbers, dates and leases in order', async () => {
    const { db } = database();
    const userId = await newUser(db);
    const payload = fullPayload();
    const saved = await saveProperty(db, userId, payload);
    const { tenantLeases: _leases, id: _id, ...fields } = payload;
    expect(saved).toEqual({
      ...fields,
      id: expect.any(Number),
      userId,
      readyTargets: null,
      riskSettings: null,
      version: 1,
      createdAt: expect.any(Date),
      updatedAt: expect.any(Date),
      lastAccessedAt: null,
      tenantLeases: storedLeases.map((lease) => ({
        ...lease,
        id: expect.any(Number),
        propertyId: saved?.id,
      })),
      scenarios: [],
    });
    expect(saved?.purchasePrice).toBe(1234567.89);
    expect(typeof saved?.sqft).toBe('number');
    // What is read back later is identical to what the save returned.
    expect(await getProperty(db, userId, saved?.id ?? 0)).toEqual(saved);
    // The raw row holds the exact decimal, not a rounded float.
    const raw = await db
      .selectFrom('properties')
      .select((eb) => eb.cast<string>('purchase_price', 'text').as('price'))
      .where('id', '=', saved?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(raw.price).toBe('1234567.89');
    const positions = await db
      .selectFrom('tenant_leases')
      .select(['position', 'tenant_name'])
      .where('property_id', '=', saved?.id ?? 0)
      .orderBy('position')
      .execute();
    expect(positions).toEqual([
      { position: 0, tenant_name: 'Zeta Dental' },
      { position: 1, tenant_name: 'Acme Coffee' },
      { position: 2, tenant_name: 'Midway Fitness' },
    ]);
  });

  it('applies underwriting defaults and keeps unset cap rates and discount rate null', async () => {
    const { db } = database();
    const userId = await newUser(db);
    const saved = await saveProperty(db, userId, {
      purchasePrice: 500000,
      sqft: 4000,
      interestRate: 7,
      name: '   ',
      marketCapRate: null,
      exitCapRate: undefined,
    });
    expect(saved).toMatchObject({
      name: null,
      address: null,
      yearBuilt: null,
      holdPeriod: 5,
      annualRent: 0,
      otherIncome: 0,
      vacancyRate: 5,
      downPaymentPercent: 25,
      loanTerm: 25,
      marketCapRate: null,
      exitCapRate: null,
      discountRate: null,
      appreciationRate: 3,
      nnnChargesPerSqft: 0,
      isNnnLease: false,
      isInterestOnly: false,
      rentEscalationRate: 3,
      nnnEscalationRate: 2.5,
      revenueInputType: 'aggregate',
      rentInputMode: 'perSqft',
      nnnInputMethod: 'perSqft',
      closingCostsPercent: 0,
      sellingCostsPercent: 0,
      tenantLeases: [],
    });
    const raw = await db
      .selectFrom('properties')
      .select(['market_cap_rate', 'exit_cap_rate', 'discount_rate'])
      .where('id', '=', saved?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(raw).toEqual({ market_cap_rate: null, exit_cap_rate: null, discount_rate: null });
  });

  it('updates an owned project in place and replaces its rent roll', async () => {
    const { db } = database();
    const userId = await newUser(db);
    const first = await saveProperty(db, userId, fullPayload());
    const id = first?.id ?? 0;
    const newLeases = [storedLeases[2], storedLeases[0]].map((l) => ({
      ...l,
      tenantName: `${l?.tenantName} II`,
    }));
    const updated = await saveProperty(db, userId, {
      ...fullPayload(),
      id,
      name: 'Maple Plaza (renovated)',
      purchasePrice: 999999.99,
      marketCapRate: null,
      tenantLeases: newLeases as PropertyInput['tenantLeases'],
    });
    expect(updated?.id).toBe(id);
    expect(updated?.name).toBe('Maple Plaza (renovated)');
    expect(updated?.purchasePrice).toBe(999999.99);
    expect(updated?.marketCapRate).toBeNull();
    expect(updated?.createdAt).toEqual(first?.createdAt);
    expect(updated?.updatedAt.getTime()).toBeGreaterThan(first?.updatedAt.getTime() ?? 0);
    expect(updated?.tenantLeases.map((l) => l.tenantName)).toEqual(['Midway Fitness II', 'Zeta Dental II']);
    expect(await getProperty(db, userId, id)).toEqual(updated);
    const leaseCount = await db
      .selectFrom('tenant_leases')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('property_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(leaseCount.n)).toBe(2);
    // Saving with an empty rent roll clears it.
    const cleared = await saveProperty(db, userId, { ...fullPayload(), id, tenantLeases: [] });
    expect(cleared?.tenantLeases).toEqual([]);
    expect((await listProperties(db, userId)).length).toBe(1);
  });

  it("returns null and writes nothing for another user's or a missing id", async () => {
    const { db } = database();
    const owner = await newUser(db);
    const intruder = await newUser(db);
    const original = await saveProperty(db, owner, fullPayload());
    const propertiesBefore = await countRows(db, 'properties');
    const leasesBefore = await countRows(db, 'tenant_leases');
    expect(
      await saveProperty(db, intruder, {
        ...fullPayload(),
        id: original?.id,
        name: 'Hijacked',
        tenantLeases: [],
      }),
    ).toBeNull();
    expect(await saveProperty(db, owner, { ...fullPayload(), id: 987654 })).toBeNull();
    expect(await countRows(db, 'properties')).toBe(propertiesBefore);
    expect(await countRows(db, 'tenant_leases')).toBe(leasesBefore);
    expect(await getProperty(db, owner, original?.id ?? 0)).toEqual(original);
    expect(await listProperties(db, intruder)).toEqual([]);
  });

  it('rolls back the project when a lease insert fails (new project)', async () => {
    const { db } = database();
    const userId = await newUser(db);
    const propertiesBefore = await countRows(db, 'properties');
    const leasesBefore = await countRows(db, 'tenant_leases');
    const noName: NonNullable<PropertyInput['tenantLeases']>[number] = {
      ...storedLeases[0],
      // @ts-expect-error A lease without a tenant name: the database refuses it.
      tenantName: null,
    };
    const badLeases = [...(fullPayload().tenantLeases ?? []), noName];
    await expect(saveProperty(db, userId, fullPayload({ tenantLeases: badLeases }))).rejects.toThrow(
      /tenant_name/,
    );
    expect(await countRows(db, 'properties')).toBe(propertiesBefore);
    expect(await countRows(db, 'tenant_leases')).toBe(leasesBefore);
    expect(await listProperties(db, userId)).toEqual([]);
  });

  it('rolls back an update when a lease insert fails, keeping the old project and leases', async () => {
    const { db } = database();
    const userId = await newUser(db);
    const original = await saveProperty(db, userId, fullPayload());
    // @ts-expect-error A lease without an end date: the database refuses it.
    const badLeases: PropertyInput['tenantLeases'] = [{ ...storedLeases[1], endDate: null }];
    await expect(
      saveProperty(db, userId, {
        ...fullPayload(),
        id: original?.id,
        name: 'Changed',
        tenantLeases: badLeases,
      }),
    ).rejects.toThrow(/end_date/);
    expect(await getProperty(db, userId, original?.id ?? 0)).toEqual(original);
  });

  it('joins an outer transaction instead of opening its own', async () => {
    const { db } = database();
    const userId = await newUser(db);
    await expect(
      db.transaction().execute(async (trx) => {
        const saved = await saveProperty(trx, userId, fullPayload());
        expect(saved?.tenantLeases).toHaveLength(3);
        throw new Error('abort outer transaction');
      }),
    ).rejects.toThrow('abort outer transaction');
    expect(await listProperties(db, userId)).toEqual([]);
  });

  it('deleteProperty removes only an owned project and its leases', async () => {
    const { db } = database();
    const owner = await newUser(db);
    const other = await newUser(db);
    const saved = await saveProperty(db, owner, fullPayload());
    const id = saved?.id ?? 0;
    expect(await deleteProperty(db, other, id)).toBe(false);
    expect(await getProperty(db, owner, id)).toEqual(saved);
    expect(await deleteProperty(db, owner, id)).toBe(true);
    expect(await getProperty(db, owner, id)).toBeNull();
    const leftover = await db
      .selectFrom('tenant_leases')
      .select('id')
      .where('property_id', '=', id)
      .execute();
    expect(leftover).toEqual([]);
    expect(await deleteProperty(db, owner, id)).toBe(false);
  });
});
