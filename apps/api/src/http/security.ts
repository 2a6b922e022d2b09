import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../env.js';

export const CROSS_SITE_MESSAGE =
  'Cross-site request rejected: this request did not come from this application.';

export const JSON_ONLY_MESSAGE = 'Request bodies must be JSON (Content-Type: application/json).';

function hasBody(req: FastifyRequest): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function isJson(contentType: string | undefined): boolean {
  return contentType !== undefined && /^application\/json\s*(;|$)/i.test(contentType.trim());
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True when a state-changing request comes from another site: its Origin is neither APP_URL's
 * origin nor the request's own host, or (without Origin) the browser marks it cross-site.
 */
export function isCrossSite(req: FastifyRequest, appOrigin: string): boolean {
  const origin = req.headers.origin;
  if (origin !== undefined) {
    if (origin === appOrigin) return false;
    try {
      return new URL(origin).host !== req.headers.host;
    } catch {
      return true; // "null" or garbage
    }
  }
  return req.headers['sec-fetch-site'] === 'cross-site';
}

/**
 * Runs helmet once against a recording response and returns the headers it sets. They do not
 * depend on the request, so computing them per request (as @fastify/helmet does) is wasted work.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  helmet(options)(req, res, () => {});
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value !== undefined) headers[name] = String(value);
  }
  return headers;
}

/** The helmet configuration: a CSP for the bundled SPA (Mantine inline styles) and Swagger UI. */
export function helmetOptions(config: Config): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'blob:'],
        // Exported PDFs open from blob: URLs; documents created from blobs inherit this policy.
        objectSrc: ["'self'", 'blob:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.cookieSecure ? [] : null,
      },
    },
    // Exported PDFs open in a new window from a blob: URL; keep that working.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.cookieSecure,
  };
}

/**
 * Helmet headers on every response, the CSRF origin check, the rule that state-changing
 * requests carry JSON or no body at all (415 otherwise), and `Cache-Control: no-store` on API answers.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const headers = helmetHeaders(helmetOptions(opts.config));
  const appOrigin = new URL(opts.config.appUrl).origin;
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(headers);
    if (SAFE_METHODS.has(req.method)) return done();
    if (isCrossSite(req, appOrigin)) {
      req.log.warn(
        { origin: req.headers.origin, secFetchSite: req.headers['sec-fetch-site'] },
        'Cross-site request rejected',
      );
      return reply.code(403).send({ message: CROSS_SITE_MESSAGE, code: 'CROSS_SITE_REQUEST' });
    }
    if (hasBody(req) && !isJson(req.headers['content-type'])) {
      return reply.code(415).send({ message: JSON_ONLY_MESSAGE, code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    done();
  });
  // API answers can carry a user's data: no browser or proxy may keep them (a route that sets its own
  // Cache-Control keeps it).
  app.addHook('onSend', (req, reply, payload, done) => {
    if (isApiPath(req.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
});

/** True for `/api…` and `/trpc…` paths (the JSON API), not for the web app's pages and assets. */
function isApiPath(url: string): boolean {
  return /^\/(api|trpc)(\/|\?|$)/.test(url);
}
