import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { AppDeps } from '../trpc/context.js';
import { accountRoutes } from './account.js';
import { authRoutes } from './auth.js';
import { contentRoutes } from './content.js';
import { type RestRoute, registerRestRoutes } from './define.js';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi.js';
import { propertyRoutes } from './properties.js';
import { sharedFallbackRoutes, shareRoutes } from './shares.js';
import { systemRoutes } from './system.js';

/**
 * Every REST path of the API, in the order the OpenAPI document lists them: the procedure routes
 * of each domain, the system routes (health, this document, its viewer, the playbook file), and
 * the registered-but-undocumented /api/shared fallbacks. Both {@link registerApiRoutes} and the
 * OpenAPI documents read this one list: a new path goes into its domain's array and nowhere else
 * (a new domain adds its array here). Development-only routes carry their `enabled` flag.
 */
export const restRoutes: readonly RestRoute[] = [
  ...authRoutes,
  ...accountRoutes,
  ...propertyRoutes,
  ...shareRoutes,
  ...contentRoutes,
  ...systemRoutes((config) => openApiDocument(config)),
  ...sharedFallbackRoutes,
];

/** True when `route` is served under `config` (routes without an `enabled` flag always are). */
export function isRouteEnabled(route: RestRoute, config: Config): boolean {
  return !route.enabled || route.enabled(config);
}

const documents = new WeakMap<Config, OpenApiDocument>();

/**
 * The OpenAPI document a server with `config` serves at /api/openapi.json: every documented
 * route it enables (development-only ones included in development mode). Built once per config.
 *
 * @example openApiDocument(config).paths['/api/health']?.get // { tags: ['System'], ... }
 */
export function openApiDocument(config: Config): OpenApiDocument {
  let document = documents.get(config);
  if (!document) {
    document = buildOpenApiDocument(
      restRoutes.filter((route) => route.documented !== false && isRouteEnabled(route, config)),
      config.appUrl,
    );
    documents.set(config, document);
  }
  return document;
}

/**
 * The OpenAPI document of a production server (no route with an `enabled` flag, i.e. no
 * development-only route) without starting one: what `@cre/client` generates its types from.
 *
 * @example productionOpenApiDocument('http://localhost:3000').servers // [{ url: 'http://localhost:3000' }]
 */
export function productionOpenApiDocument(appUrl: string): OpenApiDocument {
  return buildOpenApiDocument(
    restRoutes.filter((route) => route.documented !== false && !route.enabled),
    appUrl,
  );
}

/**
 * Registers every REST path of {@link restRoutes} that `deps.config` enables on `app`; each
 * handler calls the same tRPC procedures as `/trpc` (see `registerRestRoutes`).
 */
export function registerApiRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerRestRoutes(app, deps, restRoutes);
}
