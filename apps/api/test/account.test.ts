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
} from './helpers/app.js';
import { availableBackends } from './helpers/databases.js';
import { loggedMails, mailedLink, tokenOf } from './helpers/mail-log.js';

const backends = await availableBackends();

const FORGOT_ANSWER = {
  message: 'If an account exists for that email, we sent a link to reset its password.',
  developmentMode: true,
};
const INVALID_RESET = {
  message: 'This password reset link is invalid, has expired or was already used. Request a new one.',
  code: 'BAD_REQUEST',
};
const HOUR = 3_600_000;
const NEW_PASSWORD = 'brand new password 2';

let ip = 0;
/** A client on an address of its own, so rate limits of one test never touch another. */
const freshClient = (t: TestApp) => new Client(t.app, `10.23.${Math.floor(++ip / 250)}.${ip % 250}`);

describe.each(backends)('account: passwords and email (%s)', (backend) => {
  let t: TestApp;
  const logLines: string[] = [];
  let offset = 0;
  beforeAll(async () => {
    t = await startTestApp(backend, {}, { logLines, now: () => new Date(Date.now() + offset) });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A second signed-in client of the same account. */
  async function secondSession(email: string, password = PASSWORD) {
    const other = freshClient(t);
    expect((await other.post('/api/login', { email, password })).statusCode).toBe(200);
    return other;
  }

  async function requestReset(email: string) {
    const res = await freshClient(t).post('/api/forgot-password', { email });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual(FORGOT_ANSWER);
    return mailedLink(logLines, email.toLowerCase(), '/reset-password?token=');
  }

  it('forgot password answers the same for a known and an unknown address; only the known one gets a link', async () => {
    const { email } = await registerUser(t);
    const unknown = `nobody-${Date.now()}@example.com`;
    const known = await freshClient(t).post('/api/forgot-password', { email: ` ${email.toUpperCase()} ` });
    const missing = await freshClient(t).post('/api/forgot-password', { email: unknown });
    expect(known.statusCode).toBe(200);
    expect(missing.statusCode).toBe(200);
    expect(missing.body).toBe(known.body);
    expect(json(known)).toEqual(FORGOT_ANSWER);
    const link = await mailedLink(logLines, email, '/reset-password?token=');
    expect(link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[\w-]{43}$/);
    expect(loggedMails(logLines).filter((m) => m.to === unknown)).toEqual([]);
    const mail = loggedMails(logLines).find((m) => m.to === email && m.text.includes(link))!;
    expect(mail.subject).toBe('Reset your CRE Sale Analyzer password');
    expect(mail.text).toContain('It is valid for one hour and works once');
  });

  it('stores only the SHA-256 hash of the reset token, expiring one hour later', async () => {
    const { email, id } = await registerUser(t);
    const before = Date.now();
    const token = tokenOf(await requestReset(email));
    const rows = await t.database.handle.db
      .selectFrom('account_tokens')
      .selectAll()
      .where('user_id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      purpose: 'password_reset',
      token_hash: hashToken(token),
      new_email: null,
    });
    expect(JSON.stringify(rows)).not.toContain(token);
    const lifetime = rows[0]!.expires_at.getTime() - before;
    expect(lifetime).toBeGreaterThan(HOUR - 60_000);
    expect(lifetime).toBeLessThanOrEqual(HOUR + 1000);
  });

  it('a reset link works once, sets the password and signs out every session of the account', async () => {
    const { client, email } = await registerUser(t);
    const other = await secondSession(email);
    const token = tokenOf(await requestReset(email));
    const reset = await freshClient(t).post('/api/reset-password', { token, password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect(json(reset)).toEqual({ message: 'Your password has been reset. Sign in with your new password.' });
    expect((await client.get('/api/user')).statusCode).toBe(401);
    expect((await other.get('/api/user')).statusCode).toBe(401);
    const again = await freshClient(t).post('/api/reset-password', { token, password: 'another password' });
    expect(again.statusCode).toBe(400);
    expect(json(again)).toEqual(INVALID_RESET);
    expect((await freshClient(t).post('/api/login', { email, password: PASSWORD })).statusCode).toBe(401);
    expect((await freshClient(t).post('/api/login', { email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('a new request makes the earlier link stop working; a link expires after one hour', async () => {
    const { email } = await registerUser(t);
    const first = tokenOf(await requestReset(email));
    const second = tokenOf(await requestReset(email));
    expect(second).not.toBe(first);
    const old = await freshClient(t).post('/api/reset-password', { token: first, password: NEW_PASSWORD });
    expect(json(old)).toEqual(INVALID_RESET);
    offset = HOUR + 1000;
    try {
      const late = await freshClient(t).post('/api/reset-password', {
        token: second,
        password: NEW_PASSWORD,
      });
      expect(late.statusCode).toBe(400);
      expect(json(late)).toEqual(INVALID_RESET);
    } finally {
      offset = 0;
    }
    expect((await freshClient(t).post('/api/login', { email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('reset applies the registration password rules and refuses a missing or unknown token', async () => {
    const { email } = await registerUser(t);
    const token = tokenOf(await requestReset(email));
    const short = await freshClient(t).post('/api/reset-password', { token, password: '12345' });
    expect(short.statusCode).toBe(400);
    expect(json(short).message).toBe('Password must be at least 6 characters');
    const blank = await freshClient(t).post('/api/reset-password', { token, password: '        ' });
    expect(json(blank).message).toBe('Password cannot be only spaces');
    const missing = await freshClient(t).post('/api/reset-password', { password: NEW_PASSWORD });
    expect(json(missing).message).toBe(INVALID_RESET.message);
    const unknown = await freshClient(t).post('/api/reset-password', {
      token: 'x'.repeat(43),
      password: NEW_PASSWORD,
    });
    expect(json(unknown)).toEqual(INVALID_RESET);
    // The refused attempts did not use the link up.
    const ok = await freshClient(t).post('/api/reset-password', { token, password: NEW_PASSWORD });
    expect(ok.statusCode).toBe(200);
  });

  it('limits reset requests per address (3) and per IP (20) in 15 minutes with a 429', async () => {
    const { email } = await registerUser(t);
    for (let i = 0; i < 3; i += 1) {
      expect((await freshClient(t).post('/api/forgot-password', { email })).statusCode).toBe(200);
    }
    const limited = await freshClient(t).post('/api/forgot-password', { email });
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toEqual({
      message: 'Too many attempts. Please try again in 15 minutes.',
      code: 'TOO_MANY_REQUESTS',
    });
    const sameIp = freshClient(t);
    for (let i = 0; i < 20; i += 1) {
      const res = await sameIp.post('/api/forgot-password', {
        email: `probe-${i}-${Date.now()}@example.com`,
      });
      expect(res.statusCode).toBe(200);
    }
    const ipLimited = await sameIp.post('/api/forgot-password', {
      email: `probe-last-${Date.now()}@example.com`,
    });
    expect(ipLimited.statusCode).toBe(429);
  });

  it('change password needs the current one and signs out every other session, keeping this one', async () => {
    const { client, email } = await registerUser(t);
    const other = await secondSession(email);
    const wrong = await client.post('/api/account/password', {
      currentPassword: 'not it',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toEqual({ message: 'Current password is incorrect', code: 'BAD_REQUEST' });
    const short = await client.post('/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: 'abc',
    });
    expect(json(short).message).toBe('Password must be at least 6 characters');
    expect((await other.get('/api/user')).statusCode).toBe(200);
    const changed = await client.post('/api/account/password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect(json(changed)).toEqual({ message: 'Your password has been changed.' });
    expect((await client.get('/api/user')).statusCode).toBe(200);
    expect((await other.get('/api/user')).statusCode).toBe(401);
    expect((await freshClient(t).post('/api/login', { email, password: PASSWORD })).statusCode).toBe(401);
    expect((await freshClient(t).post('/api/login', { email, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect(
      (
        await new Client(t.app).post('/api/account/password', {
          currentPassword: PASSWORD,
          newPassword: NEW_PASSWORD,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('change email takes effect only when the link sent to the new address is opened', async () => {
    const { client, email, id } = await registerUser(t);
    const newEmail = `moved-${Date.now()}@example.com`;
    const wrong = await client.post('/api/account/email', { newEmail, password: 'nope nope' });
    expect(json(wrong)).toEqual({ message: 'Password is incorrect', code: 'BAD_REQUEST' });
    const res = await client.post('/api/account/email', {
      newEmail: newEmail.toUpperCase(),
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.developmentMode).toBe(true);
    expect(body.message).toMatch(
      new RegExp(
        `^We sent a verification link to ${newEmail}\\. Your email changes when you open it\\. Development mode: no email was sent\\. Open this link: http://localhost:3000/api/confirm-email-change\\?token=[\\w-]{43}$`,
      ),
    );
    const link = await mailedLink(logLines, newEmail, '/api/confirm-email-change?token=');
    expect(body.message).toContain(link);
    expect(json(await client.get('/api/user')).email).toBe(email);
    const stored = await t.database.handle.db
      .selectFrom('account_tokens')
      .selectAll()
      .where('user_id', '=', id)
      .execute();
    expect(stored).toMatchObject([
      { purpose: 'email_change', new_email: newEmail, token_hash: hashToken(tokenOf(link)) },
    ]);
    const pending = json(await client.get('/api/account/email'));
    expect(pending).toEqual({ newEmail, expiresAt: stored[0]!.expires_at.toISOString() });
    const path = link.replace('http://localhost:3000', '');
    const opened = await new Client(t.app).get(path, { accept: 'text/html' });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/account?emailChanged=1');
    expect(json(await client.get('/api/user'))).toMatchObject({ email: newEmail, isEmailVerified: true });
    expect(json(await client.get('/api/account/email'))).toBeNull();
    const reused = await new Client(t.app).get(path, { accept: 'text/html' });
    expect(reused.statusCode).toBe(400);
    expect(reused.body).toContain('This email change link is invalid, has expired or was already used.');
    const reusedJson = await new Client(t.app).get(path);
    expect(json(reusedJson)).toEqual({
      message: 'This email change link is invalid, has expired or was already used.',
      code: 'BAD_REQUEST',
    });
    expect(
      (await freshClient(t).post('/api/login', { email: newEmail, password: PASSWORD })).statusCode,
    ).toBe(200);
    expect((await freshClient(t).post('/api/login', { email, password: PASSWORD })).statusCode).toBe(401);
  });

  it('change email refuses an address of another account, at request and again at confirmation (409)', async () => {
    const { client } = await registerUser(t);
    const { email: takenEmail } = await registerUser(t);
    const taken = await client.post('/api/account/email', { newEmail: takenEmail, password: PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(json(taken)).toEqual({
      message: 'An account with this email address already exists',
      code: 'CONFLICT',
    });
    const later = `later-${Date.now()}@example.com`;
    expect(
      (await client.post('/api/account/email', { newEmail: later, password: PASSWORD })).statusCode,
    ).toBe(200);
    const link = await mailedLink(logLines, later, '/api/confirm-email-change?token=');
    await registerUser(t, { email: later });
    const res = await new Client(t.app).get(link.replace('http://localhost:3000', ''));
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe('An account with this email address already exists');
    const same = json(await client.get('/api/user')).email;
    const self = await client.post('/api/account/email', { newEmail: same, password: PASSWORD });
    expect(json(self)).toEqual({ message: 'This is already your email address.', code: 'BAD_REQUEST' });
  });

  it('the ADMIN_EMAIL account keeps its address (403)', async () => {
    const admin = await registerUser(t, { email: ADMIN_EMAIL, verified: true });
    const res = await admin.client.post('/api/account/email', {
      newEmail: `x-${Date.now()}@example.com`,
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(403);
    expect(json(res).message).toBe(
      "The administrator account's email address is set by ADMIN_EMAIL and cannot be changed here.",
    );
  });

  it('serves the same procedures over tRPC', async () => {
    const { client, email } = await registerUser(t);
    const forgot = await freshClient(t).post('/trpc/account.forgotPassword', { email });
    expect(JSON.parse(forgot.body).result.data).toEqual(FORGOT_ANSWER);
    const token = tokenOf(await mailedLink(logLines, email, '/reset-password?token='));
    const bad = await freshClient(t).post('/trpc/account.resetPassword', {
      token: 'nope',
      password: NEW_PASSWORD,
    });
    expect(JSON.parse(bad.body).error.message).toBe(INVALID_RESET.message);
    const reset = await freshClient(t).post('/trpc/account.resetPassword', { token, password: NEW_PASSWORD });
    expect(JSON.parse(reset.body).result.data.message).toBe(
      'Your password has been reset. Sign in with your new password.',
    );
    expect((await client.get('/trpc/auth.me')).body).toContain('"data":null');
  });
});
