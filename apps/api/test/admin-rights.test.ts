import { ADMIN_VERIFY_BY_LINK_MESSAGE } from '@cre/api-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/env.js';
import {
  ADMIN_EMAIL,
  Client,
  json,
  markVerified,
  PASSWORD,
  registerUser,
  startTestApp,
  type TestApp,
} from './helpers/app.js';
import { availableBackends } from './helpers/databases.js';

const backends = await availableBackends();
const FORBIDDEN = { message: 'Administrator access is required.', code: 'FORBIDDEN' };

describe.each(backends)('admin rights (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it('registering ADMIN_EMAIL gives no rights until the email is verified, and stores no flag', async () => {
    const client = new Client(t.app, '10.70.0.1');
    const res = await client.post('/api/register', { email: ADMIN_EMAIL, password: PASSWORD });
    expect(res.statusCode).toBe(201);
    expect(json(res).user).toMatchObject({ email: ADMIN_EMAIL, isAdmin: false, isEmailVerified: false });
    expect(json(await client.get('/api/user'))).toMatchObject({ isAdmin: false });
    const list = await client.get('/api/admin/users-with-properties');
    expect(list.statusCode).toBe(403);
    expect(json(list)).toEqual(FORBIDDEN);
    const stored = await t.database.handle.db
      .selectFrom('users')
      .select('is_admin')
      .where('email', '=', ADMIN_EMAIL)
      .executeTakeFirstOrThrow();
    expect(stored.is_admin).toBe(false);

    await markVerified(t, json(res).user.id);
    expect(json(await client.get('/api/user'))).toMatchObject({ isAdmin: true, isEmailVerified: true });
    expect((await client.get('/api/admin/users-with-properties')).statusCode).toBe(200);
  });

  it('a changed ADMIN_EMAIL takes the rights from the old address at the next request', async () => {
    const app = (adminEmail: string) =>
      buildApp(loadConfig({ ...testEnv(t), ADMIN_EMAIL: adminEmail }), {
        db: t.database.handle,
        logger: false,
        caches: false,
      });
    const before = await app('first-admin@example.com');
    const after = await app('second-admin@example.com');
    try {
      // Registered while it was ADMIN_EMAIL (earlier versions stored an admin flag right here).
      const old = new Client(before, '10.70.2.1');
      const res = await old.post('/api/register', { email: 'first-admin@example.com', password: PASSWORD });
      expect(res.statusCode).toBe(201);
      await markVerified(t, json(res).user.id);
      expect((await old.get('/api/admin/users-with-properties')).statusCode).toBe(200);
      expect(json(await old.get('/api/user'))).toMatchObject({ isAdmin: true });

      const afterRestart = Object.assign(new Client(after, '10.70.2.1'), { cookie: old.cookie });
      const refused = await afterRestart.get('/api/admin/users-with-properties');
      expect(refused.statusCode).toBe(403);
      expect(json(refused)).toEqual(FORBIDDEN);
      expect(json(await afterRestart.get('/api/user'))).toMatchObject({ isAdmin: false });
    } finally {
      await before.close();
      await after.close();
    }
  });

  it('an operator-set admin flag counts only once the email is verified', async () => {
    const user = await registerUser(t);
    await t.database.handle.db
      .updateTable('users')
      .set({ is_admin: true })
      .where('id', '=', user.id)
      .execute();
    await t.syncCaches();
    expect((await user.client.get('/api/admin/users-with-properties')).statusCode).toBe(403);
    expect(json(await user.client.get('/api/user'))).toMatchObject({ isAdmin: false });
    await markVerified(t, user.id);
    expect((await user.client.get('/api/admin/users-with-properties')).statusCode).toBe(200);
    const rows = json(await user.client.get('/api/admin/users-with-properties'));
    expect(rows.find((r: { id: number }) => r.id === user.id)).toMatchObject({ isAdmin: true });
  });
});

/** The environment startTestApp used, pointing at the same database. */
function testEnv(t: TestApp): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: t.database.url,
    SESSION_SECRET: 'test-secret-that-is-long-enough-0123456789',
    APP_URL: 'http://localhost:3000',
    WEB_DIST: '/nonexistent-web-dist',
    LOG_LEVEL: 'silent',
  };
}

describe('the ADMIN_EMAIL account in production without SMTP (development-mode email)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { NODE_ENV: 'production', ADMIN_EMAIL: 'boss@example.com' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('gets no verification link in the answer and cannot use manual verify', async () => {
    const squatter = new Client(t.app, '10.70.1.1');
    const res = await squatter.post('/api/register', { email: 'boss@example.com', password: PASSWORD });
    expect(res.statusCode).toBe(201);
    expect(json(res).message).toBe(
      'Account created successfully! Please check your email to verify your account.',
    );
    expect(res.body).not.toContain('verify-email?token=');
    const resend = await squatter.post('/api/resend-verification');
    expect(resend.body).not.toContain('verify-email?token=');
    const manual = await squatter.post('/api/manual-verify');
    expect(manual.statusCode).toBe(403);
    expect(json(manual)).toEqual({ message: ADMIN_VERIFY_BY_LINK_MESSAGE, code: 'FORBIDDEN' });
    expect(json(await squatter.get('/api/user'))).toMatchObject({ isAdmin: false, isEmailVerified: false });
    expect((await squatter.get('/api/admin/users-with-properties')).statusCode).toBe(403);
  });

  it('other accounts keep the development-mode link and manual verify', async () => {
    const client = new Client(t.app, '10.70.1.2');
    const res = await client.post('/api/register', { email: 'someone@example.com', password: PASSWORD });
    expect(json(res).message).toContain('/api/verify-email?token=');
    expect((await client.post('/api/manual-verify')).statusCode).toBe(200);
  });
});
