import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, registerUser, startTestApp, type TestApp } from './helpers/app.js';
import { availableBackends } from './helpers/databases.js';
import { samplePayload } from './helpers/payload.js';

const backends = await availableBackends();

/** A valid lease of the rent roll. */
const lease = (i: number) => ({
  tenantName: `T${i}`,
  sqftLeased: 10,
  rentPerSqft: 20,
  leaseTerm: 60,
  startDate: '2026-01-01',
  endDate: '2030-12-31',
});

describe.each(backends)('input caps over REST and tRPC (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers the audit's near-1 MB project name with 400 and the limit, storing nothing", async () => {
    const { client } = await registerUser(t, { verified: true });
    const res = await client.post('/api/properties', samplePayload({ name: 'x'.repeat(1_000_000) }));
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('Property name must be at most 200 characters');
    const trpc = await client.post('/trpc/properties.save', samplePayload({ address: 'y'.repeat(201) }));
    expect(trpc.statusCode).toBe(400);
    expect(json(trpc).error.message).toBe('Address must be at most 200 characters');
    expect(json(await client.get('/api/properties'))).toEqual([]);
    const ok = await client.post('/api/properties', samplePayload({ name: 'n'.repeat(200) }));
    expect(ok.statusCode).toBe(200);
    expect(json(ok).name).toBe('n'.repeat(200));
  });

  it('caps the rent roll at 500 tenants, tenant names at 200 characters and amounts at $100,000,000,000', async () => {
    const { client } = await registerUser(t, { verified: true });
    const many = (n: number) =>
      samplePayload({ tenantLeases: Array.from({ length: n }, (_, i) => lease(i)) });
    const over = await client.post('/api/properties', many(501));
    expect(over.statusCode).toBe(400);
    expect(json(over).message).toBe('A rent roll can hold at most 500 tenants');
    // 6,000 leases fit in a 1 MiB body but are refused by the cap, not by the database (was 500).
    const audit = await client.post('/api/properties', many(6_000));
    expect(audit.statusCode).toBe(400);
    expect(json(audit).message).toBe('A rent roll can hold at most 500 tenants');
    const full = await client.post('/api/properties', many(500));
    expect(full.statusCode).toBe(200);
    expect(json(full).tenantLeases).toHaveLength(500);

    const longTenant = await client.post(
      '/api/properties',
      samplePayload({ tenantLeases: [{ ...lease(1), tenantName: 'z'.repeat(201) }] }),
    );
    expect(json(longTenant).message).toBe('Tenant name must be at most 200 characters');
    const price = await client.post('/api/properties', samplePayload({ purchasePrice: 100_000_000_001 }));
    expect(price.statusCode).toBe(400);
    expect(json(price).message).toBe('Purchase price must be at most $100,000,000,000');
  });
});
