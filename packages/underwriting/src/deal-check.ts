/**
 * `dealIssues`: the check `analyze()` runs on its input, by hand instead of a zod parse (a parse
 * of `analysisInputSchema` costs more than the analysis itself). A valid deal passes the fast
 * test of deal-resolve.ts; this file finds the issues of any other. It finds what the schema finds,
 * in the same order, with the same paths and messages: fields in the schema's order, a field's
 * later rules skipped after a wrong type, a bad date or a fraction in a whole-number field, and
 * the rules between fields only when every field has the right type and the rent roll is within
 * its cap (as zod runs refinements).
 */
import { isIsoDate } from './dates.js';
import type { DealIssue } from './deal-error.js';
import { isRecord, type Loose, plainDate, resolveValidDeal } from './deal-resolve.js';
import { DEAL, LEASE, type NumberRule, TEXT } from './deal-rules.js';
import { MESSAGES } from './field-text.js';
import { tenantLeaseSchema } from './lease-schema.js';
import { isDateInRange, MAX_TENANTS, MAX_TEXT_LENGTH } from './limits.js';
import { analysisInputObject } from './schema.js';

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

/** One numeric field: its issues, if any. */
function num(found: Found, value: unknown, rule: NumberRule, lease = -1): void {
  if (fits(value, rule)) return;
  const path = pathOf(rule.key, lease);
  if (value === undefined) {
    add(found, path, `${rule.label} is required`, true);
    return;
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    add(found, path, `${rule.label} must be a number`, true);
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

/** An optional choice among `options`. */
function choice(found: Found, value: unknown, key: string, a: string, b: string, message: string): void {
  if (value !== undefined && value !== a && value !== b) add(found, key, message, true);
}

/** An optional true/false. */
function flag(found: Found, value: unknown, key: string, message: string): void {
  if (value !== undefined && typeof value !== 'boolean') add(found, key, message, true);
}

/** A `yyyy-mm-dd` date in 1900..2200 (`blank`: the message for a missing, empty or non-text one). */
function date(
  found: Found,
  value: unknown,
  lease: number,
  key: string,
  blank: string,
  invalid: string,
  range: string,
): void {
  if (plainDate(value)) return;
  if (typeof value !== 'string' || value.length === 0) {
    add(found, pathOf(key, lease), blank, true);
    return;
  }
  if (!isIsoDate(value)) {
    add(found, pathOf(key, lease), invalid, true);
    return;
  }
  if (!isDateInRange(value)) add(found, pathOf(key, lease), range, false);
}

/** The tenant name: text, not blank, at most `MAX_TEXT_LENGTH` characters. */
function tenantName(found: Found, name: unknown, i: number): void {
  if (typeof name !== 'string') {
    add(found, pathOf('tenantName', i), MESSAGES.tenantName, true);
    return;
  }
  if (name.length > MAX_TEXT_LENGTH) add(found, pathOf('tenantName', i), MESSAGES.tenantNameMax, false);
  // a printable ASCII first character is not white space; anything else takes the schema's /\S/
  const first = name.charCodeAt(0);
  if (!(first > 32 && first < 127) && !/\S/.test(name)) {
    add(found, pathOf('tenantName', i), MESSAGES.tenantName, false);
  }
}

/** The check of one field of a lease (`i`: the lease's index). */
type LeaseCheck = (found: Found, l: Loose, i: number) => void;

/** The check of the lease field `key` of `tenantLeaseSchema`. */
function leaseCheckOf(key: string): LeaseCheck {
  if (Object.hasOwn(LEASE, key)) {
    const rule = LEASE[key as keyof typeof LEASE];
    return (found, l, i) => num(found, l[key], rule, i);
  }
  switch (key) {
    case 'tenantName':
      return (found, l, i) => tenantName(found, l.tenantName, i);
    case 'startDate':
      return (found, l, i) =>
        date(
          found,
          l.startDate,
          i,
          key,
          MESSAGES.startDate,
          MESSAGES.startDateInvalid,
          MESSAGES.startDateRange,
        );
    case 'endDate':
      return (found, l, i) =>
        date(found, l.endDate, i, key, MESSAGES.endDate, MESSAGES.endDateInvalid, MESSAGES.endDateRange);
  }
  throw new Error(`deal-check: no rule for the lease field ${key}`);
}

/** The checks of a lease's fields, in `tenantLeaseSchema`'s order (read off the schema). */
const LEASE_CHECKS: readonly LeaseCheck[] = Object.keys(tenantLeaseSchema.shape).map(leaseCheckOf);

/** One lease of the rent roll, in `tenantLeaseSchema`'s order. */
function lease(found: Found, l: Loose, i: number): void {
  for (const check of LEASE_CHECKS) check(found, l, i);
}

/**
 * The rent roll: a list of at most `MAX_TENANTS` leases. A longer one gets the cap's issue alone,
 * its leases unread (zod checks an array's size cap before its elements).
 */
function leases(found: Found, value: unknown): void {
  if (value === undefined) return;
  if (!Array.isArray(value)) {
    add(found, 'tenantLeases', TEXT.tenantLeases, true);
    return;
  }
  if (value.length > MAX_TENANTS) {
    add(found, 'tenantLeases', MESSAGES.tenantLeasesMax, true);
    return;
  }
  for (let i = 0; i < value.length; i++) {
    const l: unknown = value[i];
    if (isRecord(l)) lease(found, l, i);
    else add(found, `tenantLeases.${i}`, notAnObject(l), true);
  }
}

/** The rules between fields (schema's `crossFieldRules`), on a deal whose fields all have the right type. */
function crossField(found: Found, d: Loose): void {
  const individual = d.revenueInputType === 'individual';
  if (individual && d.asOf === undefined) add(found, 'asOf', MESSAGES.asOfRequired, false);
  if (d.projectionMode !== 'leases') return;
  if (!individual) add(found, 'projectionMode', MESSAGES.projectionNeedsRentRoll, false);
  const list = (d.tenantLeases ?? []) as readonly { startDate: string; endDate: string }[];
  for (let i = 0; i < list.length; i++) {
    const l = list[i] as { startDate: string; endDate: string };
    // yyyy-mm-dd strings order as their dates
    if (l.endDate < l.startDate) add(found, `tenantLeases.${i}.endDate`, MESSAGES.endBeforeStart, false);
  }
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

/** The check of one field of a deal. */
type DealCheck = (found: Found, d: Loose) => void;

/** The check of the deal field `key` of `analysisInputObject`. */
function dealCheckOf(key: string): DealCheck {
  if (Object.hasOwn(DEAL, key)) {
    const rule = DEAL[key as keyof typeof DEAL];
    return (found, d) => num(found, d[key], rule);
  }
  switch (key) {
    case 'revenueInputType':
      return (found, d) => choice(found, d[key], key, 'aggregate', 'individual', TEXT.revenueInputType);
    case 'projectionMode':
      return (found, d) => choice(found, d[key], key, 'simple', 'leases', TEXT.projectionMode);
    case 'isNnnLease':
    case 'isInterestOnly':
      return (found, d) => flag(found, d[key], key, TEXT[key]);
    case 'tenantLeases':
      return (found, d) => leases(found, d.tenantLeases);
    case 'asOf':
      return (found, d) => {
        if (d.asOf !== undefined) {
          date(found, d.asOf, -1, key, MESSAGES.asOfInvalid, MESSAGES.asOfInvalid, MESSAGES.asOfRange);
        }
      };
  }
  throw new Error(`deal-check: no rule for the deal field ${key}`);
}

/** The checks of a deal's fields, in `analysisInputObject`'s order (read off the schema). */
const DEAL_CHECKS: readonly DealCheck[] = Object.keys(analysisInputObject.shape).map(dealCheckOf);

/** Every issue of a deal, field by field in the schema's order, with its message. */
function exactIssues(d: Loose): readonly DealIssue[] {
  const found: Found = { issues: null, aborted: false };
  for (const check of DEAL_CHECKS) check(found, d);
  if (!found.aborted) crossField(found, d);
  return found.issues ?? NONE;
}
