import { LimitReachedError, SaveConflictError } from '@cre/db';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { MailDeliveryError } from './services/mailer.js';

/** The JSON body of every error response, whatever its status (400 to 500). */
export interface ErrorBody {
  message: string;
  code?: string;
  issues?: Array<{ path: string; message: string }>;
  requestId?: string;
  /** A project save's conflict (409): the project's version now. */
  currentVersion?: number;
}

/** The 409 of a save based on a version of the project that is no longer the stored one. */
export const SAVE_CONFLICT_MESSAGE = 'This project was changed elsewhere';

/** An error as the HTTP layer sends it. */
export interface DescribedError {
  status: number;
  body: ErrorBody;
  retryAfterSeconds?: number;
}

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is temporarily unavailable. Please try again in a moment.';

/** Carries the wait time of a refused, rate-limited attempt. */
export class RateLimitError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
    this.name = 'RateLimitError';
  }
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '57014', // query_canceled (statement_timeout)
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const CONNECTION_MESSAGES = [
  'connection terminated',
  'timeout exceeded when trying to connect',
  'connection error',
  'terminating connection',
  'client has encountered a connection error',
  'cannot use a pool after calling end',
  'database system is starting up',
  'database system is shutting down',
  'query read timeout', // pg's query_timeout: the database did not answer in time (a partition)
  'client was closed and is not queryable',
];

/** True when `error` (or any of its causes) means the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
  if (typeof message === 'string') {
    const lower = message.toLowerCase();
    if (CONNECTION_MESSAGES.some((m) => lower.includes(m))) return true;
  }
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

function zodIssues(cause: unknown): Array<{ path: string; message: string }> | undefined {
  const issues = (cause as { issues?: unknown } | undefined)?.issues;
  if (!Array.isArray(issues) || issues.length === 0) return undefined;
  return issues.map((issue: { path?: PropertyKey[]; message?: string }) => ({
    path: (issue.path ?? []).map(String).join('.'),
    message: String(issue.message ?? 'Invalid input'),
  }));
}

/** tRPC's own message when a batch exceeds `maxBatchSize` (replaced by {@link BATCH_TOO_LARGE_MESSAGE}). */
const TRPC_BATCH_TOO_LARGE = 'Batch call exceeds maximum size';

/** The 400 message of a tRPC batch with more calls than allowed (app.ts MAX_BATCH_SIZE). */
export const BATCH_TOO_LARGE_MESSAGE =
  'Too many calls in one batch: a batch request can hold at most 10 calls.';

/** {@link describeError} before the request id is added to every 5xx body. */
function describeWithoutId(error: unknown, requestId: string): DescribedError {
  const trpc = error instanceof TRPCError ? error : undefined;
  const cause = trpc ? trpc.cause : error;
  if (cause instanceof RateLimitError) {
    return {
      status: 429,
      body: { message: cause.message, code: 'TOO_MANY_REQUESTS' },
      retryAfterSeconds: cause.retryAfterSeconds,
    };
  }
  if (cause instanceof LimitReachedError) {
    return { status: 403, body: { message: cause.message, code: 'LIMIT_REACHED' } };
  }
  if (cause instanceof SaveConflictError) {
    return {
      status: 409,
      body: { message: SAVE_CONFLICT_MESSAGE, code: 'CONFLICT', currentVersion: cause.currentVersion },
    };
  }
  if (cause instanceof MailDeliveryError) {
    return { status: 503, body: { message: cause.message, code: 'EMAIL_UNAVAILABLE' } };
  }
  if (isDatabaseUnavailable(cause) || isDatabaseUnavailable(error)) {
    return { status: 503, body: { message: DATABASE_UNAVAILABLE_MESSAGE, code: 'DATABASE_UNAVAILABLE' } };
  }
  if (trpc?.code === 'BAD_REQUEST' && trpc.message === TRPC_BATCH_TOO_LARGE) {
    return { status: 400, body: { message: BATCH_TOO_LARGE_MESSAGE, code: 'BATCH_TOO_LARGE' } };
  }
  if (trpc && trpc.code !== 'INTERNAL_SERVER_ERROR') {
    const status = getHTTPStatusCodeFromError(trpc);
    const issues = trpc.code === 'BAD_REQUEST' ? zodIssues(trpc.cause) : undefined;
    if (issues) {
      return { status, body: { message: issues[0]!.message, code: 'VALIDATION_ERROR', issues } };
    }
    return { status, body: { message: trpc.message, code: trpc.code } };
  }
  return {
    status: 500,
    body: {
      message: `Something went wrong on our side. Please try again; if it keeps happening, quote request id ${requestId}.`,
      code: 'INTERNAL_SERVER_ERROR',
      requestId,
    },
  };
}

/**
 * Turns any error thrown by a procedure (or the context) into the status and JSON body that
 * both REST and tRPC send: 4xx keep their message, validation errors carry the first
 * validation message plus every issue, database outages become 503, anything else a generic
 * 500. Every 5xx body carries the request id (as in X-Request-Id and the server log), so a
 * user or an operator can find the request's log lines.
 */
export function describeError(error: unknown, requestId: string): DescribedError {
  const described = describeWithoutId(error, requestId);
  if (described.status < 500 || described.body.requestId) return described;
  return { ...described, body: { ...described.body, requestId } };
}
