/**
 * `dealIssues`: the check `analyze()` runs on its input, by hand instead of a zod parse (a parse
 * of `analysisInputSchema` costs more than the analysis itself). A valid deal passes the fast
 * test generated in deal-resolve.gen.ts; this file finds the issues of any other, checking each
 * field by the rule its schema builder recorded (deal-rules.ts). It finds what the schema finds,
 * in the same order, with the same paths and messages: fields in the schema's order, a field's
 * later rules skipped after a wrong type, a bad date or a fraction in a whole-number field, and
 * the rules between fields only when every field has the right type and the rent roll is within
 * its cap (as zod runs refinements).
 */

import { misorderedSteps, secondLoanTooLarge } from './cross-field-rules.js';
import { isIsoDate } from './dates.js';
import type { DealIssue } from './deal-error.js';
import { resolveValidDeal } from './deal-resolve.gen.js';
import { isRecord, type Loose, plainDate } from './deal-resolve.js';
import { type FieldEntry, fieldRules, type NumberRule, numberRuleOf } from './deal-rules.js';
import { MESSAGES } from './field-text.js';
import { tenantLeaseSchema } from './lease-schema.js';
import { isDateInRange } from './limits.js';
import { analysisInputObject } from './schema.js';
import type { FieldRule } from './schema-rules.js';

/** The rule of a lease's rent steps. */
type StepsRule = Extract<FieldRule, { kind: 'steps' }>;

/** The issues found so far; `aborted` once one of them stops the rules between fields. */
interface Found {
  issues: DealIssue[] | null;
  aborted: boolean;
}

function add(found: Found, path: string, message: string, abort: boolean): void {
  if (abort) found.aborted = true;
  if (found.issues === null) found.issues = [];
  found.issues.push({ path, message });
}

const NONE: readonly DealIssue[] = Object.freeze([]);

/** The path of a deal field (`lease < 0`) or of a field of lease number `lease`. */
const pathOf = (key: string, lease: number) => (lease < 0 ? key : `tenantLeases.${lease}.${key}`);

/** zod's name for a value that is not an object ("received null", "received array", "received NaN"). */
function received(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number')
    return Number.isNaN(value) ? 'NaN' : Number.isFinite(value) ? 'number' : String(value);
  return typeof value;
}

/** zod's message for a value that should be an object. */
const notAnObject = (value: unknown) => `Invalid input: expected object, received ${received(value)}`;

/** One numeric field: its issues, if any (`prefix`: the path of the object holding it, when not a deal or lease). */
function num(found: Found, value: unknown, rule: NumberRule, lease = -1, prefix = ''): void {
  if (fits(value, rule)) return;
  const path = prefix === '' ? pathOf(rule.key, lease) : `${prefix}${rule.key}`;
  if (value === undefined) {
    add(found, path, rule.typeMessage ?? `${rule.label} is required`, true);
    return;
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    add(found, path, rule.typeMessage ?? `${rule.label} must be a number`, true);
    return;
  }
  if (rule.whole) {
    if (!Number.isInteger(value)) {
      add(found, path, rule.low, true);
      return;
    }
    if (!Number.isSafeInteger(value)) add(found, path, rule.low, false);
  }
  if (value < rule.min) add(found, path, rule.low, false);
  if (value > rule.max) add(found, path, rule.high, false);
}

/** A field's value is absent (`undefined`) and may be (the field has a default or is optional). */
const skipped = (value: unknown, entry: FieldEntry) => value === undefined && !entry.spec.required;

/** A `yyyy-mm-dd` date in 1900..2200 (`blank`: the message for a missing, empty or non-text one). */
function date(found: Found, value: unknown, path: string, blank: string, invalid: string, range: string) {
  if (plainDate(value)) return;
  if (typeof value !== 'string' || value.length === 0) {
    add(found, path, blank, true);
    return;
  }
  if (!isIsoDate(value)) {
    add(found, path, invalid, true);
    return;
  }
  if (!isDateInRange(value)) add(found, path, range, false);
}

