import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import type { RestRoute } from './define.js';
import { type JsonSchema, SchemaComponents } from './openapi/components.js';
import { errorSchema } from './output-schemas.js';

const STATUS_TEXT: Record<number, string> = {
  400: 'Invalid input: `message` is the first validation message, `issues` lists them all',
  401: 'Not signed in',
  403: 'Forbidden (cross-site request, unverified email, not an admin, or a protected account)',
  404: 'Not found, or not yours',
  409: 'Conflict: the email address is already registered, or the project was changed elsewhere since the version the save names (`currentVersion`)',
  413: 'Request body too large',
  415: 'Request body is not JSON',
  429: 'Too many attempts; see the Retry-After header',
  500: 'Unexpected error: a generic message and the request id',
  503: 'Database or email temporarily unavailable',
};

/** This package's (`@cre/api-core`) version: the document's `info.version`. */
const API_VERSION = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

const ERROR_REF = { $ref: '#/components/schemas/Error' };

function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z]+)/g, '{$1}');
}

function queryParameters(components: SchemaComponents, schema: z.ZodType): JsonSchema[] {
  let json = components.add(schema, 'input') as {
    $ref?: string;
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  if (json.$ref) json = components.schemas[json.$ref.split('/').pop() ?? ''] as typeof json;
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    ...(typeof s.description === 'string' ? { description: s.description } : {}),
    schema: s,
  }));
}

/**
 * Builds the OpenAPI 3.1 document of the given REST paths (the registry's, `rest/registry.ts`)
 * from their route definitions and zod schemas. Schemas with a `.meta({ id })` are
 * `components.schemas`; every error status answers the shared `Error` component (the body
 * {@link errorSchema} describes).
 */
export function buildOpenApiDocument(routes: readonly RestRoute[], appUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  const components = new SchemaComponents();
  components.add(errorSchema, 'output');
  for (const route of routes) {
    const path = toOpenApiPath(route.path);
    const parameters: JsonSchema[] = [];
    if (route.path.includes(':id')) {
      parameters.push({ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } });
    }
    for (const [name, param] of Object.entries(route.pathParams ?? {})) {
      parameters.push({
        name,
        in: 'path',
        required: true,
        description: param.description,
        schema: param.schema,
      });
    }
    for (const [name, param] of Object.entries(route.headerParams ?? {})) {
      parameters.push({
        name,
        in: 'header',
        required: false,
        description: param.description,
        schema: param.schema,
      });
    }
    if (route.query) parameters.push(...queryParameters(components, route.query));
    const responses: Record<string, unknown> = {
      [route.response.status]: {
        description: route.response.description,
        ...(route.response.headers ? { headers: route.response.headers } : {}),
        ...(route.response.schema
          ? {
              content: {
                [route.response.contentType ?? 'application/json']: {
                  schema: components.add(route.response.schema, 'output'),
                },
              },
            }
          : {}),
      },
    };
    const statuses = new Set(route.errors);
    if (route.method !== 'GET') statuses.add(403).add(413).add(415);
    if (route.usesContext !== false) statuses.add(500).add(503);
    for (const status of [...statuses].sort()) {
      responses[status] = {
        description: STATUS_TEXT[status] ?? 'Error',
        content: {
          'application/json': {
            schema: route.errorBodies?.[status]
              ? components.add(route.errorBodies[status], 'output')
              : ERROR_REF,
          },
        },
      };
    }
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      tags: [route.tag],
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      operationId: `${route.method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      ...(parameters.length ? { parameters } : {}),
      ...(route.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: components.add(route.body, 'input') } },
            },
          }
        : {}),
      // Public operations say so (an empty list: no session needed).
      security: route.auth ? [{ sessionCookie: [] }] : [],
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'CRE Sale Analyzer API',
      version: API_VERSION,
      description:
        'REST API of CRE Sale Analyzer. The same procedures are served over tRPC at /trpc. State-changing requests must be application/json (or bodiless) and same-origin.',
    },
    servers: [{ url: appUrl }],
    components: {
      schemas: Object.fromEntries(Object.entries(components.schemas).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'sid',
          description: 'The session cookie set by POST /api/login and POST /api/register (HttpOnly)',
        },
      },
    },
    paths,
  };
}

/** The OpenAPI document {@link buildOpenApiDocument} builds. */
export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
