/**
 * One lease of the rent roll: each field is declared here once, with its label and messages in
 * {@link LEASE_FIELD_TEXT} and its rule and default in {@link tenantLeaseSchema} (see schema.ts).
 */
import { z } from 'zod';
import { MAX_LEASE_MONTHS, MAX_RENT_STEPS, MAX_SQFT, MAX_SUITE_LENGTH } from './limits.js';
import { OTHER_MESSAGES } from './messages.js';
import {
  boundedText,
  choice,
  type FieldText,
  nameText,
  numberFields,
  rentStepList,
  requiredDate,
} from './schema-rules.js';

/** Label, message and (where capped) the message for going over the cap of each numeric lease field. */
export const LEASE_FIELD_TEXT = {
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
  marketRentPerSqft: [
    'Market rent',
    'Market rent cannot be negative',
    'Market rent must be at most $100,000,000,000',
  ],
} as const satisfies Record<string, FieldText>;

const { amount, between, capped } = numberFields(LEASE_FIELD_TEXT);
const M = OTHER_MESSAGES;

/** How a lease recovers the property's taxes, insurance and maintenance (underwriting.md 11.1). */
export const RECOVERY_TYPES = ['nnn', 'gross', 'base-year'] as const;
/** One of {@link RECOVERY_TYPES}. */
export type RecoveryType = (typeof RECOVERY_TYPES)[number];

/** How each recovery type is written in the lease roll, the import preview and the reports. */
export const RECOVERY_TYPE_LABELS: Readonly<Record<RecoveryType, string>> = {
  nnn: 'NNN',
  gross: 'Gross',
  'base-year': 'Base year',
};

/** The fields of {@link tenantLeaseSchema}; a named shape so that their TSDoc reaches the published types. */
const tenantLeaseShape = {
  /** Tenant name: text, not blank, at most 200 characters */
  tenantName: nameText(M.tenantName, M.tenantNameMax).meta({
    description: 'Tenant name: text, not blank, at most 200 characters',
  }),
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
  startDate: requiredDate(M.startDate, M.startDateInvalid, M.startDateRange).meta({
    description: 'Start of the lease: a date, yyyy-mm-dd',
  }),
  /** End of the lease (its last day): a date, yyyy-mm-dd */
  endDate: requiredDate(M.endDate, M.endDateInvalid, M.endDateRange).meta({
    description: 'End of the lease (its last day): a date, yyyy-mm-dd',
  }),
  /** The suite or unit as the rent roll names it, at most 40 characters; "" (or null) means none */
  suite: boundedText(MAX_SUITE_LENGTH, M.suiteText, M.suiteMax).nullable().default('').meta({
    description:
      'The suite or unit as the rent roll names it, at most 40 characters; "" (or null) means none',
  }),
  /** The rent from each date on: [{ date (yyyy-mm-dd), rentPerSqft (US dollars per sq ft per year) }], at most 40, in date order after the start and on or before the end; used by the lease-by-lease projection */
  rentSteps: rentStepList(amount('rentPerSqft'), MAX_RENT_STEPS, {
    message: M.rentStepsList,
    tooMany: M.rentStepsMax,
    dateInvalid: M.rentStepDate,
  })
    .nullable()
    .default([])
    .meta({
      description:
        'The rent from each date on: [{ date (yyyy-mm-dd), rentPerSqft (US dollars per sq ft per year) }], at most 40, in date order after the start and on or before the end; used by the lease-by-lease projection',
    }),
  /** How the lease recovers taxes, insurance and maintenance: nnn (its share), gross (none), base-year (its share of the increase since it started); null: as the property's NNN setting */
  recoveryType: choice(RECOVERY_TYPES, M.recoveryType).nullable().default(null).meta({
    description:
      "How the lease recovers taxes, insurance and maintenance: nnn (its share), gross (none), base-year (its share of the increase since it started); null: as the property's NNN setting",
  }),
  /** US dollars per square foot per year: this space's market rent at the as-of date; null: the property's market rent */
  marketRentPerSqft: amount('marketRentPerSqft').nullable().default(null).meta({
    description:
      "US dollars per square foot per year: this space's market rent at the as-of date; null: the property's market rent",
  }),
};

/**
 * One lease of the rent roll
 * (https://github.com/cre-sale-analyzer/cre-sale-analyzer/blob/main/docs/model.md#inputs).
 */
export const tenantLeaseSchema: z.ZodObject<typeof tenantLeaseShape, z.core.$strip> =
  z.object(tenantLeaseShape);

/** Parsed tenant lease. */
export type TenantLeaseValues = z.output<typeof tenantLeaseSchema>;

/** One dated rent change of a lease: the rent per sq ft per year from `date` on. */
export type RentStep = { date: string; rentPerSqft: number };
