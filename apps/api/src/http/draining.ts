import { SHUTTING_DOWN_MESSAGE } from '@cre/api-core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Options of {@link drainingPlugin}. */
export interface DrainingOptions {
  /** Set once the app starts closing (its `preClose` hook). */
  readiness: { closing: boolean };
}

/**
 * While the server drains (closing: no new connections, requests in flight finishing), a new
 * request that still arrives on an open keep-alive connection gets a 503 with the usual body
 * (message, code, request id) and `Connection: close`, so the client or load balancer retries
 * elsewhere; `/api/ready` answers its own 503. Replaces Fastify's fixed closing answer, which has
 * no request id.
 */
export const drainingPlugin = fp(async (app: FastifyInstance, { readiness }: DrainingOptions) => {
  app.addHook('onRequest', (req, reply, done) => {
    if (!readiness.closing || req.routeOptions.url === '/api/ready') return done();
    reply
      .header('connection', 'close')
      .code(503)
      .send({ message: SHUTTING_DOWN_MESSAGE, code: 'SHUTTING_DOWN', requestId: String(req.id) });
  });
});
