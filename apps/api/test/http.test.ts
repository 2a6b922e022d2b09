import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, json, PASSWORD, registerUser, startTestApp, type TestApp } from './helpers/app.js';
import { availableBackends } from './helpers/databases.js';
import { samplePayload } from './helpers/payload.js';

const backends = await availableBackends();

/** Every REST path the API serves: the web app's calls plus email verification, config, docs, health and playbook. */
const SPEC_PATHS: Array<[string, string]> = [
  ['get', '/api/user'],
  ['post', '/api/login'],
  ['post', '/api/register'],
  ['post', '/api/logout'],
  ['post', '/api/resend-verification'],
  ['post', '/api/manual-verify'],
  ['post', '/api/properties'],
  ['get', '/api/properties'],
  ['get', '/api/properties/recent'],
  ['post', '/api/properties/{id}/access'],
  ['delete', '/api/properties/{id}'],
  ['post', '/api/leads'],
  ['post', '/api/contact'],
  ['get', '/api/admin/users-with-properties'],
  ['delete', '/api/admin/users/{id}'],
  ['get', '/api/blog/posts'],
  ['get', '/api/blog/posts/{id}'],
  ['get', '/api/verify-email'],
  ['get', '/api/config'],
  ['get', '/api/openapi.json'],
  ['get', '/api/docs'],
  ['get', '/api/health'],
  ['post', '/api/playbook'],
  ['get', '/api/playbook/download'],
];

function makeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cre-web-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
  );
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log("app");');
  return dir;
}

