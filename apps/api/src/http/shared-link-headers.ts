import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** True for the paths whose answers no search engine may index or any cache keep. */
function isSharedPath(url: string): boolean {
  return /^\/(api\/shared|s)(\/|\?|$)/.test(url) || (url.startsWith('/trpc/') && url.includes('shared.get'));
}

/**
 * `X-Robots-Tag: noindex` and `Cache-Control: no-store` on every answer of /api/shared/*, the
 * `/s/{token}` pages and tRPC's `shared.get`, whatever the status (404s and 429s included).
 */
export const sharedLinkHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', (req, reply, payload, done) => {
    if (isSharedPath(req.url)) {
      reply.header('x-robots-tag', 'noindex');
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
});
