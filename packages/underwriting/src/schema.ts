import { z } from 'zod';
import { isIsoDate } from './dates.js';
import {
  isDateInRange,
  MAX_AMOUNT,
  MAX_LEASE_MONTHS,
  MAX_SQFT,
  MAX_TENANTS,
  MAX_TEXT_LENGTH,
  MIN_YEAR_BUILT,
  maxYearBuilt,
  yearBuiltRangeMessage,
} from './limits.js';
import { OTHER_MESSAGES } from './messages.js';

/**
 * The one definition of a deal's shape. Every numeric field's label and validation message sit in
 * {@link FIELD_TEXT} (with a third text, the message for going over its cap, where it has one; the
 * caps are in `limits.ts`); its rule and default sit in the zod objects below. Engine types
 * (`AnalysisInput`, `ResolvedInput`, `TenantLease`), `DEFAULTS`, the database columns, the API's
 * output schemas and the web form's values are all derived from these objects, so a new input is
 * declared here once (see docs/contracts.md, "Adding an input").
 */
export const FIELD_TEXT = {
  purchasePrice: [
    'Purchase price',
    'Purchase price must be greater than 0',
    'Purchase price must be at most $100,000,000,000',
  ],
  sqft: [
    'Square footage',
    'Square footage must be greater than 0',
    'Square footage must be at most 1,000,000,000 sq ft',
  ],
  annualRent: [
    'Annual rent',
    'Annual rent cannot be negative',
    'Annual rent must be at most $100,000,000,000',
  ],
  otherIncome: [
    'Other income',
    'Other income cannot be negative',
    'Other income must be at most $100,000,000,000',
  ],
  vacancyRate: ['Vacancy rate', 'Vacancy rate must be between 0% and 100%'],
  propertyTaxes: [
    'Property taxes',
    'Property taxes cannot be negative',
    'Property taxes must be at most $100,000,000,000',
  ],
  insurance: ['Insurance', 'Insurance cannot be negative', 'Insurance must be at most $100,000,000,000'],
  maintenance: [
    'Maintenance',
    'Maintenance cannot be negative',
    'Maintenance must be at most $100,000,000,000',
  ],
  managementFees: [
    'Management fees',
    'Management fees cannot be negative',
    'Management fees must be at most $100,000,000,000',
  ],
  repairs: ['Repairs', 'Repairs cannot be negative', 'Repairs must be at most $100,000,000,000'],
  otherExpenses: [
    'Other expenses',
    'Other expenses cannot be negative',
    'Other expenses must be at most $100,000,000,000',
  ],
  downPaymentPercent: ['Down payment', 'Down payment must be between 0% and 100%'],
  interestRate: ['Interest rate', 'Interest rate must be between 0% and 30%'],
  loanTerm: ['Loan term', 'Loan term must be between 1 and 40 years'],
  marketCapRate: ['Market cap rate', 'Market cap rate must be between 0.1% and 50%'],
  exitCapRate: ['Exit cap rate', 'Exit cap rate must be between 0.1% and 50%'],
  nnnChargesPerSqft: [
    'NNN charges',
    'NNN charges cannot be negative',
    'NNN charges must be at most $100,000,000,000',
  ],
  rentEscalationRate: ['Rent escalation rate', 'Rent escalation rate must be between 0% and 20%'],
  nnnEscalationRate: ['NNN escalation rate', 'NNN escalation rate must be between 0% and 20%'],
  appreciationRate: ['Appreciation rate', 'Appreciation rate must be between -20% and 20%'],
  closingCostsPercent: ['Closing costs', 'Closing costs must be between 0% and 20%'],
  sellingCostsPercent: ['Selling costs', 'Selling costs must be between 0% and 20%'],
  discountRate: ['Discount rate', 'Discount rate must be between 0% and 100%'],
  holdPeriod: ['Hold period', 'Hold period must be between 1 and 30 years'],
  sqftLeased: [
    'Leased square footage',
    'Leased square footage must be greater than 0',
    'Leased square footage must be at most 1,000,000,000 sq ft',
  ],
  rentPerSqft: [
    'Rent per square foot',
    'Rent per square foot cannot be negative',
    'Rent per square foot must be at most $100,000,000,000',
  ],
  leaseTerm: ['Lease term', 'Lease term must be at least 1 month', 'Lease term must be at most 1,200 months'],
  freeMonths: ['Free months', 'Free months cannot be negative', 'Free months must be at most 1,200'],
  tenantImprovements: [
    'Tenant improvements',
    'Tenant improvements cannot be negative',
    'Tenant improvements must be at most $100,000,000,000',
  ],
  annualRentIncrease: ['Annual rent increase', 'Annual rent increase cannot exceed 100%'],
  // Market leasing assumptions of the lease-by-lease projection (docs/model.md#lease-by-lease)
  marketRentPerSqft: [
    'Market rent',
    'Market rent cannot be negative',
    'Market rent must be at most $100,000,000,000',
  ],
  marketRentGrowth: ['Market rent growth', 'Market rent growth must be between -20% and 20%'],
  expenseGrowthRate: ['Expense growth', 'Expense growth must be between 0% and 20%'],
  renewalProbability: [
    'Renewal probability',
    'Renewal probability must be a whole percent between 0 and 100',
  ],
  downtimeMonths: ['Downtime', 'Downtime must be between 0 and 60 months'],
  renewalTermMonths: ['Rollover lease term', 'Rollover lease term must be between 1 and 240 months'],
  newFreeMonths: ['New lease free months', 'Free months must be between 0 and 60'],
  renewalFreeMonths: ['Renewal free months', 'Free months must be between 0 and 60'],
  newTiPerSqft: ['New lease TI', 'Tenant improvements must be between $0 and $1,000 per sq ft'],
  renewalTiPerSqft: ['Renewal TI', 'Tenant improvements must be between $0 and $1,000 per sq ft'],
  newLcPercent: ['New lease LC', 'Leasing commissions must be between 0% and 20%'],
  renewalLcPercent: ['Renewal LC', 'Leasing commissions must be between 0% and 20%'],
} as const satisfies Record<
  string,
  readonly [label: string, message: string] | readonly [label: string, message: string, maxMessage: string]