describe.each(backends)('HTTP layer (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { WEB_DIST: makeWebDist() });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers text holding a NUL character with 400, never a database error', async () => {
    const nul = { message: 'Text cannot contain the NUL character (\\u0000).', code: 'BAD_REQUEST' };
    const user = await registerUser(t, { verified: true });
    const save = await user.client.post('/api/properties', {
      ...samplePayload({ name: 'a\u0000b' }),
    });
    expect(save.statusCode).toBe(400);
    expect(json(save)).toEqual(nul);
    const contact = await new Client(t.app).post('/api/contact', {
      name: 'x\u0000',
      email: 'a@example.com',
      message: 'hello there',
    });
    expect(contact.statusCode).toBe(400);
    expect(json(contact)).toEqual(nul);
    const trpc = await user.client.post('/trpc/properties.save', samplePayload({ name: 'tRPC\u0000' }));
    expect(trpc.statusCode).toBe(400);
    expect(json(await user.client.get('/api/properties'))).toEqual([]);
    // A backslash followed by "u0000" is ordinary text.
    const literal = await user.client.post('/api/properties', samplePayload({ name: 'C:\\u0000 folder' }));
    expect(literal.statusCode).toBe(200);
    expect(json(literal).name).toBe('C:\\u0000 folder');
  });

  it('answers malformed JSON with 400 and a clear message, never 500', async () => {
    for (const payload of ['{"email": ', '{bad json}', 'nul']) {
      const res = await new Client(t.app).post('/api/login', payload);
      expect(res.statusCode).toBe(400);
      expect(json(res)).toEqual({ message: 'Malformed JSON in request body.', code: 'INVALID_JSON' });
    }
    const proto = await new Client(t.app).post(
      '/api/login',
      '{"__proto__": {"isAdmin": true}, "email": "a@b.co", "password": "x"}',
    );
    expect(proto.statusCode).toBe(400);
  });

  it('answers bodies over 1 MiB with 413 JSON', async () => {
    const { client } = await registerUser(t, { verified: true });
    const res = await client.post('/api/properties', samplePayload({ name: 'x'.repeat(1024 * 1024 + 10) }));
    expect(res.statusCode).toBe(413);
    expect(json(res)).toEqual({
      message: 'Request body is too large (the limit is 1 MiB).',
      code: 'PAYLOAD_TOO_LARGE',
    });
    const trpc = await client.post(
      '/trpc/properties.save',
      samplePayload({ name: 'x'.repeat(1024 * 1024 + 10) }),
    );
    expect(trpc.statusCode).toBe(413);
  });

  it('accepts only JSON bodies on state-changing requests (415), bodiless ones are fine', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      for (const url of ['/api/login', '/trpc/auth.login']) {
        const res = await new Client(t.app).post(url, 'email=a@b.co&password=secret1', {
          'content-type': type,
        });
        expect(res.statusCode, `${url} ${type}`).toBe(415);
        expect(json(res)).toEqual({
          message: 'Request bodies must be JSON (Content-Type: application/json).',
          code: 'UNSUPPORTED_MEDIA_TYPE',
        });
      }
    }
    const bodiless = await new Client(t.app).post('/api/logout');
    expect(bodiless.statusCode).toBe(200);
    const emptyJson = await new Client(t.app).post('/api/logout', '', { 'content-type': 'application/json' });
    expect(emptyJson.statusCode).toBe(200);
  });

  it('rejects cross-site state-changing requests with 403 and allows same-origin ones', async () => {
    const { client, email } = await registerUser(t);
    const evil = await client.post('/api/logout', undefined, { origin: 'https://evil.example' });
    expect(evil.statusCode).toBe(403);
    expect(json(evil)).toEqual({
      message: 'Cross-site request rejected: this request did not come from this application.',
      code: 'CROSS_SITE_REQUEST',
    });
    expect((await client.get('/api/user')).statusCode).toBe(200);
    const fetchMeta = await new Client(t.app).post(
      '/api/login',
      { email, password: PASSWORD },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(fetchMeta.statusCode).toBe(403);
    const nullOrigin = await new Client(t.app).post(
      '/api/login',
      { email, password: PASSWORD },
      { origin: 'null' },
    );
    expect(nullOrigin.statusCode).toBe(403);
    const trpc = await client.post('/trpc/auth.logout', undefined, { origin: 'http://localhost:3001' });
    expect(trpc.statusCode).toBe(403);
    const del = await client.delete('/api/properties/1', { origin: 'https://evil.example' });
    expect(del.statusCode).toBe(403);

    const appOrigin = await new Client(t.app).post(
      '/api/login',
      { email, password: PASSWORD },
      { origin: 'http://localhost:3000' },
    );
    expect(appOrigin.statusCode).toBe(200);
    const sameHost = await new Client(t.app).post(
      '/api/login',
      { email, password: PASSWORD },
      { origin: 'http://127.0.0.1:4000', host: '127.0.0.1:4000' },
    );
    expect(sameHost.statusCode).toBe(200);
    const sameSite = await new Client(t.app).post(
      '/api/login',
      { email, password: PASSWORD },
      { 'sec-fetch-site': 'same-origin' },
    );
    expect(sameSite.statusCode).toBe(200);
    const crossGet = await new Client(t.app).get('/api/config', { origin: 'https://evil.example' });
    expect(crossGet.statusCode).toBe(200);
  });

  it('sends helmet security headers with a CSP that allows the bundled SPA', async () => {
    const res = await new Client(t.app).get('/api/config');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("font-src 'self' data:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown API paths with JSON 404 and serves the SPA with fallback for page paths', async () => {
    for (const url of ['/api/nope', '/api', '/trpc', '/api/properties/1/nope']) {
      const res = await new Client(t.app).get(url);
      expect(res.statusCode, url).toBe(404);
      expect(json(res).code).toBe('NOT_FOUND');
    }
    const unknownProcedure = await new Client(t.app).get('/trpc/nope.nothing');
    expect(unknownProcedure.statusCode).toBe(404);
    expect(unknownProcedure.headers['content-type']).toContain('application/json');
    for (const url of ['/', '/dashboard', '/underwriting', '/some/unknown/page?x=1', '/landing']) {
      const res = await new Client(t.app).get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root"></div>');
    }
    const asset = await new Client(t.app).get('/assets/app.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await new Client(t.app).get('/assets/missing.js')).statusCode).toBe(404);
    const postPage = await new Client(t.app).post('/dashboard', {});
    expect(postPage.statusCode).toBe(404);
  });

  it('documents every REST path in an OpenAPI 3 document generated from the zod schemas', async () => {
    const res = await new Client(t.app).get('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = json(res);
    expect(doc.openapi).toMatch(/^3\./);
    for (const [method, path] of SPEC_PATHS) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
      expect(
        t.app.hasRoute({ method: method.toUpperCase() as 'GET', url: path.replace('{id}', ':id') }),
      ).toBe(true);
    }
    const register = doc.paths['/api/register'].post;
    expect(register.requestBody.content['application/json'].schema).toMatchObject({
      type: 'object',
      properties: { email: { type: 'string' }, password: { type: 'string', minLength: 6, maxLength: 200 } },
      required: ['email', 'password'],
    });
    expect(Object.keys(register.responses)).toEqual(expect.arrayContaining(['201', '400', '409', '429']));
    const save = doc.paths['/api/properties'].post.requestBody.content['application/json'].schema;
    expect(save.properties.purchasePrice).toMatchObject({ type: 'number', minimum: 1 });
    expect(save.properties.tenantLeases.items.properties.tenantName.type).toBe('string');
    expect(doc.paths['/api/properties/{id}'].delete.parameters[0]).toMatchObject({ name: 'id', in: 'path' });
  });

  it('renders the API docs with bundled Swagger UI assets (no CDN)', async () => {
    const page = await new Client(t.app).get('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toMatch(/https?:\/\//);
    for (const src of page.body.match(/(?:src|href)="([^"]+)"/g)!.map((m) => m.split('"')[1]!)) {
      const asset = await new Client(t.app).get(src);
      expect(asset.statusCode, src).toBe(200);
      expect(asset.body.length).toBeGreaterThan(10);
    }
  });

  it('keeps passwords, tokens and internal details out of error responses', async () => {
    const res = await new Client(t.app).post('/api/login', { email: 'x@example.com', password: 'hunter22' });
    expect(res.body).not.toContain('hunter22');
  });
});

describe('tRPC batching', () => {
  it('serves batched queries with long procedure lists (as httpBatchLink sends them)', async () => {
    const t = await startTestApp('pglite');
    try {
      const { client } = await registerUser(t);
      const procedures = [
        'auth.me',
        'config.get',
        'blog.list',
        'properties.list',
        'properties.recent',
        'auth.me',
        'config.get',
      ];
      const input = encodeURIComponent(JSON.stringify({}));
      const res = await client.get(`/trpc/${procedures.join(',')}?batch=1&input=${input}`);
      expect(res.statusCode).toBe(200);
      const results = json(res);
      expect(results).toHaveLength(procedures.length);
      expect(results[0].result.data.email).toMatch(/@example\.com$/);
      expect(results[4].result.data).toBeNull();
      const mixed = await new Client(t.app).get(`/trpc/config.get,properties.list?batch=1&input=${input}`);
      expect(mixed.statusCode).toBe(207);
      expect(json(mixed)[1].error.message).toBe('You are not signed in. Please sign in to continue.');
    } finally {
      await t.close();
    }
  });
});
