import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitUntil } from '@cre/vitest-config/wait-until';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/env.js';
import { serializeError } from '../src/http/error-serializer.js';
import { loggerOptions } from '../src/http/logging.js';
import { redactText, redactUrl } from '../src/http/redact.js';
import { ADMIN_EMAIL, Client, json, uniqueEmail } from './helpers/app.js';
import { createTestDatabase, type TestDatabase } from './helpers/databases.js';
import { mailedLink, tokenOf } from './helpers/mail-log.js';
import { samplePayload } from './helpers/payload.js';

/** The message of every development-mode email line: the one place emailed links may appear. */
const DEV_MAIL_MSG = /^Development mode: email to \S+ was not sent; its content follows$/;

/** `?input=` of a tRPC GET: URL-encoded JSON. */
const trpcInput = (value: unknown) => `input=${encodeURIComponent(JSON.stringify(value))}`;

/** Every form a secret could take in a log line: as is, URL-encoded, JSON-escaped. */
function forms(secret: string): string[] {
  return [...new Set([secret, encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1)])];
}

describe('log redaction (issue 23, finding 5)', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let database: TestDatabase;
  let webDist: string;
  /** When set, the app's clock throws an error quoting this text (a 500 whose message holds a secret). */
  let failClockWith: string | undefined;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'cre-redact-web-'));
    writeFileSync(
      join(webDist, 'index.html'),
      '<!doctype html><html><body><div id="root"></div></body></html>',
    );
    mkdirSync(join(webDist, 'assets'));
    database = await createTestDatabase('pglite');
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      SESSION_SECRET: 'test-secret-that-is-long-enough-0123456789',
      ADMIN_EMAIL,
      APP_URL: 'http://localhost:3000',
      WEB_DIST: webDist,
    });
    // The production logger options (redaction included), every level, into memory.
    app = await buildApp(config, {
      db: database.handle,
      logger: { ...loggerOptions('trace'), stream: { write: (line: string) => lines.push(line) } },
      now: () => {
        if (failClockWith !== undefined) {
          throw Object.assign(new Error(`clock failed while reading "${failClockWith}"`), {
            input: { token: failClockWith },
          });
        }
        return new Date();
      },
    });
    await app.ready();
    await waitUntil(() => app.caches.changes.live, { timeout: 10_000, message: 'the caches are live' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('never writes a token, cookie or password to the log, wherever the request carries it', async () => {
    const password = 'Orig pa$$/w%rd+7 "quoted"';
    const wrongPassword = 'Wr0ng&pass=word?x';
    const newPassword = 'N3w pass/word#reset';
    const email = uniqueEmail('redact');
    const newEmail = uniqueEmail('redact-new');
    const user = new Client(app, '10.66.0.1');
    const anon = () => new Client(app, `10.66.1.${Math.floor(Math.random() * 250)}`);

    // A session cookie and a password.
    expect((await user.post('/api/register', { email, password })).statusCode).toBe(201);
    const signedSid = decodeURIComponent(user.cookie!.slice('sid='.length));
    const rawSid = signedSid.slice(0, signedSid.lastIndexOf('.'));
    const registerToken = tokenOf(await mailedLink(lines, email, '/api/verify-email?token='));

    // The development-mode verification token, used everywhere a token can go.
    const resend = await user.post('/api/resend-verification');
    expect(resend.statusCode).toBe(200);
    const verifyToken = tokenOf(json(resend).message.split(' ').pop());
    expect((await anon().get(`/api/verify-email?token=${verifyToken}`)).statusCode).toBe(302);
    await anon().get(`/trpc/auth.verifyEmail?${trpcInput({ token: verifyToken })}`);
    await anon().post('/trpc/auth.verifyEmail', { token: verifyToken });
    await anon().get(`/api/verify-email?foo=1&TOKEN=${verifyToken}#frag`);

    // A share token: REST, the public page, tRPC (single, batched, malformed), bad URLs.
    const saved = await user.post('/api/properties', samplePayload());
    expect(saved.statusCode, saved.body).toBe(200);
    const share = await user.post(`/api/properties/${json(saved).id}/shares`, {});
    expect(share.statusCode, share.body).toBe(201);
    const shareToken: string = json(share).token;
    expect((await anon().get(`/api/shared/${shareToken}`)).statusCode).toBe(200);
    expect((await anon().get(`/api/shared/${shareToken}?x=1`)).statusCode).toBe(200);
    expect((await anon().get(`/api/shared/${shareToken}/more`)).statusCode).toBe(404);
    expect((await anon().get(`/s/${shareToken}`)).statusCode).toBe(200);
    expect((await anon().get(`/s/${shareToken}/`)).statusCode).toBe(200);
    expect((await anon().get(`/api/shared/${shareToken}%zz`)).statusCode).toBe(400);
    expect((await anon().get(`/trpc/shared.get?${trpcInput({ token: shareToken })}`)).statusCode).toBe(200);
    const batch = await anon().get(
      `/trpc/shared.get,shared.get?batch=1&${trpcInput({ 0: { token: shareToken }, 1: { token: shareToken } })}`,
    );
    expect(batch.statusCode).toBe(200);
    const malformed = await anon().get(
      `/trpc/shared.get?input=${encodeURIComponent(`{"token":"${shareToken}"`)}`,
    );
    expect(malformed.statusCode).toBe(400);
    await anon().get(`/trpc/shared.get?input=${shareToken}`);

    // A 500 whose error quotes the token, on REST and on tRPC.
    failClockWith = shareToken;
    try {
      expect((await anon().get(`/api/shared/${shareToken}`)).statusCode).toBe(500);
      expect((await anon().get(`/trpc/shared.get?${trpcInput({ token: shareToken })}`)).statusCode).toBe(500);
    } finally {
      failClockWith = undefined;
    }

    // An email-change token (its link is in the development-mode answer).
    const change = await user.post('/api/account/email', { newEmail, password });
    expect(change.statusCode, change.body).toBe(200);
    const changeToken = tokenOf(json(change).message.match(/http\S+/)[0]);
    expect((await anon().get(`/api/confirm-email-change?token=${changeToken}`)).statusCode).toBe(302);
    await anon().get(`/trpc/account.confirmEmailChange?${trpcInput({ token: changeToken })}`);

    // Passwords and the cookie in queries, tRPC inputs and a wrong login.
    expect((await anon().post('/api/login', { email: newEmail, password: wrongPassword })).statusCode).toBe(
      401,
    );
    await anon().post('/trpc/auth.login', { email: newEmail, password: wrongPassword });
    await anon().get(`/trpc/auth.login?${trpcInput({ email: newEmail, password: wrongPassword })}`);
    await anon().get(`/api/login?password=${encodeURIComponent(wrongPassword)}&sid=${user.cookie}`);
    await user.get(
      `/trpc/account.changePassword?${trpcInput({ currentPassword: password, newPassword: wrongPassword })}`,
    );
    await user.get(`/api/user?sid=${encodeURIComponent(signedSid)}&code=${rawSid}`);
    expect((await user.get('/api/user', { authorization: `Bearer ${rawSid}` })).statusCode).toBe(200);

    // A password-reset token, from the development-mode email, and a bad one.
    expect((await anon().post('/api/forgot-password', { email: newEmail })).statusCode).toBe(200);
    const resetToken = tokenOf(await mailedLink(lines, newEmail, '/reset-password?token='));
    const badToken = randomBytes(32).toString('base64url');
    expect((await anon().get(`/reset-password?token=${resetToken}`)).statusCode).toBe(200);
    await anon().get(
      `/trpc/account.resetPassword?${trpcInput({ token: resetToken, password: newPassword })}`,
    );
    expect(
      (await anon().post('/api/reset-password', { token: badToken, password: newPassword })).statusCode,
    ).toBe(400);
    await anon().post('/trpc/account.resetPassword', { token: badToken, password: newPassword });
    await anon().get(`/api/reset-password?token=${badToken}&newPassword=${encodeURIComponent(newPassword)}`);
    const reset = await anon().post('/api/reset-password', { token: resetToken, password: newPassword });
    expect(reset.statusCode, reset.body).toBe(200);

    const secrets: Record<string, string> = {
      password,
      wrongPassword,
      newPassword,
      signedSid,
      rawSid,
      shareToken,
      registerToken,
      verifyToken,
      changeToken,
      resetToken,
      badToken,
    };
    // The development-mode emails carry their own links on purpose, and nothing else.
    const emailedTokens = new Set([registerToken, verifyToken, changeToken, resetToken]);
    const parsed = lines.map((line) => JSON.parse(line) as { msg?: string; email?: unknown });
    const mailLines = parsed.filter((entry) => DEV_MAIL_MSG.test(entry.msg ?? ''));
    expect(mailLines.length).toBe(4);
    for (const entry of mailLines)
      expect(Object.keys(entry.email as object)).toEqual(['to', 'subject', 'text']);

    const leaks: string[] = [];
    lines.forEach((line, index) => {
      const isMail = DEV_MAIL_MSG.test(parsed[index]?.msg ?? '');
      for (const [name, secret] of Object.entries(secrets)) {
        if (isMail && emailedTokens.has(secret)) continue;
        if (forms(secret).some((form) => line.includes(form))) leaks.push(`${name}: ${line}`);
      }
    });
    expect(leaks).toEqual([]);

    // The log stays useful: one line per request, with method, status, request id and the route's shape.
    const urls = parsed
      .filter((entry) => entry.msg === 'request completed')
      .map((entry) => (entry as unknown as { url: string }).url);
    expect(urls).toContain('/api/shared/[redacted]');
    expect(urls).toContain('/s/[redacted]');
    expect(urls).toContain('/api/verify-email?token=[redacted]');
    expect(urls).toContain('/trpc/shared.get?input=%7B%22token%22%3A%22%5Bredacted%5D%22%7D');
    // The 500s are logged with the error, its secret taken out.
    const failed = parsed.find((entry) => entry.msg === 'tRPC procedure failed') as unknown as {
      path: string;
      err: { type: string; message: string; input: string };
    };
    expect(failed.path).toBe('shared.get');
    expect(failed.err.type).toBe('Error');
    expect(failed.err.message).toBe('clock failed while reading "[redacted]"');
    expect(failed.err.input).toBe('[redacted]');
    expect(parsed.filter((entry) => entry.msg === 'Unhandled error').length).toBe(1);
  });
});

describe('redactUrl', () => {
  it('hides share tokens in paths, secret query values and secret keys of tRPC inputs', () => {
    expect(redactUrl('/api/shared/abc-DEF_123')).toBe('/api/shared/[redacted]');
    expect(redactUrl('/api/shared/abc/def?x=1#frag')).toBe('/api/shared/[redacted]?x=1');
    expect(redactUrl('/s/abc')).toBe('/s/[redacted]');
    expect(redactUrl('/s')).toBe('/s');
    expect(redactUrl('/settings/abc')).toBe('/settings/abc');
    expect(redactUrl('/api/verify-email?token=abc&next=%2Fx')).toBe(
      '/api/verify-email?token=[redacted]&next=%2Fx',
    );
    expect(redactUrl('/x?Sid=a&password=b&currentPassword=c&newPassword=d&code=e&secret=f&q=g')).toBe(
      '/x?Sid=[redacted]&password=[redacted]&currentPassword=[redacted]&newPassword=[redacted]&code=[redacted]&secret=[redacted]&q=g',
    );
    expect(redactUrl('/x?%74oken=a')).toBe('/x?%74oken=[redacted]');
    const input = encodeURIComponent(
      JSON.stringify({ 0: { token: 't', id: 1 }, 1: { json: { password: 'p' } } }),
    );
    expect(redactUrl(`/trpc/a,b?batch=1&input=${input}`)).toBe(
      `/trpc/a,b?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { token: '[redacted]', id: 1 }, 1: { json: { password: '[redacted]' } } }))}`,
    );
    expect(redactUrl('/trpc/a?input=%7B%22token%22')).toBe('/trpc/a?input=[redacted]');
    expect(redactUrl('/trpc/a?input=%E0%A4%A')).toBe('/trpc/a?input=[redacted]');
  });
});

describe('redactText', () => {
  it('hides named secrets, share paths and long random runs, keeping request ids', () => {
    const token = 'IxEPbsO9rdyJ9KJ_TKvENg0VeP3QIaz-ah2TGa6AC5w';
    expect(redactText(`no row for "${token}"`)).toBe('no row for "[redacted]"');
    expect(redactText('{"password":"a b \\"c","x":1}')).toBe('{"password":"[redacted]","x":1}');
    expect(redactText('GET /s/abc failed; token=xyz&a=1')).toBe(
      'GET /s/[redacted] failed; token=[redacted]&a=1',
    );
    expect(redactText('request 0b6c2f7e-8d1a-4c55-9a1e-3f2b4c5d6e7f')).toBe(
      'request 0b6c2f7e-8d1a-4c55-9a1e-3f2b4c5d6e7f',
    );
  });
});

describe('serializeError', () => {
  it('keeps type, message, stack and code; redacts inputs, secret properties and secrets in causes', () => {
    const cause = Object.assign(new Error('password: hunter2'), { code: 'E1' });
    const error = Object.assign(new TypeError('bad', { cause }), {
      input: { a: 1 },
      token: 't',
      status: 400,
    });
    const out = serializeError(error);
    expect(out.type).toBe('TypeError');
    expect(out.message).toBe('bad');
    expect(out.stack).toMatch(/^TypeError: bad\n/);
    expect(out.input).toBe('[redacted]');
    expect(out.token).toBe('[redacted]');
    expect(out.status).toBe(400);
    expect(out.cause).toMatchObject({ type: 'Error', message: 'password: [redacted]', code: 'E1' });
  });
});
