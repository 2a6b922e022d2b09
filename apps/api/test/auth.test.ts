import { hashToken } from '@cre/api-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  Client,
  json,
  PASSWORD,
  registerUser,
  startTestApp,
  type TestApp,
  uniqueEmail,
} from './helpers/app.js';
import { availableBackends } from './helpers/databases.js';

const backends = await availableBackends();

describe.each(backends)('accounts and sessions (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /api/user is 401 when signed out, and anonymous visitors get no session cookie', async () => {
    const client = new Client(t.app);
    const res = await client.get('/api/user');
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({
      message: 'You are not signed in. Please sign in to continue.',
      code: 'UNAUTHORIZED',
    });
    expect(res.headers['set-cookie']).toBeUndefined();
    const config = await client.get('/api/config');
    expect(config.headers['set-cookie']).toBeUndefined();
  });

  it('registers: 201 { message, user }, signs the caller in with a secure-by-config cookie', async () => {
    const client = new Client(t.app, '10.9.0.1');
    const email = uniqueEmail('Reg');
    const res = await client.post('/api/register', {
      email: `  ${email.toUpperCase()} `,
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(201);
    const body = json(res);
    expect(body.message).toContain('Account created successfully! Development mode: no email was sent.');
    expect(body.message).toMatch(/http:\/\/localhost:3000\/api\/verify-email\?token=[\w-]{43}/);
    expect(body.developmentMode).toBe(true);
    expect(body.user).toEqual({
      id: expect.any(Number),
      email: email.toLowerCase(),
      isEmailVerified: false,
      isAdmin: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const cookie = res.cookies.find((c) => c.name === 'sid')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 604800 });
    expect(cookie.secure).toBeUndefined();
    const me = await client.get('/api/user');
    expect(me.statusCode).toBe(200);
    expect(json(me)).toEqual(body.user);
    const stored = await t.database.handle.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', body.user.id)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(stored.email_verification_token_hash).toMatch(/^[0-9a-f]{64}$/);
    const expires = stored.email_verification_token_expires_at!.getTime() - Date.now();
    expect(expires).toBeGreaterThan(23.9 * 3600_000);
    expect(expires).toBeLessThanOrEqual(24 * 3600_000);
  });

  it('rejects invalid registrations with the first validation message', async () => {
    const client = new Client(t.app, '10.9.0.2');
    const cases: Array<[unknown, string]> = [
      [{ email: 'not-an-email', password: PASSWORD }, 'Please enter a valid email address'],
      [{ password: PASSWORD }, 'Please enter a valid email address'],
      [{ email: uniqueEmail(), password: '12345' }, 'Password must be at least 6 characters'],
      [{ email: uniqueEmail() }, 'Password must be at least 6 characters'],
      [{ email: uniqueEmail(), password: 'x'.repeat(201) }, 'Password must be at most 200 characters'],
      [[1, 2], 'Request body must be a JSON object'],
    ];
    for (const [body, message] of cases) {
      const res = await client.post('/api/register', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(res).message).toBe(message);
      expect(json(res).code).toBe('VALIDATION_ERROR');
      expect(json(res).issues[0].message).toBe(message);
    }
    const noBody = await client.post('/api/register');
    expect(noBody.statusCode).toBe(400);
    expect(json(noBody).message).toBe('Request body must be a JSON object');
    const longest = await client.post('/api/register', { email: uniqueEmail(), password: 'y'.repeat(200) });
    expect(longest.statusCode).toBe(201);
  });

  it('409 when the email is already registered (case-insensitively)', async () => {
    const { email } = await registerUser(t);
    const res = await new Client(t.app, '10.9.0.3').post('/api/register', {
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(409);
    expect(json(res)).toEqual({
      message: 'An account with this email address already exists',
      code: 'CONFLICT',
    });
  });

  it('ADMIN_EMAIL is an admin once its email is verified (admin-rights.test.ts has the details)', async () => {
    const { client } = await registerUser(t, { email: ADMIN_EMAIL, verified: true });
    expect(json(await client.get('/api/user')).isAdmin).toBe(true);
  });

  it('login answers the user; failures are 401 "Invalid email or password" whatever was wrong', async () => {
    const { email } = await registerUser(t);
    const client = new Client(t.app, '10.9.0.4');
    const ok = await client.post('/api/login', { email, password: PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(json(ok)).toMatchObject({ email, isEmailVerified: false, isAdmin: false });
    for (const body of [
      { email, password: 'wrong password' },
      { email: 'nobody-here@example.com', password: PASSWORD },
      { email, password: 'p'.repeat(300) },
    ]) {
      const res = await new Client(t.app, '10.9.0.5').post('/api/login', body);
      expect(res.statusCode).toBe(401);
      expect(json(res)).toEqual({ message: 'Invalid email or password', code: 'UNAUTHORIZED' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const missing = await client.post('/api/login', { email });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).message).toBe('Password is required');
    const badEmail = await client.post('/api/login', { email: 'x', password: 'y' });
    expect(json(badEmail).message).toBe('Please enter a valid email address');
  });

  it('rotates the session id at login and destroys it server-side at logout', async () => {
    const { client, email } = await registerUser(t);
    const registerCookie = client.cookie!;
    await client.post('/api/login', { email, password: PASSWORD });
    const loginCookie = client.cookie!;
    expect(loginCookie).not.toBe(registerCookie);
    const stale = new Client(t.app);
    stale.cookie = registerCookie;
    expect((await stale.get('/api/user')).statusCode).toBe(401);

    const logout = await client.post('/api/logout');
    expect(logout.statusCode).toBe(200);
    expect(json(logout)).toEqual({ message: 'Logged out successfully' });
    const cleared = logout.cookies.find((c) => c.name === 'sid')!;
    expect(cleared.value).toBe('');
    const replay = new Client(t.app);
    replay.cookie = loginCookie;
    expect((await replay.get('/api/user')).statusCode).toBe(401);
    const sessions = await t.database.handle.db.selectFrom('sessions').selectAll().execute();
    expect(sessions.every((s) => /^[0-9a-f]{64}$/.test(s.id))).toBe(true);
    expect(sessions.some((s) => loginCookie.includes(s.id))).toBe(false);
  });

  it('logout without a session still answers { message }', async () => {
    const res = await new Client(t.app).post('/api/logout');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ message: 'Logged out successfully' });
  });

  it('ignores forged or tampered cookies', async () => {
    const { client } = await registerUser(t);
    const forged = new Client(t.app);
    forged.cookie = `${client.cookie!.slice(0, -3)}abc`;
    expect((await forged.get('/api/user')).statusCode).toBe(401);
    forged.cookie = 'sid=unsigned-value';
    expect((await forged.get('/api/user')).statusCode).toBe(401);
  });

  it('ends sessions after 12 idle hours and after 7 days; activity extends the idle timeout', async () => {
    const { client, id } = await registerUser(t);
    const db = t.database.handle.db;
    const soon = new Date(Date.now() + 30_000);
    await db.updateTable('sessions').set({ idle_expires_at: soon }).where('user_id', '=', id).execute();
    await t.syncCaches();
    expect((await client.get('/api/user')).statusCode).toBe(200);
    const touched = await db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(touched.idle_expires_at.getTime()).toBeGreaterThan(Date.now() + 11.9 * 3600_000);
    await db
      .updateTable('sessions')
      .set({ idle_expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', id)
      .execute();
    await t.syncCaches();
    expect((await client.get('/api/user')).statusCode).toBe(401);

    const second = await registerUser(t);
    await db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', second.id)
      .execute();
    await t.syncCaches();
    expect((await second.client.get('/api/user')).statusCode).toBe(401);
  });

  it('verifies the email with the single-use link, then redirects to /dashboard', async () => {
    const { client } = await registerUser(t);
    const resend = await client.post('/api/resend-verification');
    expect(resend.statusCode).toBe(200);
    const body = json(resend);
    expect(body.developmentMode).toBe(true);
    expect(body.message).toMatch(
      /^Development mode: no email was sent\. Verify your email by opening this link: http:\/\/localhost:3000\/api\/verify-email\?token=/,
    );
    const link = new URL(body.message.split(' ').pop());
    const visit = await new Client(t.app).get(`${link.pathname}${link.search}`);
    expect(visit.statusCode).toBe(302);
    expect(visit.headers.location).toBe('/dashboard');
    expect(json(await client.get('/api/user')).isEmailVerified).toBe(true);

    const again = await new Client(t.app).get(`${link.pathname}${link.search}`);
    expect(again.statusCode).toBe(400);
    expect(json(again).message).toBe(
      'This verification link is invalid, has expired or was already used. Sign in and use Resend Email to get a new one.',
    );
    const html = await new Client(t.app).get(`${link.pathname}${link.search}`, { accept: 'text/html' });
    expect(html.statusCode).toBe(400);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('Verification link not valid');
    const verified = await client.post('/api/resend-verification');
    expect(json(verified)).toEqual({ message: 'Your email address is already verified.' });
  });

  it('rejects expired and superseded verification tokens; a missing token is 400', async () => {
    const { client, id } = await registerUser(t);
    const first = new URL(
      json(await client.post('/api/resend-verification'))
        .message.split(' ')
        .pop(),
    );
    const second = new URL(
      json(await client.post('/api/resend-verification'))
        .message.split(' ')
        .pop(),
    );
    expect((await new Client(t.app).get(first.pathname + first.search)).statusCode).toBe(400);
    const token = second.searchParams.get('token')!;
    await t.database.handle.db
      .updateTable('users')
      .set({ email_verification_token_expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    const stored = await t.database.handle.db
      .selectFrom('users')
      .select('email_verification_token_hash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.email_verification_token_hash).toBe(hashToken(token));
    expect((await new Client(t.app).get(second.pathname + second.search)).statusCode).toBe(400);
    const missing = await new Client(t.app).get('/api/verify-email');
    expect(missing.statusCode).toBe(400);
    expect(json(missing).message).toBe('Verification token is required');
  });

  it('manual-verify marks the signed-in user verified in development mode; 401 when signed out', async () => {
    const { client } = await registerUser(t);
    const res = await client.post('/api/manual-verify');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ message: 'Your email has been verified for testing purposes.' });
    expect(json(await client.get('/api/user')).isEmailVerified).toBe(true);
    expect((await new Client(t.app).post('/api/manual-verify')).statusCode).toBe(401);
    expect((await new Client(t.app).post('/api/resend-verification')).statusCode).toBe(401);
  });

  it('rate-limits failed logins per IP and email with 429 and Retry-After; successful ones do not count', async () => {
    const { email } = await registerUser(t);
    const client = new Client(t.app, '10.77.0.1');
    for (let i = 0; i < 10; i++) {
      expect((await client.post('/api/login', { email, password: 'wrong password' })).statusCode).toBe(401);
    }
    const limited = await client.post('/api/login', { email, password: PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toEqual({
      message: 'Too many attempts. Please try again in 15 minutes.',
      code: 'TOO_MANY_REQUESTS',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(890);
    const otherIp = await new Client(t.app, '10.77.0.2').post('/api/login', { email, password: PASSWORD });
    expect(otherIp.statusCode).toBe(200);
    const regular = new Client(t.app, '10.77.0.3');
    for (let i = 0; i < 12; i++) {
      expect((await regular.post('/api/login', { email, password: PASSWORD })).statusCode).toBe(200);
    }
  });

  it('rate-limits registration per IP (rejected attempts sooner) and resend-verification per user', async () => {
    const client = new Client(t.app, '10.78.0.1');
    for (let i = 0; i < 10; i++) {
      expect((await client.post('/api/register', { email: 'bad' })).statusCode).toBe(400);
    }
    const limited = await client.post('/api/register', { email: 'still-bad' });
    expect(limited.statusCode).toBe(429);
    expect(json(limited).message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(json(limited).code).toBe('TOO_MANY_REQUESTS');
    expect(
      (await client.post('/api/register', { email: uniqueEmail(), password: PASSWORD })).statusCode,
    ).toBe(201);

    const { email } = await registerUser(t);
    const prober = new Client(t.app, '10.78.0.2');
    for (let i = 0; i < 10; i++) {
      expect((await prober.post('/api/register', { email, password: PASSWORD })).statusCode).toBe(409);
    }
    expect((await prober.post('/api/register', { email, password: PASSWORD })).statusCode).toBe(429);

    await t.database.handle.db
      .insertInto('rate_limits')
      .values({ key: 'register:10.78.0.3', count: 50, window_start: new Date() })
      .execute();
    const busy = await new Client(t.app, '10.78.0.3').post('/api/register', {
      email: uniqueEmail(),
      password: PASSWORD,
    });
    expect(busy.statusCode).toBe(429);

    const { client: user } = await registerUser(t);
    for (let i = 0; i < 5; i++) expect((await user.post('/api/resend-verification')).statusCode).toBe(200);
    const resendLimited = await user.post('/api/resend-verification');
    expect(resendLimited.statusCode).toBe(429);
    expect(json(resendLimited).code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('manual-verify outside development mode', () => {
  it('does not exist (404) when SMTP_URL is set, over REST and tRPC', async () => {
    const t = await startTestApp('pglite', { SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const res = await new Client(t.app).post('/api/manual-verify');
      expect(res.statusCode).toBe(404);
      expect(json(res).code).toBe('NOT_FOUND');
      const trpc = await new Client(t.app).post('/trpc/auth.manualVerify', {});
      expect(trpc.statusCode).toBe(404);
      const config = json(await new Client(t.app).get('/api/config'));
      expect(config.developmentMode).toBe(false);
    } finally {
      await t.close();
    }
  });
});
