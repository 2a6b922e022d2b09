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
import { samplePayload } from './helpers/payload.js';

const backends = await availableBackends();

const SCENARIOS = [
  { name: 'Downside', overrides: { exitCapRate: 8, vacancyRate: 10 } },
  { name: 'Upside', overrides: { rentEscalationRate: 4 } },
];

// biome-ignore lint/suspicious/noExplicitAny: projects are compared field by field
type Json = any;

/** A project as it would be created anew: no ids, owner or dates. */
function portable(project: Json): Json {
  const { id: _id, userId: _user, createdAt: _c, updatedAt: _u, lastAccessedAt: _a, ...fields } = project;
  return {
    ...fields,
    tenantLeases: project.tenantLeases.map(({ id: _l, propertyId: _p, ...lease }: Json) => lease),
  };
}

describe.each(backends)('account: deletion, export and import (%s)', (backend) => {
  let t: TestApp;
  let admin: { client: Client };
  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = await registerUser(t, { email: ADMIN_EMAIL, verified: true });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Rows that belong to the user in every table that holds their data. */
  async function rowsOf(userId: number) {
    const db = t.database.handle.db;
    const count = async (query: { executeTakeFirstOrThrow(): Promise<{ n: string | number | bigint }> }) =>
      Number((await query.executeTakeFirstOrThrow()).n);
    const projects = db.selectFrom('properties').select('id').where('user_id', '=', userId);
    return {
      users: await count(
        db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('id', '=', userId),
      ),
      sessions: await count(
        db
          .selectFrom('sessions')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', userId),
      ),
      properties: await count(
        db
          .selectFrom('properties')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', userId),
      ),
      tenant_leases: await count(
        db
          .selectFrom('tenant_leases')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('property_id', 'in', projects),
      ),
      property_scenarios: await count(
        db
          .selectFrom('property_scenarios')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('property_id', 'in', projects),
      ),
      property_shares: await count(
        db
          .selectFrom('property_shares')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('property_id', 'in', projects),
      ),
    };
  }

  async function saveProjects(client: Client) {
    const one = json(
      await client.post('/api/properties', samplePayload({ name: 'Harbor One', scenarios: SCENARIOS })),
    );
    const two = json(
      await client.post(
        '/api/properties',
        samplePayload({
          name: 'Inland Two',
          city: 'Ontario',
          readyTargets: { irr: 12, dscr: 1.4, cashOnCash: 7 },
        }),
      ),
    );
    return [one, two];
  }

  it('deletes the account with every project, lease, scenario, share link and session; the admin list forgets it', async () => {
    const { client, email, id } = await registerUser(t, { verified: true });
    const [one] = await saveProjects(client);
    expect((await client.post(`/api/properties/${one.id}/shares`, {})).statusCode).toBe(201);
    const other = new Client(t.app, '10.24.0.9');
    await other.post('/api/login', { email, password: PASSWORD });
    expect(await rowsOf(id)).toEqual({
      users: 1,
      sessions: 2,
      properties: 2,
      tenant_leases: 4,
      property_scenarios: 2,
      property_shares: 1,
    });
    const wrong = await client.request('DELETE', '/api/account', { password: 'not the password' });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toEqual({ message: 'Password is incorrect', code: 'BAD_REQUEST' });
    const res = await client.request('DELETE', '/api/account', { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ message: 'Your account has been deleted.' });
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect(await rowsOf(id)).toEqual({
      users: 0,
      sessions: 0,
      properties: 0,
      tenant_leases: 0,
      property_scenarios: 0,
      property_shares: 0,
    });
    expect((await other.get('/api/user')).statusCode).toBe(401);
    expect(
      (await new Client(t.app, '10.24.0.10').post('/api/login', { email, password: PASSWORD })).statusCode,
    ).toBe(401);
    const listed = json(
      await admin.client.get(`/api/admin/users-with-properties?q=${encodeURIComponent(email)}`),
    );
    expect(listed).toEqual([]);
  });

  it('never deletes the ADMIN_EMAIL account (403), and needs a session (401)', async () => {
    const res = await admin.client.request('DELETE', '/api/account', { password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({ message: 'The primary admin account cannot be deleted.', code: 'FORBIDDEN' });
    expect((await admin.client.get('/api/user')).statusCode).toBe(200);
    expect(
      (await new Client(t.app).request('DELETE', '/api/account', { password: PASSWORD })).statusCode,
    ).toBe(401);
  });

  it('exports every project as GET /api/properties/:id returns it, as an attachment', async () => {
    const { client, email } = await registerUser(t, { verified: true });
    const saved = await saveProjects(client);
    const res = await client.get('/api/account/export');
    expect(res.statusCode).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="cre-sale-analyzer-export-${today}.json"`,
    );
    const document = json(res);
    expect(document).toEqual({
      format: 'cre-sale-analyzer-export',
      version: 1,
      exportedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      user: { email, createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
      projects: expect.any(Array),
    });
    const byId = new Map(document.projects.map((p: Json) => [p.id, p]));
    expect(byId.size).toBe(2);
    for (const project of saved) {
      expect(byId.get(project.id)).toEqual(json(await client.get(`/api/properties/${project.id}`)));
    }
    expect((await new Client(t.app).get('/api/account/export')).statusCode).toBe(401);
  });

  it('imports an export back as new projects with every field, lease and scenario', async () => {
    const source = await registerUser(t, { verified: true });
    await saveProjects(source.client);
    const document = json(await source.client.get('/api/account/export'));
    const target = await registerUser(t, { verified: true });
    const res = await target.client.post('/api/account/import', document);
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body).toEqual({
      message: 'Imported 2 projects.',
      imported: 2,
      ids: [expect.any(Number), expect.any(Number)],
    });
    const originalIds = document.projects.map((p: Json) => p.id);
    expect(body.ids.some((id: number) => originalIds.includes(id))).toBe(false);
    for (const [index, id] of body.ids.entries()) {
      const copy = json(await target.client.get(`/api/properties/${id}`));
      expect(copy.userId).toBe(target.id);
      expect(portable(copy)).toEqual(portable(document.projects[index]));
    }
    // The source account's projects are untouched.
    expect(json(await source.client.get('/api/account/export')).projects).toEqual(document.projects);
  });

  it('imports all or nothing: an invalid project is a 400 naming it', async () => {
    const { client, id } = await registerUser(t, { verified: true });
    const document = {
      format: 'cre-sale-analyzer-export',
      version: 1,
      projects: [samplePayload({ name: 'Fine' }), samplePayload({ name: 'Broken', purchasePrice: -5 })],
    };
    const res = await client.post('/api/account/import', document);
    expect(res.statusCode).toBe(400);
    const body = json(res);
    expect(body.message).toMatch(/^Project 2 \("Broken"\): /);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.issues[0]).toEqual({ path: 'projects.1.purchasePrice', message: body.message });
    expect((await rowsOf(id)).properties).toBe(0);
    const wrongFormat = await client.post('/api/account/import', {
      format: 'other',
      version: 1,
      projects: [],
    });
    expect(json(wrongFormat).message).toBe(
      'This is not a CRE Sale Analyzer export file (format "cre-sale-analyzer-export", version 1).',
    );
    const empty = await client.post('/api/account/import', {
      format: 'cre-sale-analyzer-export',
      version: 1,
      projects: [],
    });
    expect(json(empty)).toEqual({ message: 'Imported 0 projects.', imported: 0, ids: [] });
  });

  it('imports need a verified email (403) and accept bodies over 1 MiB', async () => {
    const unverified = await registerUser(t);
    const document = { format: 'cre-sale-analyzer-export', version: 1, projects: [samplePayload()] };
    const forbidden = await unverified.client.post('/api/account/import', document);
    expect(forbidden.statusCode).toBe(403);
    const { client } = await registerUser(t, { verified: true });
    const big = { ...document, user: { note: 'x'.repeat(2 * 1024 * 1024) } };
    expect(
      (await client.post('/api/properties', { ...samplePayload(), note: 'x'.repeat(2 * 1024 * 1024) }))
        .statusCode,
    ).toBe(413);
    const res = await client.post('/api/account/import', big);
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('Imported 1 project.');
  });
});
