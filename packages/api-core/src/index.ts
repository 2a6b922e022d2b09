/**
 * `@cre/api-core`: the API's procedures and REST surface without a server. The tRPC router
 * (`appRouter`), the services it calls, the REST route registry with its OpenAPI document, and
 * the error descriptions the HTTP layer sends. `apps/api` (`@cre/api`) hosts it in Fastify;
 * `@cre/client` generates its types from {@link productionOpenApiDocument}.
 */
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from './trpc/root.js';

export type { BrokerConfig, Config, TrustProxy } from './config.js';
export {
  BATCH_TOO_LARGE_MESSAGE,
  DATABASE_UNAVAILABLE_MESSAGE,
  type DescribedError,
  describeError,
  type ErrorBody,
  isDatabaseUnavailable,
} from './errors.js';
export {
  jsonTooDeep,
  MAX_JSON_DEPTH,
  NestedTooDeeplyError,
  TOO_DEEP_CODE,
  TOO_DEEP_MESSAGE,
} from './json-depth.js';
export type { RestCall, RestRoute } from './rest/define.js';
export type { OpenApiDocument } from './rest/openapi.js';
export { BROTLI_TEXT_PARAMS, COMPRESSION_THRESHOLD_BYTES } from './rest/prepared-json.js';
export {
  pendingMigrations,
  type Readiness,
  readinessRoute,
  SHUTTING_DOWN_MESSAGE,
} from './rest/readiness.js';
export {
  isRouteEnabled,
  openApiDocument,
  productionOpenApiDocument,
  registerApiRoutes,
  restRoutes,
} from './rest/registry.js';
export { isShareLinkLive } from './rest/shares.js';
export type { Cache, CacheStats, EvictionReason } from './services/cache.js';
export { ChangeFeed, type ChangeFeedLog, type DataChange, parseChange } from './services/change-feed.js';
export { createMailer, type Mail, MailDeliveryError, type Mailer } from './services/mailer.js';
export { hashPassword, verifyPassword } from './services/passwords.js';
export { createProjectListCache, type ProjectListCache } from './services/project-list-cache.js';
export { createProjectService, type ProjectService } from './services/projects.js';
export {
  type CachedSession,
  createSessionCache,
  SESSION_CACHE_TTL_MS,
  type SessionCache,
} from './services/session-cache.js';
export type { AppTelemetry } from './services/telemetry.js';
export { hashToken } from './services/tokens.js';
export { createUserService, type UserService } from './services/users.js';
export { type AppDeps, type Context, createContext } from './trpc/context.js';
export { findNul, NUL_CHARACTER_MESSAGE } from './trpc/nul-text.js';
export { type AppRouter, appRouter, createCaller } from './trpc/root.js';
export { ADMIN_VERIFY_BY_LINK_MESSAGE } from './trpc/routers/auth.js';
export type { PublicUser } from './trpc/serialize.js';

/** What each tRPC procedure takes, e.g. `RouterInputs['properties']['save']` (type only, for clients). */
export type RouterInputs = inferRouterInputs<AppRouter>;
/** What each tRPC procedure returns over JSON, e.g. `RouterOutputs['properties']['list'][number]`. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;
