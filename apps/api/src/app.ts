import {
  type AppDeps,
  type AppRouter,
  appRouter,
  ChangeFeed,
  createContext,
  createMailer,
  createProjectListCache,
  createProjectService,
  createSessionCache,
  createUserService,
  isShareLinkLive,
  type ProjectListCache,
  registerApiRoutes,
  type SessionCache,
} from '@cre/api-core';
import { createDb, type DbHandle } from '@cre/db';
import cookie from '@fastify/cookie';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import type { Config } from './env.js';
import { bodyParsingPlugin } from './http/body-parsing.js';
import { compressionPlugin } from './http/compression.js';
import { drainingPlugin } from './http/draining.js';
import { badUrlError, errorHandlerPlugin } from './http/error-handler.js';
import { loggerOptions, requestChildLogger, requestLoggingPlugin } from './http/logging.js';
import { fastifyTrustProxy } from './http/proxy-trust.js';
import { requestIdGenerator } from './http/request-id.js';
import { securityPlugin } from './http/security.js';
import { sharedLinkHeadersPlugin } from './http/shared-link-headers.js';
import { SERVER_TIMEOUTS, type ServerTimeouts } from './http/timeouts.js';
import { webPlugin } from './http/web.js';
import { type AppMetrics, createMetrics } from './observability/metrics.js';
import { metricsPlugin } from './observability/metrics-plugin.js';
import { countQueryForRequest } from './observability/request-context.js';

/** Largest accepted request body: 1 MiB (413 beyond). */
export const BODY_LIMIT = 1024 * 1024;

/** Most calls one tRPC batch request may hold (400 beyond); the web client batches at most this many. */
export const MAX_BATCH_SIZE = 10;

/** Options of {@link buildApp}. */
export interface BuildAppOptions {
  /** An open database (tests, server.ts); otherwise one is opened from DATABASE_URL and closed with the app. */
  db?: DbHandle;
  /** Fastify logger setting; defaults to JSON logs at LOG_LEVEL. */
  logger?: FastifyServerOptions['logger'];
  /**
   * Cache signed-in sessions and project lists in memory, invalidated by database notifications
   * (default true; false: every request reads the database).
   */
  caches?: boolean;
  /** Server time limits (default {@link SERVER_TIMEOUTS}; tests shorten them). */
  timeouts?: ServerTimeouts;
  /** The clock of share links (creation, expiry, their rate limit); default `() => new Date()`. */
  now?: () => Date;
  /** Prometheus metrics and `GET /metrics` (default: the METRICS setting, itself true by default). */
  metrics?: boolean;
}

/** The process's caches and the change feed that keeps them current. */
export interface AppCaches {
  changes: ChangeFeed;
  sessions: SessionCache;
  projectLists: ProjectListCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's caches (for health reporting and tests). */
    caches: AppCaches;
    /** The process's metrics (undefined when built with `metrics: false`). */
    metrics: AppMetrics | undefined;
  }
}

/**
 * Builds the whole application as one Fastify instance composed of plugins: security headers
 * and CSRF check, JSON-only body parsing, REST routes under /api, tRPC at /trpc, the API
 * documentation, and the built web app with SPA fallback. Does not listen and does not migrate.
 */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const timeouts = options.timeouts ?? SERVER_TIMEOUTS;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    // One line per request is written by requestLoggingPlugin instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.idleSocketMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkIntervalMs },
    // Malformed URLs (e.g. `/api/%`) answer like every other 400: { message, code }.
    frameworkErrors: (error, _req, reply) => {
      const described = badUrlError(error);
      return (reply as FastifyReply).code(described.status).send(described.body);
    },
    // A request id from a trusted proxy's X-Request-Id, else a new UUID; in every log line.
    genReqId: requestIdGenerator(config.trustProxy),
    childLoggerFactory: requestChildLogger,
    // While draining, drainingPlugin answers 503 with a request id instead of Fastify's fixed body.
    return503OnClosing: false,
    // tRPC batches put several procedure names in one path segment (/trpc/a.b,c.d,…).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 5000 },
  });

  const handle = options.db ?? (await createDb(config.databaseUrl));
  const mailer = createMailer(config.smtpUrl, config.mailFrom, app.log);
  const changes = new ChangeFeed();
  const sessions = createSessionCache(changes);
  const projectLists = createProjectListCache(changes);
  if (options.caches !== false) await changes.start(handle, app.log);
  app.decorate('caches', { changes, sessions, projectLists });
  const metrics = (options.metrics ?? config.metricsEnabled) ? createMetrics() : undefined;
  app.decorate('metrics', metrics);
  const stopObserving = [handle.observeQueries(countQueryForRequest)];
  if (metrics) {
    stopObserving.push(handle.observeQueries(metrics.observeQuery));
    metrics.watchPool(handle);
    metrics.watchCaches({ sessions, project_lists: projectLists });
  }
  // readiness: from the moment the app starts closing, GET /api/ready answers 503
  const readiness = { closing: false };
  app.addHook('preClose', async () => {
    readiness.closing = true;
  });
  const deps: AppDeps = {
    readiness,
    db: handle.db,
    config,
    mailer,
    sessions,
    projects: createProjectService(handle.db, projectLists),
    users: createUserService(handle.db, sessions, projectLists),
    now: options.now ?? (() => new Date()),
    ...(metrics ? { telemetry: metrics.telemetry } : {}),
  };
  app.addHook('onClose', async () => {
    for (const stop of stopObserving) stop();
    await changes.close();
    mailer.close();
    if (!options.db) await handle.close();
  });

  await app.register(requestLoggingPlugin, {
    slowRequestMs: config.slowRequestMs,
    onSlowRequest: metrics ? () => metrics.observeSlowRequest() : undefined,
  });
  await app.register(drainingPlugin, { readiness });
  if (metrics) {
    const procedures = new Set(Object.keys(appRouter._def.procedures));
    await app.register(metricsPlugin, { metrics, token: config.metricsToken, procedures });
  }
  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin, { config });
  await app.register(bodyParsingPlugin);
  await app.register(compressionPlugin);
  await app.register(cookie, { secret: config.sessionSecret, hook: 'onRequest' });

  await app.register(sharedLinkHeadersPlugin);

  // Every REST path, from the one route registry that also builds the OpenAPI document.
  registerApiRoutes(app, deps);

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      maxBatchSize: MAX_BATCH_SIZE,
      createContext: ({ req, res }) => createContext(deps, req, res),
      onError({ error, path, ctx }) {
        if (error.code === 'INTERNAL_SERVER_ERROR' || error.code === 'SERVICE_UNAVAILABLE') {
          (ctx?.log ?? app.log).error({ err: error.cause ?? error, path }, 'tRPC procedure failed');
        }
      },
    },
  } satisfies FastifyTRPCPluginOptions<AppRouter>);

  await app.register(webPlugin, {
    webDist: config.webDist,
    isShareLive: (token) => isShareLinkLive(deps, token),
  });
  return app;
}
