/**
 * The readiness probe (issue 29): `GET /api/ready` answers 200 when the database answers and every
 * migration is applied, 503 with the reason when a migration is pending and from the moment the
 * server starts closing. (The database going down: outage.test.ts.)
 */
import { readinessRoute, SHUTTING_DOWN_MESSAGE } from '@cre/api-core';
import { migrateDown, migrateToLatest } from '@cre/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, json, startTestApp, type TestApp } from './helpers/app.js';
import { availableBackends } from './helpers/databases.js';

const backends = await availableBackends();

describe.each(backends)('GET /api/ready (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it('is ready when the database answers and every migration is applied; never cached', async () => {
    const ready = await new Client(t.app).get('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(json(ready)).toEqual({ status: 'ok', database: 'up', migrations: 'current' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready while a migration is pending, and names it; ready again once applied', async () => {
    const [undone] = await migrateDown(t.database.handle.db);
    const pending = await new Client(t.app).get('/api/ready');
    expect(pending.statusCode).toBe(503);
    expect(json(pending)).toEqual({
      status: 'error',
      database: 'up',
      migrations: 'pending',
      message: `1 database migration is not applied: ${undone}`,
      requestId: pending.headers['x-request-id'],
    });
    // liveness is another question: the process and its database are up
    expect((await new Client(t.app).get('/api/health')).statusCode).toBe(200);
    expect(await migrateToLatest(t.database.handle.db)).toEqual([undone]);
    expect((await new Client(t.app).get('/api/ready')).statusCode).toBe(200);
  });
});

describe('GET /api/ready while the server shuts down', () => {
  it('answers 503 once the close hook has marked the process closing (the handler, as the server calls it)', async () => {
    const sent: { code: number; body: unknown } = { code: 200, body: null };
    const reply = {
      header: () => reply,
      code(code: number) {
        sent.code = code;
        return reply;
      },
      send(body: unknown) {
        sent.body = body;
        return reply;
      },
    };
    const deps = { readiness: { closing: true } };
    await readinessRoute.handle({ req: { id: 'req-9' }, reply, deps } as never);
    expect(sent).toEqual({
      code: 503,
      body: {
        status: 'error',
        database: 'up',
        migrations: 'unknown',
        message: SHUTTING_DOWN_MESSAGE,
        requestId: 'req-9',
      },
    });
  });
});
