/**
 * The one definition of a deal's inputs. Each numeric field is declared here once: its label and
 * validation messages in {@link INPUT_FIELD_TEXT} (or {@link MARKET_LEASING_TEXT}; a third text is
 * the message for going over its cap, where it has one: the caps are in `limits.ts`), and its
 * rule and default in the zod objects below, whose builders (schema-rules.ts) record the rule for
 * the hand-written checks. Engine types (`AnalysisInput`, `ResolvedInput`), `DEFAULTS`, the fast
 * deal check and its generated resolve (deal-resolve.gen.ts: `pnpm generate`), the database
 * columns, the API's output schemas and the web form's values are all derived from these objects,
 * so a new input is declared here once (see https://github.com/cre-sale-analyzer/cre-sale-analyzer/blob/main/docs/contracts.md#adding-an-input).
 * The lease's fields are in lease-schema.ts, the stored project's in property-schema.ts.
 */
import { z } from 'zod';
import { refinanceSchema, secondLoanSchema, waterfallSchema } from './capital-stack-schema.js';
import { crossFieldRules } from './cross-field-rules.js';
import { tenantLeaseSchema } from './lease-schema.js';
import { MAX_SQFT, MAX_TENANTS } from './limits.js';
import { OTHER_MESSAGES } from './messages.js';
import { choice, type FieldText, flag, group, listOf, numberFields, plainIsoDate } from './schema-rules.js';

/** Label, message and (where capped) the message for going over the cap of each numeric deal input. */
export const INPUT_FIELD_TEXT = {
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
  interestOnlyMonths: ['Interest-only period', 'Interest-only period must be between 0 and 120 months'],
  loanMaturityYears: ['Loan maturity', 'Loan maturity must be between 1 and 40 years'],
  loanFeePercent: ['Loan fee', 'Loan fee must be between 0% and 10%'],
} as const satisfies Record<string, FieldText>;

/**
 * The texts of the market leasing assumptions of the lease-by-lease projection
 * (https://github.com/cre-sale-analyzer/cre-sale-analyzer/blob/main/docs/model.md#lease-by-lease).
 */
export const MARKET_LEASING_TEXT = {
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
} as const satisfies Record<string, FieldText>;

const { amount, between, capped, strict, wholeBetween } = numberFields(INPUT_FIELD_TEXT);
const M = OTHER_MESSAGES;

/** The fields of {@link analysisInputObject}; a named shape so that their TSDoc reaches the published types. */
const analysisInputShape = {
  /** US dollars: the price paid */
  purchasePrice: amount('purchasePrice', 1).meta({ description: 'US dollars: the price paid' }),
  /** Square feet: the rentable area of the building */
  sqft: capped('sqft', 1, MAX_SQFT).meta({ description: 'Square feet: the rentable area of the building' }),
  /** How rent is given: 'aggregate' (one annualRent figure) or 'individual' (the tenantLeases rent roll) */
  revenueInputType: choice(['aggregate', 'individual'], M.revenueInputType).default('aggregate').meta({
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
  /** Months: interest-only payments at the start of the senior loan, then it amortizes over loanTerm (whole number) */
  interestOnlyMonths: strict('interestOnlyMonths', 0, 120, true).default(0).meta({
    description:
      'Months: interest-only payments at the start of the senior loan, then it amortizes over loanTerm (whole number)',
  }),
  /** Years: the senior loan is due (balloon) at the end of this year; null: when fully amortized */
  loanMaturityYears: strict('loanMaturityYears', 1, 40, true).nullable().default(null).meta({
    description:
      'Years: the senior loan is due (balloon) at the end of this year; null: when fully amortized',
  }),
  /** Percent of the senior loan: origination fee paid in cash at closing */
  loanFeePercent: strict('loanFeePercent', 0, 10)
    .default(0)
    .meta({ description: 'Percent of the senior loan: origination fee paid in cash at closing' }),
  /** A second (mezzanine) loan, or null */
  secondLoan: group(secondLoanSchema)
    .nullable()
    .default(null)
    .meta({ description: 'A second (mezzanine) loan, or null' }),
  /** A refinance of all debt at the end of a year, or null */
  refinance: group(refinanceSchema)
    .nullable()
    .default(null)
    .meta({ description: 'A refinance of all debt at the end of a year, or null' }),
  /** The LP/GP split of the equity cash flows, or null */
  waterfall: group(waterfallSchema)
    .nullable()
    .default(null)
    .meta({ description: 'The LP/GP split of the equity cash flows, or null' }),
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
  tenantLeases: listOf(tenantLeaseSchema, MAX_TENANTS, 'Tenant leases must be a list', M.tenantLeasesMax)
    .default([])
    .meta({ description: 'The rent roll (individual mode): at most 500 leases' }),
  /** The date WALT and the lease-by-lease projection start from, yyyy-mm-dd; required in individual mode (null: not given) */
  asOf: plainIsoDate(M.asOfInvalid, M.asOfRange).nullable().optional().meta({
    description:
      'The date WALT and the lease-by-lease projection start from, yyyy-mm-dd; required in individual mode (null: not given)',
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
  const { amount, between, wholeBetween } = numberFields(MARKET_LEASING_TEXT);
  return {
    /** 'simple' (one NOI growth rate) or 'leases' (month-by-month lease-by-lease projection; needs the individual rent roll) */
    projectionMode: choice(['simple', 'leases'], M.projectionMode).default('simple').meta({
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
/**
 * The analysis inputs with every rule: `asOf` required in individual mode, and the
 * lease-by-lease projection's rules (individual rent roll, leases ending on or after their start).
 */
export const analysisInputSchema = analysisInputObject.superRefine(crossFieldRules);

/** Parsed (defaults applied) analysis inputs. */
export type AnalysisInputValues = z.output<typeof analysisInputSchema>;
