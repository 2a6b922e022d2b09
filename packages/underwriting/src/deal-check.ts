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
import { isDateInRange, MAX_TENANTS, MAX_TEXT_LENGTH } from './limits.js';
import { MESSAGES } from './schema.js';

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

/** One lease of the rent roll, in `tenantLeaseSchema`'s order. */
function lease(found: Found, l: Loose, i: number): void {
  const name = l.tenantName;
  if (typeof name !== 'string') add(found, pathOf('tenantName', i), MESSAGES.tenantName, true);
  else {
    if (name.length > MAX_TEXT_LENGTH) add(found, pathOf('tenantName', i), MESSAGES.tenantNameMax, false);
    // a printable ASCII first character is not white space; anything else takes the schema's /\S/
    const first = name.charCodeAt(0);
    if (!(first > 32 && first < 127) && !/\S/.test(name)) {
      add(found, pathOf('tenantName', i), MESSAGES.tenantName, false);
    }
  }
  num(found, l.sqftLeased, LEASE.sqftLeased, i);
  num(found, l.rentPerSqft, LEASE.rentPerSqft, i);
  num(found, l.leaseTerm, LEASE.leaseTerm, i);
  num(found, l.freeMonths, LEASE.freeMonths, i);
  num(found, l.tenantImprovements, LEASE.tenantImprovements, i);
  num(found, l.annualRentIncrease, LEASE.annualRentIncrease, i);
  date(
    found,
    l.startDate,
    i,
    'startDate',
    MESSAGES.startDate,
    MESSAGES.startDateInvalid,
    MESSAGES.startDateRange,
  );
  date(found, l.endDate, i, 'endDate', MESSAGES.endDate, MESSAGES.endDateInvalid, MESSAGES.endDateRange);
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

/** Every issue of a deal, field by field in the schema's order, with its message. */
function exactIssues(d: Loose): readonly DealIssue[] {
  const found: Found = { issues: null, aborted: false };
  num(found, d.purchasePrice, DEAL.purchasePrice);
  num(found, d.sqft, DEAL.sqft);
  choice(found, d.revenueInputType, 'revenueInputType', 'aggregate', 'individual', TEXT.revenueInputType);
  num(found, d.annualRent, DEAL.annualRent);
  num(found, d.otherIncome, DEAL.otherIncome);
  num(found, d.vacancyRate, DEAL.vacancyRate);
  num(found, d.propertyTaxes, DEAL.propertyTaxes);
  num(found, d.insurance, DEAL.insurance);
  num(found, d.maintenance, DEAL.maintenance);
  num(found, d.managementFees, DEAL.managementFees);
  num(found, d.repairs, DEAL.repairs);
  num(found, d.otherExpenses, DEAL.otherExpenses);
  flag(found, d.isNnnLease, 'isNnnLease', TEXT.isNnnLease);
  num(found, d.nnnChargesPerSqft, DEAL.nnnChargesPerSqft);
  num(found, d.nnnEscalationRate, DEAL.nnnEscalationRate);
  num(found, d.downPaymentPercent, DEAL.downPaymentPercent);
  num(found, d.interestRate, DEAL.interestRate);
  num(found, d.loanTerm, DEAL.loanTerm);
  flag(found, d.isInterestOnly, 'isInterestOnly', TEXT.isInterestOnly);
  num(found, d.marketCapRate, DEAL.marketCapRate);
  num(found, d.exitCapRate, DEAL.exitCapRate);
  num(found, d.appreciationRate, DEAL.appreciationRate);
  num(found, d.rentEscalationRate, DEAL.rentEscalationRate);
  num(found, d.holdPeriod, DEAL.holdPeriod);
  leases(found, d.tenantLeases);
  if (d.asOf !== undefined) {
    date(found, d.asOf, -1, 'asOf', MESSAGES.asOfInvalid, MESSAGES.asOfInvalid, MESSAGES.asOfRange);
  }
  num(found, d.closingCostsPercent, DEAL.closingCostsPercent);
  num(found, d.sellingCostsPercent, DEAL.sellingCostsPercent);
  num(found, d.discountRate, DEAL.discountRate);
  choice(found, d.projectionMode, 'projectionMode', 'simple', 'leases', TEXT.projectionMode);
  num(found, d.marketRentPerSqft, DEAL.marketRentPerSqft);
  num(found, d.marketRentGrowth, DEAL.marketRentGrowth);
  num(found, d.expenseGrowthRate, DEAL.expenseGrowthRate);
  num(found, d.renewalProbability, DEAL.renewalProbability);
  num(found, d.downtimeMonths, DEAL.downtimeMonths);
  num(found, d.renewalTermMonths, DEAL.renewalTermMonths);
  num(found, d.newFreeMonths, DEAL.newFreeMonths);
  num(found, d.renewalFreeMonths, DEAL.renewalFreeMonths);
  num(found, d.newTiPerSqft, DEAL.newTiPerSqft);
  num(found, d.renewalTiPerSqft, DEAL.renewalTiPerSqft);
  num(found, d.newLcPercent, DEAL.newLcPercent);
  num(found, d.renewalLcPercent, DEAL.renewalLcPercent);
  if (!found.aborted) crossField(found, d);
  return found.issues ?? NONE;
}
