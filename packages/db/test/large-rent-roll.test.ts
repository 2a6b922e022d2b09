import { describe, expect, it } from 'vitest';
import { type Db, getProperty, saveProperty, type TenantLeaseInput } from '../src/index.js';
import { insertChunks, MAX_STATEMENT_PARAMETERS } from '../src/repos/insert-chunks.js';
import { backends, newUser, useTestDatabase } from './backends.js';
import { fullPayload } from './fixtures.js';

/**
 * 6,000 leases: 15 columns each make 90,000 values, past the 65,535 bind parameters one
 * PostgreSQL statement can carry (the 500 came from 5,958 leases in one INSERT). The
 * repository has no cap of its own; the API's 500-tenant cap is the schema's business.
 */
const COUNT = 6000;

const rentRoll = (count: number, prefix: string): TenantLeaseInput[] =>
  Array.from({ length: count }, (_, i) => ({
    tenantName: `${prefix} ${String(count - i).padStart(5, '0')}`,
    sqftLeased: 100 + i,
    rentPerSqft: 20 + (i % 7) / 4,
    leaseTerm: 12 + (i % 120),
    startDate: '2025-01-01',
    endDate: '2029-12-31',
  }));

async function leaseCount(db: Db, propertyId: number): Promise<number> {
  const row = await db
    .selectFrom('tenant_leases')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('property_id', '=', propertyId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.each(backends)('a 6,000-lease rent roll on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('is saved (created, then replaced) and read back whole, in list order', async () => {
    const { db } = database();
    const userId = await newUser(db, 'bigroll');
    const first = rentRoll(COUNT, 'Tenant');
    const saved = await saveProperty(db, userId, fullPayload({ tenantLeases: first }));
    const id = saved?.id ?? 0;
    expect(saved?.tenantLeases.map((lease) => lease.tenantName)).toEqual(
      first.map((lease) => lease.tenantName),
    );
    expect(await leaseCount(db, id)).toBe(COUNT);

    const read = await getProperty(db, userId, id);
    expect(read?.tenantLeases).toHaveLength(COUNT);
    expect(read?.tenantLeases.map((lease) => lease.tenantName)).toEqual(
      first.map((lease) => lease.tenantName),
    );
    expect(read?.tenantLeases[COUNT - 1]).toMatchObject({ ...first[COUNT - 1], freeMonths: 0 });
    expect(read).toEqual(saved);

    const second = rentRoll(COUNT + 1, 'Renewed');
    const updated = await saveProperty(db, userId, fullPayload({ id, tenantLeases: second }));
    expect(updated?.tenantLeases.map((lease) => lease.tenantName)).toEqual(
      second.map((lease) => lease.tenantName),
    );
    expect(await leaseCount(db, id)).toBe(COUNT + 1);
    expect(await getProperty(db, userId, id)).toEqual(updated);
  }, 60_000);

  it('keeps nothing when a lease in a later chunk is bad', async () => {
    const { db } = database();
    const userId = await newUser(db, 'bigroll');
    const saved = await saveProperty(db, userId, fullPayload());
    const id = saved?.id ?? 0;
    const leases = rentRoll(COUNT, 'Tenant');
    // The last lease lands in the second INSERT, after the first has written its rows.
    leases[COUNT - 1] = {
      ...rentRoll(1, 'Last')[0],
      // @ts-expect-error deliberately invalid: tenant_name is NOT NULL, so the database refuses it
      tenantName: null,
    };
    await expect(saveProperty(db, userId, fullPayload({ id, tenantLeases: leases }))).rejects.toThrow();
    expect(await getProperty(db, userId, id)).toEqual(saved);
  }, 60_000);
});

describe('insertChunks', () => {
  const rows = (count: number, columns: number) =>
    Array.from({ length: count }, (_, i) =>
      Object.fromEntries(Array.from({ length: columns }, (_, c) => [`c${c}`, i])),
    );

  it('sizes runs from the widest row, in order, under the parameter limit', () => {
    expect(MAX_STATEMENT_PARAMETERS).toBe(60_000);
    const runs = insertChunks(rows(6000, 11));
    expect(runs.map((run) => run.length)).toEqual([5454, 546]);
    expect(runs.flat().map((row) => row.c0)).toEqual(Array.from({ length: 6000 }, (_, i) => i));
    expect(insertChunks([{ a: 1 }, { a: 2, b: 3 }, { a: 4 }], 4).map((run) => run.length)).toEqual([2, 1]);
  });

  it('gives no runs for no rows and single rows when one row alone is over the limit', () => {
    expect(insertChunks([])).toEqual([]);
    expect(insertChunks(rows(3, 5), 4).map((run) => run.length)).toEqual([1, 1, 1]);
  });
});
