import { z } from 'zod';

/** A JSON Schema (2020-12) object. */
export type JsonSchema = Record<string, unknown>;

const DEFS_PREFIX = '#/$defs/';
const COMPONENTS_PREFIX = '#/components/schemas/';

function rewriteRefs(node: unknown, names: Map<string, string>): unknown {
  if (Array.isArray(node)) return node.map((item) => rewriteRefs(item, names));
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith(DEFS_PREFIX)) {
      const id = value.slice(DEFS_PREFIX.length);
      out.$ref = `${COMPONENTS_PREFIX}${names.get(id) ?? id}`;
    } else {
      out[key] = rewriteRefs(value, names);
    }
  }
  return out;
}

/**
 * Collects the `components.schemas` of an OpenAPI 3.1 document from zod schemas. Every schema
 * given an id with `.meta({ id })` becomes one component, referenced as `#/components/schemas/<id>`;
 * the rest is inlined. When a schema reads differently as a request (`io: 'input'`: defaults make
 * fields optional) than as a response, the request form is the component `<id>Input`.
 */
export class SchemaComponents {
  readonly schemas: Record<string, JsonSchema> = {};

  /** The JSON Schema of `schema` as a request (`input`) or a response (`output`), refs into components. */
  add(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const json = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
      reused: 'inline',
      cycles: 'throw',
    }) as JsonSchema;
    const { $schema: _schema, $defs, ...root } = json;
    const defs = ($defs ?? {}) as Record<string, JsonSchema>;
    // Pick each definition's component name first (refs between definitions use the final names).
    const names = new Map<string, string>();
    for (const id of Object.keys(defs)) {
      if (id.startsWith('__schema'))
        throw new Error(`An anonymous shared schema (${id}) needs .meta({ id })`);
      names.set(id, id);
    }
    let changed = true;
    while (changed) {
      changed = false;
      for (const [id, def] of Object.entries(defs)) {
        const name = names.get(id) ?? id;
        const existing = this.schemas[name];
        if (existing && JSON.stringify(existing) !== JSON.stringify(rewriteRefs(def, names))) {
          if (io !== 'input' || name !== id) {
            throw new Error(`Two different schemas are named ${name} in the OpenAPI document`);
          }
          names.set(id, `${id}Input`);
          changed = true;
        }
      }
    }
    for (const [id, def] of Object.entries(defs)) {
      this.schemas[names.get(id) ?? id] = rewriteRefs(def, names) as JsonSchema;
    }
    return rewriteRefs(root, names) as JsonSchema;
  }
}
