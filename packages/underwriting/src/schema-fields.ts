import type { z } from 'zod';

/** What kind of value a field of an object schema holds. */
export type FieldKind = 'number' | 'boolean' | 'enum' | 'text' | 'list' | 'object';

/** One field of a zod object schema, read off the schema itself (see {@link describeFields}). */
export interface FieldSpec {
  key: string;
  kind: FieldKind;
  /** The field accepts `null`. */
  nullable: boolean;
  /** The field has neither a default nor `.optional()`: a parse fails without it. */
  required: boolean;
  /** The value a parse fills in when the field is left out (`undefined` when it has none). */
  defaultValue: unknown;
  /** The allowed values of an enum field. */
  options: readonly string[];
}

interface Def {
  type: string;
  innerType?: { _zod: { def: Def } };
  defaultValue?: unknown;
  entries?: Record<string, string>;
}

const KINDS: Record<string, FieldKind> = {
  number: 'number',
  boolean: 'boolean',
  enum: 'enum',
  string: 'text',
  array: 'list',
  object: 'object',
};

function describe(key: string, schema: z.ZodType): FieldSpec {
  let def = schema._zod.def as Def;
  const spec: FieldSpec = {
    key,
    kind: 'text',
    nullable: false,
    required: true,
    defaultValue: undefined,
    options: [],
  };
  while (def.innerType) {
    if (def.type === 'default') spec.defaultValue = def.defaultValue;
    if (def.type === 'default' || def.type === 'optional') spec.required = false;
    if (def.type === 'nullable') spec.nullable = true;
    def = def.innerType._zod.def;
  }
  const kind = KINDS[def.type];
  if (!kind) throw new TypeError(`describeFields: field ${key} has an unsupported type (${def.type})`);
  spec.kind = kind;
  if (def.entries) spec.options = Object.values(def.entries);
  return spec;
}

/**
 * The fields of a zod object schema in declaration order, with their kind, nullability and
 * default, so that code that must follow the schema (default filling, database columns, form
 * values) is generated from it instead of restating it.
 *
 * @example describeFields(analysisInputObject).find((f) => f.key === 'vacancyRate')
 * // { key: 'vacancyRate', kind: 'number', nullable: false, required: false, defaultValue: 5, options: [] }
 */
export function describeFields(schema: z.ZodObject): FieldSpec[] {
  return Object.entries(schema.shape).map(([key, field]) => describe(key, field as z.ZodType));
}

/**
 * `value` when it fits the field (a finite number, a boolean, one of the enum's options, a
 * string, an array, an object), else the field's default: `null` for a nullable field without one, `[]` for
 * a list, `undefined` when the field has no default at all.
 */
export function valueOrDefault(spec: FieldSpec, value: unknown): unknown {
  switch (spec.kind) {
    case 'number':
      if (typeof value === 'number' && Number.isFinite(value)) return value;
      break;
    case 'boolean':
      if (typeof value === 'boolean') return value;
      break;
    case 'enum':
      if (spec.options.includes(value as string)) return value;
      break;
    case 'text':
      if (typeof value === 'string') return value;
      break;
    case 'list':
      return Array.isArray(value) ? value : [];
    case 'object':
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value;
      break;
  }
  return spec.defaultValue !== undefined ? spec.defaultValue : spec.nullable ? null : undefined;
}

/** The defaults of every field that has one, keyed by field. */
export function defaultsOf(specs: readonly FieldSpec[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const spec of specs)
    if (spec.defaultValue !== undefined && spec.kind !== 'list') out[spec.key] = spec.defaultValue;
  // Built key by key, `out` is a dictionary-mode object in V8, slow to read by name; analyze() reads
  // these defaults on every call. A JSON round trip gives the same values (plain numbers, texts and
  // booleans) in a fast-properties object.
  const copy = JSON.parse(JSON.stringify(out)) as Record<string, unknown>;
  for (const key of Object.keys(out)) {
    if (copy[key] !== out[key]) throw new TypeError(`defaultsOf: the default of ${key} is not a JSON value`);
  }
  return copy;
}

