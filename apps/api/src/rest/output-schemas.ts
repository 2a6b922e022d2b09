import { z } from 'zod';

/**
 * Response shapes for the OpenAPI document. They describe what the procedures return (see
 * `trpc/serialize.ts`); request bodies are documented from the procedures' own input schemas.
 */
const isoDate = z.string().describe('ISO 8601 timestamp');

export const errorSchema = z
  .object({
    message: z.string(),
    code: z.string().optional(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    requestId: z.string().optional(),
  })
  .meta({ id: 'Error' });

export const messageSchema = z.object({ message: z.string() }).meta({ id: 'Message' });

export const messageWithModeSchema = z
  .object({ message: z.string(), developmentMode: z.literal(true).optional() })
  .meta({ id: 'MessageWithMode' });

export const userSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    isEmailVerified: z.boolean(),
    isAdmin: z.boolean(),
    createdAt: isoDate,
  })
  .meta({ id: 'User' });

export const registerResultSchema = z
  .object({ message: z.string(), user: userSchema, developmentMode: z.literal(true).optional() })
  .meta({ id: 'RegisterResult' });

const num = z.number();
const nullableNum = z.number().nullable();
const text = z.string().nullable();

export const tenantLeaseSchema = z
  .object({
    id: z.number().int(),
    propertyId: z.number().int(),
    tenantName: z.string(),
    sqftLeased: num,
    rentPerSqft: num,
    leaseTerm: z.number().int(),
    freeMonths: z.number().int(),
    tenantImprovements: num,
    annualRentIncrease: num,
    startDate: z.string().describe('yyyy-mm-dd'),
    endDate: z.string().describe('yyyy-mm-dd'),
  })
  .meta({ id: 'TenantLease' });

const propertyFields = {
  id: z.number().int(),
  userId: z.number().int(),
  name: text,
  address: text,
  city: text,
  state: text,
  zipCode: text,
  propertyType: text,
  yearBuilt: z.number().int().nullable(),
  purchasePrice: num,
  sqft: num,
  holdPeriod: z.number().int(),
  annualRent: num,
  otherIncome: num,
  vacancyRate: num,
  propertyTaxes: num,
  insurance: num,
  maintenance: num,
  managementFees: num,
  repairs: num,
  otherExpenses: num,
  downPaymentPercent: num,
  interestRate: num,
  loanTerm: z.number().int(),
  marketCapRate: nullableNum,
  exitCapRate: nullableNum,
  appreciationRate: num,
  nnnChargesPerSqft: num,
  isNnnLease: z.boolean(),
  isInterestOnly: z.boolean(),
  rentEscalationRate: num,
  nnnEscalationRate: num,
  revenueInputType: z.enum(['aggregate', 'individual']),
  rentInputMode: z.enum(['perSqft', 'total', 'individual']),
  nnnInputMethod: z.enum(['perSqft', 'total', 'individual']),
  closingCostsPercent: num,
  sellingCostsPercent: num,
  discountRate: nullableNum,
  createdAt: isoDate,
  updatedAt: isoDate,
  lastAccessedAt: isoDate.nullable(),
};

export const propertySummarySchema = z.object(propertyFields).meta({ id: 'PropertySummary' });
export const propertySchema = z
  .object({ ...propertyFields, tenantLeases: z.array(tenantLeaseSchema) })
  .meta({ id: 'Property' });

const postFields = {
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  metaDescription: z.string(),
  keywords: z.string(),
  isPublished: z.boolean(),
  publishedAt: isoDate.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
};
export const blogPostSummarySchema = z.object(postFields).meta({ id: 'BlogPostSummary' });
export const blogPostSchema = z.object({ ...postFields, content: z.string() }).meta({ id: 'BlogPost' });

export const adminUserSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    isEmailVerified: z.boolean(),
    isAdmin: z.boolean(),
    createdAt: isoDate,
    updatedAt: isoDate,
    propertyCount: z.number().int(),
    properties: z.array(propertySummarySchema),
  })
  .meta({ id: 'AdminUser' });

export const configSchema = z
  .object({
    productTitle: z.string(),
    brokerName: z.string(),
    brokerPhone: z.string(),
    brokerEmail: z.string(),
    brokerLicense: z.string(),
    brokerAddress: z.string(),
    adminEmail: z.string(),
    developmentMode: z.boolean(),
  })
  .meta({ id: 'Config' });

export const healthSchema = z
  .object({
    status: z.enum(['ok', 'error']),
    database: z.enum(['up', 'down']),
    message: z.string().optional(),
  })
  .meta({ id: 'Health' });