>;

type Field = keyof typeof FIELD_TEXT;
/** The fields with an upper cap, whose third text is the message for going over it. */
type CappedField = {
  [K in Field]: (typeof FIELD_TEXT)[K] extends readonly [string, string, string] ? K : never;
}[Field];
type Messages = { readonly [K in Field]: (typeof FIELD_TEXT)[K][1] } & {
  readonly [K in CappedField as `${K}Max`]: (typeof FIELD_TEXT)[K][2];
} & typeof OTHER_MESSAGES;
type Labels = { readonly [K in Field]: (typeof FIELD_TEXT)[K][0] } & {
  readonly yearBuilt: 'Year built';
  readonly id: 'Project id';
};

const textOf = <I extends 0 | 1>(index: I) =>
  Object.fromEntries(Object.entries(FIELD_TEXT).map(([key, text]) => [key, text[index]]));
const capMessages = Object.fromEntries(
  Object.entries(FIELD_TEXT).flatMap(([key, text]) => (text.length === 3 ? [[`${key}Max`, text[2]]] : [])),
);

/**
 * Every validation message shared by the web form, the API and the CLI, keyed by field or rule
 * (`<field>Max` for going over a field's cap). The year built's range names the current year:
 * see `yearBuiltRangeMessage`.
 */
export const MESSAGES = { ...textOf(1), ...capMessages, ...OTHER_MESSAGES } as Messages;
/** A key of {@link MESSAGES}. */
export type MessageKey = keyof typeof MESSAGES;
/** Human labels of the numeric fields, used for "… is required" / "… must be a number". */
export const FIELD_LABELS = { ...textOf(0), yearBuilt: 'Year built', id: 'Project id' } as Labels;

