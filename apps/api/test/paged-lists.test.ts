import { sql } from '@cre/db';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, type Client, json, registerUser, startTestApp, type TestApp } from './helpers/app.js';
import { availableBackends } from './helpers/databases.js';
import { samplePayload } from './helpers/payload.js';

const backends = await availableBackends();

const LIMIT_MESSAGE = 'limit must be a whole number from 1 to 200';
const CURSOR_MESSAGE = 'cursor is not valid';

/** The `rel="next"` URL of a response, or null. */
const nextLink = (res: LightMyRequestResponse): string | null =>
  /^<([^>]+)>; rel="next"$/.exec(String(res.headers.link ?? ''))?.[1] ?? null;

/** Follows `Link: rel="next"` from `first`; every page's rows, and each page's `X-Total-Count`. */
async function walk<T = { id: number }>(
  client: Client,
  first: string,
): Promise<{ pages: T[][]; totals: string[]; urls: string[] }> {
  const pages: T[][] = [];
  const totals: string[] = [];
  const urls: string[] = [];
  let url: string | null = first;
  while (url !== null) {
    urls.push(url);
    const res = await client.get(url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    pages.push(json(res));
    totals.push(String(res.headers['x-total-count']));
    url = nextLink(res);
    if (pages.length > 500) throw new Error('no last page');
  }
  return { pages, totals, urls };
}

/** tRPC query over GET with its input. */
const trpcGet = (client: Client, path: string, input?: unknown) =>
  client.get(
    `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
  );

/** Inserts `count` projects for the user straight in the database (names `Bulk n`); returns nothing. */
async function bulkProjects(t: TestApp, userId: number, count: number, name = 'Bulk'): Promise<void> {
  await sql`
    insert into properties (user_id, name, address, city, purchase_price, sqft, interest_rate, updated_at)
    select ${userId}, ${name} || ' ' || g, g || ' Elm Street', 'Fresno', 1000000, 10000, 6,
           '2030-01-01T00:00:00Z'::timestamptz + (g % 7) * interval '1 second'
    from generate_series(1, ${count}) g`.execute(t.database.handle.db);
  await t.syncCaches();
}

describe.each(backends)('paged lists (%s)', (backend) => {
  let t: TestApp;
  let admin: { client: Client; id: number };
  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = await registerUser(t, { email: ADMIN_EMAIL, verified: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /api/properties walks every project once, in list order with ties, by Link; X-Total-Count on each page', async () => {
    const owner = await registerUser(t, { verified: true });
    const other = await registerUser(t, { verified: true });
    await other.client.post('/api/properties', samplePayload({ name: 'Not yours' }));
    for (let i = 0; i < 7; i++)
      await owner.client.post('/api/properties', samplePayload({ name: `Deal ${i}` }));
    // ties: four projects share one updated_at
    await sql`update properties set updated_at = '2031-05-05T05:05:05.123456Z'
      where user_id = ${owner.id} and name in ('Deal 1', 'Deal 2', 'Deal 4', 'Deal 6')`.execute(
      t.database.handle.db,
    );
    await t.syncCaches();
    const all = json(await trpcGet(owner.client, 'properties.list')).result.data as { id: number }[];
    expect(all).toHaveLength(7);
    expect(all.slice(0, 4).map((p) => p.id)).toEqual(
      [...all.slice(0, 4).map((p) => p.id)].sort((a, b) => b - a),
    );

    const { pages, totals, urls } = await walk(owner.client, '/api/properties?limit=3');
    expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
    expect(pages.flat()).toEqual(all);
    expect(totals).toEqual(['7', '7', '7']);
    expect(urls[1]).toMatch(/^\/api\/properties\?limit=3&cursor=[A-Za-z0-9_-]+$/);

    const single = await owner.client.get('/api/properties');
    expect(single.headers.link).toBeUndefined();
    expect(single.headers['x-total-count']).toBe('7');
    expect(json(single)).toEqual(all);
  });

  it('GET /api/properties answers 100 by default and up to 200; properties.list still answers everything', async () => {
    const owner = await registerUser(t, { verified: true });
    await bulkProjects(t, owner.id, 230);
    const first = await owner.client.get('/api/properties');
    expect(json(first)).toHaveLength(100);
    expect(first.headers['x-total-count']).toBe('230');
    expect(nextLink(first)).toMatch(/^\/api\/properties\?cursor=/);
    const { pages } = await walk(owner.client, '/api/properties?limit=200');
    expect(pages.map((p) => p.length)).toEqual([200, 30]);
    const all = json(await trpcGet(owner.client, 'properties.list')).result.data as { id: number }[];
    expect(all).toHaveLength(230);
    expect(pages.flat().map((p) => p.id)).toEqual(all.map((p) => p.id));
  });

  it('q matches inside name, address or city, case-insensitively, paged with its own total', async () => {
    const owner = await registerUser(t, { verified: true });
    await owner.client.post(
      '/api/properties',
      samplePayload({ name: 'Sunset PLAZA', address: '1 A St', city: 'Reno' }),
    );
    await owner.client.post(
      '/api/properties',
      samplePayload({ name: 'Oak', address: '9 Plaza Way', city: 'Reno' }),
    );
    await owner.client.post(
      '/api/properties',
      samplePayload({ name: 'Elm', address: '2 B St', city: 'Plazaburg' }),
    );
    await owner.client.post(
      '/api/properties',
      samplePayload({ name: 'Pine', address: '3 C St', city: 'Austin' }),
    );
    const { pages, totals, urls } = await walk<{ name: string }>(
      owner.client,
      '/api/properties?limit=2&q=pLaZ',
    );
    expect(pages.flat().map((p) => p.name)).toEqual(['Elm', 'Oak', 'Sunset PLAZA']);
    expect(totals).toEqual(['3', '3']);
    expect(urls[1]).toContain('q=pLaZ');
    const none = await owner.client.get('/api/properties?q=zzz');
    expect(json(none)).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
    expect(none.headers.link).toBeUndefined();
  });

  it('a saved project shows on the next read of a cached page', async () => {
    const owner = await registerUser(t, { verified: true });
    await owner.client.post('/api/properties', samplePayload({ name: 'First' }));
    expect(
      json(await owner.client.get('/api/properties?limit=5')).map((p: { name: string }) => p.name),
    ).toEqual(['First']);
    await owner.client.post('/api/properties', samplePayload({ name: 'Second' }));
    const page = await owner.client.get('/api/properties?limit=5');
    expect(json(page).map((p: { name: string }) => p.name)).toEqual(['Second', 'First']);
    expect(page.headers['x-total-count']).toBe('2');
  });

  it('a bad limit or cursor is a 400 with a message, on every paged path', async () => {
    const owner = await registerUser(t, { verified: true });
    const cursorOf = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');
    const forged = cursorOf(['2030-01-01T00:00:00.000000Z', -3]);
    // Crafted keys that pass a shape check but that PostgreSQL would reject (year 0, 24:00, …).
    const crafted = [
      ['0000-01-01T00:00:00.000000Z', 1],
      ['2026-02-30T00:00:00.000000Z', 1],
      ['2026-01-01T24:00:00.000000Z', 1],
      ['2026-01-01T00:00:00.000000Z', 2147483648],
      ['2026-01-01T00:00:00.000000Z', 1, 2],
      ['2026-01-01T00:00:00Z', 1],
      ['+2026-01-01T00:00:00.000000Z', 1],
      [1, '2026-01-01T00:00:00.000000Z'],
      [null],
      [],
      [0],
      [1.5],
      ['1'],
      { 0: 1 },
    ].map(cursorOf);
    for (const base of [
      '/api/properties',
      '/api/admin/users-with-properties',
      `/api/admin/users/${owner.id}/properties`,
    ]) {
      const client = base === '/api/properties' ? owner.client : admin.client;
      for (const limit of ['0', '201', '1.5', 'abc', '', '-1', '1e2']) {
        const res = await client.get(`${base}?limit=${limit}`);
        expect(res.statusCode, `${base} limit=${limit}`).toBe(400);
        expect(json(res).message).toBe(LIMIT_MESSAGE);
      }
      for (const cursor of ['', 'abc', forged, '%2F%2F', 'x'.repeat(500), ...crafted]) {
        const res = await client.get(`${base}?cursor=${cursor}`);
        expect(res.statusCode, `${base} cursor=${cursor}`).toBe(400);
        expect(json(res).message).toBe(CURSOR_MESSAGE);
      }
      // The ends of the valid range are still pages.
      const projects = base !== '/api/admin/users-with-properties';
      const first = projects ? ['0001-01-01T00:00:00.000000Z', 1] : [1];
      const last = projects ? ['9999-12-31T23:59:59.999999Z', 2147483647] : [2147483647];
      for (const key of [first, last]) {
        expect((await client.get(`${base}?cursor=${cursorOf(key)}`)).statusCode, `${base} ${key}`).toBe(200);
      }
      expect((await client.get(`${base}?limit=1&limit=2`)).statusCode).toBe(400);
      expect(json(await client.get(`${base}?q=${'a'.repeat(201)}`)).message).toBe(
        'q must be text of at most 200 characters',
      );
    }
  });

  it('admin pages: account order, email search, propertyCount, 5 most recent properties, and the rest per user', async () => {
    const tag = `pg${Math.random().toString(36).slice(2, 7)}`;
    const users: { client: Client; id: number; email: string }[] = [];
    for (let i = 0; i < 5; i++)
      users.push(await registerUser(t, { verified: true, email: `${tag}.${i}@Example.com` }));
    const heavy = users[1]!;
    await bulkProjects(t, heavy.id, 12, 'Heavy');
    await users[3]!.client.post('/api/properties', samplePayload({ name: 'Just one' }));

    const { pages, totals, urls } = await walk<{
      id: number;
      email: string;
      propertyCount: number;
      properties: { id: number; name: string }[];
      propertiesCursor: string | null;
    }>(admin.client, `/api/admin/users-with-properties?limit=2&q=${tag.toUpperCase()}`);
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    expect(totals).toEqual(['5', '5', '5']);
    expect(urls[2]).toMatch(/limit=2&q=PG/);
    const rows = pages.flat();
    expect(rows.map((u) => u.id)).toEqual(users.map((u) => u.id));
    expect(rows.map((u) => u.email)).toEqual(users.map((u) => u.email.toLowerCase()));
    expect(JSON.stringify(rows)).not.toContain('passwordHash');

    const heavyAll = (await walk<{ id: number }>(heavy.client, '/api/properties?limit=200')).pages.flat();
    const heavyRow = rows[1]!;
    expect(heavyRow.propertyCount).toBe(12);
    expect(heavyRow.properties.map((p) => p.id)).toEqual(heavyAll.slice(0, 5).map((p) => p.id));
    expect(heavyRow.properties[0]).not.toHaveProperty('tenantLeases');
    expect(rows[3]).toMatchObject({ propertyCount: 1, propertiesCursor: null });
    expect(rows[0]).toMatchObject({ propertyCount: 0, properties: [], propertiesCursor: null });

    const rest = await walk(
      admin.client,
      `/api/admin/users/${heavy.id}/properties?limit=4&cursor=${heavyRow.propertiesCursor}`,
    );
    expect(rest.pages.map((p) => p.length)).toEqual([4, 3]);
    expect(rest.pages.flat().map((p) => p.id)).toEqual(heavyAll.slice(5).map((p) => p.id));
    expect(rest.totals).toEqual(['12', '12']);
    const everything = await walk(admin.client, `/api/admin/users/${heavy.id}/properties`);
    expect(everything.pages.flat().map((p) => p.id)).toEqual(heavyAll.map((p) => p.id));
    const search = await admin.client.get(`/api/admin/users/${heavy.id}/properties?q=HEAVY%2011`);
    expect(json(search).map((p: { name: string }) => p.name)).toEqual(['Heavy 11']);
    expect(search.headers['x-total-count']).toBe('1');

    const byFragment = await admin.client.get(`/api/admin/users-with-properties?q=${tag}.3@EXAMPLE`);
    expect(json(byFragment).map((u: { id: number }) => u.id)).toEqual([users[3]!.id]);
    expect(byFragment.headers['x-total-count']).toBe('1');
  });

  it('the admin page is 50 users by default and the per-user path is for admins only (404 for a missing user)', async () => {
    await sql`insert into users (email, password_hash)
      select 'filler' || g || '@example.com', 'h' from generate_series(1, 60) g`.execute(
      t.database.handle.db,
    );
    const first = await admin.client.get('/api/admin/users-with-properties');
    expect(json(first)).toHaveLength(50);
    expect(Number(first.headers['x-total-count'])).toBeGreaterThan(60);
    expect(nextLink(first)).toMatch(/^\/api\/admin\/users-with-properties\?cursor=/);

    const plain = await registerUser(t, { verified: true });
    const forbidden = await plain.client.get(`/api/admin/users/${plain.id}/properties`);
    expect(forbidden.statusCode).toBe(403);
    expect((await plain.client.get('/api/admin/users-with-properties?limit=0')).statusCode).toBe(403);
    const anonymous = await registerUser(t);
    await anonymous.client.post('/api/logout');
    expect((await anonymous.client.get(`/api/admin/users/${plain.id}/properties`)).statusCode).toBe(401);
    for (const url of ['/api/admin/users/999999/properties', '/api/admin/users/abc/properties']) {
      const res = await admin.client.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(json(res)).toEqual({ message: 'User not found', code: 'NOT_FOUND' });
    }
  });

  it('over tRPC: properties.page, admin.usersPage and admin.userProperties answer { items, nextCursor, total }', async () => {
    const owner = await registerUser(t, { verified: true });
    await bulkProjects(t, owner.id, 9, 'Trpc');
    const list = json(await trpcGet(owner.client, 'properties.list')).result.data as { id: number }[];
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const res = await trpcGet(owner.client, 'properties.page', { limit: 4, cursor });
      expect(res.statusCode).toBe(200);
      const page = json(res).result.data as {
        items: { id: number }[];
        nextCursor: string | null;
        total: number;
      };
      expect(page.total).toBe(9);
      seen.push(...page.items.map((p) => p.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(list.map((p) => p.id));
    const defaults = json(await trpcGet(owner.client, 'properties.page')).result.data;
    expect(defaults).toMatchObject({ nextCursor: null, total: 9 });
    expect(defaults.items).toEqual(list);
    const search = json(await trpcGet(owner.client, 'properties.page', { q: 'TRPC 7' })).result.data;
    expect(search.items.map((p: { name: string }) => p.name)).toEqual(['Trpc 7']);

    const bad = await trpcGet(owner.client, 'properties.page', { limit: 500 });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error.message).toBe(LIMIT_MESSAGE);
    const badCursor = await trpcGet(owner.client, 'properties.page', { cursor: 'nope' });
    expect(badCursor.statusCode).toBe(400);
    expect(json(badCursor).error.message).toBe(CURSOR_MESSAGE);

    const users = json(await trpcGet(admin.client, 'admin.usersPage', { limit: 3 })).result.data;
    expect(users.items).toHaveLength(3);
    expect(users.nextCursor).toEqual(expect.any(String));
    expect(users.total).toBeGreaterThan(3);
    const row = json(await trpcGet(admin.client, 'admin.usersPage', { q: owner.email })).result.data.items[0];
    expect(row).toMatchObject({ id: owner.id, propertyCount: 9, propertiesCursor: expect.any(String) });
    expect(row.properties).toHaveLength(5);
    const rest = json(
      await trpcGet(admin.client, 'admin.userProperties', { id: owner.id, cursor: row.propertiesCursor }),
    ).result.data;
    expect(rest).toMatchObject({ nextCursor: null, total: 9 });
    expect(rest.items.map((p: { id: number }) => p.id)).toEqual(list.slice(5).map((p) => p.id));
    const missing = await trpcGet(admin.client, 'admin.userProperties', { id: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect((await trpcGet(owner.client, 'admin.usersPage')).statusCode).toBe(403);
    const everyone = json(await trpcGet(admin.client, 'admin.usersWithProperties')).result.data as {
      id: number;
      properties: unknown[];
    }[];
    expect(everyone.find((u) => u.id === owner.id)?.properties).toHaveLength(9);
  });

  it('OpenAPI documents limit, cursor, q and the Link and X-Total-Count headers', async () => {
    const doc = json(await admin.client.get('/api/openapi.json'));
    for (const path of [
      '/api/properties',
      '/api/admin/users-with-properties',
      '/api/admin/users/{id}/properties',
    ]) {
      const get = doc.paths[path].get;
      expect(
        get.parameters.map((p: { name: string }) => p.name),
        path,
      ).toEqual(expect.arrayContaining(['limit', 'cursor', 'q']));
      expect(Object.keys(get.responses['200'].headers), path).toEqual(['Link', 'X-Total-Count']);
      expect(Object.keys(get.responses), path).toContain('400');
    }
    const limit = doc.paths['/api/properties'].get.parameters.find(
      (p: { name: string }) => p.name === 'limit',
    );
    expect(limit.schema).toMatchObject({ minimum: 1, maximum: 200, default: 100 });
  });
});
