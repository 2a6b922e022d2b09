import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config.js';
import { type AppDeps, createContext } from '../trpc/context.js';
import { JsonText } from '../trpc/json-text.js';
import { createCaller } from '../trpc/root.js';
import { COMPRESSION_THRESHOLD_BYTES, negotiateCoding, PreparedJson } from './prepared-json.js';

/** A tRPC caller bound to one request. */
export type Caller = ReturnType<typeof createCaller>;

/** What a REST handler receives. */
export interface RestCall<Body = unknown, Query = unknown> {
  /** Calls the same procedures as `/trpc` with this request's context. */
  caller: Caller;
  /**
   * The JSON body, typed as the route's `body` schema accepts it. It is not validated here: the
   * procedure it is handed to validates it with that same schema, after its own authentication,
   * so the order of checks (401/403 before 400) is the same over REST and tRPC.
   */
  body: Body;
  /** The query string, typed and handed on like `body`. */
  query: Query;
  req: FastifyRequest;
  reply: FastifyReply;
  /** The `:id` path parameter (when the route has one). */
  id: number;
  deps: AppDeps;
}

/** One REST path: its documentation (OpenAPI) and its handler, defined together. */
export interface RestRoute<B extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST' | 'DELETE';
  /** Fastify path, e.g. `/api/properties/:id`. */
  path: string;
  summary: string;
  tag: string;
  description?: string;
  /** Needs the session cookie (documented as a security requirement). */
  auth?: boolean;
  /** Request body schema (the procedure's input schema). */
  body?: B;
  /** Query-string schema. */
  query?: Q;
  /** Message of the 404 sent when `:id` is not a positive whole number. */
  idNotFound?: string;
  /** Request headers the route reads (e.g. `If-Match`), documented in OpenAPI. */
  headerParams?: Record<string, { description: string; schema: Record<string, unknown> }>;
  /** Path parameters other than `:id` (e.g. `:shareId`, `:token`), documented in OpenAPI. */
  pathParams?: Record<string, { description: string; schema: Record<string, unknown> }>;
  response: {
    status: number;
    description: string;
    schema?: z.ZodType;
    contentType?: string;
    /** Response headers worth documenting (OpenAPI `headers`), e.g. a page's `Link`. */
    headers?: Record<string, { description: string; schema: Record<string, unknown> }>;
  };
  /** Error statuses the path can answer with. */
  errors: number[];
  /** Bodies of error statuses that are not the shared `Error` shape (e.g. health's 503). */
  errorBodies?: Record<number, z.ZodType>;
  /**
   * Only registered (and documented) when this returns true (e.g. manual-verify in development
   * mode). The production OpenAPI document, which `@cre/client` is generated from, leaves out
   * every route that has this flag.
   */
  enabled?: (config: Config) => boolean;
  /** Set false for paths that are registered but not documented (e.g. the /api/shared fallbacks). */
  documented?: boolean;
  /** A body size limit of its own in bytes (the app's default is `BODY_LIMIT`, 1 MiB). */
  bodyLimit?: number;
  /** Set false for routes that need no session or procedure (health, docs, downloads). */
  usesContext?: boolean;
  handle(call: RestCall<z.input<B>, z.input<Q>>): Promise<unknown>;
}

/**
 * Declares a route with its handler's `body` and `query` typed from its schemas (the procedures
 * take exactly those inputs), and widens it for the route tables.
 */
export function defineRoute<B extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType>(
  route: RestRoute<B, Q>,
): RestRoute {
  return route as RestRoute;
}

/** A positive 32-bit id from the path, or 0 (which the procedure's input schema rejects). */
function parseId(raw: unknown): number {
  const text = typeof raw === 'string' ? raw : '';
  const id = /^[1-9]\d{0,9}$/.test(text) ? Number(text) : 0;
  return id <= 2_147_483_647 ? id : 0;
}

const noCaller = new Proxy({} as Caller, {
  get() {
    throw new Error('This route was declared with usesContext: false');
  },
});

/**
 * Sends `body` brotli- or gzip-compressed as Accept-Encoding allows (bytes made once and kept
 * with it), or as it is; `Vary: accept-encoding` either way. The compression plugin leaves a
 * response that already has a Content-Encoding alone, and skips `X-No-Compression` requests,
 * as this does.
 */
function sendPrepared(req: FastifyRequest, reply: FastifyReply, body: PreparedJson): FastifyReply {
  reply.header('vary', 'accept-encoding');
  const coding =
    req.headers['x-no-compression'] === undefined && body.text.length >= COMPRESSION_THRESHOLD_BYTES
      ? negotiateCoding(req.headers['accept-encoding'])
      : null;
  if (coding) reply.header('content-encoding', coding);
  return reply.send(body.body(coding));
}

/**
 * Registers REST routes. Each handler builds the same context as `/trpc`, calls the procedure
 * through `createCaller` and sends its result as JSON (`null` included; {@link JsonText} as it is;
 * {@link PreparedJson} in the coding the client accepts, made once) with the documented status;
 * thrown errors go to the app's single error handler.
 */
export function registerRestRoutes(app: FastifyInstance, deps: AppDeps, routes: readonly RestRoute[]): void {
  for (const route of routes) {
    if (route.enabled && !route.enabled(deps.config)) continue;
    app.route({
      method: route.method,
      url: route.path,
      ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
      handler: async (req, reply) => {
        const caller =
          route.usesContext === false ? noCaller : createCaller(await createContext(deps, req, reply));
        const id = route.idNotFound ? parseId((req.params as { id?: unknown }).id) : 0;
        let result: unknown;
        try {
          result = await route.handle({ caller, body: req.body, query: req.query, req, reply, id, deps });
        } catch (error) {
          // A malformed path id is "missing" (404), but only after authentication and authorization ran.
          if (route.idNotFound && id === 0 && error instanceof TRPCError && error.code === 'BAD_REQUEST') {
            throw new TRPCError({ code: 'NOT_FOUND', message: route.idNotFound });
          }
          throw error;
        }
        if (reply.sent) return reply;
        reply.code(route.response.status);
        if (route.response.status === 204) return reply.send();
        reply.type('application/json; charset=utf-8');
        if (result instanceof PreparedJson) return sendPrepared(req, reply, result);
        const body = result instanceof JsonText ? result.text : JSON.stringify(result ?? null);
        return reply.send(body);
      },
    });
  }
}
