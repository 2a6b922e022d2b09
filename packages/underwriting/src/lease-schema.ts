/**
 * One lease of the rent roll: each field is declared here once, with its label and messages in
 * {@link LEASE_FIELD_TEXT} and its rule and default in {@link tenantLeaseSchema} (see schema.ts).
 */
import { z } from 'zod';
import { MAX_LEASE_MONTHS, MAX_SQFT } from './limits.js';
import { OTHER_MESSAGES } from './messages.js';
import { type FieldText, nameText, numberFields, requiredDate } from './schema-rules.js';

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
} as const satisfies Record<string, FieldText>;

const { amount, between, capped } = numberFields(LEASE_FIELD_TEXT);
const M = OTHER_MESSAGES;

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
};

/**
 * One lease of the rent roll
 * (https://github.com/cre-sale-analyzer/cre-sale-analyzer/blob/main/docs/model.md#inputs).
 */
export const tenantLeaseSchema: z.ZodObject<typeof tenantLeaseShape, z.core.$strip> =
  z.object(tenantLeaseShape);

/** Parsed tenant lease. */
export type TenantLeaseValues = z.output<typeof tenantLeaseSchema>;
