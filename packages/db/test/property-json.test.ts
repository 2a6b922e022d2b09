import { describe, expect, it } from 'vitest';
import {
  createUser,
  type Db,
  estimateListBytes,
  listProperties,
  listPropertiesJson,
  type Property,
  recordPropertyAccess,
  saveProperty,
} from '../src/index.js';
import { backends, uniqueEmail, useTestDatabase } from './backends.js';
import { fullPayload } from './fixtures.js';

async function newUser(db: Db): Promise<number> {
  const user = await createUser(db, { email: uniqueEmail('json'), passwordHash: 'h' });
  if (!user) throw new Error('user not created');
  return user.id;
}

/** What the API makes of `listProperties`: JSON with dates as ISO strings. */
const asJson = (list: Property[]): unknown => JSON.parse(JSON.stringify(list));

describe.each(backends)('listPropertiesJson on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('is byte-for-byte the JSON of listProperties: same values, types, order and leases', async () => {
    const { db } = database();
    const userId = await newUser(db);
    const other = await newUser(db);
    const first = await saveProperty(db, userId, fullPayload({ name: 'First' }));
    await saveProperty(
      db,
      userId,
      fullPayload({
        name: null,
        address: null,
        yearBuilt: null,
        marketCapRate: null,
        exitCapRate: null,
        discountRate: null,
        purchasePrice: 0.1 + 0.2,
        sqft: 1e21,
        interestRate: 1e-7,
        tenantLeases: [],
      }),
    );
    await saveProperty(db, userId, fullPayload({ name: 'Third "quoted" \\ name – ünïcode' }));
    await saveProperty(db, other, fullPayload({ name: 'Not yours' }));
    if (!first) throw new Error('not saved');
    await recordPropertyAccess(db, userId, first.id);

    const text = await listPropertiesJson(db, userId);
    const expected = asJson(await listProperties(db, userId));
    expect(JSON.parse(text)).toEqual(expected);
    expect(JSON.parse(text)).toHaveLength(3);
    // Same keys in the same order as the JavaScript mapping, so the API shape cannot drift.
    expect(JSON.stringify(JSON.parse(text))).toBe(JSON.stringify(expected));
  });

  it('is an empty list for a user without projects or an invalid id', async () => {
    const { db } = database();
    expect(await listPropertiesJson(db, await newUser(db))).toBe('[]');
    expect(await listPropertiesJson(db, 0)).toBe('[]');
    expect(await listPropertiesJson(db, 987654)).toBe('[]');
  });

  it('estimateListBytes is above the size of the list it estimates, with full rent rolls and long texts', async () => {
    const { db } = database();
    const userId = await newUser(db);
    expect(await estimateListBytes(db, userId)).toBe(0);
    const long = 'x'.repeat(200);
    const lease = fullPayload().tenantLeases?.[0];
    if (!lease) throw new Error('the fixture has leases');
    for (let i = 0; i < 3; i++) {
      await saveProperty(
        db,
        userId,
        fullPayload({
          name: long,
          address: long,
          city: long,
          state: long,
          propertyType: long,
          tenantLeases: Array.from({ length: 40 }, () => ({ ...lease, tenantName: long })),
          scenarios: [{ name: long, overrides: { vacancyRate: 7 } }],
        }),
      );
    }
    const actual = Buffer.byteLength(await listPropertiesJson(db, userId));
    const estimate = await estimateListBytes(db, userId);
    expect(estimate).toBeGreaterThan(actual);
    expect(estimate).toBeLessThan(actual * 4);
  });
});
