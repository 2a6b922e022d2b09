import { describe, expect, it } from 'vitest';
import {
  createUser,
  type Db,
  deleteProperty,
  getProperty,
  getRecentProperty,
  listProperties,
  recordPropertyAccess,
  saveProperty,
} from '../src/index.js';
import { backends, uniqueEmail, useTestDatabase } from './backends.js';
import { fullPayload, storedLeases } from './fixtures.js';

async function newUser(db: Db): Promise<number> {
  const user = await createUser(db, { email: uniqueEmail('edge'), passwordHash: 'h' });
  if (!user) throw new Error('user not created');
  return user.id;
}

const countProperties = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('properties')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.each(backends)('property edge cases on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('round-trips fractional lease terms, free months and a large year built', async () => {
    const { db } = database();
    const userId = await newUser(db);
    const lease = { ...storedLeases[0], leaseTerm: 18.5, freeMonths: 1.5 } as (typeof storedLeases)[number];
    const saved = await saveProperty(
      db,
      userId,
      fullPayload({ yearBuilt: 3_000_000_000, tenantLeases: [lease] }),
    );
    expect(saved?.yearBuilt).toBe(3_000_000_000);
    expect(saved?.tenantLeases[0]).toMatchObject({ leaseTerm: 18.5, freeMonths: 1.5 });
    expect(await getProperty(db, userId, saved?.id ?? 0)).toEqual(saved);
  });

  it('round-trips tiny, negative and many-digit numbers exactly', async () => {
    const { db } = database();
    const userId = await newUser(db);
    const values = {
      purchasePrice: 98765432109.87,
      sqft: 0.01,
      appreciationRate: -19.99,
      otherIncome: 0.1 + 0.2,
    };
    const saved = await saveProperty(db, userId, fullPayload(values));
    const read = await getProperty(db, userId, saved?.id ?? 0);
    expect(read).toMatchObject(values);
  });

  it('refuses NaN and Infinity with a clear error and writes nothing', async () => {
    const { db } = database();
    const userId = await newUser(db);
    const before = await countProperties(db);
    await expect(saveProperty(db, userId, fullPayload({ annualRent: Number.NaN }))).rejects.toThrow(
      'property: annual_rent must be a finite number, got NaN',
    );
    const badLease = {
      ...storedLeases[1],
      rentPerSqft: Number.POSITIVE_INFINITY,
    } as (typeof storedLeases)[number];
    await expect(
      saveProperty(
        db,
        userId,
        fullPayload({ tenantLeases: [storedLeases[0], badLease] as typeof storedLeases }),
      ),
    ).rejects.toThrow('tenant lease 2: rent_per_sqft must be a finite number, got Infinity');
    expect(await countProperties(db)).toBe(before);
  });

  it.each([0, -1, 1.5, 2_147_483_648, Number.MAX_SAFE_INTEGER])(
    'treats id %s as not found instead of failing',
    async (badId) => {
      const { db } = database();
      const userId = await newUser(db);
      await saveProperty(db, userId, fullPayload());
      const before = await countProperties(db);
      expect(await saveProperty(db, userId, fullPayload({ id: badId }))).toBeNull();
      expect(await getProperty(db, userId, badId)).toBeNull();
      expect(await recordPropertyAccess(db, userId, badId)).toBe(false);
      expect(await deleteProperty(db, userId, badId)).toBe(false);
      expect(await listProperties(db, badId)).toEqual([]);
      expect(await getRecentProperty(db, badId)).toBeNull();
      expect(await saveProperty(db, badId, fullPayload())).toBeNull();
      expect(await countProperties(db)).toBe(before);
    },
  );

  it('20 users saving 10 projects each concurrently leaves exactly 200 complete projects', async () => {
    const { db } = database();
    const users = await Promise.all(Array.from({ length: 20 }, () => newUser(db)));
    const saves = users.flatMap((userId) =>
      Array.from({ length: 10 }, (_, i) => saveProperty(db, userId, fullPayload({ name: `Project ${i}` }))),
    );
    const saved = await Promise.all(saves);
    expect(saved.every((p) => p?.tenantLeases.length === 3)).toBe(true);
    const counts = await db
      .selectFrom('properties')
      .select((eb) => ['user_id', eb.fn.countAll().as('n')])
      .where('user_id', 'in', users)
      .groupBy('user_id')
      .execute();
    expect(counts).toHaveLength(20);
    expect(counts.every((c) => Number(c.n) === 10)).toBe(true);
    const leases = await db
      .selectFrom('tenant_leases')
      .innerJoin('properties', 'properties.id', 'tenant_leases.property_id')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('properties.user_id', 'in', users)
      .executeTakeFirstOrThrow();
    expect(Number(leases.n)).toBe(600);
  });
});
