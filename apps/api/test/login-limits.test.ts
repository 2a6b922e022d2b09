import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, json, PASSWORD, registerUser, startTestApp, type TestApp } from './helpers/app.js';
import { availableBackends } from './helpers/databases.js';

const backends = await availableBackends();
const TOO_MANY = /^Too many attempts\. Please try again in \d+ minutes?\.$/;

describe.each(backends)('sign-in limits (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it('60 concurrent attempts on one account: 10 failures, 50 refusals, never a sign-in over the limit', async () => {
    const { email } = await registerUser(t, { remoteAddress: '10.80.0.1' });
    const attacker = new Client(t.app, '10.80.0.2');
    const attempts = Array.from({ length: 60 }, (_, i) =>
      new Client(t.app, attacker.remoteAddress).post('/api/login', {
        email,
        password: i === 54 ? PASSWORD : `wrong password ${i}`,
      }),
    );
    const statuses = (await Promise.all(attempts)).map((res) => res.statusCode);
    const count = (status: number) => statuses.filter((s) => s === status).length;
    expect({ ok: count(200), unauthorized: count(401), limited: count(429) }).toEqual({
      ok: 0,
      unauthorized: 10,
      limited: 50,
    });
    // The right password, asked alone and late, is still refused while the window lasts.
    const late = await attacker.post('/api/login', { email, password: PASSWORD });
    expect(late.statusCode).toBe(429);
    expect(json(late).message).toMatch(TOO_MANY);
    expect(attacker.cookie).toBeUndefined();
  });

  it('a right password takes its attempt back: ten sign-ins in a row are never limited', async () => {
    const { email } = await registerUser(t, { remoteAddress: '10.80.1.1' });
    const client = new Client(t.app, '10.80.1.2');
    for (let i = 0; i < 9; i++) {
      expect((await client.post('/api/login', { email, password: 'wrong' })).statusCode).toBe(401);
    }
    for (let i = 0; i < 10; i++) {
      expect((await client.post('/api/login', { email, password: PASSWORD })).statusCode).toBe(200);
    }
    expect((await client.post('/api/login', { email, password: 'wrong' })).statusCode).toBe(401);
    expect((await client.post('/api/login', { email, password: PASSWORD })).statusCode).toBe(429);
  });

  it('limits failures per account whatever the client IP (20 per 15 minutes)', async () => {
    const { email } = await registerUser(t, { remoteAddress: '10.80.2.1' });
    for (let i = 0; i < 20; i++) {
      // A different address for every attempt: the per-IP limits never see more than one.
      const res = await new Client(t.app, `10.81.${i}.1`).post('/api/login', { email, password: 'wrong' });
      expect(res.statusCode).toBe(401);
    }
    const fresh = new Client(t.app, '10.82.0.1');
    const limited = await fresh.post('/api/login', { email, password: PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(json(limited).message).toMatch(TOO_MANY);
    expect(fresh.cookie).toBeUndefined();
    // Other accounts are not affected.
    const other = await registerUser(t, { remoteAddress: '10.80.2.2' });
    expect((await fresh.post('/api/login', { email: other.email, password: PASSWORD })).statusCode).toBe(200);
  });
});
