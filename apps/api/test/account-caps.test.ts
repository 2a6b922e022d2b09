import { sql } from '@cre/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, json, registerUser, startTestApp, type TestApp } from './helpers/app.js';
import { availableBackends } from './helpers/databases.js';
import { samplePayload } from './helpers/payload.js';

const backends = await availableBackends();
const PROJECT_LIMIT =
  'You have reached the limit of 10,000 projects. Delete projects you no longer need to save new ones.';
const SHARE_LIMIT =
  'This project already has 50 live share links, the most it can have. Revoke one to create another.';

describe.each(backends)('caps on what one account stores (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it('at most 10,000 projects a user: the next create is a 403 with a clear message; updates still save', async () => {
    const owner = await registerUser(t, { verified: true });
    const first = json(await owner.client.post('/api/properties', samplePayload({ name: 'Mine' })));
    await sql`
      insert into properties (user_id, name, purchase_price, sqft, interest_rate)
      select ${owner.id}, 'Bulk ' || g, 1000000, 10000, 6 from generate_series(1, 9999) g`.execute(
      t.database.handle.db,
    );
    const refused = await owner.client.post('/api/properties', samplePayload({ name: 'One too many' }));
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({ message: PROJECT_LIMIT, code: 'LIMIT_REACHED' });
    const trpc = await owner.client.post('/trpc/properties.save', samplePayload({ name: 'One too many' }));
    expect(trpc.statusCode).toBe(403);
    expect(json(trpc).error.message).toBe(PROJECT_LIMIT);
    const count = await sql<{
      n: number;
    }>`select count(*)::int as n from properties where user_id = ${owner.id}`.execute(t.database.handle.db);
    expect(count.rows[0]?.n).toBe(10_000);
    // editing an existing project is not a new one
    const update = await owner.client.post(
      '/api/properties',
      samplePayload({ id: first.id, name: 'Still mine' }),
    );
    expect(update.statusCode).toBe(200);
    // another user is not affected
    const other = await registerUser(t, { verified: true });
    expect((await other.client.post('/api/properties', samplePayload())).statusCode).toBe(200);
    // one deleted: room for one more
    expect((await owner.client.delete(`/api/properties/${first.id}`)).statusCode).toBe(200);
    expect(
      (await owner.client.post('/api/properties', samplePayload({ name: 'Fits again' }))).statusCode,
    ).toBe(200);
  }, 60_000);

  it('at most 50 live share links a project: the 51st is a 403; expired links do not count', async () => {
    const owner = await registerUser(t, { verified: true });
    const id = json(await owner.client.post('/api/properties', samplePayload())).id as number;
    const created = await Promise.all(
      Array.from({ length: 52 }, () =>
        owner.client.post(`/api/properties/${id}/shares`, { expiresInDays: 30 }),
      ),
    );
    const statuses = created.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(50);
    const refused = created.filter((r) => r.statusCode === 403);
    expect(refused).toHaveLength(2);
    expect(json(refused[0]!)).toEqual({ message: SHARE_LIMIT, code: 'LIMIT_REACHED' });
    // one link expires: there is room for one more
    await sql`update property_shares set expires_at = now() - interval '1 second'
      where id = (select min(id) from property_shares where property_id = ${id})`.execute(
      t.database.handle.db,
    );
    expect((await owner.client.post(`/api/properties/${id}/shares`, {})).statusCode).toBe(201);
    expect((await owner.client.post(`/api/properties/${id}/shares`, {})).statusCode).toBe(403);
  }, 60_000);

  it('the unpaged list refuses, without building it, a list that could pass 32 MiB; pages still work', async () => {
    const owner = await registerUser(t, { verified: true });
    await sql`
      insert into properties (user_id, name, purchase_price, sqft, interest_rate)
      select ${owner.id}, 'Bulk ' || g, 1000000, 10000, 6 from generate_series(1, 11000) g`.execute(
      t.database.handle.db,
    );
    const res = await owner.client.get('/trpc/properties.list');
    expect(res.statusCode).toBe(400);
    expect(json(res).error.message).toBe(
      'Your projects are too many to list at once: read them a page at a time (properties.page or GET /api/properties).',
    );
    const page = await owner.client.get('/api/properties?limit=200');
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-total-count']).toBe('11000');
    // the admin's unpaged list of everyone is refused the same way; its pages answer
    const admin = await registerUser(t, { email: ADMIN_EMAIL, verified: true });
    const all = await admin.client.get('/trpc/admin.usersWithProperties');
    expect(all.statusCode).toBe(400);
    expect(json(all).error.message).toBe(
      'Too many accounts and projects to list at once: read them a page at a time (admin.usersPage or GET /api/admin/users-with-properties).',
    );
    expect((await admin.client.get('/api/admin/users-with-properties?limit=5')).statusCode).toBe(200);
  }, 60_000);
});