/** Fills an object of the specs' type from `source` (see {@link fieldFiller}). */
type Filler = (source: object) => unknown;

/** The generic filler: one loop over the specs (used where code generation is not allowed). */
function loopFiller(specs: readonly FieldSpec[], onMissing: (spec: FieldSpec) => unknown): Filler {
  return (source) => {
    const from = source as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const spec of specs) {
      const value = valueOrDefault(spec, from[spec.key]);
      out[spec.key] = value === undefined ? onMissing(spec) : value;
    }
    return out;
  };
}

/** The JavaScript test that `v` fits `spec` (the same rule as {@link valueOrDefault}). */
function fitsExpression(spec: FieldSpec, v: string): string {
  switch (spec.kind) {
    case 'number':
      return `typeof ${v} === 'number' && ${v} - ${v} === 0`;
    case 'boolean':
      return `typeof ${v} === 'boolean'`;
    case 'enum':
      return spec.options.map((option) => `${v} === ${JSON.stringify(option)}`).join(' || ') || 'false';
    case 'text':
      return `typeof ${v} === 'string'`;
    case 'list':
      return `Array.isArray(${v})`;
    case 'object':
      return `typeof ${v} === 'object' && ${v} !== null && !Array.isArray(${v})`;
  }
}

/**
 * The same filler as straight-line code: one object literal with a named property per field, as
 * fast as a hand-written one (analyze() resolves its input on every call). Returns null where the
 * environment forbids generating code (a runtime without `new Function`), so the caller falls back
 * to {@link loopFiller}.
 */
function compiledFiller(specs: readonly FieldSpec[], onMissing: (spec: FieldSpec) => unknown): Filler | null {
  const fallbacks = specs.map((spec) => {
    const value = valueOrDefault(spec, undefined);
    return value === undefined ? () => onMissing(spec) : () => (spec.kind === 'list' ? [] : value);
  });
  const lines = specs.map((spec, i) => {
    const v = `v${i}`;
    return `  const ${v} = s[${JSON.stringify(spec.key)}];`;
  });
  const entries = specs.map(
    (spec, i) => `    ${JSON.stringify(spec.key)}: ${fitsExpression(spec, `v${i}`)} ? v${i} : f[${i}](),`,
  );
  const body = `${lines.join('\n')}\n  return {\n${entries.join('\n')}\n  };`;
  try {
    const make = new Function('f', `return function fill(s) {\n${body}\n};`) as (f: unknown[]) => Filler;
    return make(fallbacks);
  } catch {
    return null;
  }
}

/**
 * A filler for objects of `T`: `fill(source)` returns a new object with one entry per field of
 * `specs`, in their order: `source[key]` when it fits the field (a finite number, a boolean, one
 * of the enum's options, a string, an array), else its default (`[]` for a list, `null` for a
 * nullable field without one); `onMissing(spec)` decides fields that have neither (return a value
 * or throw). `T` is the object type the specs describe (the caller's schema output).
 *
 * Code is generated only outside browser pages: a page's Content-Security-Policy (ours has no
 * 'unsafe-eval') would refuse it and report a violation in the console even though the refusal is
 * caught, and a page resolves a few inputs per keystroke, where the loop's microsecond is nothing.
 * `mode: 'loop'` forces the generic loop (tests compare both).
 */
export function fieldFiller<T>(
  specs: readonly FieldSpec[],
  onMissing: (spec: FieldSpec) => unknown,
  mode: 'compiled' | 'loop' = 'compiled',
): (source: object) => T {
  const inPage = typeof (globalThis as { document?: unknown }).document !== 'undefined';
  const compiled = mode === 'compiled' && !inPage ? compiledFiller(specs, onMissing) : null;
  const fill = compiled ?? loopFiller(specs, onMissing);
  return fill as (source: object) => T;
}
