import { tenantLeaseSchema as engineLeaseSchema, storedPropertyObject } from '@cre/underwriting';
import { z } from 'zod';
import { riskSettingsSchema } from '../trpc/risk-settings.js';
import { leaseReviewsSchema, readyTargetsSchema, scenarioVariantSchema } from '../trpc/schemas.js';

/**
 * Response shapes for the OpenAPI document. They describe what the procedures return (see
 * `trpc/serialize.ts`); request bodies are documented from the procedures' own input schemas.
 */
const isoDate = (what: string) => z.string().meta({ description: `${what}: an ISO 8601 timestamp (UTC)` });
const nullableDate = (what: string) =>
  z
    .string()
    .nullable()
    .meta({ description: `${what}: an ISO 8601 timestamp (UTC), or null` });
const text = (description: string) => z.string().meta({ description });
const userId = z.number().int().meta({ description: 'User id' });

export const errorSchema = z
  .object({
    message: text(
      'What went wrong, in words fit to show the user (a 400 gives the first validation message)',
    ),
    code: text('tRPC error code, e.g. BAD_REQUEST, UNAUTHORIZED, NOT_FOUND').optional(),
    issues: z
      .array(
        z.object({
          path: text('Dotted path of the invalid field, e.g. tenantLeases.0.sqftLeased'),
          message: text('The validation message of that field'),
        }),
      )
      .meta({ description: 'Every validation problem (400 only)' })
      .optional(),
    requestId: text('Id of the request in the server log (500 only)').optional(),
    currentVersion: z
      .number()
      .int()
      .meta({
        description:
          "The project's version now (409 CONFLICT of a save based on an older version only): reload it, or save again naming this version to overwrite",
      })
      .optional(),
  })
  .meta({ id: 'Error', description: 'The body of every error response' });

export const messageSchema = z.object({ message: text('What happened, in words') }).meta({ id: 'Message' });

export const messageWithModeSchema = z
  .object({
    message: text('What happened, in words (in development mode: with the verification link)'),
    developmentMode: z
      .literal(true)
      .meta({ description: 'Present (true) only in development mode' })
      .optional(),
  })
  .meta({ id: 'MessageWithMode' });

export const userSchema = z
  .object({
    id: userId,
    email: text('Email address (sign-in name)'),
    isEmailVerified: z.boolean().meta({ description: 'The email address was verified' }),
    isAdmin: z.boolean().meta({ description: 'The user is the administrator (ADMIN_EMAIL, verified)' }),
    createdAt: isoDate('When the account was created'),
  })
  .meta({ id: 'User' });

export const registerResultSchema = z
  .object({
    message: text('What happened, in words'),
    user: userSchema,
    developmentMode: z
      .literal(true)
      .meta({ description: 'Present (true) only in development mode' })
      .optional(),
  })
  .meta({ id: 'RegisterResult' });

const rowId = (what: string) => z.number().int().positive().meta({ description: what });

const { suite: suiteField, rentSteps: rentStepsField } = engineLeaseSchema.shape;

/**
 * A stored lease: its ids and every field of the engine's `tenantLeaseSchema`, defaults applied.
 * A lease saved with a null suite or rent-step list stores their defaults (`''`, `[]`), so a read
 * never has null there: the response documents them as the plain text and list.
 */
export const tenantLeaseSchema = z
  .object({
    id: rowId('Lease id'),
    propertyId: rowId('Id of the project the lease belongs to'),
    ...engineLeaseSchema.shape,
    suite: suiteField.unwrap().unwrap().meta({
      description: 'The suite or unit as the rent roll names it, at most 40 characters; "" when none',
    }),
    rentSteps: rentStepsField.unwrap().unwrap().meta({
      description:
        'The rent from each date on: [{ date (yyyy-mm-dd), rentPerSqft (US dollars per sq ft per year) }], at most 40, in date order after the start and on or before the end; [] when none; used by the lease-by-lease projection',
    }),
  })
  .meta({ id: 'TenantLease' });