/** A name: text, not blank, at most `max` characters. */
function name(found: Found, value: unknown, path: string, blank: string, tooLong: string, max: number) {
  if (typeof value !== 'string') {
    add(found, path, blank, true);
    return;
  }
  if (value.length > max) add(found, path, tooLong, false);
  // a printable ASCII first character is not white space; anything else takes the schema's /\S/
  const first = value.charCodeAt(0);
  if (!(first > 32 && first < 127) && !/\S/.test(value)) add(found, path, blank, false);
}

/** The check of one field of a deal or a lease (`i`: the lease's index, -1 for the deal). */
type Check = (found: Found, record: Loose, i: number) => void;

/**
 * The check of one field, from the rule its builder recorded (deal-rules.ts); a `list` is the
 * rent roll, whose leases {@link LEASE_CHECKS} check.
 */
function checkOf(entry: FieldEntry): Check {
  const { spec, rule } = entry;
  const key = spec.key;
  switch (rule.kind) {
    case 'number': {
      const bounds = numberRuleOf(spec, rule);
      return (found, r, i) => num(found, r[key], bounds, i);
    }
    case 'choice':
      return (found, r, i) => {
        const value = r[key];
        if (
          skipped(value, entry) ||
          (value === null && spec.nullable) ||
          spec.options.includes(value as string)
        )
          return;
        add(found, pathOf(key, i), rule.message, true);
      };
    case 'flag':
      return (found, r, i) => {
        const value = r[key];
        if (skipped(value, entry) || (value === null && spec.nullable) || typeof value === 'boolean') return;
        add(found, pathOf(key, i), rule.message, true);
      };
    case 'date':
      return (found, r, i) => {
        const value = r[key];
        if (skipped(value, entry) || (value === null && spec.nullable)) return;
        date(found, value, pathOf(key, i), rule.blank, rule.invalid, rule.range);
      };
    case 'name':
      return (found, r, i) => name(found, r[key], pathOf(key, i), rule.blank, rule.tooLong, rule.max);
    case 'list':
      return (found, r) => leases(found, r[key], key, rule.message, rule.tooMany, rule.max);
    case 'text':
      return (found, r, i) => {
        const value = r[key];
        if (value === undefined || (value === null && spec.nullable)) return;
        if (typeof value !== 'string') add(found, pathOf(key, i), rule.message, true);
        else if (value.length > rule.max) add(found, pathOf(key, i), rule.tooLong, false);
      };
    case 'group':
      return (found, r, i) => {
        const value = r[key];
        if (value === undefined || value === null) return;
        for (const issue of rule.issues(value)) {
          const at = issue.path === '' ? pathOf(key, i) : `${pathOf(key, i)}.${issue.path}`;
          add(found, at, issue.message, issue.wrongType);
        }
      };
    case 'steps':
      return (found, r, i) => {
        const value = r[key];
        if (value === undefined || (value === null && spec.nullable)) return;
        steps(found, value, pathOf(key, i), rule);
      };
  }
}

/** A lease's rent steps: a list of at most `max` `{ date, rentPerSqft }`, checked as zod does. */
function steps(found: Found, value: unknown, path: string, rule: StepsRule): void {
  if (!Array.isArray(value)) {
    add(found, path, rule.message, true);
    return;
  }
  if (value.length > rule.max) {
    add(found, path, rule.tooMany, true);
    return;
  }
  const rent: NumberRule = { ...rule.rent, key: 'rentPerSqft', absent: 'required' };
  for (let k = 0; k < value.length; k++) {
    const step: unknown = value[k];
    if (!isRecord(step)) {
      add(found, `${path}.${k}`, notAnObject(step), true);
      continue;
    }
    date(found, step.date, `${path}.${k}.date`, rule.dateInvalid, rule.dateInvalid, rule.dateInvalid);
    num(found, step.rentPerSqft, rent, -1, `${path}.${k}.`);
  }
}

