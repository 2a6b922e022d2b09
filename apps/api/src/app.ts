import { randomUUID } from 'node:crypto';
import { createDb, type DbHandle } from '@cre/db';
import cookie from '@fastify/cookie';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import type { Config } from './env.js';
import { bodyParsingPlugin } from './http/body-parsing.js';
import { errorHandlerPlugin } from './http/error-handler.js';
import { loggerOptions, requestLoggingPlugin } from './http/logging.js';
import { securityPlugin } from './http/security.js';
import { webPlugin } from './http/web.js';
import { authRoutes } from './rest/auth.js';
import { contentRoutes } from './rest/content.js';
import { type RestRoute, registerRestRoutes } from './rest/define.js';
import { buildOpenApiDocument } from './rest/openapi.js';
import { propertyRoutes } from './rest/properties.js';
import { systemRoutes } from './rest/system.js';
import { createMailer } from './services/mailer.js';
import { SessionCache } from './services/session-cache.js';
import { type AppDeps, createContext } from './trpc/context.js';
import { type AppRouter, appRouter } from './trpc/root.js';

/** Largest accepted request body: 1 MiB (413 beyond). */
export const BODY_LIMIT = 1024 * 1024;

/** Options of {@link buildApp}. */
export interface BuildAppOptions {
  /** An open database (tests, server.ts); otherwise one is opened from DATABASE_URL and closed with the app. */
  db?: DbHandle;
  /** Fastify logger setting; defaults to JSON logs at LOG_LEVEL. */
  logger?: FastifyServerOptions['logger'];
  /** Cache signed-in sessions in memory, invalidated by database notifications (default true). */
  sessionCache?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's session cache (tests use `sessionCache.sync(db)` after direct database changes). */
    sessionCache: SessionCache;
  }
}

/**
 * Builds the whole application as one Fastify instance composed of plugins: security headers
 * and CSRF check, JSON-only body parsing, REST routes under /api, tRPC at /trpc, the API
 * documentation, and the built web app with SPA fallback. Does not listen and does not migrate.
 */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    // One line per request is written by requestLoggingPlugin instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    // tRPC batches put several procedure names in one path segment (/trpc/a.b,c.d,…).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 5000 },
  });

  const handle = options.db ?? (await createDb(config.databaseUrl));
  const mailer = createMailer(config.smtpUrl, config.mailFrom, app.log);
  const sessions = new SessionCache();
  if (options.sessionCache !== false) await sessions.start(handle, app.log);
  app.decorate('sessionCache', sessions);
  const deps: AppDeps = { db: handle.db, config, mailer, sessions };
  app.addHook('onClose', async () => {
    await sessions.close();
    mailer.close();
    if (!options.db) await handle.close();
  });

  await app.register(requestLoggingPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin, { config });
  await app.register(bodyParsingPlugin);
  await app.register(cookie, { secret: config.sessionSecret, hook: 'onRequest' });

  const procedureRoutes: RestRoute[] = [...authRoutes, ...propertyRoutes, ...contentRoutes];
  let document: unknown;
  const system = systemRoutes(() => {
    document ??= buildOpenApiDocument(
      procedureRoutes.filter((r) => !r.enabled || r.enabled(config)),
      { appUrl: config.appUrl, extra: system },
    );
    return document;
  });
  registerRestRoutes(app, deps, [...procedureRoutes, ...system]);

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => createContext(deps, req, res),
      onError({ error, path, ctx }) {
        if (error.code === 'INTERNAL_SERVER_ERROR' || error.code === 'SERVICE_UNAVAILABLE') {
          (ctx?.log ?? app.log).error({ err: error.cause ?? error, path }, 'tRPC procedure failed');
        }
      },
    },
  } satisfies FastifyTRPCPluginOptions<AppRouter>);

  await app.register(webPlugin, { webDist: config.webDist });
  return app;
}