/** A stored project: ids, every field of the engine's `storedPropertyObject`, and its dates. */
const propertyFields = {
  id: rowId('Project id'),
  userId: rowId('Id of the owner'),
  ...storedPropertyObject.shape,
  readyTargets: readyTargetsSchema
    .nullable()
    .meta({ description: 'Targets of the ready answers; null: 15 % IRR, 1.25x DSCR, 8 % cash-on-cash' }),
  leaseReviews: leaseReviewsSchema.meta({
    description: 'The leases still to review after an import, by position ([] when none is flagged)',
  }),
  riskSettings: riskSettingsSchema.nullable().meta({
    description: "The risk card's settings the project was saved with; null: the card's defaults",
  }),
  version: z.number().int().min(1).meta({
    description:
      'Counts the saves (1 when created): name it as `version` (or If-Match) when saving an edit, so that a change made elsewhere in the meantime is not overwritten',
  }),
  createdAt: isoDate('When the project was created'),
  updatedAt: isoDate('When the project was last saved'),
  lastAccessedAt: nullableDate('When the project was last opened'),
};

export const propertySummarySchema = z.object(propertyFields).meta({ id: 'PropertySummary' });
export const propertySchema = z
  .object({
    ...propertyFields,
    tenantLeases: z
      .array(tenantLeaseSchema)
      .meta({ description: 'The rent roll, in the order it was saved' }),
    scenarios: z.array(scenarioVariantSchema).meta({
      description: "The scenario variants, in order (Base, the project's own inputs, is not among them)",
    }),
  })
  .meta({ id: 'Property' });

const postFields = {
  id: z.number().int().meta({ description: 'Post id' }),
  title: text('Title'),
  slug: text('URL slug'),
  summary: text('Short summary (plain text)'),
  metaDescription: text('Search-engine description (plain text)'),
  keywords: text('Comma-separated keywords'),
  isPublished: z.boolean().meta({ description: 'The post is public' }),
  publishedAt: nullableDate('When the post was published'),
  createdAt: isoDate('When the post was created'),
  updatedAt: isoDate('When the post was last changed'),
};
export const blogPostSummarySchema = z.object(postFields).meta({ id: 'BlogPostSummary' });
export const blogPostSchema = z
  .object({ ...postFields, content: text('The post body') })
  .meta({ id: 'BlogPost' });

export const adminUserSchema = z
  .object({
    id: userId,
    email: text('Email address'),
    isEmailVerified: z.boolean().meta({ description: 'The email address was verified' }),
    isAdmin: z.boolean().meta({ description: 'The user is the administrator' }),
    createdAt: isoDate('When the account was created'),
    updatedAt: isoDate('When the account was last changed'),
    propertyCount: z.number().int().meta({ description: 'Number of projects the user has' }),
    properties: z
      .array(propertySummarySchema)
      .meta({ description: "The user's projects, most recent first" }),
  })
  .meta({ id: 'AdminUser' });

/** A row of a page of the admin list: its 5 most recent projects and the cursor to the rest. */
export const adminUserPageRowSchema = adminUserSchema
  .extend({
    properties: z
      .array(propertySummarySchema)
      .max(5)
      .meta({ description: 'The 5 most recently updated projects of the user' }),
    propertiesCursor: z.string().nullable().meta({
      description:
        '`cursor` of GET /api/admin/users/{id}/properties after these properties; null when there are no more',
    }),
  })
  .meta({ id: 'AdminUserPageRow' });

export const configSchema = z
  .object({
    productTitle: text('Product name shown in the app'),
    brokerName: text('Name of the broker'),
    brokerPhone: text('Phone number of the broker'),
    brokerEmail: text('Email address of the broker'),
    brokerLicense: text('License number of the broker'),
    brokerAddress: text('Office address of the broker'),
    adminEmail: text('Email address of the administrator'),
    developmentMode: z
      .boolean()
      .meta({ description: 'The server runs without SMTP (links are shown, not emailed)' }),
  })
  .meta({ id: 'Config' });

