import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrustProxy } from '../src/env.js';
import { fastifyTrustProxy } from '../src/http/proxy-trust.js';
import { Client, startTestApp, type TestApp } from './helpers/app.js';
import { availableBackends } from './helpers/databases.js';

const backends = await availableBackends();

/** The client IP Fastify derives for a request from `remoteAddress` carrying `forwardedFor`. */
async function clientIp(trust: TrustProxy, remoteAddress: string, forwardedFor?: string): Promise<string> {
  const app = Fastify({ trustProxy: fastifyTrustProxy(trust) });
  app.get('/ip', async (req) => ({ ip: req.ip }));
  try {
    const res = await app.inject({
      url: '/ip',
      remoteAddress,
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    });
    return (JSON.parse(res.body) as { ip: string }).ip;
  } finally {
    await app.close();
  }
}

describe('proxy trust', () => {
  it('without TRUST_PROXY the socket address is the client, whatever X-Forwarded-For says', async () => {
    expect(await clientIp(false, '198.51.100.9', '6.6.6.6')).toBe('198.51.100.9');
  });

  it('a hop count takes the address the outermost trusted proxy appended; forged entries to its left do not count', async () => {
    expect(await clientIp({ hops: 1 }, '10.0.0.2', '203.0.113.7')).toBe('203.0.113.7');
    expect(await clientIp({ hops: 1 }, '10.0.0.2', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await clientIp({ hops: 1 }, '10.0.0.2', '1.1.1.1, 6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await clientIp({ hops: 2 }, '10.0.0.2', '6.6.6.6, 203.0.113.7, 10.0.0.3')).toBe('203.0.113.7');
    // Not "trust nothing" (Fastify's reading of a bare number) and not "trust everything".
    expect(await clientIp({ hops: 1 }, '10.0.0.2')).toBe('10.0.0.2');
  });

  it('a list of proxies trusts only those addresses', async () => {
    const trust = { addresses: ['10.0.0.0/8', '127.0.0.1'] };
    expect(await clientIp(trust, '10.1.2.3', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(await clientIp(trust, '10.1.2.3', '6.6.6.6, 203.0.113.7, 10.9.9.9')).toBe('203.0.113.7');
    expect(await clientIp(trust, '198.51.100.9', '6.6.6.6')).toBe('198.51.100.9');
  });
});

describe.each(backends)('rate limits behind one proxy (TRUST_PROXY=1, %s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('a forged leftmost X-Forwarded-For does not escape the per-IP contact limit', async () => {
    const proxy = new Client(t.app, '10.0.0.2');
    const body = { name: 'Pat', email: 'pat@example.com', message: 'Call me' };
    for (let i = 0; i < 10; i++) {
      const res = await proxy.post('/api/contact', body, { 'x-forwarded-for': `6.6.${i}.6, 203.0.113.7` });
      expect(res.statusCode).toBe(200);
    }
    const forged = await proxy.post('/api/contact', body, { 'x-forwarded-for': '6.6.99.6, 203.0.113.7' });
    expect(forged.statusCode).toBe(429);
    // Another real client behind the same proxy is counted on its own.
    const other = await proxy.post('/api/contact', body, { 'x-forwarded-for': '203.0.113.8' });
    expect(other.statusCode).toBe(200);
  });
});
