import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('serves GET /api/ping-proof and tRPC config.ping, and documents the path', async () => {
  const rest = await t.app.inject('/api/ping-proof');
  expect(rest.statusCode).toBe(200);
  expect(rest.json()).toEqual({ message: 'pong' });
  const trpc = await t.app.inject('/trpc/config.ping');
  expect(trpc.json()).toEqual({ result: { data: { message: 'pong' } } });
  const doc = (await t.app.inject('/api/openapi.json')).json() as { paths: Record<string, unknown> };
  expect(Object.keys(doc.paths)).toContain('/api/ping-proof');
});
