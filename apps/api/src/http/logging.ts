import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializeError } from './error-serializer.js';
import { REDACTED, redactUrl, SECRET_KEY_NAMES } from './redact.js';

/**
 * Keys whose values are secrets, at the top of a log object or one level down: the secret names
 * of `redact.ts` (pino paths cannot hold `-`) and a procedure's input or body.
 */
const SECRET_KEYS = [...SECRET_KEY_NAMES.filter((name) => !name.includes('-')), 'input', 'rawInput', 'body'];

/**
 * Paths pino redacts (its syntax: `*` is one level of any key): the secret keys at the top level
 * and one level down (`err.input`, `user.password`, …), and the cookie and authorization headers.
 */
export const REDACT_PATHS = [
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`]),
  'req.headers.cookie',
  'req.headers.authorization',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  'res.headers["set-cookie"]',
];

/**
 * Pino options: JSON lines, secrets redacted wherever they could appear (object keys through
 * {@link REDACT_PATHS}, errors through {@link serializeError}; URLs are passed through
 * {@link redactUrl} before they are logged).
 */
export function loggerOptions(level: string) {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { err: serializeError },
  };
}

/** One structured log line per request (instead of Fastify's two) with the request id. */
export const requestLoggingPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    done();
  });
  app.addHook('onResponse', (req, reply, done) => {
    const level = reply.statusCode >= 500 ? 'error' : 'info';
    const log = req.log as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
    if (log.isLevelEnabled?.(level) ?? true) {
      req.log[level](
        {
          method: req.method,
          url: redactUrl(req.url),
          statusCode: reply.statusCode,
          responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request completed',
      );
    }
    done();
  });
});