export const healthSchema = z
  .object({
    status: z.enum(['ok', 'error']).meta({ description: "'ok' when the server can serve requests" }),
    database: z.enum(['up', 'down']).meta({ description: 'Whether the database answered' }),
    message: text('Why the status is error').optional(),
    requestId: text('The request id (as in X-Request-Id and the server log), on a 503').optional(),
  })
  .meta({ id: 'Health' });

const shareFields = {
  id: rowId('Share link id (the `shareId` of DELETE /api/properties/{id}/shares/{shareId})'),
  createdAt: isoDate('When the link was created'),
  expiresAt: isoDate('When the link stops working'),
  views: z
    .number()
    .int()
    .min(0)
    .meta({ description: 'How many times the shared project was read through the link' }),
};

/** A share link in its project's list: never the token (the database keeps only its hash). */
export const shareSchema = z
  .object(shareFields)
  .meta({ id: 'PropertyShare', description: 'A read-only share link' });

/** A new share link: the only answer that carries its token. */
export const shareCreatedSchema = z
  .object({
    ...shareFields,
    token: text(
      'The link token (256 random bits, base64url, 43 characters): shown once, stored only as a hash',
    ),
    url: text('The absolute link to give out: APP_URL/s/{token}'),
  })
  .meta({ id: 'PropertyShareCreated', description: 'A new read-only share link with its token' });

const {
  userId: _ownerId,
  lastAccessedAt: _lastOpened,
  version: _saves,
  ...sharedProjectFields
} = propertySchema.shape;

/** A project as its share link shows it: every input as saved now, nothing about the account. */
export const sharedProjectSchema = z
  .object({
    project: z.object(sharedProjectFields).meta({
      id: 'SharedProject',
      description:
        'Every input of the project as saved now, with its rent roll and scenarios; nothing about its owner or their activity (no owner id, when they last opened it, or how often they saved it)',
    }),
    updatedAt: isoDate('When the project was last saved'),
  })
  .meta({ id: 'SharedProjectRead', description: 'A project read through a share link' });

/** `GET /api/account/export`: every project of the account in one document. */
export const accountExportSchema = z
  .object({
    format: z.literal('cre-sale-analyzer-export').meta({ description: 'Always "cre-sale-analyzer-export"' }),
    version: z.literal(1).meta({ description: 'Version of the export format: 1' }),
    exportedAt: isoDate('When the file was made'),
    user: z
      .object({
        email: text('Email address of the account'),
        createdAt: isoDate('When the account was created'),
      })
      .meta({ description: 'The exporting account' }),
    projects: z
      .array(propertySchema)
      .meta({ description: 'Every project of the account, as GET /api/properties/{id} returns it' }),
  })
  .meta({ id: 'AccountExport' });

/** `POST /api/account/import`. */
export const importResultSchema = z
  .object({
    message: text('What happened, e.g. "Imported 3 projects."'),
    imported: z.number().int().meta({ description: 'How many projects were created' }),
    ids: z.array(rowId('Project id')).meta({ description: 'Ids of the new projects, in file order' }),
  })
  .meta({ id: 'ImportResult' });

/** `GET /api/account/email`: the email change waiting for its link, or null. */
export const pendingEmailChangeSchema = z
  .object({
    newEmail: text('The address the change is waiting to confirm'),
    expiresAt: isoDate('When its link stops working'),
  })
  .nullable()
  .meta({ id: 'PendingEmailChange' });

export const readinessSchema = z
  .object({
    status: z.enum(['ok', 'error']).meta({ description: "'ok' when this process can take requests" }),
    database: z.enum(['up', 'down']).meta({ description: 'Whether the database answered' }),
    migrations: z.enum(['current', 'pending', 'unknown']).meta({
      description:
        "'current' when every migration this version knows is applied; 'unknown' while the database is down",
    }),
    message: text('Why the status is error').optional(),
    requestId: text('The request id (as in X-Request-Id and the server log), on a 503').optional(),
  })
  .meta({ id: 'Readiness' });
