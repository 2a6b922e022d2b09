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
 * declared here once (see https://github.com/cre-sale-analyzer/cre-sale-analyzer/blob/main/docs/contracts.md#adding-an-input).
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
  // Market leasing assumptions of the lease-by-lease projection
  // (https://github.com/cre-sale-analyzer/cre-sale-analyzer/blob/main/docs/model.md#lease-by-lease)
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

/** The fields of {@link tenantLeaseSchema}; a named shape so that their TSDoc reaches the published types. */
const tenantLeaseShape = {
  /** Tenant name: text, not blank, at most 200 characters */
  tenantName: shortText(MESSAGES.tenantName, MESSAGES.tenantNameMax)
    .regex(/\S/, MESSAGES.tenantName)
    .meta({ description: 'Tenant name: text, not blank, at most 200 characters' }),
  /** Square feet leased by this tenant */
  sqftLeased: capped('sqftLeased', 1, MAX_SQFT).meta({ description: 'Square feet leased by this tenant' }),
  /** US dollars per square foot per year: the base rent */
  rentPerSqft: amount('rentPerSqft').meta({
    description: 'US dollars per square foot per year: the base rent',
  }),
  /** Months: the length of the lease */
  leaseTerm: capped('leaseTerm', 1, MAX_LEASE_MONTHS).meta({
    description: 'Months: the length of the lease',
  }),
  /** Months of free rent at the start of the lease */
  freeMonths: capped('freeMonths', 0, MAX_LEASE_MONTHS)
    .default(0)
    .meta({ description: 'Months of free rent at the start of the lease' }),
  /** US dollars: the tenant improvement allowance of the lease, in total */
  tenantImprovements: amount('tenantImprovements')
    .default(0)
    .meta({ description: 'US dollars: the tenant improvement allowance of the lease, in total' }),
  /** Percent per year: 3 means the rent steps up 3 % on each anniversary of the lease */
  annualRentIncrease: between('annualRentIncrease', 0, 100).default(3).meta({
    description: 'Percent per year: 3 means the rent steps up 3 % on each anniversary of the lease',
  }),
  /** Start of the lease: a date, yyyy-mm-dd */
  startDate: requiredDate(MESSAGES.startDate, MESSAGES.startDateInvalid, MESSAGES.startDateRange).meta({
    description: 'Start of the lease: a date, yyyy-mm-dd',
  }),
  /** End of the lease (its last day): a date, yyyy-mm-dd */
  endDate: requiredDate(MESSAGES.endDate, MESSAGES.endDateInvalid, MESSAGES.endDateRange).meta({
    description: 'End of the lease (its last day): a date, yyyy-mm-dd',
  }),
};

/**
 * One lease of the rent roll
 * (https://github.com/cre-sale-analyzer/cre-sale-analyzer/blob/main/docs/model.md#inputs).
 */
export const tenantLeaseSchema: z.ZodObject<typeof tenantLeaseShape, z.core.$strip> =
  z.object(tenantLeaseShape);

/** The fields of {@link analysisInputObject}; a named shape so that their TSDoc reaches the published types. */
const analysisInputShape = {
  /** US dollars: the price paid */
  purchasePrice: amount('purchasePrice', 1).meta({ description: 'US dollars: the price paid' }),
  /** Square feet: the rentable area of the building */
  sqft: capped('sqft', 1, MAX_SQFT).meta({ description: 'Square feet: the rentable area of the building' }),
  /** How rent is given: 'aggregate' (one annualRent figure) or 'individual' (the tenantLeases rent roll) */
  revenueInputType: z
    .enum(['aggregate', 'individual'], { error: MESSAGES.revenueInputType })
    .default('aggregate')
    .meta({
      description:
        "How rent is given: 'aggregate' (one annualRent figure) or 'individual' (the tenantLeases rent roll)",
    }),
  /** US dollars per year: gross potential rent (aggregate mode only) */
  annualRent: amount('annualRent')
    .default(0)
    .meta({ description: 'US dollars per year: gross potential rent (aggregate mode only)' }),
  /** US dollars per year: parking, signage and other income */
  otherIncome: amount('otherIncome')
    .default(0)
    .meta({ description: 'US dollars per year: parking, signage and other income' }),
  /** Percent: 5 means 5 % of rent lost to vacancy and credit loss */
  vacancyRate: between('vacancyRate', 0, 100)
    .default(5)
    .meta({ description: 'Percent: 5 means 5 % of rent lost to vacancy and credit loss' }),
  /** US dollars per year; paid by the tenants when isNnnLease */
  propertyTaxes: amount('propertyTaxes')
    .default(0)
    .meta({ description: 'US dollars per year; paid by the tenants when isNnnLease' }),
  /** US dollars per year; paid by the tenants when isNnnLease */
  insurance: amount('insurance')
    .default(0)
    .meta({ description: 'US dollars per year; paid by the tenants when isNnnLease' }),
  /** US dollars per year; paid by the tenants when isNnnLease */
  maintenance: amount('maintenance')
    .default(0)
    .meta({ description: 'US dollars per year; paid by the tenants when isNnnLease' }),
  /** US dollars per year; always paid by the landlord */
  managementFees: amount('managementFees')
    .default(0)
    .meta({ description: 'US dollars per year; always paid by the landlord' }),
  /** US dollars per year; always paid by the landlord */
  repairs: amount('repairs')
    .default(0)
    .meta({ description: 'US dollars per year; always paid by the landlord' }),
  /** US dollars per year; always paid by the landlord */
  otherExpenses: amount('otherExpenses')
    .default(0)
    .meta({ description: 'US dollars per year; always paid by the landlord' }),
  /** Triple net: the tenants pay property taxes, insurance and maintenance */
  isNnnLease: flag('NNN lease')
    .default(false)
    .meta({ description: 'Triple net: the tenants pay property taxes, insurance and maintenance' }),
  /** US dollars per square foot per year: the NNN charge quoted to tenants (0: taxes, insurance and maintenance divided by sqft) */
  nnnChargesPerSqft: amount('nnnChargesPerSqft').default(0).meta({
    description:
      'US dollars per square foot per year: the NNN charge quoted to tenants (0: taxes, insurance and maintenance divided by sqft)',
  }),
  /** Percent per year: growth of the NNN charge; 2.5 means 2.5 % */
  nnnEscalationRate: between('nnnEscalationRate', 0, 20)
    .default(2.5)
    .meta({ description: 'Percent per year: growth of the NNN charge; 2.5 means 2.5 %' }),
  /** Percent of the purchase price paid in cash: 25 means 25 % */
  downPaymentPercent: between('downPaymentPercent', 0, 100)
    .default(25)
    .meta({ description: 'Percent of the purchase price paid in cash: 25 means 25 %' }),
  /** Percent per year (nominal) of the loan: 6.5 means 6.5 % */
  interestRate: between('interestRate', 0, 30).meta({
    description: 'Percent per year (nominal) of the loan: 6.5 means 6.5 %',
  }),
  /** Years: the amortization term of the loan (whole number) */
  loanTerm: wholeBetween('loanTerm', 1, 40)
    .default(25)
    .meta({ description: 'Years: the amortization term of the loan (whole number)' }),
  /** The loan pays interest only; the principal is due at maturity */
  isInterestOnly: flag('Interest-only')
    .default(false)
    .meta({ description: 'The loan pays interest only; the principal is due at maturity' }),
  /** Percent: the market cap rate that values the property (6.5 means 6.5 %); null when unset */
  marketCapRate: between('marketCapRate', 0.1, 50).nullable().default(null).meta({
    description: 'Percent: the market cap rate that values the property (6.5 means 6.5 %); null when unset',
  }),
  /** Percent: the cap rate the property sells at (7 means 7 %); null when unset */
  exitCapRate: between('exitCapRate', 0.1, 50)
    .nullable()
    .default(null)
    .meta({ description: 'Percent: the cap rate the property sells at (7 means 7 %); null when unset' }),
  /** Percent per year: growth of the property value (may be negative) */
  appreciationRate: between('appreciationRate', -20, 20)
    .default(3)
    .meta({ description: 'Percent per year: growth of the property value (may be negative)' }),
  /** Percent per year: growth of the NOI */
  rentEscalationRate: between('rentEscalationRate', 0, 20)
    .default(3)
    .meta({ description: 'Percent per year: growth of the NOI' }),
  /** Years the property is held before the sale (whole number) */
  holdPeriod: wholeBetween('holdPeriod', 1, 30)
    .default(5)
    .meta({ description: 'Years the property is held before the sale (whole number)' }),
  /** The rent roll (individual mode): at most 500 leases */
  tenantLeases: z
    .array(tenantLeaseSchema, { error: 'Tenant leases must be a list' })
    .max(MAX_TENANTS, MESSAGES.tenantLeasesMax)
    .default([])
    .meta({ description: 'The rent roll (individual mode): at most 500 leases' }),
  /** The date WALT and the lease-by-lease projection start from, yyyy-mm-dd; required in individual mode */
  asOf: isoDate(z.string({ error: MESSAGES.asOfInvalid }), MESSAGES.asOfInvalid, MESSAGES.asOfRange)
    .optional()
    .meta({
      description:
        'The date WALT and the lease-by-lease projection start from, yyyy-mm-dd; required in individual mode',
    }),
  /** Percent of the purchase price: purchase costs paid in cash */
  closingCostsPercent: between('closingCostsPercent', 0, 20)
    .default(0)
    .meta({ description: 'Percent of the purchase price: purchase costs paid in cash' }),
  /** Percent of the sale price: costs of the sale */
  sellingCostsPercent: between('sellingCostsPercent', 0, 20)
    .default(0)
    .meta({ description: 'Percent of the sale price: costs of the sale' }),
  /** Percent per year: the discount rate of the NPV; null when unset (no NPV) */
  discountRate: between('discountRate', 0, 100)
    .nullable()
    .default(null)
    .meta({ description: 'Percent per year: the discount rate of the NPV; null when unset (no NPV)' }),
  ...marketLeasingFields(),
};

/**
 * The analysis inputs (https://github.com/cre-sale-analyzer/cre-sale-analyzer/blob/main/docs/model.md#inputs)
 * without cross-field rules, for callers that extend it. Missing optional fields take their
 * defaults; unset cap rates and discount rate become null.
 */
export const analysisInputObject: z.ZodObject<typeof analysisInputShape, z.core.$strip> =
  z.object(analysisInputShape);

/**
 * The lease-by-lease projection's inputs (https://github.com/cre-sale-analyzer/cre-sale-analyzer/blob/main/docs/model.md#lease-by-lease): the projection mode and the
 * market leasing assumptions, each with its default and rule.
 */
function marketLeasingFields() {
  return {
    /** 'simple' (one NOI growth rate) or 'leases' (month-by-month lease-by-lease projection; needs the individual rent roll) */
    projectionMode: z.enum(['simple', 'leases'], { error: MESSAGES.projectionMode }).default('simple').meta({
      description:
        "'simple' (one NOI growth rate) or 'leases' (month-by-month lease-by-lease projection; needs the individual rent roll)",
    }),
    /** US dollars per square foot per year: the market rent of new and renewed leases; null means the rent roll's average */
    marketRentPerSqft: amount('marketRentPerSqft').nullable().default(null).meta({
      description:
        "US dollars per square foot per year: the market rent of new and renewed leases; null means the rent roll's average",
    }),
    /** Percent per year: growth of the market rent (and of other income in the lease-by-lease projection) */
    marketRentGrowth: between('marketRentGrowth', -20, 20).default(3).meta({
      description:
        'Percent per year: growth of the market rent (and of other income in the lease-by-lease projection)',
    }),
    /** Percent per year: growth of the operating expenses in the lease-by-lease projection */
    expenseGrowthRate: between('expenseGrowthRate', 0, 20).default(3).meta({
      description: 'Percent per year: growth of the operating expenses in the lease-by-lease projection',
    }),
    /** Percent: 70 means 70 % of expiring tenants renew (whole number) */
    renewalProbability: wholeBetween('renewalProbability', 0, 100)
      .default(70)
      .meta({ description: 'Percent: 70 means 70 % of expiring tenants renew (whole number)' }),
    /** Months a suite stays empty before a new tenant moves in */
    downtimeMonths: wholeBetween('downtimeMonths', 0, 60)
      .default(6)
      .meta({ description: 'Months a suite stays empty before a new tenant moves in' }),
    /** Months: the term of each new or renewed lease */
    renewalTermMonths: wholeBetween('renewalTermMonths', 1, 240)
      .default(60)
      .meta({ description: 'Months: the term of each new or renewed lease' }),
    /** Months of free rent of a new lease */
    newFreeMonths: wholeBetween('newFreeMonths', 0, 60)
      .default(3)
      .meta({ description: 'Months of free rent of a new lease' }),
    /** Months of free rent of a renewal */
    renewalFreeMonths: wholeBetween('renewalFreeMonths', 0, 60)
      .default(1)
      .meta({ description: 'Months of free rent of a renewal' }),
    /** US dollars per square foot: tenant improvements of a new lease */
    newTiPerSqft: between('newTiPerSqft', 0, 1000)
      .default(20)
      .meta({ description: 'US dollars per square foot: tenant improvements of a new lease' }),
    /** US dollars per square foot: tenant improvements of a renewal */
    renewalTiPerSqft: between('renewalTiPerSqft', 0, 1000)
      .default(5)
      .meta({ description: 'US dollars per square foot: tenant improvements of a renewal' }),
    /** Percent of the lease's total base rent: leasing commission of a new lease */
    newLcPercent: between('newLcPercent', 0, 20)
      .default(6)
      .meta({ description: "Percent of the lease's total base rent: leasing commission of a new lease" }),
    /** Percent of the lease's total base rent: leasing commission of a renewal */
    renewalLcPercent: between('renewalLcPercent', 0, 20)
      .default(3)
      .meta({ description: "Percent of the lease's total base rent: leasing commission of a renewal" }),
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
  name: optionalText(MESSAGES.nameMax).meta({
    description: 'Project name: text of at most 200 characters, or null',
  }),
  address: optionalText(MESSAGES.addressMax).meta({
    description: 'Street address: text of at most 200 characters, or null',
  }),
  city: optionalText(MESSAGES.cityMax).meta({ description: 'City: text of at most 200 characters, or null' }),
  state: optionalText(MESSAGES.stateMax).meta({
    description: 'State: text of at most 200 characters, or null',
  }),
  zipCode: optionalText(MESSAGES.zipCodeMax).meta({
    description: 'ZIP code: text of at most 200 characters, or null',
  }),
  propertyType: optionalText(MESSAGES.propertyTypeMax).meta({
    description: 'Property type (e.g. Retail): text of at most 200 characters, or null',
  }),
  // The upper year is read from the clock at each parse (see maxYearBuilt), never at module load.
  yearBuilt: num('yearBuilt')
    .int(MESSAGES.yearBuilt)
    .min(MIN_YEAR_BUILT, { error: () => yearBuiltRangeMessage() })
    .refine((year) => year <= maxYearBuilt(), { error: () => yearBuiltRangeMessage() })
    .nullable()
    .default(null)
    .meta({
      description: 'Calendar year the building was built (whole number, 1700 to this year + 5), or null',
    }),
});

/**
 * What a saved project stores, field by field: its details, every analysis input except the
 * calculation date `asOf` and the rent roll (stored as rows of their own), and how rent and NNN
 * charges were typed into the form.
 */
export const storedPropertyObject = z.object({
  ...projectDetailsObject.shape,
  ...analysisInputObject.omit({ asOf: true, tenantLeases: true }).shape,
  rentInputMode: z.enum(inputMode, { error: MESSAGES.rentInputMode }).default('perSqft').meta({
    description:
      "How rent was typed into the form: 'perSqft', 'total' or 'individual' (the engine reads annualRent or the rent roll)",
  }),
  nnnInputMethod: z
    .enum(inputMode, { error: MESSAGES.nnnInputMethod })
    .default('perSqft')
    .meta({ description: "How NNN charges were typed into the form: 'perSqft', 'total' or 'individual'" }),
});

/** The save payload of a project: its stored fields, its rent roll and, when updating, its id. */
export const propertyPayloadObject = z.object({
  id: z
    .number({ error: MESSAGES.propertyId })
    .int(MESSAGES.propertyId)
    .positive(MESSAGES.propertyId)
    .optional()
    .meta({
      description:
        'Project id: when given, updates that project (it must be yours); when absent, creates one',
    }),
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
