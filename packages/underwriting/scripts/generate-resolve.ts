/**
 * Writes src/deal-resolve.gen.ts: `resolveValidDeal`, the fast path of the deal check that
 * `analyze()` runs on every call, as straight-line code generated from the schema. Each field of
 * `analysisInputObject` and `tenantLeaseSchema` is read once, tested against the rule its builder
 * recorded (schema-rules.ts: bounds, whole numbers, dates, names, choices) with the nullability
 * and default the schema gives it, and copied with its default; the rules between fields
 * (cross-field-rules.ts) are the templates at the end of each function here.
 *
 *   tsx scripts/generate-resolve.ts           write src/deal-resolve.gen.ts (pnpm generate)
 *   tsx scripts/generate-resolve.ts --check   exit 1 when the file on disk is not what the schema gives
 *
 * test/deal-resolve-gen.test.ts fails when the file is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type FieldEntry, fieldRules } from '../src/deal-rules.js';
import { tenantLeaseSchema } from '../src/lease-schema.js';
import { analysisInputObject } from '../src/schema.js';

/** src/deal-resolve.gen.ts, the generated file. */
export const GENERATED_FILE = fileURLToPath(new URL('../src/deal-resolve.gen.ts', import.meta.url));

/** Names the generated code uses for itself, which a field's local variable must not take. */
const TAKEN = new Set([
  'd',
  'l',
  'i',
  'input',
  'leases',
  'leasesMode',
  'out',
  'isRecord',
  'plainDate',
  'rememberDefaulted',
  'validStepItems',
  'stepsInOrder',
  'validLease',
  'validLeases',
  'resolveValidDeal',
  'ResolvedInput',
  'TenantLease',
  'undefined',
  'null',
  'true',
  'false',
  'typeof',
  'Number',
  'Array',
]);

/** The local variable of a field: its key, checked to be a plain identifier free to use. */
function local(key: string): string {
  if (!/^[A-Za-z_$][\w$]*$/.test(key) || TAKEN.has(key)) {
    throw new Error(`generate-resolve: the field ${key} cannot be a local variable`);
  }
  return key;
}

/** A JavaScript literal of a default (numbers, texts, booleans, null). */
function literal(value: unknown): string {
  if (value === null || ['number', 'string', 'boolean'].includes(typeof value)) {
    if (typeof value === 'number' && !Number.isFinite(value))
      throw new Error(`not a finite default: ${value}`);
    if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
    return JSON.stringify(value);
  }
  throw new Error(`generate-resolve: a default of ${typeof value} has no literal`);
}

/** The test that `v`, present, passes the field's rule (no issue, no message built). */
function passes(entry: FieldEntry, v: string): string {
  const { spec, rule } = entry;
  switch (rule.kind) {
    case 'number': {
      if (!Number.isFinite(rule.min) || !Number.isFinite(rule.max)) {
        throw new Error(`generate-resolve: ${spec.key} has an unbounded range`);
      }
      const whole = !rule.whole
        ? ''
        : Math.abs(rule.min) <= Number.MAX_SAFE_INTEGER && Math.abs(rule.max) <= Number.MAX_SAFE_INTEGER
          ? ` && Number.isInteger(${v})`
          : ` && Number.isSafeInteger(${v})`;
      return `typeof ${v} === 'number' && ${v} >= ${literal(rule.min)} && ${v} <= ${literal(rule.max)}${whole}`;
    }
    case 'flag':
      return `typeof ${v} === 'boolean'`;
    case 'choice':
      return spec.options.map((option) => `${v} === ${literal(option)}`).join(' || ');
    case 'date':
      return `plainDate(${v})`;
    case 'name':
      // a printable ASCII first character is not white space (else the exact check runs /\S/)
      return `${v}First > 32 && ${v}First < 127`;
    case 'text':
      return `typeof ${v} === 'string' && ${v}.length <= ${literal(rule.max)}`;
    case 'steps':
      return `validStepItems(${v}, ${literal(rule.max)}, ${literal(rule.rent.min)}, ${literal(rule.rent.max)})`;
    case 'list':
      throw new Error(`generate-resolve: ${spec.key}: a list is resolved apart`);
    case 'group':
      // a group given (section 12) takes the exact check and the full resolve
      return 'false';
  }
}

