import { type DescribedError, describeError, TOO_DEEP_CODE, TOO_DEEP_MESSAGE } from '@cre/api-core';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JSON_ONLY_MESSAGE } from './security.js';

/** Messages for errors Fastify raises before a handler runs (body parsing, size, media type). */
function describeFastifyError(error: FastifyError): DescribedError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        status: 413,
        body: { message: 'Request body is too large (the limit is 1 MiB).', code: 'PAYLOAD_TOO_LARGE' },
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        body: { message: JSON_ONLY_MESSAGE, code: 'UNSUPPORTED_MEDIA_TYPE' },
      };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, body: { message: 'Malformed JSON in request body.', code: 'INVALID_JSON' } };
    case TOO_DEEP_CODE:
      return { status: 400, body: { message: TOO_DEEP_MESSAGE, code: TOO_DEEP_CODE } };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, body: { message: 'Invalid Content-Length header.', code: 'BAD_REQUEST' } };
    default:
      break;
  }
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return { status: 400, body: { message: 'Malformed JSON in request body.', code: 'INVALID_JSON' } };
  }
  if (
    typeof error.statusCode === 'number' &&
    error.statusCode >= 400 &&
    error.statusCode < 500 &&
    error.code?.startsWith('FST_')
  ) {
    return { status: error.statusCode, body: { message: error.message, code: 'BAD_REQUEST' } };
  }
  return null;
}

/** The 400 for a URL Fastify cannot decode (e.g. `/api/%`) or a path parameter that is too long. */
export function badUrlError(error: FastifyError): DescribedError {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return { status: 414, body: { message: 'The request URL is too long.', code: 'URI_TOO_LONG' } };
  }
  return { status: 400, body: { message: 'The request URL is malformed.', code: 'BAD_URL' } };
}

/**
 * The one error handler: 4xx answers carry their message, 5xx a generic message and the
 * request id (details only in the log), database outages a 503.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const described = describeFastifyError(error) ?? describeError(error, String(req.id));
    if (described.status >= 500) {
      req.log.error({ err: error }, described.status === 503 ? 'Service unavailable' : 'Unhandled error');
    }
    if (described.retryAfterSeconds) reply.header('retry-after', String(described.retryAfterSeconds));
    return reply.code(described.status).send(described.body);
  });
});
