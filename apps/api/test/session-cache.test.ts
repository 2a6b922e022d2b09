import { SESSION_CACHE_TTL_MS } from '@cre/api-core';
import { createDb } from '@cre/db';
import { waitUntil } from '@cre/vitest-config/wait-until';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { Client, json, markVerified, registerUser, startTestApp, type TestApp } from './helpers/app.js';
import { syncCaches } from './helpers/caches.js';
import { availableBackends } from './helpers/databases.js';
import { samplePayload } from './helpers/payload.js';

const backends = await availableBackends();

describe.each(backends)('session and project-list caches (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it('is live once the change triggers are installed, and caches a session on first use', async () => {
    expect(t.app.caches.sessions.live).toBe(true);
    expect(t.app.caches.projectLists.live).toBe(true);
    const { client } = await registerUser(t);
    // the registration's own change notifications (user, session) arrive asynchronously and evict
    // what they name: let them arrive before counting, or one landing after the read empties it
    await t.syncCaches();
    const before = t.app.caches.sessions.size;
    expect((await client.get('/api/user')).statusCode).toBe(200);
    expect(t.app.caches.sessions.size).toBe(before + 1);
    expect(SESSION_CACHE_TTL_MS).toBe(60_000);
  });

  it('drops a cached session deleted directly in the database (e.g. by another process or psql)', async () => {
    const { client, id } = await registerUser(t);
    expect((await client.get('/api/user')).statusCode).toBe(200);
    await t.database.handle.db.deleteFrom('sessions').where('user_id', '=', id).execute();
    await t.syncCaches();
    expect((await client.get('/api/user')).statusCode).toBe(401);
  });

  it('sees a user changed directly in the database', async () => {
    const { client, id } = await registerUser(t);
    expect(json(await client.get('/api/user')).isEmailVerified).toBe(false);
    await markVerified(t, id);
    expect(json(await client.get('/api/user')).isEmailVerified).toBe(true);
  });

  it("caches a user's project list until one of their projects changes, wherever it changes", async () => {
    const { client, id } = await registerUser(t, { verified: true });
    expect(json(await client.get('/api/properties'))).toEqual([]);
    const saved = json(await client.post('/api/properties', samplePayload({ name: 'Cached A' })));
    expect(json(await client.get('/api/properties')).map((p: { name: string }) => p.name)).toEqual([
      'Cached A',
    ]);
    // Changed behind the API's back (another process, psql): seen after the notification arrives.
    await t.database.handle.db
      .updateTable('properties')
      .set({ name: 'Renamed' })
      .where('user_id', '=', id)
      .execute();
    await t.syncCaches();
    expect(json(await client.get('/api/properties')).map((p: { name: string }) => p.name)).toEqual([
      'Renamed',
    ]);
    await t.database.handle.db.deleteFrom('tenant_leases').where('property_id', '=', saved.id).execute();
    await t.syncCaches();
    expect(json(await client.get('/api/properties'))[0].tenantLeases).toEqual([]);
    expect((await client.delete(`/api/properties/${saved.id}`)).statusCode).toBe(200);
    expect(json(await client.get('/api/properties'))).toEqual([]);
  });

  it('is bypassed when built without it', async () => {
    const app = await buildApp(t.config, { db: t.database.handle, logger: false, caches: false });
    try {
      await app.ready();
      expect(app.caches.sessions.live).toBe(false);
      expect(app.caches.projectLists.live).toBe(false);
      const { client } = await registerUser(t);
      const other = new Client(app);
      other.cookie = client.cookie;
      expect((await other.get('/api/user')).statusCode).toBe(200);
      expect(json(await other.get('/api/properties'))).toEqual([]);
      expect(app.caches.sessions.size).toBe(0);
      expect(app.caches.projectLists.size).toBe(0);
    } finally {
      await app.close();
    }
  });
});

describe.runIf(backends.includes('postgres'))('two API processes on one PostgreSQL', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let closeSecond: () => Promise<void>;
  beforeAll(async () => {
    t = await startTestApp('postgres');
    const handle = await createDb(t.database.url);
    second = await buildApp(t.config, { db: handle, logger: false });
    await second.ready();
    // Both processes cache: the tests below are about invalidation across them.
    await waitUntil(() => second.caches.changes.live, {
      timeout: 10_000,
      message: 'the second process is live',
    });
    closeSecond = async () => {
      await second.close();
      await handle.close();
    };
  });
  afterAll(async () => {
    await closeSecond();
    await t.close();
  });

  /** The same browser session talking to the second process. */
  function onSecond(client: Client): Client {
    const other = new Client(second);
    other.cookie = client.cookie;
    return other;
  }

  it('a logout on one process ends the session on the other', async () => {
    const { client } = await registerUser(t);
    const elsewhere = onSecond(client);
    expect((await elsewhere.get('/api/user')).statusCode).toBe(200);
    expect((await client.post('/api/logout')).statusCode).toBe(200);
    await syncCaches(second.caches.changes, t.database.handle.db);
    expect((await elsewhere.get('/api/user')).statusCode).toBe(401);
  });

  it('a verification on one process is seen by the other', async () => {
    const { client } = await registerUser(t);
    const elsewhere = onSecond(client);
    expect(json(await elsewhere.get('/api/user')).isEmailVerified).toBe(false);
    const resend = json(await client.post('/api/resend-verification'));
    const link = new URL(String(resend.message).match(/https?:\/\/\S+/)![0]);
    expect((await new Client(t.app).get(link.pathname + link.search)).statusCode).toBe(302);
    await syncCaches(second.caches.changes, t.database.handle.db);
    expect(json(await elsewhere.get('/api/user')).isEmailVerified).toBe(true);
  });

  it('a project saved on one process is listed by the other', async () => {
    const { client } = await registerUser(t, { verified: true });
    const elsewhere = onSecond(client);
    expect(json(await elsewhere.get('/api/properties'))).toEqual([]);
    expect((await client.post('/api/properties', samplePayload({ name: 'From A' }))).statusCode).toBe(200);
    await syncCaches(second.caches.changes, t.database.handle.db);
    expect(json(await elsewhere.get('/api/properties')).map((p: { name: string }) => p.name)).toEqual([
      'From A',
    ]);
  });

  it("an admin's deletion on one process signs the user out on the other", async () => {
    const admin = await registerUser(t, { email: t.config.adminEmail, verified: true });
    const bob = await registerUser(t);
    const elsewhere = onSecond(bob.client);
    expect((await elsewhere.get('/api/properties')).statusCode).toBe(200);
    expect((await admin.client.delete(`/api/admin/users/${bob.id}`)).statusCode).toBe(200);
    await syncCaches(second.caches.changes, t.database.handle.db);
    expect((await elsewhere.get('/api/properties')).statusCode).toBe(401);
  });
});
