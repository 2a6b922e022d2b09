import { withGroupDefaults } from './capital-stack-groups.js';
import { tenantLeaseSchema } from './lease-schema.js';
import { analysisInputObject } from './schema.js';
import { defaultsOf, describeFields, type FieldSpec, fieldFiller } from './schema-fields.js';
import type { AnalysisInput, ResolvedInput, TenantLease } from './types.js';

const INPUT_FIELDS = describeFields(analysisInputObject);
const LEASE_FIELDS = describeFields(tenantLeaseSchema);

type Defaulted<T, Skip extends keyof T> = { readonly [K in Exclude<keyof T, Skip>]-?: T[K] };

/** Defaults of every optional analysis input (read off `analysisInputObject`). */
export const DEFAULTS = defaultsOf(INPUT_FIELDS) as Defaulted<
  ResolvedInput,
  'purchasePrice' | 'sqft' | 'interestRate' | 'tenantLeases' | 'asOf'
>;

/** Defaults of a tenant lease's optional fields (read off `tenantLeaseSchema`). */
export const LEASE_DEFAULTS = defaultsOf(LEASE_FIELDS) as Pick<
  TenantLease,
  'freeMonths' | 'tenantImprovements' | 'annualRentIncrease'
>;

const fillInput = fieldFiller<ResolvedInput>(INPUT_FIELDS, (spec) => (spec.required ? missing(spec) : null));
const fillLease = fieldFiller<TenantLease>(LEASE_FIELDS, (spec) => (spec.kind === 'number' ? 0 : ''));

/** `value` when it is a finite number, else `fallback`. */
export function numberOr<T>(value: unknown, fallback: T): number | T {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function missing(spec: FieldSpec): never {
  throw new TypeError(`analyze: ${spec.key} is required and must be a finite number`);
}

/**
 * Applies the defaults to every field the caller left out (`undefined`, or a value of the wrong
 * kind such as `null` for a field that cannot be unset). Throws a `TypeError` naming the field
 * when purchasePrice, sqft or interestRate is missing. `asOf` is `null` when not given. A group
 * of section 12 (second loan, refinance, waterfall) gets its own defaults, or is null when it does
 * not fit its schema.
 *
 * @example resolveInput({ purchasePrice: 1e6, sqft: 1e4, interestRate: 6 }).vacancyRate // 5
 */
export function resolveInput(input: AnalysisInput): ResolvedInput {
  const resolved = fillInput(input);
  return resolved.secondLoan === null && resolved.refinance === null && resolved.waterfall === null
    ? resolved
    : (withGroupDefaults(resolved) as ResolvedInput);
}

/** A lease with its optional numeric fields defaulted (missing sizes and rents count as 0). */
export function resolveLease(lease: Partial<TenantLease>): TenantLease {
  return fillLease(lease);
}