/** A finite number; missing → "<Label> is required", anything else → "<Label> must be a number". */
function num(field: keyof Labels) {
  const label = FIELD_LABELS[field];
  return z.number({
    error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`),
  });
}

/** `>= min` with the field's message. */
const atLeast = (field: Field, min: number) => num(field).min(min, MESSAGES[field]);

/** `min..cap` with the field's message below `min` and its `<field>Max` message above `cap`. */
const capped = (field: CappedField, min: number, cap: number) =>
  atLeast(field, min).max(cap, MESSAGES[`${field}Max`]);

/** An amount of dollars: `min..MAX_AMOUNT`. */
const amount = (field: CappedField, min = 0) => capped(field, min, MAX_AMOUNT);

/** `min..max` with the field's message on both sides. */
const between = (field: Field, min: number, max: number) =>
  num(field).min(min, MESSAGES[field]).max(max, MESSAGES[field]);

/** Whole number `min..max` with the field's message. */
const wholeBetween = (field: Field, min: number, max: number) =>
  num(field).int(MESSAGES[field]).min(min, MESSAGES[field]).max(max, MESSAGES[field]);

/** A text of at most {@link MAX_TEXT_LENGTH} characters, `tooLong` when longer. */
const shortText = (error: string, tooLong: string) => z.string({ error }).max(MAX_TEXT_LENGTH, tooLong);

/** A `yyyy-mm-dd` date: not a real date → `invalid`; outside 1900..2200 → `outOfRange`. */
const isoDate = (schema: z.ZodString, invalid: string, outOfRange: string) =>
  schema.refine(isIsoDate, { error: invalid, abort: true }).refine(isDateInRange, { error: outOfRange });

/** A required `yyyy-mm-dd` date in 1900..2200: blank → `required`, else as {@link isoDate}. */
function requiredDate(required: string, invalid: string, outOfRange: string) {
  const text = z.string({ error: required }).min(1, { error: required, abort: true });
  return isoDate(text, invalid, outOfRange);
}

const flag = (what: string) => z.boolean({ error: `${what} must be true or false` });

/** One lease of the rent roll (docs/model.md#inputs). */
export const tenantLeaseSchema = z.object({
  tenantName: shortText(MESSAGES.tenantName, MESSAGES.tenantNameMax).regex(/\S/, MESSAGES.tenantName),
  sqftLeased: capped('sqftLeased', 1, MAX_SQFT),
  rentPerSqft: amount('rentPerSqft'),
  leaseTerm: capped('leaseTerm', 1, MAX_LEASE_MONTHS),
  freeMonths: capped('freeMonths', 0, MAX_LEASE_MONTHS).default(0),
  tenantImprovements: amount('tenantImprovements').default(0),
  annualRentIncrease: between('annualRentIncrease', 0, 100).default(3),
  startDate: requiredDate(MESSAGES.startDate, MESSAGES.startDateInvalid, MESSAGES.startDateRange),
  endDate: requiredDate(MESSAGES.endDate, MESSAGES.endDateInvalid, MESSAGES.endDateRange),
});

/**
 * The analysis inputs (docs/model.md#inputs) without cross-field rules, for callers that extend it.
 * Missing optional fields take their defaults; unset cap rates and discount rate become null.
 */
export const analysisInputObject = z.object({
  purchasePrice: amount('purchasePrice', 1),
  sqft: capped('sqft', 1, MAX_SQFT),
  revenueInputType: z
    .enum(['aggregate', 'individual'], { error: MESSAGES.revenueInputType })
    .default('aggregate'),
  annualRent: amount('annualRent').default(0),
  otherIncome: amount('otherIncome').default(0),
  vacancyRate: between('vacancyRate', 0, 100).default(5),
  propertyTaxes: amount('propertyTaxes').default(0),
  insurance: amount('insurance').default(0),
  maintenance: amount('maintenance').default(0),
  managementFees: amount('managementFees').default(0),
  repairs: amount('repairs').default(0),
  otherExpenses: amount('otherExpenses').default(0),
  isNnnLease: flag('NNN lease').default(false),
  nnnChargesPerSqft: amount('nnnChargesPerSqft').default(0),
  nnnEscalationRate: between('nnnEscalationRate', 0, 20).default(2.5),
  downPaymentPercent: between('downPaymentPercent', 0, 100).default(25),
  interestRate: between('interestRate', 0, 30),
  loanTerm: wholeBetween('loanTerm', 1, 40).default(25),
  isInterestOnly: flag('Interest-only').default(false),
  marketCapRate: between('marketCapRate', 0.1, 50).nullable().default(null),
  exitCapRate: between('exitCapRate', 0.1, 50).nullable().default(null),
  appreciationRate: between('appreciationRate', -20, 20).default(3),
  rentEscalationRate: between('rentEscalationRate', 0, 20).default(3),
  holdPeriod: wholeBetween('holdPeriod', 1, 30).default(5),
  tenantLeases: z
    .array(tenantLeaseSchema, { error: 'Tenant leases must be a list' })
    .max(MAX_TENANTS, MESSAGES.tenantLeasesMax)
    .default([]),
  asOf: isoDate(
    z.string({ error: MESSAGES.asOfInvalid }),
    MESSAGES.asOfInvalid,
    MESSAGES.asOfRange,
  ).optional(),
  closingCostsPercent: between('closingCostsPercent', 0, 20).default(0),
  sellingCostsPercent: between('sellingCostsPercent', 0, 20).default(0),
  discountRate: between('discountRate', 0, 100).nullable().default(null),
  ...marketLeasingFields(),
});

/**
 * The lease-by-lease projection's inputs (underwriting.md section 11): the projection mode and the
 * market leasing assumptions, each with its default and rule.
 */
function marketLeasingFields() {
  return {
    projectionMode: z.enum(['simple', 'leases'], { error: MESSAGES.projectionMode }).default('simple'),
    marketRentPerSqft: amount('marketRentPerSqft').nullable().default(null),
    marketRentGrowth: between('marketRentGrowth', -20, 20).default(3),
    expenseGrowthRate: between('expenseGrowthRate', 0, 20).default(3),
    renewalProbability: wholeBetween('renewalProbability', 0, 100).default(70),
    downtimeMonths: wholeBetween('downtimeMonths', 0, 60).default(6),
    renewalTermMonths: wholeBetween('renewalTermMonths', 1, 240).default(60),
    newFreeMonths: wholeBetween('newFreeMonths', 0, 60).default(3),
    renewalFreeMonths: wholeBetween('renewalFreeMonths', 0, 60).default(1),
    newTiPerSqft: between('newTiPerSqft', 0, 1000).default(20),
    renewalTiPerSqft: between('renewalTiPerSqft', 0, 1000).default(5),
    newLcPercent: between('newLcPercent', 0, 20).default(6),
    renewalLcPercent: between('renewalLcPercent', 0, 20).default(3),
  };
}

/** What the cross-field rules read. */
interface CrossFieldValues {
  revenueInputType: string;
  asOf?: string | undefined;
  projectionMode: string;
  tenantLeases: readonly { startDate: string; endDate: string }[];
}

/**
 * The rules between fields: `asOf` is required in individual mode (WALT needs it); the
 * lease-by-lease projection needs the individual rent roll, and in it every lease must end on or
 * after its start (dates compared as calendar dates, day included).
 */
function crossFieldRules(value: CrossFieldValues, ctx: z.RefinementCtx) {
  if (value.revenueInputType === 'individual' && value.asOf === undefined) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.asOfRequired, path: ['asOf'] });
  }
  leaseProjectionRules(value, ctx);
}

/** The lease-by-lease rules alone (the save payload checks these; it needs no `asOf`). */
function leaseProjectionRules(value: CrossFieldValues, ctx: z.RefinementCtx) {
  if (value.projectionMode !== 'leases') return;
  if (value.revenueInputType !== 'individual') {
    ctx.addIssue({ code: 'custom', message: MESSAGES.projectionNeedsRentRoll, path: ['projectionMode'] });
  }
  value.tenantLeases.forEach((lease, index) => {
    // yyyy-mm-dd strings order as their dates
    if (lease.endDate < lease.startDate) {
      ctx.addIssue({
        code: 'custom',
        message: MESSAGES.endBeforeStart,
        path: ['tenantLeases', index, 'endDate'],
      });
    }
  });
}

/**
 * The analysis inputs with every rule: `asOf` required in individual mode, and the
 * lease-by-lease projection's rules (individual rent roll, leases ending on or after their start).
 */
export const analysisInputSchema = analysisInputObject.superRefine(crossFieldRules);

/** An optional project detail: text of at most {@link MAX_TEXT_LENGTH} characters, or `null`. */
const optionalText = (tooLong: string) => shortText('Must be text', tooLong).nullable().default(null);
const inputMode = ['perSqft', 'total', 'individual'] as const;

/**
 * The project details a saved analysis carries besides its inputs (name, address, city, state,
 * ZIP code, property type, year built), for callers that check them apart from the analysis
 * inputs, such as a form validating with {@link analysisInputSchema}.
 */
export const projectDetailsObject = z.object({
  name: optionalText(MESSAGES.nameMax),
  address: optionalText(MESSAGES.addressMax),
  city: optionalText(MESSAGES.cityMax),
  state: optionalText(MESSAGES.stateMax),
  zipCode: optionalText(MESSAGES.zipCodeMax),
  propertyType: optionalText(MESSAGES.propertyTypeMax),
  // The upper year is read from the clock at each parse (see maxYearBuilt), never at module load.
  yearBuilt: num('yearBuilt')
    .int(MESSAGES.yearBuilt)
    .min(MIN_YEAR_BUILT, { error: () => yearBuiltRangeMessage() })
    .refine((year) => year <= maxYearBuilt(), { error: () => yearBuiltRangeMessage() })
    .nullable()
    .default(null),
});

/**
 * What a saved project stores, field by field: its details, every analysis input except the
 * calculation date `asOf` and the rent roll (stored as rows of their own), and how rent and NNN
 * charges were typed into the form.
 */
export const storedPropertyObject = z.object({
  ...projectDetailsObject.shape,
  ...analysisInputObject.omit({ asOf: true, tenantLeases: true }).shape,
  rentInputMode: z.enum(inputMode, { error: MESSAGES.rentInputMode }).default('perSqft'),
  nnnInputMethod: z.enum(inputMode, { error: MESSAGES.nnnInputMethod }).default('perSqft'),
});

/** The save payload of a project: its stored fields, its rent roll and, when updating, its id. */
export const propertyPayloadObject = z.object({
  id: z
    .number({ error: MESSAGES.propertyId })
    .int(MESSAGES.propertyId)
    .positive(MESSAGES.propertyId)
    .optional(),
  ...storedPropertyObject.shape,
  tenantLeases: analysisInputObject.shape.tenantLeases,
  asOf: analysisInputObject.shape.asOf,
});

/**
 * The save payload of a project with its cross-field rules: a lease-by-lease project needs the
 * individual rent roll and leases that end on or after their start. Saving needs no `asOf` (it is a
 * calculation date, not stored).
 */
export const propertyPayloadSchema = propertyPayloadObject.superRefine(leaseProjectionRules);

/** Parsed (defaults applied) analysis inputs. */
export type AnalysisInputValues = z.output<typeof analysisInputSchema>;
/** Parsed tenant lease. */
export type TenantLeaseValues = z.output<typeof tenantLeaseSchema>;
/** Parsed project save payload. */
export type PropertyPayload = z.output<typeof propertyPayloadSchema>;
/** Project save payload as sent (defaults not yet applied). */
export type PropertyPayloadInput = z.input<typeof propertyPayloadSchema>;
/** The stored fields of a project (defaults applied), without ids, dates and rent roll. */
export type StoredPropertyFields = z.output<typeof storedPropertyObject>;

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
