import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_BROKER } from '../src/env.js';
import { ADMIN_EMAIL, Client, json, registerUser, startTestApp, type TestApp } from './helpers/app.js';
import { availableBackends } from './helpers/databases.js';

const backends = await availableBackends();

describe.each(backends)('config, blog, leads, contact and playbook (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /api/config serves the broker, admin email and email mode', async () => {
    const res = await new Client(t.app).get('/api/config');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({
      productTitle: 'CRE Sale Analyzer',
      brokerName: SAMPLE_BROKER.name,
      brokerPhone: SAMPLE_BROKER.phone,
      brokerEmail: SAMPLE_BROKER.email,
      brokerLicense: SAMPLE_BROKER.license,
      brokerAddress: SAMPLE_BROKER.address,
      adminEmail: ADMIN_EMAIL,
      developmentMode: true,
    });
    const trpc = json(await new Client(t.app).get('/trpc/config.get'));
    expect(trpc.result.data).toEqual(json(res));
  });

  it('GET /api/health reports the database', async () => {
    const res = await new Client(t.app).get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ status: 'ok', database: 'up' });
  });

  it('lists published posts publicly without content; one post requires a session', async () => {
    const list = await new Client(t.app).get('/api/blog/posts');
    expect(list.statusCode).toBe(200);
    const posts = json(list);
    expect(posts.length).toBeGreaterThanOrEqual(4);
    for (const post of posts) {
      expect(post).not.toHaveProperty('content');
      expect(post).toMatchObject({
        id: expect.any(Number),
        title: expect.any(String),
        summary: expect.any(String),
        isPublished: true,
      });
      expect(post.publishedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
    const anon = await new Client(t.app).get(`/api/blog/posts/${posts[0].id}`);
    expect(anon.statusCode).toBe(401);
    const { client } = await registerUser(t);
    const one = await client.get(`/api/blog/posts/${posts[0].id}`);
    expect(one.statusCode).toBe(200);
    expect(json(one)).toMatchObject({ id: posts[0].id, title: posts[0].title });
    expect(json(one).content.length).toBeGreaterThan(500);
    for (const url of ['/api/blog/posts/999999', '/api/blog/posts/not-a-number']) {
      const missing = await client.get(url);
      expect(missing.statusCode).toBe(404);
      expect(json(missing)).toEqual({ message: 'Post not found', code: 'NOT_FOUND' });
    }
  });

  it('stores a lead and emails the playbook link (development mode: in the message)', async () => {
    const client = new Client(t.app, '10.60.0.1');
    const res = await client.post('/api/leads', {
      fullName: 'lead@example.com',
      email: 'Lead@Example.com',
      phone: '',
      includeCalculator: true,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({
      message:
        "Thank you! Development mode: no email was sent. Download the Owner's Playbook here: http://localhost:3000/api/playbook/download",
      developmentMode: true,
    });
    const lead = await t.database.handle.db
      .selectFrom('leads')
      .selectAll()
      .where('email', '=', 'lead@example.com')
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      full_name: 'lead@example.com',
      phone: null,
      include_calculator: true,
      email_sent: true,
    });
    const invalid: Array<[unknown, string]> = [
      [{ fullName: '', email: 'a@b.co' }, 'Full name is required'],
      [{ fullName: 'Ann', email: 'nope' }, 'Valid email is required'],
      [{ email: 'a@b.co' }, 'Full name is required'],
    ];
    for (const [body, message] of invalid) {
      const bad = await client.post('/api/leads', body);
      expect(bad.statusCode).toBe(400);
      expect(json(bad).message).toBe(message);
    }
  });

  it('rate-limits leads and contact per IP (429)', async () => {
    const leads = new Client(t.app, '10.61.0.1');
    for (let i = 0; i < 10; i++)
      expect((await leads.post('/api/leads', { fullName: 'A', email: `l${i}@example.com` })).statusCode).toBe(
        200,
      );
    const limited = await leads.post('/api/leads', { fullName: 'A', email: 'l11@example.com' });
    expect(limited.statusCode).toBe(429);
    expect(json(limited).message).toMatch(/^Too many attempts\. Please try again in/);

    const contact = new Client(t.app, '10.61.0.2');
    const body = { name: 'Pat', email: 'pat@example.com', message: 'Hello' };
    for (let i = 0; i < 10; i++) expect((await contact.post('/api/contact', body)).statusCode).toBe(200);
    expect((await contact.post('/api/contact', body)).statusCode).toBe(429);
  });

  it('contact stores the message for the broker; validation messages', async () => {
    const client = new Client(t.app, '10.62.0.1');
    const res = await client.post('/api/contact', {
      name: 'Jordan Lee',
      email: 'jordan@example.com',
      message: 'Please call me about my retail center.',
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({
      message: `Message sent! ${SAMPLE_BROKER.name} will get back to you within 24 hours.`,
      developmentMode: true,
    });
    const stored = await t.database.handle.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('email', '=', 'jordan@example.com')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ name: 'Jordan Lee', message: 'Please call me about my retail center.' });
    const invalid: Array<[unknown, string]> = [
      [{ email: 'a@b.co', message: 'x' }, 'Name is required'],
      [{ name: 'A', email: 'bad', message: 'x' }, 'Please enter a valid email address'],
      [{ name: 'A', email: 'a@b.co', message: '   ' }, 'Message is required'],
      [{ name: 'A', email: 'a@b.co', message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
    ];
    for (const [body, message] of invalid) {
      const bad = await client.post('/api/contact', body);
      expect(bad.statusCode).toBe(400);
      expect(json(bad).message).toBe(message);
    }
  });

  it('playbook: emails the signed-in user a link to a real downloadable document', async () => {
    expect((await new Client(t.app).post('/api/playbook')).statusCode).toBe(401);
    const { client } = await registerUser(t);
    const res = await client.post('/api/playbook');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({
      message:
        "Development mode: no email was sent. Download the Owner's Playbook here: http://localhost:3000/api/playbook/download",
      developmentMode: true,
    });
    const download = await new Client(t.app).get('/api/playbook/download');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(download.headers['content-disposition']).toBe('attachment; filename="cre-owners-playbook.html"');
    expect(download.body).toContain("<h1>The Commercial Property Owner's Playbook</h1>");
    expect(download.body).toContain('<tr><th>Net operating income</th><td>$134,950</td></tr>');
    expect(download.body).toContain(
      '<tr><th>Debt service coverage ratio (NOI / debt service)</th><td>1.28</td></tr>',
    );
    expect(download.body).toContain(SAMPLE_BROKER.license);
    for (let i = 0; i < 4; i++) await client.post('/api/playbook');
    expect((await client.post('/api/playbook')).statusCode).toBe(429);
    const trpc = await client.post('/trpc/playbook.request', {});
    expect(trpc.statusCode).toBe(429);
  });
});
