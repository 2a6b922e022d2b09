import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Directory of swagger-ui's bundled assets (served locally: no CDN) for the `/api/docs` page. */
export const swaggerUiDir = join(
  dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui')),
  'static',
);

/** API paths never fall back to the web app: they answer JSON 404. */
export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path === '/api' || path.startsWith('/api/') || path === '/trpc' || path.startsWith('/trpc/');
}

function wantsSpa(req: FastifyRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (isApiPath(req.url)) return false;
  // A missing built asset is a real 404, not the app shell.
  return !req.url.startsWith('/assets/');
}

/** Options of {@link webPlugin}. */
export interface WebPluginOptions {
  webDist: string;
  /** Whether a share link's token opens a live link now (without counting a view): `/s/{token}`'s status. */
  isShareLive?: (token: string) => Promise<boolean>;
}

/**
 * Serves the built web app from `webDist` (hashed assets cached for a year, index.html never
 * cached; the brotli or gzip file the build wrote beside each asset when the browser accepts it,
 * with `Vary: Accept-Encoding`), Swagger UI's bundled assets under /api/docs/static, and the not-found handler:
 * SPA fallback to index.html for page paths, JSON 404 for everything else.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: WebPluginOptions) => {
  await app.register(fastifyStatic, {
    root: swaggerUiDir,
    prefix: '/api/docs/static/',
    decorateReply: false,
    wildcard: false,
    allowedPath: (path) => /\.(css|js|png|svg)$/.test(path),
  });

  const indexHtml = join(opts.webDist, 'index.html');
  const hasWebApp = existsSync(indexHtml);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // the build writes .br and .gz beside each text asset (scripts/precompress.mjs): they are
      // sent in place of the file to browsers that accept them, never as URLs of their own
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(reply, path) {
        reply.header(
          'cache-control',
          path.startsWith(join(opts.webDist, 'assets')) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn(
      { webDist: opts.webDist },
      'Web app not built: only the API is served (run the build first)',
    );
  }

  if (hasWebApp && opts.isShareLive) {
    const isShareLive = opts.isShareLive;
    // A share link's page: the app shell either way (it shows the project or the neutral text), with
    // 200 for a live link and 404 for a dead one (unknown, revoked, expired or malformed), never cached.
    const sharePage = async (token: string, reply: FastifyReply) => {
      const live = await isShareLive(token);
      return reply
        .code(live ? 200 : 404)
        .header('cache-control', 'no-store')
        .sendFile('index.html', opts.webDist);
    };
    app.get('/s/:token', (req, reply) => sharePage((req.params as { token: string }).token, reply));
    app.get('/s/*', (_req, reply) => sharePage('', reply));
    app.get('/s', (_req, reply) => sharePage('', reply));
  }

  app.setNotFoundHandler((req, reply) => {
    if (hasWebApp && wantsSpa(req)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', opts.webDist);
    }
    return reply
      .code(404)
      .send({ message: `Not found: ${req.method} ${req.url.split('?', 1)[0]}`, code: 'NOT_FOUND' });
  });
});
