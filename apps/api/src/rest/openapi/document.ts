import { accountRoutes } from '../account.js';
import { authRoutes } from '../auth.js';
import { contentRoutes } from '../content.js';
import { buildOpenApiDocument } from '../openapi.js';
import { propertyRoutes } from '../properties.js';
import { shareRoutes } from '../shares.js';
import { systemRoutes } from '../system.js';

/**
 * The OpenAPI document of a production server (no development-only routes) without starting
 * one: what `@cre/client` generates its types from at build time.
 */
export function productionOpenApiDocument(appUrl: string): ReturnType<typeof buildOpenApiDocument> {
  const procedureRoutes = [
    ...authRoutes,
    ...accountRoutes,
    ...propertyRoutes,
    ...shareRoutes,
    ...contentRoutes,
  ].filter((route) => !route.enabled);
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  const system = systemRoutes(() => document);
  document = buildOpenApiDocument(procedureRoutes, { appUrl, extra: system });
  return document;
}
