import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { drainingPlugin } from '../src/http/draining.js';

describe('drainingPlugin', () => {
  it('while closing, refuses new requests with 503, the usual body, the request id and Connection: close; /api/ready answers itself', async () => {
    const readiness = { closing: false };
    const app = Fastify({ genReqId: () => 'req-drain-1' });
    await app.register(drainingPlugin, { readiness });
    app.get('/api/user', async () => ({ ok: true }));
    app.get('/api/ready', async () => ({ probe: 'own answer' }));
    await app.ready();
    try {
      expect((await app.inject('/api/user')).statusCode).toBe(200);
      readiness.closing = true;
      const refused = await app.inject('/api/user');
      expect(refused.statusCode).toBe(503);
      expect(refused.headers.connection).toBe('close');
      expect(refused.json()).toEqual({
        message: 'The server is shutting down',
        code: 'SHUTTING_DOWN',
        requestId: 'req-drain-1',
      });
      expect((await app.inject('/api/ready?verbose=1')).json()).toEqual({ probe: 'own answer' });
    } finally {
      await app.close();
    }
  });
});
