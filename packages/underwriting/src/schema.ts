import { z } from 'zod';
import { isIsoDate } from './dates.js';
import { DEFAULTS, LEASE_DEFAULTS } from './defaults.js';
import { FIELD_LABELS, MESSAGES } from './messages.js';

type Labelled = keyof typeof FIELD_LABELS;

/** A finite number; missing → "<Label> is required", anything else → "<Label> must be a number". */
function num(field: Labelled) {
  const label = FIELD_LABELS[field];
  return z.number({
    error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`),
  });
}

/** `>= min` with the field's message. */
function atLeast<K extends Labelled & keyof typeof MESSAGES>(field: K, min: number) {
  return num(field).min(min, MESSAGES[field]);
}

/** `min..max` with the field's message on both sides. */
function between<K extends Labelled & keyof typeof MESSAGES>(field: K, min: number, max: number) {
  return num(field).min(min, MESSAGES[field]).max(max, MESSAGES[field]);
}

/** Whole number `min..max` with the field's message. */
function wholeBetween<K extends Labelled & keyof typeof MESSAGES>(field: K, min: number, max: number) {
  return num(field).int(MESSAGES[field]).min(min, MESSAGES[field]).max(max, MESSAGES[field]);
}

/** A required `yyyy-mm-dd` date: blank → `required`, not a real date → `invalid`. */
function requiredDate(required: string, invalid: string) {
  return z
    .string({ error: required })
    .min(1, { error: required, abort: true })
    .refine(isIsoDate, { error: invalid });
}

/** One lease of the rent roll (docs/model.md#inputs). */
export const tenantLeaseSchema = z.object({
  tenantName: z.string({ error: MESSAGES.tenantName }).regex(/\S/, MESSAGES.tenantName),
  sqftLeased: atLeast('sqftLeased', 1),
  rentPerSqft: atLeast('rentPerSqft', 0),
  leaseTerm: atLeast('leaseTerm', 1),
  freeMonths: atLeast('freeMonths', 0).default(LEASE_DEFAULTS.freeMonths),
  tenantImprovements: atLeast('tenantImprovements', 0).default(LEASE_DEFAULTS.tenantImprovements),
  annualRentIncrease: between('annualRentIncrease', 0, 100).default(LEASE_DEFAULTS.annualRentIncrease),
  startDate: requiredDate(MESSAGES.startDate, MESSAGES.startDateInvalid),
  endDate: requiredDate(MESSAGES.endDate, MESSAGES.endDateInvalid),
});

const d = DEFAULTS;

/**
 * The analysis inputs (docs/model.md#inputs) without cross-field rules, for callers that extend it.
 * Missing optional fields take their defaults; unset cap rates and discount rate become null.
 */
export const analysisInputObject = z.object({
  purchasePrice: atLeast('purchasePrice', 1),
  sqft: atLeast('sqft', 1),
  revenueInputType: z
    .enum(['aggregate', 'individual'], { error: MESSAGES.revenueInputType })
    .default('aggregate'),
  annualRent: atLeast('annualRent', 0).default(d.annualRent),
  otherIncome: atLeast('otherIncome', 0).default(d.otherIncome),
  vacancyRate: between('vacancyRate', 0, 100).default(d.vacancyRate),
  propertyTaxes: atLeast('propertyTaxes', 0).default(d.propertyTaxes),
  insurance: atLeast('insurance', 0).default(d.insurance),
  maintenance: atLeast('maintenance', 0).default(d.maintenance),
  managementFees: atLeast('managementFees', 0).default(d.managementFees),
  repairs: atLeast('repairs', 0).default(d.repairs),
  otherExpenses: atLeast('otherExpenses', 0).default(d.otherExpenses),
  isNnnLease: z.boolean({ error: 'NNN lease must be true or false' }).default(d.isNnnLease),
  nnnChargesPerSqft: atLeast('nnnChargesPerSqft', 0).default(d.nnnChargesPerSqft),
  nnnEscalationRate: between('nnnEscalationRate', 0, 20).default(d.nnnEscalationRate),
  downPaymentPercent: between('downPaymentPercent', 0, 100).default(d.downPaymentPercent),
  interestRate: between('interestRate', 0, 30),
  loanTerm: wholeBetween('loanTerm', 1, 40).default(d.loanTerm),
  isInterestOnly: z.boolean({ error: 'Interest-only must be true or false' }).default(d.isInterestOnly),
  marketCapRate: between('marketCapRate', 0.1, 50).nullable().default(null),
  exitCapRate: between('exitCapRate', 0.1, 50).nullable().default(null),
  appreciationRate: between('appreciationRate', -20, 20).default(d.appreciationRate),
  rentEscalationRate: between('rentEscalationRate', 0, 20).default(d.rentEscalationRate),
  holdPeriod: wholeBetween('holdPeriod', 1, 30).default(d.holdPeriod),
  tenantLeases: z.array(tenantLeaseSchema, { error: 'Tenant leases must be a list' }).default([]),
  asOf: z
    .string({ error: MESSAGES.asOfInvalid })
    .refine(isIsoDate, { error: MESSAGES.asOfInvalid })
    .optional(),
  closingCostsPercent: between('closingCostsPercent', 0, 20).default(d.closingCostsPercent),
  sellingCostsPercent: between('sellingCostsPercent', 0, 20).default(d.sellingCostsPercent),
  discountRate: between('discountRate', 0, 100).nullable().default(null),
});

/** Requires `asOf` when the revenue comes from the rent roll (WALT needs it). */
function requireAsOfForRentRoll(
  value: { revenueInputType: string; asOf?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (value.revenueInputType === 'individual' && value.asOf === undefined) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.asOfRequired, path: ['asOf'] });
  }
}

/** The analysis inputs with every rule, including `asOf` being required in individual mode. */
export const analysisInputSchema = analysisInputObject.superRefine(requireAsOfForRentRoll);

const optionalText = z.string({ error: 'Must be text' }).nullable().optional();
const inputMode = ['perSqft', 'total', 'individual'] as const;

/** The save payload of a project: analysis inputs plus project details, without cross-field rules. */
export const propertyPayloadObject = analysisInputObject.extend({
  id: z
    .number({ error: MESSAGES.propertyId })
    .int(MESSAGES.propertyId)
    .positive(MESSAGES.propertyId)
    .optional(),
  name: optionalText,
  address: optionalText,
  city: optionalText,
  state: optionalText,
  zipCode: optionalText,
  propertyType: optionalText,
  yearBuilt: num('yearBuilt').int(MESSAGES.yearBuilt).nullable().optional(),
  rentInputMode: z.enum(inputMode, { error: MESSAGES.rentInputMode }).default('perSqft'),
  nnnInputMethod: z.enum(inputMode, { error: MESSAGES.nnnInputMethod }).default('perSqft'),
});

/**
 * The save payload of a project. Saving needs no `asOf` (it is a calculation date, not stored),
 * so this schema has the same rules as {@link propertyPayloadObject}.
 */
export const propertyPayloadSchema = propertyPayloadObject;

/** Parsed (defaults applied) analysis inputs. */
export type AnalysisInputValues = z.output<typeof analysisInputSchema>;
/** Parsed tenant lease. */
export type TenantLeaseValues = z.output<typeof tenantLeaseSchema>;
/** Parsed project save payload. */
export type PropertyPayload = z.output<typeof propertyPayloadSchema>;
/** Project save payload as sent (defaults not yet applied). */
export type PropertyPayloadInput = z.input<typeof propertyPayloadSchema>;

/**
 * The first message for each field of a failed parse, keyed by its dotted path
 * (`tenantLeases.0.sqftLeased`); form-level issues use the key `''`.
 *
 * @example fieldErrors(analysisInputSchema.safeParse({ purchasePrice: -1, sqft: 1, interestRate: 5 }).error!)
 * // { purchasePrice: 'Purchase price must be greater than 0' }
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
