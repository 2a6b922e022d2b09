import { randomBytes } from 'node:crypto';
import { waitUntil } from '@cre/vitest-config/wait-until';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppProcess, HttpSession, startAppProcess } from './helpers/app-process.js';
import { availableBackends, createTestDatabase, type TestDatabase } from './helpers/databases.js';
import { samplePayload } from './helpers/payload.js';

const backends = await availableBackends();
const ADMIN_EMAIL = 'three-processes-admin@example.com';

function startProcess(databaseUrl: string, secret: string): Promise<AppProcess> {
  return startAppProcess({ DATABASE_URL: databaseUrl, SESSION_SECRET: secret, ADMIN_EMAIL });
}

describe.runIf(backends.includes('postgres'))('three app processes on one PostgreSQL', () => {
  let database: TestDatabase;
  let apps: AppProcess[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const secret = randomBytes(32).toString('hex');
    apps = await Promise.all([0, 1, 2].map(() => startProcess(database.url, secret)));
  }, 120_000);
  afterAll(async () => {
    for (const app of apps) app.child.kill('SIGTERM');
    await Promise.all(apps.map((app) => new Promise((resolve) => app.child.once('exit', resolve))));
    await database?.drop();
  });

  /** Waits until every process answers `path` for the session with `status` (change feeds are asynchronous). */
  async function seenByAll(
    session: HttpSession,
    path: string,
    check: (r: { status: number; body: unknown }) => boolean,
  ) {
    for (const app of apps) {
      await waitUntil(async () => check(await session.call(app.url, 'GET', path)), {
        timeout: 10_000,
        interval: 50,
        message: `${app.url}${path} shows the change`,
      });
    }
  }

  it('a session, a saved project, a logout and an admin deletion are seen alike by all three', async () => {
    const [a, b, c] = apps.map((app) => app.url) as [string, string, string];
    const jane = new HttpSession();
    const email = `jane-${Date.now()}@example.com`;
    expect((await jane.call(a, 'POST', '/api/register', { email, password: 'three-procs-1' })).status).toBe(
      201,
    );
    // signed in on A: the same cookie is signed in on B and C
    await seenByAll(jane, '/api/user', (r) => r.status === 200);
    // verify on B through the development-mode link, save on B, listed on A and C
    const resend = await jane.call(b, 'POST', '/api/resend-verification');
    const link = new URL(String(resend.body?.message).match(/https?:\/\/\S+/)?.[0] as string);
    await jane.call(b, 'GET', `${link.pathname}${link.search}`);
    await seenByAll(
      jane,
      '/api/user',
      (r) => (r.body as { isEmailVerified?: boolean }).isEmailVerified === true,
    );
    expect(
      (await jane.call(b, 'POST', '/api/properties', samplePayload({ name: 'Seen Everywhere' }))).status,
    ).toBe(200);
    await seenByAll(
      jane,
      '/api/properties',
      (r) => Array.isArray(r.body) && r.body.some((p) => (p as { name: string }).name === 'Seen Everywhere'),
    );
    // a logout on C ends the session on A and B
    expect((await jane.call(c, 'POST', '/api/logout')).status).toBe(200);
    const stale = new HttpSession();
    stale.cookie = jane.cookie || '';
    await seenByAll(stale, '/api/user', (r) => r.status === 401);

    // an admin on A deletes bob, who is signed in: B and C sign him out
    const bob = new HttpSession();
    expect(
      (
        await bob.call(b, 'POST', '/api/register', {
          email: `bob-${Date.now()}@example.com`,
          password: 'three-procs-2',
        })
      ).status,
    ).toBe(201);
    const bobId = (await bob.call(c, 'GET', '/api/user')).body?.id;
    await seenByAll(bob, '/api/user', (r) => r.status === 200);
    const admin = new HttpSession();
    await admin.call(a, 'POST', '/api/register', { email: ADMIN_EMAIL, password: 'three-procs-admin' });
    const adminResend = await admin.call(a, 'POST', '/api/resend-verification');
    const adminLink = new URL(String(adminResend.body?.message).match(/https?:\/\/\S+/)?.[0] as string);
    await admin.call(a, 'GET', `${adminLink.pathname}${adminLink.search}`);
    expect((await admin.call(a, 'DELETE', `/api/admin/users/${bobId}`)).status).toBe(200);
    await seenByAll(bob, '/api/user', (r) => r.status === 401);
  }, 90_000);
});
