import { describeError, isDatabaseUnavailable } from '@cre/api-core';
import { waitUntil } from '@cre/vitest-config/wait-until';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/env.js';
import { Client, json, PASSWORD, startTestApp, type TestApp, uniqueEmail } from './helpers/app.js';
import {
  availableBackends,
  createTestDatabase,
  databaseUrl,
  type TestDatabase,
} from './helpers/databases.js';
import { TcpProxy } from './helpers/tcp-proxy.js';

const backends = await availableBackends();
const DB_DOWN = 'The database is temporarily unavailable. Please try again in a moment.';

describe.runIf(backends.includes('postgres'))('PostgreSQL outage', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let app: FastifyInstance;
  let closeApp: () => Promise<void>;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const target = new URL(database.url);
    proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    await proxy.start();
    const viaProxy = new URL(database.url);
    viaProxy.port = String(proxy.port);
    const { createDb } = await import('@cre/db');
    const handle = await createDb(viaProxy.toString(), { connectionTimeoutMillis: 1000 });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: viaProxy.toString(),
      SESSION_SECRET: 'test-secret-that-is-long-enough-0123456789',
      WEB_DIST: '/nonexistent',
    });
    app = await buildApp(config, { db: handle, logger: false });
    await app.ready();
    await waitUntil(() => app.caches.changes.live, { timeout: 10_000, message: 'the caches are live' });
    closeApp = async () => {
      await app.close();
      await handle.close();
    };
  });
  afterAll(async () => {
    await closeApp();
    await proxy.stop();
    await database.drop();
  });

  it('answers 503 with a clear message while the database is down, and serves again once it is back', async () => {
    const client = new Client(app);
    const email = uniqueEmail('outage');
    expect((await client.post('/api/register', { email, password: PASSWORD })).statusCode).toBe(201);
    expect((await client.get('/api/user')).statusCode).toBe(200);

    expect(app.caches.sessions.live).toBe(true);
    await proxy.stop();
    // The session cache stops answering as soon as its change channel drops with the database.
    await waitUntil(() => !app.caches.sessions.live, {
      timeout: 4000,
      message: 'the session cache goes off',
    });
    expect(app.caches.sessions.live).toBe(false);
    expect(app.caches.projectLists.live).toBe(false);
    const user = await client.get('/api/user');
    expect(user.statusCode).toBe(503);
    // every 5xx body carries the request id of its log lines
    expect(json(user)).toEqual({
      message: DB_DOWN,
      code: 'DATABASE_UNAVAILABLE',
      requestId: user.headers['x-request-id'],
    });
    const login = await new Client(app).post('/api/login', { email, password: PASSWORD });
    expect(login.statusCode).toBe(503);
    expect(json(login).message).toBe(DB_DOWN);
    const posts = await new Client(app).get('/api/blog/posts');
    expect(posts.statusCode).toBe(503);
    const trpc = await client.get('/trpc/properties.list');
    expect(trpc.statusCode).toBe(503);
    expect(json(trpc).error.message).toBe(DB_DOWN);
    expect(json(trpc).error.data.requestId).toBe(trpc.headers['x-request-id']);
    const health = await new Client(app).get('/api/health');
    expect(health.statusCode).toBe(503);
    expect(json(health)).toEqual({
      status: 'error',
      database: 'down',
      message: DB_DOWN,
      requestId: health.headers['x-request-id'],
    });
    const ready = await new Client(app).get('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(json(ready)).toEqual({
      status: 'error',
      database: 'down',
      migrations: 'unknown',
      message: DB_DOWN,
      requestId: ready.headers['x-request-id'],
    });

    await proxy.start();
    expect((await client.get('/api/user')).statusCode).toBe(200);
    await waitUntil(() => app.caches.sessions.live, {
      timeout: 6000,
      message: 'the session cache is live again',
    });
    expect(app.caches.sessions.live).toBe(true);
    expect(app.caches.projectLists.live).toBe(true);
    expect(json(await new Client(app).get('/api/health'))).toEqual({ status: 'ok', database: 'up' });
    expect(json(await new Client(app).get('/api/ready'))).toEqual({
      status: 'ok',
      database: 'up',
      migrations: 'current',
    });
    expect((await new Client(app).post('/api/login', { email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('recognises connection failures as database outages', () => {
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('duplicate key value violates unique constraint'))).toBe(false);
    expect(databaseUrl('x')).toMatch(/\/x$/);
  });
});

describe.each(backends)('unexpected errors (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answer 500 with a generic message and the request id; details stay in the log', async () => {
    const lines: string[] = [];
    const config = { ...t.config };
    const app = await buildApp(config, {
      db: t.database.handle,
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    app.get('/api/test-failure', async () => {
      throw new Error('secret internal detail: relation "x" does not exist');
    });
    await app.ready();
    try {
      const res = await new Client(app).get('/api/test-failure');
      expect(res.statusCode).toBe(500);
      const body = json(res);
      const requestId = res.headers['x-request-id'];
      expect(body).toEqual({
        message: `Something went wrong on our side. Please try again; if it keeps happening, quote request id ${requestId}.`,
        code: 'INTERNAL_SERVER_ERROR',
        requestId,
      });
      expect(res.body).not.toContain('secret internal detail');
      const logged = lines.map((l) => JSON.parse(l));
      expect(
        logged.some((l) => l.reqId === requestId && l.err?.message?.includes('secret internal detail')),
      ).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('writes structured JSON logs with request ids and no passwords, cookies or tokens', async () => {
    const lines: string[] = [];
    const app = await buildApp(t.config, {
      db: t.database.handle,
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    await app.ready();
    try {
      const client = new Client(app, '10.90.0.1');
      const secretPassword = 'Sup3r-Secret-Passw0rd';
      await client.post('/api/register', { email: uniqueEmail('log'), password: secretPassword });
      await client.get('/api/user');
      await new Client(app).get('/api/verify-email?token=abcdefSECRETTOKEN');
      const all = lines.join('\n');
      expect(all).not.toContain(secretPassword);
      expect(all).not.toContain(client.cookie!.slice(4));
      expect(all).not.toContain('abcdefSECRETTOKEN');
      const parsed = lines.map((l) => JSON.parse(l));
      const mailLine = parsed.find((l) => l.email?.subject === 'Verify your email for CRE Sale Analyzer');
      expect(mailLine.reqId).toMatch(/^[0-9a-f-]{36}$/);
      const completed = parsed.filter((l) => l.msg === 'request completed');
      expect(completed.length).toBe(3);
      for (const entry of completed) expect(entry.reqId).toMatch(/^[0-9a-f-]{36}$/);
      expect(completed[2].url).toBe('/api/verify-email?token=[redacted]');
    } finally {
      await app.close();
    }
  });
});

describe('describeError', () => {
  it('maps unknown errors to a generic 500 without details', () => {
    const described = describeError(new Error('boom'), 'req-1');
    expect(described.status).toBe(500);
    expect(described.body.message).not.toContain('boom');
    expect(described.body.requestId).toBe('req-1');
  });
});
