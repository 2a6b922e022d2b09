import { createRequire } from 'node:module';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { FormatsPlugin } from 'ajv-formats';

// ajv-formats is CommonJS with the plugin as `exports.default`.
const addFormats = (createRequire(import.meta.url)('ajv-formats') as { default: FormatsPlugin }).default;

type Schema = Record<string, unknown>;
interface Operation {
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}
/** The parts of an OpenAPI document a response check reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

/**
 * Checks live responses against the document: the status must be documented for the operation
 * and the JSON body must match its schema (Ajv, JSON Schema 2020-12, formats checked), with
 * `#/components/schemas/...` refs resolved in the document's components.
 */
export function responseChecker(document: OpenApiDocument) {
  const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: true });
  addFormats(ajv);
  /** Problems with one response (empty when it matches), e.g. `GET /api/user 401: /message must be string`. */
  return function check(method: string, path: string, status: number, body: string): string[] {
    const label = `${method} ${path} ${status}`;
    const operation = document.paths[path]?.[method.toLowerCase()];
    if (!operation) return [`${label}: operation not documented`];
    const response = operation.responses[String(status)];
    if (!response) return [`${label}: status not documented`];
    const schema = response.content?.['application/json']?.schema;
    if (!schema) return [`${label}: no JSON schema documented`];
    const validate = ajv.compile({ ...schema, components: document.components });
    if (validate(JSON.parse(body))) return [];
    return (validate.errors ?? []).map((e) => `${label}: ${e.instancePath || '/'} ${e.message}`);
  };
}
