import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  currentRequestTimings,
  type RequestTimings,
  runWithRequestTimings,
} from '../observability/request-context.js';
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

/** Marks the per-request child loggers Fastify creates (they carry `reqId` already). */
const REQUEST_LOGGER = Symbol('request logger');

/**
 * Pino options: JSON lines, secrets redacted wherever they could appear (object keys through
 * {@link REDACT_PATHS}, errors through {@link serializeError}; URLs are passed through
 * {@link redactUrl} before they are logged). A line written during a request through another
 * logger than the request's own (the mailer's, tRPC's fallback) gets the request's `reqId` too.
 */
export function loggerOptions(level: string) {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { err: serializeError },
    mixin(_object: object, _level: number, logger: object): object {
      if ((logger as { [REQUEST_LOGGER]?: true })[REQUEST_LOGGER]) return {};
      const timings = currentRequestTimings();
      return timings ? { reqId: timings.requestId } : {};
    },
  };
}

/** Fastify's `childLoggerFactory`: the request's child logger, marked so the mixin does not add `reqId` twice. */
export function requestChildLogger(
  logger: FastifyBaseLogger,
  ...[bindings, options]: Parameters<FastifyBaseLogger['child']>
): FastifyBaseLogger {
  const child = logger.child(bindings, options);
  Object.defineProperty(child, REQUEST_LOGGER, { value: true });
  return child;
}

/** Options of {@link requestLoggingPlugin}. */
export interface RequestLoggingOptions {
  /** Requests slower than this (ms) are logged at warn as "slow request" (0: never). */
  slowRequestMs: number;
  /** Called for each slow request (the metrics count them). */
  onSlowRequest?: () => void;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The database time of this request so far (see request-context.ts). */
    timings?: RequestTimings;
  }
}

/**
 * Request tracing: every request runs with its own {@link RequestTimings} (the database time
 * its statements add up to), returns its id in `X-Request-Id`, and ends with one structured log
 * line (instead of Fastify's two) carrying the id, the status, the total time and the database
 * time. A request slower than `slowRequestMs` is logged at warn as "slow request", its time split
 * into the database's and the rest (handlers, serialization, waiting for a connection).
 */
export const requestLoggingPlugin = fp(async (app: FastifyInstance, options: RequestLoggingOptions) => {
  const { slowRequestMs, onSlowRequest } = options;
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    req.timings = runWithRequestTimings(String(req.id), done);
  });
  app.addHook('onResponse', (req, reply, done) => {
    const responseTimeMs = round(reply.elapsedTime);
    const dbMs = round(req.timings?.dbMs ?? 0);
    const slow = slowRequestMs > 0 && responseTimeMs > slowRequestMs;
    if (slow) onSlowRequest?.();
    const level = reply.statusCode >= 500 ? 'error' : slow ? 'warn' : 'info';
    const log = req.log as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
    if (log.isLevelEnabled?.(level) ?? true) {
      const line = {
        method: req.method,
        url: redactUrl(req.url),
        statusCode: reply.statusCode,
        responseTimeMs,
        dbMs,
        dbQueries: req.timings?.queries ?? 0,
        ...(slow ? { otherMs: round(Math.max(0, responseTimeMs - dbMs)), slowRequestMs } : {}),
      };
      req.log[level](line, slow ? 'slow request' : 'request completed');
    }
    done();
  });
});

const round = (ms: number) => Math.round(ms * 10) / 10;
