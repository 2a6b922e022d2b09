import type { DbHandle } from '@cre/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/env.js';
import { Client, json, PASSWORD, uniqueEmail } from './helpers/app.js';
import { availableBackends, createTestDatabase, type TestDatabase } from './helpers/databases.js';
import { samplePayload } from './helpers/payload.js';
import { TcpProxy } from './helpers/tcp-proxy.js';

const backends = await availableBackends();
const DB_DOWN = 'The database is temporarily unavailable. Please try again in a moment.';

describe.runIf(backends.includes('postgres'))('a silent network partition from PostgreSQL', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let app: FastifyInstance;
  let handle: DbHandle;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const target = new URL(database.url);
    proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    await proxy.start();
    const viaProxy = new URL(database.url);
    viaProxy.port = String(proxy.port);
    const { createDb, migrateToLatest } = await import('@cre/db');
    handle = await createDb(viaProxy.toString(), {
      timeouts: { connectionTimeoutMillis: 1000, queryTimeoutMillis: 1500 },
    });
    await migrateToLatest(handle.db);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: viaProxy.toString(),
      SESSION_SECRET: 'test-secret-that-is-long-enough-0123456789',
      WEB_DIST: '/nonexistent',
    });
    app = await buildApp(config, { db: handle, logger: false, caches: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    await proxy?.stop();
    await database?.drop();
  });

  it('answers 503 within seconds instead of hanging, and serves again once the network is back', async () => {
    const client = new Client(app);
    expect(
      (await client.post('/api/register', { email: uniqueEmail('partition'), password: PASSWORD }))
        .statusCode,
    ).toBe(201);
    expect((await client.get('/api/user')).statusCode).toBe(200);

    proxy.partition();
    for (const request of [
      () => client.get('/api/user'), // a pooled connection that was open before
      () => client.post('/api/properties', samplePayload({ name: 'Lost in transit' })),
      () => new Client(app).get('/api/health'),
    ]) {
      const started = performance.now();
      const res = await request();
      const seconds = (performance.now() - started) / 1000;
      expect(res.statusCode).toBe(503);
      expect(json(res).message).toBe(DB_DOWN);
      expect(seconds).toBeLessThan(5);
    }

    proxy.heal();
    // Connections that timed out were closed, not returned to the pool: the next requests work.
    expect((await client.get('/api/user')).statusCode).toBe(200);
    expect(json(await new Client(app).get('/api/health'))).toEqual({ status: 'ok', database: 'up' });
  }, 30_000);
});
