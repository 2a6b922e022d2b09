import { tenantLeaseSchema as engineLeaseSchema, storedPropertyObject } from '@cre/underwriting';
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

const rowId = z.number().int().positive();

/** A stored lease: its ids and every field of the engine's `tenantLeaseSchema`, defaults applied. */
export const tenantLeaseSchema = z
  .object({ id: rowId, propertyId: rowId, ...engineLeaseSchema.shape })
  .meta({ id: 'TenantLease' });

/** A stored project: ids, every field of the engine's `storedPropertyObject`, and its dates. */
const propertyFields = {
  id: rowId,
  userId: rowId,
  ...storedPropertyObject.shape,
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

/** A row of a page of the admin list: its 5 most recent projects and the cursor to the rest. */
export const adminUserPageRowSchema = adminUserSchema
  .extend({
    properties: z.array(propertySummarySchema).max(5),
    propertiesCursor: z
      .string()
      .nullable()
      .describe(
        '`cursor` of GET /api/admin/users/{id}/properties after these properties; null when there are no more',
      ),
  })
  .meta({ id: 'AdminUserPageRow' });

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