/** The checks of a lease's fields, in `tenantLeaseSchema`'s order (read off the schema). */
const LEASE_CHECKS: readonly Check[] = fieldRules(tenantLeaseSchema).map(checkOf);

/** One lease of the rent roll, in `tenantLeaseSchema`'s order. */
function lease(found: Found, l: Loose, i: number): void {
  for (const check of LEASE_CHECKS) check(found, l, i);
}

/**
 * The rent roll: a list of at most `max` leases. A longer one gets the cap's issue alone, its
 * leases unread (zod checks an array's size cap before its elements).
 */
function leases(found: Found, value: unknown, key: string, notList: string, tooMany: string, max: number) {
  if (value === undefined) return;
  if (!Array.isArray(value)) {
    add(found, key, notList, true);
    return;
  }
  if (value.length > max) {
    add(found, key, tooMany, true);
    return;
  }
  for (let i = 0; i < value.length; i++) {
    const l: unknown = value[i];
    if (isRecord(l)) lease(found, l, i);
    else add(found, `${key}.${i}`, notAnObject(l), true);
  }
}

/** The rules between fields (schema's `crossFieldRules`), on a deal whose fields all have the right type. */
function crossField(found: Found, d: Loose): void {
  const individual = d.revenueInputType === 'individual';
  if (individual && d.asOf == null) add(found, 'asOf', MESSAGES.asOfRequired, false);
  const list = (d.tenantLeases ?? []) as readonly Parameters<typeof misorderedSteps>[0][];
  for (let i = 0; i < list.length; i++) {
    for (const k of misorderedSteps(list[i] as (typeof list)[number])) {
      add(found, `tenantLeases.${i}.rentSteps.${k}.date`, MESSAGES.rentStepsOrder, false);
    }
  }
  if (d.projectionMode === 'leases') {
    if (!individual) add(found, 'projectionMode', MESSAGES.projectionNeedsRentRoll, false);
    for (let i = 0; i < list.length; i++) {
      const l = list[i] as { startDate: string; endDate: string };
      // yyyy-mm-dd strings order as their dates
      if (l.endDate < l.startDate) add(found, `tenantLeases.${i}.endDate`, MESSAGES.endBeforeStart, false);
    }
  }
  const stack = d as { downPaymentPercent?: number; secondLoan?: { percentOfPrice: number } | null };
  if (secondLoanTooLarge(stack)) add(found, 'secondLoan.percentOfPrice', MESSAGES.secondLoanShare, false);
}

/** A numeric field's value passes its rule (the test without the messages). */
function fits(value: unknown, rule: NumberRule): boolean {
  if (typeof value === 'number') {
    return value >= rule.min && value <= rule.max && (!rule.whole || Number.isSafeInteger(value));
  }
  return value === undefined ? rule.absent !== 'required' : value === null && rule.absent === 'nullable';
}

/**
 * The issues `analysisInputSchema` finds in `input` (same order, paths and messages), without a
 * zod parse: an empty list when the deal is valid. Paths are dotted (`tenantLeases.0.sqftLeased`),
 * `''` for the deal itself.
 *
 * @example dealIssues({ purchasePrice: -1, sqft: 1000, interestRate: 6 })
 * // [{ path: 'purchasePrice', message: 'Purchase price must be greater than 0' }]
 */
export function dealIssues(input: unknown): readonly DealIssue[] {
  if (!isRecord(input)) return [{ path: '', message: notAnObject(input) }];
  return resolveValidDeal(input) === null ? exactIssues(input) : NONE;
}

/** The checks of a deal's fields, in `analysisInputObject`'s order (read off the schema). */
const DEAL_CHECKS: readonly Check[] = fieldRules(analysisInputObject).map(checkOf);

/** Every issue of a deal, field by field in the schema's order, with its message. */
function exactIssues(d: Loose): readonly DealIssue[] {
  const found: Found = { issues: null, aborted: false };
  for (const check of DEAL_CHECKS) check(found, d, -1);
  if (!found.aborted) crossField(found, d);
  return found.issues ?? NONE;
}