/** The test of a field as it may be given: absent or null where the schema allows it, else passing. */
function condition(entry: FieldEntry): string {
  const { spec, rule } = entry;
  const v = local(spec.key);
  const test = passes(entry, v);
  if (rule.kind === 'name') return test;
  const absent =
    spec.nullable && !spec.required
      ? `${v} == null`
      : spec.nullable
        ? `${v} === null`
        : !spec.required
          ? `${v} === undefined`
          : '';
  // a test of several terms joined by && needs its parentheses after ||
  const grouped = rule.kind === 'number' || rule.kind === 'text' ? `(${test})` : test;
  if (absent === '') return rule.kind === 'choice' ? `(${test})` : test;
  return `(${absent} || ${grouped})`;
}

/** The property of the resolved object: the value, or its default when it was left out. */
function copied(entry: FieldEntry, type: string, listValue: string): string {
  const { spec, rule } = entry;
  const v = local(spec.key);
  if (rule.kind === 'list') return `    ${spec.key}: ${listValue},`;
  const cast = `${v} as ${type}['${spec.key}']`;
  if (rule.kind === 'name') return `    ${v},`;
  if (spec.required) return `    ${spec.key}: ${cast},`;
  const fallback =
    spec.defaultValue === undefined
      ? 'null'
      : Array.isArray(spec.defaultValue) && spec.defaultValue.length === 0
        ? '[]'
        : literal(spec.defaultValue);
  // an explicit null takes the default too (the default of a nullable field with one)
  const absent = spec.nullable ? `${v} == null` : `${v} === undefined`;
  return `    ${spec.key}: ${absent} ? ${fallback} : (${cast}),`;
}

/** The reads of the fields of `record`, one local each, with a name's early test. */
function reads(entries: readonly FieldEntry[], record: string): string[] {
  return entries.flatMap(({ spec, rule }) => {
    const v = local(spec.key);
    const read = `  const ${v} = ${record}.${spec.key};`;
    if (rule.kind !== 'name') return [read];
    return [
      read,
      `  if (typeof ${v} !== 'string' || ${v}.length > ${literal(rule.max)}) return null;`,
      `  const ${v}First = ${v}.charCodeAt(0);`,
    ];
  });
}

const indent = (lines: readonly string[], spaces: string) => lines.map((line) => `${spaces}${line}`);

/** The field named `key` of `entries`, which the templates between fields need. */
function need(entries: readonly FieldEntry[], key: string, kind: string): FieldEntry {
  const entry = entries.find((e) => e.spec.key === key);
  if (!entry || entry.rule.kind !== kind) throw new Error(`generate-resolve: no ${kind} field ${key}`);
  return entry;
}

