import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, PASSWORD, startTestApp, type TestApp, uniqueEmail } from './helpers/app.js';
import { availableBackends } from './helpers/databases.js';
import { samplePayload } from './helpers/payload.js';

const backends = await availableBackends();

/** tRPC's single-call response data. */
const data = (res: { body: string }) => JSON.parse(res.body).result.data;
const error = (res: { body: string }) => JSON.parse(res.body).error;

describe.each(backends)('every procedure over tRPC (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it('auth: register, me, logout, login, resendVerification, verifyEmail, manualVerify', async () => {
    const client = new Client(t.app, '10.80.0.1');
    const email = uniqueEmail('trpc');
    const registered = await client.post('/trpc/auth.register', { email, password: PASSWORD });
    expect(registered.statusCode).toBe(200);
    expect(data(registered)).toMatchObject({
      user: { email, isEmailVerified: false },
      developmentMode: true,
    });
    expect(data(await client.get('/trpc/auth.me')).email).toBe(email);

    const duplicate = await client.post('/trpc/auth.register', { email, password: PASSWORD });
    expect(duplicate.statusCode).toBe(409);
    expect(error(duplicate).message).toBe('An account with this email address already exists');
    const invalid = await client.post('/trpc/auth.register', { email: 'nope', password: PASSWORD });
    expect(invalid.statusCode).toBe(400);
    expect(error(invalid).message).toBe('Please enter a valid email address');

    const resend = data(await client.post('/trpc/auth.resendVerification', {}));
    const token = new URL(resend.message.split(' ').pop()).searchParams.get('token');
    const verified = await new Client(t.app).post('/trpc/auth.verifyEmail', { token });
    expect(data(verified)).toEqual({ message: 'Your email address has been verified.' });
    const reused = await new Client(t.app).post('/trpc/auth.verifyEmail', { token });
    expect(reused.statusCode).toBe(400);
    expect(data(await client.post('/trpc/auth.manualVerify', {}))).toEqual({
      message: 'Your email has been verified for testing purposes.',
    });

    expect(data(await client.post('/trpc/auth.logout', {}))).toEqual({ message: 'Logged out successfully' });
    expect(data(await client.get('/trpc/auth.me'))).toBeNull();
    const wrong = await client.post('/trpc/auth.login', { email, password: 'wrong password' });
    expect(wrong.statusCode).toBe(401);
    expect(error(wrong).message).toBe('Invalid email or password');
    const login = await client.post('/trpc/auth.login', { email, password: PASSWORD });
    expect(data(login)).toMatchObject({ email, isEmailVerified: true, isAdmin: false });

    const saved = data(await client.post('/trpc/properties.save', samplePayload()));
    const access = await client.post('/trpc/properties.access', { id: saved.id });
    expect(access.statusCode).toBe(200);
    expect(data(await client.get('/trpc/properties.recent')).id).toBe(saved.id);
    expect(data(await client.post('/trpc/properties.delete', { id: saved.id }))).toEqual({
      message: 'Project deleted successfully',
    });
  });

  it('blog, leads, contact and playbook', async () => {
    const client = new Client(t.app, '10.80.0.2');
    const posts = data(await client.get('/trpc/blog.list'));
    expect(posts.length).toBeGreaterThanOrEqual(4);
    const anonymous = await client.get(
      `/trpc/blog.get?input=${encodeURIComponent(JSON.stringify({ id: posts[0].id }))}`,
    );
    expect(anonymous.statusCode).toBe(401);
    await client.post('/trpc/auth.register', { email: uniqueEmail('blog'), password: PASSWORD });
    const post = data(
      await client.get(`/trpc/blog.get?input=${encodeURIComponent(JSON.stringify({ id: posts[0].id }))}`),
    );
    expect(post.title).toBe(posts[0].title);
    expect(post.content.length).toBeGreaterThan(500);

    const lead = await client.post('/trpc/leads.create', {
      fullName: 'Robin',
      email: 'robin@example.com',
      phone: '',
      includeCalculator: true,
    });
    expect(data(lead).developmentMode).toBe(true);
    const badLead = await client.post('/trpc/leads.create', { fullName: '', email: 'robin@example.com' });
    expect(error(badLead).message).toBe('Full name is required');
    const contact = await client.post('/trpc/contact.send', {
      name: 'Robin',
      email: 'robin@example.com',
      message: 'Call me',
    });
    expect(data(contact).message).toMatch(/^Message sent! .+ will get back to you within 24 hours\.$/);
    const playbook = data(await client.post('/trpc/playbook.request', {}));
    expect(playbook.message).toContain('/api/playbook/download');
  });
});
