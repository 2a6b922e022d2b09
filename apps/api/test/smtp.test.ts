import { waitUntil } from '@cre/vitest-config/wait-until';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_BROKER } from '../src/env.js';
import { Client, json, PASSWORD, startTestApp, type TestApp, uniqueEmail } from './helpers/app.js';
import { availableBackends } from './helpers/databases.js';
import { decodeQuotedPrintable, startSmtpServer } from './helpers/smtp.js';

const backends = await availableBackends();

async function waitFor<T>(find: () => T | undefined): Promise<T> {
  return waitUntil(find, { timeout: 4000, message: 'the mail is received' }) as Promise<T>;
}

describe.each(backends)('email over real SMTP (%s)', (backend) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp(backend, { SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends the verification mail on registration; its link verifies the account', async () => {
    const email = uniqueEmail('smtp');
    const client = new Client(t.app, '10.70.0.1');
    const res = await client.post('/api/register', { email, password: PASSWORD });
    expect(res.statusCode).toBe(201);
    expect(json(res).message).toBe(
      'Account created successfully! Please check your email to verify your account.',
    );
    expect(json(res)).not.toHaveProperty('developmentMode');

    const mail = await waitFor(() => smtp.mails.find((m) => m.to.includes(email)));
    expect(mail.raw).toContain('Subject: Verify your email for CRE Sale Analyzer');
    const link = decodeQuotedPrintable(mail.raw).match(
      /http:\/\/localhost:3000\/api\/verify-email\?token=[\w%-]+/,
    )![0];
    expect(json(await client.get('/api/user')).isEmailVerified).toBe(false);

    const url = new URL(link);
    const visit = await new Client(t.app).get(url.pathname + url.search);
    expect(visit.statusCode).toBe(302);
    expect(visit.headers.location).toBe('/dashboard');
    expect(json(await client.get('/api/user')).isEmailVerified).toBe(true);
  });

  it('resend-verification mails a new link and says so (no developmentMode)', async () => {
    const email = uniqueEmail('resend');
    const client = new Client(t.app, '10.70.0.2');
    await client.post('/api/register', { email, password: PASSWORD });
    const res = await client.post('/api/resend-verification');
    expect(json(res)).toEqual({
      message: `Verification email sent to ${email}. Please check your inbox for the link.`,
    });
    await waitFor(() => (smtp.mails.filter((m) => m.to.includes(email)).length === 2 ? true : undefined));
  });

  it('forwards contact messages to BROKER_EMAIL with the sender as reply-to', async () => {
    const res = await new Client(t.app, '10.70.0.3').post('/api/contact', {
      name: 'Dana Cruz',
      email: 'dana@example.com',
      message: 'Looking to sell a 20,000 sq ft flex building.',
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({
      message: `Message sent! ${SAMPLE_BROKER.name} will get back to you within 24 hours.`,
    });
    const mail = await waitFor(() => smtp.mails.find((m) => m.to.includes(SAMPLE_BROKER.email)));
    expect(mail.raw).toContain('Reply-To: dana@example.com');
    expect(decodeQuotedPrintable(mail.raw)).toContain('Looking to sell a 20,000 sq ft flex building.');
  });

  it('emails the playbook link to the signed-in user', async () => {
    const email = uniqueEmail('playbook');
    const client = new Client(t.app, '10.70.0.4');
    await client.post('/api/register', { email, password: PASSWORD });
    const res = await client.post('/api/playbook');
    expect(json(res)).toEqual({
      message: `A download link for the Owner's Playbook has been sent to ${email}.`,
    });
    const mail = await waitFor(() =>
      smtp.mails.find((m) => m.to.includes(email) && m.raw.includes('Playbook')),
    );
    expect(decodeQuotedPrintable(mail.raw)).toContain('http://localhost:3000/api/playbook/download');
  });
});

describe('email delivery failure', () => {
  it('answers 503 with a clear message when the SMTP server is unreachable; registration still succeeds', async () => {
    const t = await startTestApp('pglite', { SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const contact = await new Client(t.app).post('/api/contact', {
        name: 'A',
        email: 'a@example.com',
        message: 'Hi',
      });
      expect(contact.statusCode).toBe(503);
      expect(json(contact)).toEqual({
        message: 'The email could not be sent right now. Please try again in a few minutes.',
        code: 'EMAIL_UNAVAILABLE',
        requestId: contact.headers['x-request-id'],
      });
      const register = await new Client(t.app).post('/api/register', {
        email: uniqueEmail(),
        password: PASSWORD,
      });
      expect(register.statusCode).toBe(201);
      expect(json(register).message).toBe(
        'Account created, but the verification email could not be sent. Use Resend Email on your dashboard to try again.',
      );
    } finally {
      await t.close();
    }
  });
});