/** The generated source of src/deal-resolve.gen.ts. */
export function generateResolve(): string {
  const deal = fieldRules(analysisInputObject);
  const lease = fieldRules(tenantLeaseSchema);
  need(deal, 'revenueInputType', 'choice');
  need(deal, 'projectionMode', 'choice');
  need(deal, 'asOf', 'date');
  need(lease, 'startDate', 'date');
  need(lease, 'endDate', 'date');
  const lists = deal.filter((e) => e.rule.kind === 'list');
  const roll = lists[0];
  if (lists.length !== 1 || !roll || roll.rule.kind !== 'list' || lease.some((e) => e.rule.kind === 'list')) {
    throw new Error('generate-resolve: the deal must have one list (the rent roll), a lease none');
  }
  const rollKey = local(roll.spec.key);
  const dealFields = deal.filter((e) => e !== roll);
  const rollDefault = roll.spec.defaultValue;
  if (!Array.isArray(rollDefault) || rollDefault.length > 0) {
    throw new Error(`generate-resolve: ${rollKey} must default to []`);
  }

  return `// Generated by scripts/generate-resolve.ts from the schema (schema.ts, lease-schema.ts): do not edit.
// After changing a field, run \`pnpm --filter @cre/underwriting generate\`; test/deal-resolve-gen.test.ts
// fails while this file is stale.
/**
 * \`resolveValidDeal\`: the fast path of the deal check. A valid deal (the common case) is tested
 * field by field without building any message and copied with its defaults in the same pass, so
 * checking costs little more than applying the defaults did. The bounds are the rules the schema's
 * builders recorded (deal-rules.ts); test/deal-check.test.ts holds this test to the schema.
 * Anything it refuses goes to the exact check of deal-check.ts for its messages.
 */
import { isRecord, plainDate, rememberDefaulted, stepsInOrder, validStepItems } from './deal-resolve.js';
import type { ResolvedInput, TenantLease } from './types.js';

/**
 * The lease with its defaults applied (what \`resolveLease\` returns for it) when it passes every
 * rule of \`tenantLeaseSchema\`, else null (which sends the deal to the exact check). The test and
 * the copy are one pass over the lease's fields.
 */
function validLease(l: unknown): TenantLease | null {
  if (!isRecord(l)) return null;
${reads(lease, 'l').join('\n')}
  if (
    !(
${indent(lease.map(condition), '      ').join(' &&\n')}
    )
  ) {
    return null;
  }
  return {
${lease.map((e) => copied(e, 'TenantLease', '')).join('\n')}
  };
}

/**
 * The rent roll with each lease's defaults applied when every lease passes (in leases mode also
 * ends on or after its start), else null.
 */
function validLeases(leases: unknown, leasesMode: boolean): TenantLease[] | null {
  if (!Array.isArray(leases) || leases.length > ${literal(roll.rule.max)}) return null;
  const out: TenantLease[] = new Array(leases.length);
  for (let i = 0; i < leases.length; i++) {
    const l = validLease(leases[i]);
    // yyyy-mm-dd strings order as their dates
    if (l === null || (leasesMode && l.endDate < l.startDate)) return null;
    const steps = l.rentSteps;
    if (steps && steps.length > 0 && !stepsInOrder(l)) return null;
    out[i] = l;
  }
  return rememberDefaulted(out);
}

/**
 * The deal with its defaults applied (what \`resolveInput\` returns for it) when it passes every
 * rule of \`analysisInputSchema\`, else null. Each field is read once, tested without building any
 * message and copied: the check costs little more than applying the defaults did. Null sends the
 * deal to \`dealIssues\`, which finds the schema's issues.
 */
export function resolveValidDeal(input: unknown): ResolvedInput | null {
  if (!isRecord(input)) return null;
  const d = input;
${reads(deal, 'd').join('\n')}
  if (
    !(
${indent(dealFields.map(condition), '      ').join(' &&\n')} &&
      // the rules between fields (cross-field-rules.ts)
      (revenueInputType !== 'individual' || asOf != null) &&
      (projectionMode !== 'leases' || revenueInputType === 'individual')
    )
  ) {
    return null;
  }
  const leases = ${rollKey} === undefined ? [] : validLeases(${rollKey}, projectionMode === 'leases');
  if (leases === null) return null;
  return {
${deal.map((e) => copied(e, 'ResolvedInput', 'leases')).join('\n')}
  };
}
`;
}

function main(args: string[]) {
  const next = generateResolve();
  const current = (() => {
    try {
      return readFileSync(GENERATED_FILE, 'utf8');
    } catch {
      return '';
    }
  })();
  if (args.includes('--check')) {
    if (current !== next) {
      console.error('src/deal-resolve.gen.ts is stale: run pnpm --filter @cre/underwriting generate');
      process.exit(1);
    }
    console.log('src/deal-resolve.gen.ts: up to date');
    return;
  }
  if (current === next) {
    console.log('src/deal-resolve.gen.ts: already up to date');
    return;
  }
  writeFileSync(GENERATED_FILE, next);
  console.log('src/deal-resolve.gen.ts: written');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2));
}
