import { z } from 'zod';
import type { RestRoute } from './define.js';
import { errorSchema } from './output-schemas.js';

const STATUS_TEXT: Record<number, string> = {
  400: 'Invalid input: `message` is the first validation message, `issues` lists them all',
  401: 'Not signed in',
  403: 'Forbidden (cross-site request, unverified email, not an admin, or a protected account)',
  404: 'Not found, or not yours',
  409: 'Email already registered',
  413: 'Request body too large',
  415: 'Request body is not JSON',
  429: 'Too many attempts; see the Retry-After header',
  500: 'Unexpected error: a generic message and the request id',
  503: 'Database or email temporarily unavailable',
};

type JsonSchema = Record<string, unknown>;

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io,
    target: 'openapi-3.0',
    unrepresentable: 'any',
    reused: 'inline',
  });
  const { $schema: _s, ...rest } = json as JsonSchema;
  return rest;
}

function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z]+)/g, '{$1}');
}

function queryParameters(schema: z.ZodType): JsonSchema[] {
  const json = toSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema: s,
  }));
}

/**
 * Builds the OpenAPI 3 document of every REST path from the same route table (and zod
 * schemas) that registers them.
 */
export function buildOpenApiDocument(routes: RestRoute[], info: { appUrl: string; extra: RestRoute[] }) {
  const paths: Record<string, Record<string, unknown>> = {};
  const errorRef = toSchema(errorSchema, 'output');
  for (const route of [...routes, ...info.extra]) {
    const path = toOpenApiPath(route.path);
    const parameters: JsonSchema[] = [];
    if (route.path.includes(':id')) {
      parameters.push({ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } });
    }
    if (route.query) parameters.push(...queryParameters(route.query));
    const responses: Record<string, unknown> = {
      [route.response.status]: {
        description: route.response.description,
        ...(route.response.headers ? { headers: route.response.headers } : {}),
        ...(route.response.schema
          ? {
              content: {
                [route.response.contentType ?? 'application/json']: {
                  schema: toSchema(route.response.schema, 'output'),
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
        content: { 'application/json': { schema: errorRef } },
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
              content: { 'application/json': { schema: toSchema(route.body, 'input') } },
            },
          }
        : {}),
      ...(route.auth ? { security: [{ sessionCookie: [] }] } : {}),
      responses,
    };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'CRE Sale Analyzer API',
      version: '1.0.0',
      description:
        'REST API of CRE Sale Analyzer. The same procedures are served over tRPC at /trpc. State-changing requests must be application/json (or bodiless) and same-origin.',
    },
    servers: [{ url: info.appUrl }],
    components: {
      securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: 'sid' } },
    },
    paths,
  };
}
