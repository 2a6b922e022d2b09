import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, json, PASSWORD, registerUser, startTestApp, type TestApp } from './helpers/app.js';
import { type OpenApiDocument, responseChecker } from './helpers/openapi-responses.js';
import { compileGeneratedClient } from './helpers/openapi-typegen.js';
import { redoclyReport, swaggerParserReport } from './helpers/openapi-validators.js';
import { samplePayload } from './helpers/payload.js';

/** The document is built by @cre/api-core: its `info.version` is that package's version. */
const apiVersion = (
  JSON.parse(readFileSync(createRequire(import.meta.url).resolve('@cre/api-core/package.json'), 'utf8')) as {
    version: string;
  }
).version;

type Operation = {
  operationId: string;
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};

describe('the served OpenAPI 3.1 document', () => {
  let t: TestApp;
  let document: OpenApiDocument & {
    openapi: string;
    info: { version: string };
    components: Record<string, unknown>;
  };
  let text: string;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    const res = await new Client(t.app).get('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    text = res.body;
    document = JSON.parse(text);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is OpenAPI 3.1 with the API version, components and the sid cookie scheme', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe(apiVersion);
    expect(document.components.securitySchemes).toMatchObject({
      sessionCookie: { type: 'apiKey', in: 'cookie', name: 'sid' },
    });
    expect(text).not.toContain('#/definitions/');
    expect(text).not.toContain('"nullable"');
    const refs = [...text.matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1] as string);
    expect(refs.length).toBeGreaterThan(20);
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(document.components.schemas[ref.split('/').pop() as string], ref).toBeDefined();
    }
  });

  it('answers every error status of every operation with the shared Error component', () => {
    let errorResponses = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods) as [string, Operation][]) {
        expect(operation.operationId, `${method} ${path}`).toBeTruthy();
        for (const [status, response] of Object.entries(operation.responses)) {
          if (Number(status) < 400) continue;
          errorResponses += 1;
          // Health's and readiness's 503 are their own bodies ({ status: 'error', database, ..., message }).
          const own: Record<string, string> = { '/api/health': 'Health', '/api/ready': 'Readiness' };
          const body = status === '503' ? (own[path] ?? 'Error') : 'Error';
          expect(response.content?.['application/json']?.schema, `${method} ${path} ${status}`).toEqual({
            $ref: `#/components/schemas/${body}`,
          });
        }
      }
    }
    expect(errorResponses).toBeGreaterThan(50);
    expect(document.paths['/api/properties']?.post).toMatchObject({ operationId: 'postApiProperties' });
    expect(Object.keys(document.paths['/api/properties']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '500']),
    );
  });

  it('describes every field of the response schemas, request bodies and query parameters (units included)', () => {
    const undescribed: string[] = [];
    const visit = (where: string, schema: { properties?: Record<string, { description?: string }> }) => {
      for (const [key, field] of Object.entries(schema.properties ?? {})) {
        if (!field.description && !('$ref' in field)) undescribed.push(`${where}.${key}`);
      }
    };
    for (const [name, schema] of Object.entries(document.components.schemas)) visit(name, schema);
    const save = document.paths['/api/properties']?.post as unknown as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, object> } }> };
    };
    const body = save.requestBody.content['application/json']?.schema;
    if (!body) throw new Error('POST /api/properties has no JSON body');
    visit('PropertyPayload', body);
    // every operation's query parameters and JSON request body fields too (login, leads, pages…)
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations ?? {})) {
        const op = operation as {
          parameters?: {
            name: string;
            in: string;
            description?: string;
            schema?: { description?: string };
          }[];
          requestBody?: { content: Record<string, { schema: { properties?: Record<string, object> } }> };
        };
        for (const parameter of op.parameters ?? []) {
          if (parameter.in === 'query' && !parameter.description && !parameter.schema?.description) {
            undescribed.push(`${method} ${path} ?${parameter.name}`);
          }
        }
        const json = op.requestBody?.content['application/json']?.schema;
        if (json)
          visit(`${method} ${path}`, json as { properties?: Record<string, { description?: string }> });
      }
    }
    expect(undescribed).toEqual([]);
    const fields = body.properties as Record<string, { description?: string }>;
    expect(fields.vacancyRate?.description).toBe(
      'Percent: 5 means 5 % of rent lost to vacancy and credit loss',
    );
    expect(fields.annualRent?.description).toMatch(/^US dollars per year/);
    expect(fields.loanTerm?.description).toMatch(/^Years/);
    expect(document.components.schemas.TenantLease?.properties).toMatchObject({
      leaseTerm: { description: 'Months: the length of the lease' },
    });
  });

  it('documents the share-link operations: their path parameters, the public read and its headers', () => {
    type Op = {
      security: unknown[];
      parameters?: { name: string; in: string; description?: string }[];
      responses: Record<string, { headers?: Record<string, unknown> }>;
    };
    const paths = document.paths as unknown as Record<string, Record<string, Op>>;
    expect(Object.keys(paths['/api/properties/{id}/shares'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/properties/{id}/shares']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '400', '401', '404']),
    );
    const revoke = paths['/api/properties/{id}/shares/{shareId}']?.delete;
    expect(revoke?.parameters?.map((p) => [p.name, p.in])).toEqual([
      ['id', 'path'],
      ['shareId', 'path'],
    ]);
    expect(revoke?.parameters?.[1]?.description).toBeTruthy();
    const shared = paths['/api/shared/{token}']?.get;
    expect(shared?.security).toEqual([]);
    expect(shared?.parameters?.[0]).toMatchObject({
      name: 'token',
      in: 'path',
      description: expect.any(String),
    });
    expect(Object.keys(shared?.responses ?? {})).toEqual(expect.arrayContaining(['200', '404', '429']));
    expect(shared?.responses['200']?.headers).toHaveProperty('X-Robots-Tag');
    expect(Object.keys(paths).filter((p) => p.includes('*'))).toEqual([]);
    const project = document.components.schemas.SharedProject as { properties: Record<string, unknown> };
    expect(project.properties).not.toHaveProperty('userId');
    expect(project.properties).toHaveProperty('tenantLeases');
    expect(project.properties).toHaveProperty('scenarios');
  });

  it('documents the account operations with their statuses, the export header and the import body', () => {
    type Op = {
      security?: unknown[];
      requestBody?: { content: Record<string, { schema: unknown }> };
      responses: Record<string, { headers?: Record<string, unknown> }>;
    };
    const paths = document.paths as unknown as Record<string, Record<string, Op>>;
    const statuses = (path: string, method: string) =>
      Object.keys(paths[path]?.[method]?.responses ?? {}).sort();
    expect(statuses('/api/forgot-password', 'post')).toEqual(
      expect.arrayContaining(['200', '400', '429', '500']),
    );
    expect(statuses('/api/reset-password', 'post')).toEqual(
      expect.arrayContaining(['200', '400', '429', '500']),
    );
    expect(statuses('/api/account/password', 'post')).toEqual(
      expect.arrayContaining(['200', '400', '401', '429', '500']),
    );
    expect(statuses('/api/account/email', 'post')).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '409', '429']),
    );
    expect(statuses('/api/account/email', 'get')).toEqual(expect.arrayContaining(['200', '401', '500']));
    expect(statuses('/api/confirm-email-change', 'get')).toEqual(
      expect.arrayContaining(['302', '400', '409', '500']),
    );
    expect(statuses('/api/account', 'delete')).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '429', '500']),
    );
    expect(statuses('/api/account/export', 'get')).toEqual(expect.arrayContaining(['200', '401', '500']));
    expect(statuses('/api/account/import', 'post')).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '413', '500']),
    );
    expect(paths['/api/account/export']?.get?.responses['200']?.headers).toHaveProperty(
      'Content-Disposition',
    );
    expect(paths['/api/account']?.delete?.requestBody?.content['application/json']).toBeDefined();
    expect(paths['/api/forgot-password']?.post?.security).toEqual([]);
    expect(document.components.schemas.AccountExport).toBeDefined();
  });

  it('passes swagger-parser and Redocly (recommended) with zero errors', async () => {
    const parser = await swaggerParserReport(document);
    const redocly = await redoclyReport(document);
    console.log(
      `OpenAPI validators: swagger-parser ${parser.errors.length} errors; Redocly ${redocly.errors.length} errors, ${redocly.warnings.length} warnings`,
    );
    expect(parser.errors).toEqual([]);
    expect(redocly.errors).toEqual([]);
  });

  it('makes both validators fail on a dangling $ref', async () => {
    const broken = structuredClone(document);
    const ok = broken.paths['/api/user']?.get?.responses['200'];
    if (!ok?.content) throw new Error('GET /api/user 200 is not documented');
    ok.content['application/json'] = { schema: { $ref: '#/components/schemas/Missing' } };
    expect((await swaggerParserReport(broken)).errors.join()).toContain('#/components/schemas/Missing');
    expect((await redoclyReport(broken)).errors.join()).toContain('no-unresolved-refs');
  });

  it('generates TypeScript types with openapi-typescript that a strict program compiles against', async () => {
    const usage = `import type { components, paths } from './api.js';
type SaveBody = paths['/api/properties']['post']['requestBody']['content']['application/json'];
type Saved = paths['/api/properties']['post']['responses'][200]['content']['application/json'];
type Problem = components['schemas']['Error'];
export const rent: SaveBody['annualRent'] = 240_000;
export const user: paths['/api/user']['get']['responses'][200]['content']['application/json'] = {
  id: 1, email: 'a@example.com', isEmailVerified: true, isAdmin: false, createdAt: '2026-01-01T00:00:00.000Z',
};
export const problem: Problem = { message: 'Sale price is required', issues: [{ path: 'purchasePrice', message: 'x' }] };
export function priceOf(saved: Saved): number { return saved.purchasePrice; }
export const recent: paths['/api/properties/recent']['get']['responses'][200]['content']['application/json'] = null;
// @ts-expect-error vacancyRate is a number, not text
export const vacancy: SaveBody['vacancyRate'] = 'five';
`;
    expect(await compileGeneratedClient(document, usage)).toEqual([]);
    // The same file with a mistake does not compile: the types are not \`any\`.
    const wrong = await compileGeneratedClient(document, usage.replace("'a@example.com'", '42'));
    expect(wrong.join('\n')).toMatch(/usage\.ts: Type 'number' is not assignable to type 'string'/);
  }, 60_000);

  it('documents the live responses of 18 operations (33 answers) (success and error)', async () => {
    const check = responseChecker(document);
    const problems: string[] = [];
    const seen: string[] = [];
    const expectDocumented = async (
      method: 'GET' | 'POST' | 'DELETE',
      path: string,
      url: string,
      status: number,
      send: () => Promise<LightMyRequestResponse>,
    ) => {
      const res = await send();
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
      problems.push(...check(method, path, res.statusCode, res.body));
      seen.push(`${method} ${path} ${status}`);
      return res;
    };
    const anon = new Client(t.app, '10.9.0.1');
    await expectDocumented('GET', '/api/health', '/api/health', 200, () => anon.get('/api/health'));
    await expectDocumented('GET', '/api/ready', '/api/ready', 200, () => anon.get('/api/ready'));
    await expectDocumented('GET', '/api/config', '/api/config', 200, () => anon.get('/api/config'));
    await expectDocumented('GET', '/api/user', '/api/user', 401, () => anon.get('/api/user'));
    const client = new Client(t.app, '10.9.0.2');
    const email = 'openapi-owner@example.com';
    const registered = await expectDocumented('POST', '/api/register', '/api/register', 201, () =>
      client.post('/api/register', { email, password: PASSWORD }),
    );
    await expectDocumented('POST', '/api/register', '/api/register', 400, () =>
      anon.post('/api/register', { email: 'not-an-email', password: PASSWORD }),
    );
    await expectDocumented('POST', '/api/register', '/api/register', 409, () =>
      anon.post('/api/register', { email, password: PASSWORD }),
    );
    await expectDocumented('POST', '/api/login', '/api/login', 401, () =>
      anon.post('/api/login', { email, password: 'wrong password!' }),
    );
    await expectDocumented('POST', '/api/login', '/api/login', 200, () =>
      client.post('/api/login', { email, password: PASSWORD }),
    );
    await expectDocumented('GET', '/api/user', '/api/user', 200, () => client.get('/api/user'));
    await expectDocumented('POST', '/api/properties', '/api/properties', 403, () =>
      client.post('/api/properties', samplePayload()),
    );
    const { client: owner } = await registerUser(t, { verified: true, remoteAddress: '10.9.0.3' });
    await expectDocumented('GET', '/api/properties/recent', '/api/properties/recent', 200, () =>
      owner.get('/api/properties/recent'),
    );
    await expectDocumented('POST', '/api/properties', '/api/properties', 400, () =>
      owner.post('/api/properties', samplePayload({ purchasePrice: 'lots' })),
    );
    const saved = await expectDocumented('POST', '/api/properties', '/api/properties', 200, () =>
      owner.post('/api/properties', samplePayload()),
    );
    await expectDocumented('GET', '/api/properties', '/api/properties', 200, () =>
      owner.get('/api/properties'),
    );
    await expectDocumented('GET', '/api/properties/recent', '/api/properties/recent', 200, () =>
      owner.get('/api/properties/recent'),
    );
    await expectDocumented('GET', '/api/properties/{id}', `/api/properties/${json(saved).id}`, 200, () =>
      owner.get(`/api/properties/${json(saved).id}`),
    );
    await expectDocumented('GET', '/api/properties/{id}', '/api/properties/999999', 404, () =>
      owner.get('/api/properties/999999'),
    );
    await expectDocumented(
      'GET',
      '/api/admin/users-with-properties',
      '/api/admin/users-with-properties',
      403,
      () => owner.get('/api/admin/users-with-properties'),
    );
    await expectDocumented('GET', '/api/blog/posts', '/api/blog/posts', 200, () =>
      anon.get('/api/blog/posts'),
    );
    await expectDocumented('GET', '/api/blog/posts/{id}', '/api/blog/posts/999999', 404, () =>
      owner.get('/api/blog/posts/999999'),
    );
    // share links (issue 17): create, list, revoke and the public read, success and error
    const shareBase = `/api/properties/${json(saved).id}/shares`;
    const share = await expectDocumented('POST', '/api/properties/{id}/shares', shareBase, 201, () =>
      owner.post(shareBase, { expiresInDays: 7 }),
    );
    await expectDocumented('POST', '/api/properties/{id}/shares', shareBase, 400, () =>
      owner.post(shareBase, { expiresInDays: 366 }),
    );
    await expectDocumented('POST', '/api/properties/{id}/shares', '/api/properties/999999/shares', 404, () =>
      owner.post('/api/properties/999999/shares', {}),
    );
    await expectDocumented('GET', '/api/properties/{id}/shares', shareBase, 200, () => owner.get(shareBase));
    await expectDocumented('GET', '/api/properties/{id}/shares', shareBase, 401, () => anon.get(shareBase));
    await expectDocumented('GET', '/api/shared/{token}', `/api/shared/${json(share).token}`, 200, () =>
      anon.get(`/api/shared/${json(share).token}`),
    );
    await expectDocumented(
      'DELETE',
      '/api/properties/{id}/shares/{shareId}',
      `${shareBase}/999999`,
      404,
      () => owner.delete(`${shareBase}/999999`),
    );
    const revoked = await owner.delete(`${shareBase}/${json(share).id}`);
    expect(revoked.statusCode).toBe(204);
    seen.push('DELETE /api/properties/{id}/shares/{shareId} 204');
    await expectDocumented('GET', '/api/shared/{token}', `/api/shared/${json(share).token}`, 404, () =>
      anon.get(`/api/shared/${json(share).token}`),
    );
    const limited = new Client(t.app, '10.9.0.9');
    for (let i = 0; i < 60; i += 1) await limited.get('/api/shared/dead');
    await expectDocumented('GET', '/api/shared/{token}', '/api/shared/dead', 429, () =>
      limited.get('/api/shared/dead'),
    );
    await expectDocumented('DELETE', '/api/properties/{id}', `/api/properties/${json(saved).id}`, 200, () =>
      owner.delete(`/api/properties/${json(saved).id}`),
    );
    await expectDocumented('POST', '/api/logout', '/api/logout', 200, () => client.post('/api/logout'));
    await expectDocumented('POST', '/api/login', '/api/login', 415, () =>
      anon.post('/api/login', 'email=a', { 'content-type': 'text/plain' }),
    );
    await expectDocumented('POST', '/api/logout', '/api/logout', 403, () =>
      anon.post('/api/logout', undefined, { origin: 'https://elsewhere.example' }),
    );
    expect(json(registered).user.email).toBe(email);
    expect(new Set(seen.map((s) => s.split(' ').slice(0, 2).join(' '))).size).toBeGreaterThanOrEqual(18);
    expect(problems).toEqual([]);
  }, 60_000);

  it('catches a response that does not match its schema', () => {
    const check = responseChecker(document);
    expect(check('GET', '/api/user', 200, JSON.stringify({ id: 'one', email: 'a@example.com' }))).toEqual(
      expect.arrayContaining(['GET /api/user 200: /id must be integer']),
    );
    expect(check('GET', '/api/user', 418, '{}')).toEqual(['GET /api/user 418: status not documented']);
  });
});
