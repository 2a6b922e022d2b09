import { sql } from '@cre/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/env.js';
import { loggerOptions } from '../src/http/logging.js';
import { Client, json, PASSWORD, startTestApp, type TestApp, uniqueEmail } from './helpers/app.js';
import { availableBackends } from './helpers/databases.js';
import { parseExposition, sumOf } from './helpers/exposition.js';

const backends = await availableBackends();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// biome-ignore lint/suspicious/noExplicitAny: log lines are asserted field by field
type LogLine = Record<string, any>;

describe.each(backends)('request tracing (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Builds an app on the test database with the production logger options into `lines`, and `env` on top of the test configuration. */
  async function tracedApp(lines: LogLine[], env: Record<string, string> = {}): Promise<FastifyInstance> {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: t.config.databaseUrl,
      SESSION_SECRET: t.config.sessionSecret,
      WEB_DIST: '/nonexistent-web-dist',
      ...env,
    });
    const app = await buildApp(config, {
      db: t.database.handle,
      caches: false,
      logger: { ...loggerOptions('info'), stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    });
    // A handler that logs through the app's own logger (as the mailer or tRPC's fallback do) and reads the database.
    app.get('/api/test-trace', async () => {
      app.log.info('written through the app logger');
      await sql`select pg_sleep(0.02)`.execute(t.database.handle.db);
      await sql`select 1`.execute(t.database.handle.db);
      return { ok: true };
    });
    await app.ready();
    return app;
  }

  it("puts the request's id in X-Request-Id and in every log line of that request, its database time in the last", async () => {
    const lines: LogLine[] = [];
    const app = await tracedApp(lines);
    lines.length = 0; // start-up lines belong to no request
    try {
      const res = await new Client(app).get('/api/test-trace');
      const id = res.headers['x-request-id'] as string;
      expect(id).toMatch(UUID);
      const mine = lines.filter((line) => line.reqId === id);
      expect(mine.map((line) => line.msg)).toEqual(['written through the app logger', 'request completed']);
      expect(lines.filter((line) => line.reqId === undefined)).toEqual([]);
      const completed = mine[1] as LogLine;
      expect(completed).toMatchObject({ statusCode: 200, url: '/api/test-trace', dbQueries: 2 });
      expect(completed.dbMs).toBeGreaterThanOrEqual(19);
      expect(completed.dbMs).toBeLessThanOrEqual(completed.responseTimeMs);
      // a registration: the development-mode email line and the request line share the id
      const register = await new Client(app, '10.5.0.1').post('/api/register', {
        email: uniqueEmail('trace'),
        password: PASSWORD,
      });
      const registerId = register.headers['x-request-id'];
      const registerLines = lines.filter((line) => line.reqId === registerId);
      expect(registerLines.some((line) => line.email?.subject)).toBe(true);
      expect(registerLines.at(-1)?.msg).toBe('request completed');
      expect(lines.every((line) => typeof line.reqId === 'string')).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('keeps an incoming X-Request-Id only from a trusted proxy, and only when it looks like an id', async () => {
    const lines: LogLine[] = [];
    const trusting = await tracedApp(lines, { TRUST_PROXY: '10.0.0.0/8' });
    const untrusting = await tracedApp(lines);
    try {
      const fromProxy = await new Client(trusting, '10.1.2.3').get('/api/health', {
        'x-request-id': 'lb-7f3a.42',
      });
      expect(fromProxy.headers['x-request-id']).toBe('lb-7f3a.42');
      expect(lines.some((line) => line.reqId === 'lb-7f3a.42' && line.msg === 'request completed')).toBe(
        true,
      );
      const cases: [FastifyInstance, string, string][] = [
        [trusting, '192.0.2.9', 'client-chosen-id'], // a client, not the proxy
        [untrusting, '10.1.2.3', 'lb-7f3a.43'], // TRUST_PROXY unset: nobody is trusted
        [trusting, '10.1.2.3', 'has spaces "and quotes"'],
        [trusting, '10.1.2.3', 'x'.repeat(129)],
      ];
      for (const [app, from, sent] of cases) {
        const res = await new Client(app, from).get('/api/health', { 'x-request-id': sent });
        expect(res.headers['x-request-id']).toMatch(UUID);
      }
    } finally {
      await trusting.close();
      await untrusting.close();
    }
  });

  it('logs a request over SLOW_REQUEST_MS at warn with its time split into database and the rest, and counts it', async () => {
    const lines: LogLine[] = [];
    const app = await tracedApp(lines, { SLOW_REQUEST_MS: '15' });
    const never = await tracedApp(lines, { SLOW_REQUEST_MS: '0' });
    try {
      const res = await new Client(app).get('/api/test-trace');
      const slow = lines.find(
        (line) => line.reqId === res.headers['x-request-id'] && line.msg === 'slow request',
      );
      expect(slow).toMatchObject({ level: 40, statusCode: 200, dbQueries: 2, slowRequestMs: 15 });
      expect(slow?.dbMs).toBeGreaterThanOrEqual(19);
      expect(slow?.otherMs).toBeCloseTo(slow?.responseTimeMs - slow?.dbMs, 0);
      const lastLineOf = (res: { headers: Record<string, unknown> }) =>
        lines.findLast((line) => line.reqId === res.headers['x-request-id'])?.msg;
      expect(lastLineOf(await new Client(app).get('/api/health'))).toBe('request completed');
      const metrics = parseExposition((await new Client(app).get('/metrics')).body);
      expect(sumOf(metrics, 'cre_slow_requests_total')).toBe(1);
      expect(lastLineOf(await new Client(never).get('/api/test-trace'))).toBe('request completed');
    } finally {
      await app.close();
      await never.close();
    }
  });

  it('puts the request id in 5xx bodies, also when the session lookup itself fails (tRPC and REST)', async () => {
    const lines: LogLine[] = [];
    const app = await tracedApp(lines);
    const client = new Client(app, '10.6.0.1');
    expect(
      (await client.post('/api/register', { email: uniqueEmail('ctx'), password: PASSWORD })).statusCode,
    ).toBe(201);
    // the sessions table becomes unreadable: loading the session fails before any procedure runs
    await sql`alter table sessions rename to sessions_away`.execute(t.database.handle.db);
    try {
      const trpc = await client.get('/trpc/auth.me');
      expect(trpc.statusCode).toBeGreaterThanOrEqual(500);
      expect(json(trpc).error.data.requestId).toBe(trpc.headers['x-request-id']);
      const rest = await client.get('/api/user');
      expect(rest.statusCode).toBeGreaterThanOrEqual(500);
      expect(json(rest).requestId).toBe(rest.headers['x-request-id']);
      expect(lines.some((line) => line.reqId === trpc.headers['x-request-id'] && line.level >= 50)).toBe(
        true,
      );
    } finally {
      await sql`alter table sessions_away rename to sessions`.execute(t.database.handle.db);
      await app.close();
    }
  });
});
