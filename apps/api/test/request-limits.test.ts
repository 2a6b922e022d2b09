import { BATCH_TOO_LARGE_MESSAGE, findNul, jsonTooDeep, TOO_DEEP_MESSAGE } from '@cre/api-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BATCH_SIZE } from '../src/app.js';
import { Client, json, PASSWORD, registerUser, startTestApp, type TestApp } from './helpers/app.js';
import { availableBackends } from './helpers/databases.js';

const backends = await availableBackends();
const TOO_DEEP = { message: TOO_DEEP_MESSAGE, code: 'NESTED_TOO_DEEPLY' };
const nested = (levels: number, inner = '0') => `${'['.repeat(levels)}${inner}${']'.repeat(levels)}`;

describe('nesting checks never recurse', () => {
  it('jsonTooDeep counts brackets outside strings only; 32 levels pass, 33 do not', () => {
    expect(jsonTooDeep(nested(32))).toBe(false);
    expect(jsonTooDeep(nested(33))).toBe(true);
    expect(jsonTooDeep(`{"a":"${'['.repeat(100)}\\"${'{'.repeat(100)}"}`)).toBe(false);
    expect(jsonTooDeep(nested(1_000_000))).toBe(true);
  });

  it('findNul walks 200,000 levels without overflowing the stack and reports them as too deep', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findNul(deep)).toBe('too-deep');
    let ok: unknown = { name: 'a\u0000b' };
    for (let i = 0; i < 31; i++) ok = [ok];
    expect(findNul(ok)).toBe('nul');
    expect(findNul({ 'k\u0000': 1 })).toBe('nul');
    expect(findNul({ a: [1, 'two', { b: null }] })).toBe('clean');
  });
});

describe.each(backends)('request limits (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 4,000 levels of nesting with 400 on anonymous and signed-in endpoints, REST and tRPC', async () => {
    const body = nested(4000);
    expect(body.length).toBe(8001);
    const anonymous = new Client(t.app, '10.90.0.1');
    for (const path of ['/api/login', '/api/leads', '/api/register']) {
      const res = await anonymous.post(path, body);
      expect(res.statusCode, path).toBe(400);
      expect(json(res), path).toEqual(TOO_DEEP);
    }
    for (const path of ['/trpc/auth.login', '/trpc/leads.create']) {
      const res = await anonymous.post(path, body);
      expect(res.statusCode, path).toBe(400);
      expect(json(res).error.message, path).toBe(TOO_DEEP_MESSAGE);
    }
    const { client } = await registerUser(t, { verified: true });
    const save = await client.post('/api/properties', `{"name":"x","tenantLeases":${nested(40, '{}')}}`);
    expect(save.statusCode).toBe(400);
    expect(json(save)).toEqual(TOO_DEEP);
    const query = await anonymous.get(`/trpc/blog.get?input=${encodeURIComponent(nested(4000))}`);
    expect(query.statusCode).toBe(400);
    expect(json(query)).toEqual(TOO_DEEP);
  });

  it('limits a tRPC batch to 10 calls with a clear 400', async () => {
    const { client } = await registerUser(t);
    const input = encodeURIComponent(JSON.stringify({}));
    const calls = (n: number) => Array.from({ length: n }, () => 'config.get').join(',');
    const ten = await client.get(`/trpc/${calls(MAX_BATCH_SIZE)}?batch=1&input=${input}`);
    expect(ten.statusCode).toBe(200);
    expect(json(ten)).toHaveLength(10);
    for (const n of [11, 450]) {
      const res = await client.get(`/trpc/${calls(n)}?batch=1&input=${input}`);
      expect(res.statusCode).toBe(400);
      expect(json(res).error.message).toBe(BATCH_TOO_LARGE_MESSAGE);
    }
  });

  it('answers malformed URLs with a { message, code } 400', async () => {
    for (const path of ['/api/%', '/api/properties/%E0%A4%A', '/trpc/%zz']) {
      const res = await new Client(t.app).get(path);
      expect(res.statusCode, path).toBe(400);
      expect(json(res), path).toEqual({ message: 'The request URL is malformed.', code: 'BAD_URL' });
    }
  });

  it('marks API answers Cache-Control: no-store (signed-in REST and tRPC alike)', async () => {
    const { client } = await registerUser(t, { verified: true });
    for (const path of ['/api/user', '/api/properties', '/trpc/auth.me', '/api/config']) {
      const res = await client.get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe('no-store');
    }
    const failed = await new Client(t.app).get('/api/user');
    expect(failed.headers['cache-control']).toBe('no-store');
  });

  it('refuses a password of spaces only at registration', async () => {
    const client = new Client(t.app, '10.90.1.1');
    const res = await client.post('/api/register', { email: 'spaces@example.com', password: '        ' });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('Password cannot be only spaces');
    const padded = await client.post('/api/register', {
      email: 'padded@example.com',
      password: ` ${PASSWORD} `,
    });
    expect(padded.statusCode).toBe(201);
  });
});
