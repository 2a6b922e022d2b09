import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitUntil } from '@cre/vitest-config/wait-until';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/env.js';
import { ADMIN_EMAIL, Client, json, registerUser, type TestApp } from './helpers/app.js';
import { syncCaches } from './helpers/caches.js';
import { availableBackends, createTestDatabase } from './helpers/databases.js';
import { samplePayload } from './helpers/payload.js';

const backends = await availableBackends();

const APP_URL = 'http://localhost:3000';
const DAY_MS = 24 * 60 * 60 * 1000;
const DEAD = { message: 'This link is no longer available' };
const PROJECT_NOT_FOUND = { message: 'Project not found', code: 'NOT_FOUND' };
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A built web app shell, so `/s/{token}` pages are served. */
function makeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cre-share-web-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  mkdirSync(join(dir, 'assets'));
  return dir;
}

/** Every key of a JSON value, at any depth. */
function deepKeys(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) deepKeys(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      deepKeys(inner, into);
    }
  }
  return into;
}

/** What a client can tell apart between two answers: status, body and headers (date and request id aside). */
function visible(res: LightMyRequestResponse) {
  const { date: _date, 'x-request-id': _requestId, ...headers } = res.headers;
  return { status: res.statusCode, body: res.body, headers };
}

let ipCounter = 0;
/** A client from an address of its own (the shared-read limit counts per address). */
const freshIp = () => {
  ipCounter += 1;
  return `10.77.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
};

describe.each(backends)('share links (%s)', (backend) => {
  let t: TestApp;
  let webDist: string;
  /** The app's clock: tests move it to expire links. */
  let clock = Date.now();
  let owner: Client;
  let other: Client;
  let projectId: number;

  beforeAll(async () => {
    webDist = makeWebDist();
    const database = await createTestDatabase(backend);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      SESSION_SECRET: 'test-secret-that-is-long-enough-0123456789',
      ADMIN_EMAIL,
      APP_URL,
      WEB_DIST: webDist,
      LOG_LEVEL: 'silent',
    });
    const app = await buildApp(config, { db: database.handle, logger: false, now: () => new Date(clock) });
    await app.ready();
    await waitUntil(() => app.caches.changes.live, { timeout: 10_000, message: 'the caches are live' });
    t = {
      app,
      config,
      database,
      syncCaches: () => syncCaches(app.caches.changes, database.handle.db),
      async close() {
        await app.close();
        await database.drop();
      },
    };
    ({ client: owner } = await registerUser(t, { verified: true }));
    ({ client: other } = await registerUser(t, { verified: true }));
    const saved = await owner.post(
      '/api/properties',
      samplePayload({ scenarios: [{ name: 'Downside', overrides: { vacancyRate: 10, exitCapRate: 8 } }] }),
    );
    expect(saved.statusCode).toBe(200);
    projectId = json(saved).id;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const createShare = async (client = owner, id = projectId, body: unknown = {}) => {
    const res = await client.post(`/api/properties/${id}/shares`, body);
    expect(res.statusCode, res.body).toBe(201);
    return json(res) as {
      id: number;
      token: string;
      url: string;
      createdAt: string;
      expiresAt: string;
      views: number;
    };
  };
  const read = (token: string, client = new Client(t.app, freshIp())) => client.get(`/api/shared/${token}`);

  it('requires a session to create, list and revoke (401)', async () => {
    const anon = new Client(t.app, freshIp());
    for (const res of [
      await anon.post(`/api/properties/${projectId}/shares`, {}),
      await anon.get(`/api/properties/${projectId}/shares`),
      await anon.delete(`/api/properties/${projectId}/shares/1`),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(json(res).message).toBe('You are not signed in. Please sign in to continue.');
    }
  });

  it('creates a link: 201 with a 256-bit token shown once, its absolute URL, and only the hash stored', async () => {
    const before = clock;
    const share = await createShare();
    expect(Object.keys(share).sort()).toEqual(['createdAt', 'expiresAt', 'id', 'token', 'url', 'views']);
    expect(share.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(share.token, 'base64url')).toHaveLength(32); // 256 bits ≥ 128
    expect(share.url).toBe(`${APP_URL}/s/${share.token}`);
    expect(share.views).toBe(0);
    expect(Date.parse(share.createdAt)).toBe(before);
    expect(Date.parse(share.expiresAt) - Date.parse(share.createdAt)).toBe(30 * DAY_MS);
    const second = await createShare(owner, projectId, { expiresInDays: 7 });
    expect(second.token).not.toBe(share.token);
    expect(Date.parse(second.expiresAt) - Date.parse(second.createdAt)).toBe(7 * DAY_MS);
    // no body at all: the default 30 days
    const bodiless = await owner.post(`/api/properties/${projectId}/shares`);
    expect(bodiless.statusCode).toBe(201);
    expect(Date.parse(json(bodiless).expiresAt) - Date.parse(json(bodiless).createdAt)).toBe(30 * DAY_MS);

    const rows = await t.database.handle.db.selectFrom('property_shares').selectAll().execute();
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(share.token);
    expect(rows.find((r) => r.id === share.id)?.token_hash).toBe(sha256(share.token));
  });

  it('lists the links newest first, without tokens', async () => {
    const { client, id } = await registerUser(t, { verified: true });
    void id;
    const project = json(await client.post('/api/properties', samplePayload({ name: 'Listed' })))
      .id as number;
    const first = await createShare(client, project);
    clock += 1000;
    const second = await createShare(client, project);
    const res = await client.get(`/api/properties/${project}/shares`);
    expect(res.statusCode).toBe(200);
    const list = json(res) as Record<string, unknown>[];
    expect(list.map((s) => s.id)).toEqual([second.id, first.id]);
    for (const item of list)
      expect(Object.keys(item).sort()).toEqual(['createdAt', 'expiresAt', 'id', 'views']);
    expect(res.body).not.toContain(first.token);
    expect(res.body).not.toContain(second.token);
    expect(list[0]).toEqual({
      id: second.id,
      createdAt: second.createdAt,
      expiresAt: second.expiresAt,
      views: 0,
    });
  });

  it('reads the project as saved now, without any account data, with noindex and no-store', async () => {
    const share = await createShare();
    const res = await read(share.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers['cache-control']).toBe('no-store');
    const body = json(res);
    expect(Object.keys(body).sort()).toEqual(['project', 'updatedAt']);
    const own = json(await owner.get(`/api/properties/${projectId}`));
    // Nothing about the owner's activity either: when they last opened it, how often they saved.
    await owner.post(`/api/properties/${projectId}/access`);
    const { userId: _userId, lastAccessedAt: _opened, version: _saves, ...fields } = own;
    expect(body.project).toEqual(fields);
    expect(json(await read(share.token)).project).toEqual(fields);
    expect(body.project.scenarios).toEqual([
      { name: 'Downside', overrides: { vacancyRate: 10, exitCapRate: 8 } },
    ]);
    expect(body.updatedAt).toBe(own.updatedAt);
    expect(body.project.tenantLeases.length).toBeGreaterThan(0);
    expect(body.project.readyTargets).toBeDefined();
    const keys = deepKeys(body);
    for (const forbidden of [
      'email',
      'userId',
      'user_id',
      'ownerId',
      'owner',
      'password',
      'passwordHash',
      'lastAccessedAt',
      'version',
    ]) {
      expect(keys.has(forbidden), forbidden).toBe(false);
    }
    // a later save shows up through the same link
    const saved = await owner.post(
      '/api/properties',
      samplePayload({ id: projectId, name: 'Renamed Plaza' }),
    );
    expect(saved.statusCode).toBe(200);
    const again = json(await read(share.token));
    expect(again.project.name).toBe('Renamed Plaza');
    expect(again.updatedAt).toBe(json(saved).updatedAt);
  });

  it('counts each successful read: three reads, views 3 in the list', async () => {
    const share = await createShare();
    for (let i = 0; i < 3; i += 1) expect((await read(share.token)).statusCode).toBe(200);
    const list = json(await owner.get(`/api/properties/${projectId}/shares`)) as {
      id: number;
      views: number;
    }[];
    expect(list.find((s) => s.id === share.id)?.views).toBe(3);
  });

  it('revokes a link (204): it answers the neutral 404 and leaves the list', async () => {
    const share = await createShare();
    expect((await read(share.token)).statusCode).toBe(200);
    const res = await owner.delete(`/api/properties/${projectId}/shares/${share.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const dead = await read(share.token);
    expect(dead.statusCode).toBe(404);
    expect(json(dead)).toEqual(DEAD);
    const list = json(await owner.get(`/api/properties/${projectId}/shares`)) as { id: number }[];
    expect(list.map((s) => s.id)).not.toContain(share.id);
    for (const url of [
      `/api/properties/${projectId}/shares/${share.id}`,
      `/api/properties/${projectId}/shares/abc`,
      `/api/properties/${projectId}/shares/99999999`,
    ]) {
      const again = await owner.delete(url);
      expect(again.statusCode, url).toBe(404);
      expect(json(again), url).toEqual({ message: 'Share link not found', code: 'NOT_FOUND' });
    }
  });

  it("another user's project, a missing one or a malformed id: 404 Project not found for all three", async () => {
    const share = await createShare();
    const foreign = await other.get(`/api/properties/${projectId}`);
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign)).toEqual(PROJECT_NOT_FOUND);
    for (const id of [String(projectId), '99999999', 'abc', '0', '-1', '1.5']) {
      for (const res of [
        await other.post(`/api/properties/${id}/shares`, {}),
        await other.get(`/api/properties/${id}/shares`),
        await other.delete(`/api/properties/${id}/shares/${share.id}`),
        await other.delete(`/api/properties/${id}/shares/abc`),
      ]) {
        expect(res.statusCode, `${res.raw.req.method} ${id}`).toBe(404);
        expect(res.body).toBe(foreign.body);
      }
    }
    // the link still works: nothing was revoked
    expect((await read(share.token)).statusCode).toBe(200);
  });

  it('expires with the clock: the read works before and answers the neutral 404 after', async () => {
    const share = await createShare(owner, projectId, { expiresInDays: 1 });
    clock += DAY_MS - 1000;
    expect((await read(share.token)).statusCode).toBe(200);
    expect((await owner.get(`/s/${share.token}`)).statusCode).toBe(200);
    clock += 1000;
    const dead = await read(share.token);
    expect(dead.statusCode).toBe(404);
    expect(json(dead)).toEqual(DEAD);
    expect((await owner.get(`/s/${share.token}`)).statusCode).toBe(404);
    // expired links stay listed (with their expiry) until revoked
    const list = json(await owner.get(`/api/properties/${projectId}/shares`)) as {
      id: number;
      views: number;
    }[];
    expect(list.find((s) => s.id === share.id)?.views).toBe(1);
  });

  it('answers unknown, revoked, expired and malformed tokens identically (status, body, headers)', async () => {
    const revoked = await createShare();
    await owner.delete(`/api/properties/${projectId}/shares/${revoked.id}`);
    const expired = await createShare(owner, projectId, { expiresInDays: 1 });
    clock += DAY_MS;
    const client = new Client(t.app, freshIp());
    const answers = [
      await read(randomBytes(32).toString('base64url'), client),
      await read(revoked.token, client),
      await read(expired.token, client),
      await read('not-a-token', client),
      await read(`${revoked.token}x`, client),
      await read('%00', client),
      await read('a/b', client),
      await client.get('/api/shared/'),
      await client.get('/api/shared'),
    ];
    const first = visible(answers[0]!);
    expect(first.status).toBe(404);
    expect(JSON.parse(first.body)).toEqual(DEAD);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['x-robots-tag']).toBe('noindex');
    expect(first.headers['cache-control']).toBe('no-store');
    for (const answer of answers) expect(visible(answer)).toEqual(first);
  });

  it('serves /s/{token} as the app shell: 200 for a live link, 404 for a dead one, always noindex', async () => {
    const share = await createShare();
    const live = await owner.get(`/s/${share.token}`);
    expect(live.statusCode).toBe(200);
    expect(live.headers['content-type']).toContain('text/html');
    expect(live.body).toContain('<div id="root">');
    expect(live.headers['x-robots-tag']).toBe('noindex');
    for (const url of [`/s/${randomBytes(32).toString('base64url')}`, '/s/garbage', '/s/', '/s/a/b']) {
      const dead = await owner.get(url);
      expect(dead.statusCode, url).toBe(404);
      expect(dead.body, url).toBe(live.body);
      expect(dead.headers['x-robots-tag'], url).toBe('noindex');
      expect(dead.headers['cache-control'], url).toBe('no-store');
    }
    // the page's status check counts no view
    const list = json(await owner.get(`/api/properties/${projectId}/shares`)) as {
      id: number;
      views: number;
    }[];
    expect(list.find((s) => s.id === share.id)?.views).toBe(0);
  });

  it('limits reads to 60 a minute per client address (429 with Retry-After), then lets them through again', async () => {
    const share = await createShare();
    const client = new Client(t.app, freshIp());
    for (let i = 0; i < 60; i += 1) {
      const res = await read(i % 2 ? share.token : 'dead', client);
      expect(res.statusCode).toBe(i % 2 ? 200 : 404);
    }
    const limited = await read(share.token, client);
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toEqual({
      message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ (seconds?|minutes?)\.$/),
      code: 'TOO_MANY_REQUESTS',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['x-robots-tag']).toBe('noindex');
    // another address is not limited; the same one is again after the window
    expect((await read(share.token)).statusCode).toBe(200);
    clock += 61_000;
    expect((await read(share.token, client)).statusCode).toBe(200);
  });

  it('deleting the project kills its links', async () => {
    const id = json(await owner.post('/api/properties', samplePayload({ name: 'Doomed' }))).id as number;
    const share = await createShare(owner, id);
    expect((await read(share.token)).statusCode).toBe(200);
    expect((await owner.delete(`/api/properties/${id}`)).statusCode).toBe(200);
    const dead = await read(share.token);
    expect(dead.statusCode).toBe(404);
    expect(json(dead)).toEqual(DEAD);
    const rows = await t.database.handle.db
      .selectFrom('property_shares')
      .select('id')
      .where('id', '=', share.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it("deleting the owner (admin) kills the owner's links", async () => {
    const admin = await registerUser(t, { email: ADMIN_EMAIL, verified: true });
    const doomed = await registerUser(t, { verified: true });
    const id = json(await doomed.client.post('/api/properties', samplePayload())).id as number;
    const share = await createShare(doomed.client, id);
    expect((await read(share.token)).statusCode).toBe(200);
    const res = await admin.client.delete(`/api/admin/users/${doomed.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const dead = await read(share.token);
    expect(dead.statusCode).toBe(404);
    expect(json(dead)).toEqual(DEAD);
  });

  it('validates expiresInDays (1..365, whole) and the body with a clear 400', async () => {
    for (const expiresInDays of [0, 366, 1.5, 'x', -3, null, true]) {
      const res = await owner.post(`/api/properties/${projectId}/shares`, { expiresInDays });
      expect(res.statusCode, String(expiresInDays)).toBe(400);
      expect(json(res)).toMatchObject({
        message: 'expiresInDays must be a whole number of days from 1 to 365',
        code: 'VALIDATION_ERROR',
        issues: [
          { path: 'expiresInDays', message: 'expiresInDays must be a whole number of days from 1 to 365' },
        ],
      });
    }
    for (const body of [[1], '"text"', 5]) {
      const res = await owner.post(
        `/api/properties/${projectId}/shares`,
        typeof body === 'string' ? body : body,
      );
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(res).message).toBe('Request body must be a JSON object');
    }
    for (const expiresInDays of [1, 365]) {
      await createShare(owner, projectId, { expiresInDays });
    }
  });

  it('follows the CSRF rules: cross-site creation and revocation are refused (403)', async () => {
    const share = await createShare();
    const evil = { origin: 'https://evil.example' };
    expect((await owner.post(`/api/properties/${projectId}/shares`, {}, evil)).statusCode).toBe(403);
    expect((await owner.delete(`/api/properties/${projectId}/shares/${share.id}`, evil)).statusCode).toBe(
      403,
    );
    const form = await owner.post(`/api/properties/${projectId}/shares`, 'expiresInDays=3', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.statusCode).toBe(415);
    expect((await read(share.token)).statusCode).toBe(200);
  });

  it('serves the same procedures over tRPC: shares.create/list/revoke and the public shared.get', async () => {
    const data = (res: { body: string }) => JSON.parse(res.body).result.data;
    const error = (res: { body: string }) => JSON.parse(res.body).error;
    const created = await owner.post('/trpc/shares.create', { propertyId: projectId, expiresInDays: 2 });
    expect(created.statusCode, created.body).toBe(200);
    const share = data(created);
    expect(share.url).toBe(`${APP_URL}/s/${share.token}`);
    const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));
    const anon = new Client(t.app, freshIp());
    const shared = await anon.get(`/trpc/shared.get?input=${input({ token: share.token })}`);
    expect(shared.statusCode).toBe(200);
    expect(shared.headers['x-robots-tag']).toBe('noindex');
    expect(deepKeys(data(shared)).has('userId')).toBe(false);
    expect(data(shared).project.id).toBe(projectId);
    const list = data(await owner.get(`/trpc/shares.list?input=${input({ propertyId: projectId })}`));
    expect(list[0]).toEqual({
      id: share.id,
      createdAt: share.createdAt,
      expiresAt: share.expiresAt,
      views: 1,
    });
    expect(JSON.stringify(list)).not.toContain(share.token);
    const foreign = await other.get(`/trpc/shares.list?input=${input({ propertyId: projectId })}`);
    expect(foreign.statusCode).toBe(404);
    expect(error(foreign).message).toBe('Project not found');
    const invalid = await owner.post('/trpc/shares.create', { propertyId: projectId, expiresInDays: 400 });
    expect(invalid.statusCode).toBe(400);
    expect(error(invalid).message).toBe('expiresInDays must be a whole number of days from 1 to 365');
    expect(
      (await owner.post('/trpc/shares.revoke', { propertyId: projectId, shareId: share.id })).statusCode,
    ).toBe(200);
    for (const token of [share.token, 'garbage', 42]) {
      const dead = await anon.get(`/trpc/shared.get?input=${input({ token })}`);
      expect(dead.statusCode, String(token)).toBe(404);
      expect(error(dead).message).toBe('This link is no longer available');
      expect(error(dead).data.code).toBe('NOT_FOUND');
    }
  });
});
