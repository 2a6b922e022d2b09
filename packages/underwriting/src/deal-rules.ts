/**
 * The rules of `analysisInputSchema` and `tenantLeaseSchema` as plain data, for the hand-written
 * check `dealIssues` (deal-check.ts) that `analyze()` runs on every call instead of a zod parse,
 * for the generator of deal-resolve.gen.ts and for goal seek's ranges. Nothing here restates a
 * bound or a message: each field's rule is read off the schema, where its builder recorded it
 * (schema-rules.ts), with its nullability and default (`describeFields`). test/deal-check.test.ts
 * still compares the check with the schema on many invalid deals.
 */
import type { z } from 'zod';
import { tenantLeaseSchema } from './lease-schema.js';
import { analysisInputObject } from './schema.js';
import { describeFields, type FieldSpec } from './schema-fields.js';
import { type FieldRule, type NumberFieldRule, ruleOf } from './schema-rules.js';

/** What leaving a field out (`undefined`) or passing `null` means. */
export type Absent = 'required' | 'default' | 'nullable';

/** A numeric field: a finite number in `min..max` (whole when `whole`). */
export interface NumberRule {
  key: string;
  /** `<label> is required` / `<label> must be a number`. */
  label: string;
  min: number;
  max: number;
  /** Message below `min` (and for a whole field, also for a fraction or an unsafe integer). */
  low: string;
  /** Message above `max`. */
  high: string;
  whole: boolean;
  /** `required`: undefined is an issue; `default`: undefined takes the default; `nullable`: null and undefined pass. */
  absent: Absent;
  /** The message for a missing or non-numeric value, when the field has one for everything. */
  typeMessage?: string;
}

/** One field of a schema: its kind, nullability and default, and the rule its builder recorded. */
export interface FieldEntry {
  spec: FieldSpec;
  rule: FieldRule;
}

/**
 * The fields of an object schema in declaration order, each with its rule; throws for a field
 * that no builder of schema-rules.ts made (its rule would be unknown to the fast check).
 */
export function fieldRules(schema: z.ZodObject): FieldEntry[] {
  return describeFields(schema).map((spec) => {
    const rule = ruleOf(schema.shape[spec.key] as z.ZodType);
    if (!rule)
      throw new TypeError(`deal-rules: the field ${spec.key} has no recorded rule (schema-rules.ts)`);
    if ((rule.kind === 'number') !== (spec.kind === 'number')) {
      throw new TypeError(`deal-rules: the field ${spec.key} is a ${spec.kind} with a ${rule.kind} rule`);
    }
    return { spec, rule };
  });
}

/** What `undefined` and `null` mean for a field. */
export function absentOf(spec: FieldSpec): Absent {
  if (spec.nullable && spec.required) {
    throw new TypeError(`deal-rules: ${spec.key} is nullable without a default (not supported)`);
  }
  return spec.nullable ? 'nullable' : spec.required ? 'required' : 'default';
}

/** The keys of an object schema's numeric fields. */
type NumberKey<S extends z.ZodObject> = {
  [K in keyof z.output<S>]-?: NonNullable<z.output<S>[K]> extends number ? K : never;
}[keyof z.output<S>];

/** The check's rule of a numeric field: its recorded rule, its key and how it may be absent. */
export function numberRuleOf(spec: FieldSpec, rule: NumberFieldRule): NumberRule {
  const { label, min, max, low, high, whole, typeMessage } = rule;
  return {
    key: spec.key,
    label,
    min,
    max,
    low,
    high,
    whole,
    absent: absentOf(spec),
    ...(typeMessage === undefined ? {} : { typeMessage }),
  };
}

/** The numeric fields' rules of an object schema, keyed by field in declaration order. */
function numberRules<S extends z.ZodObject>(schema: S): { readonly [K in NumberKey<S>]: NumberRule } {
  const out: Record<string, NumberRule> = {};
  for (const { spec, rule } of fieldRules(schema)) {
    if (rule.kind === 'number') out[spec.key] = numberRuleOf(spec, rule);
  }
  return out as { readonly [K in NumberKey<S>]: NumberRule };
}

/** The numeric deal fields (`analysisInputObject`). */
export const DEAL = numberRules(analysisInputObject);

/** The numeric fields of a lease (`tenantLeaseSchema`). */
export const LEASE = numberRules(tenantLeaseSchema);
