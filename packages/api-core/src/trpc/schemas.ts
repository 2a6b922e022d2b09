import {
  MAX_SCENARIO_NAME,
  MAX_TENANTS,
  propertyPayloadSchema,
  SCENARIO_FIELDS,
  scenarioIssues,
} from '@cre/underwriting';
import { z } from 'zod';
import { riskSettingsSchema } from './risk-settings.js';

/**
 * Account, lead and contact messages in the product's own wording (word for word where it fixes
 * them). The property form's messages come from `@cre/underwriting`'s `MESSAGES`.
 */
export const ACCOUNT_MESSAGES = {
  email: 'Please enter a valid email address',
  passwordMin: 'Password must be at least 6 characters',
  passwordMax: 'Password must be at most 200 characters',
  passwordRequired: 'Password is required',
  passwordBlank: 'Password cannot be only spaces',
  fullName: 'Full name is required',
  leadEmail: 'Valid email is required',
  name: 'Name is required',
  message: 'Message is required',
  messageMax: 'Message must be at most 5000 characters',
  textMax: 'Text fields must be at most 200 characters',
  phoneMax: 'Phone number must be at most 40 characters',
  body: 'Request body must be a JSON object',
  id: 'Id must be a positive whole number',
  token: 'Verification token is required',
} as const;

/** The message of a body that is not a JSON object. */
export const bodyError = { error: ACCOUNT_MESSAGES.body };

/** Trimmed, lower-cased, valid email address. */
export function emailField(message: string) {
  return z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .max(254, { error: message })
    .pipe(z.email({ error: message }))
    .meta({
      description: 'Email address (at most 254 characters; compared without case, stored lower-cased)',
    });
}

/** A new password: 6 to 200 characters, not only spaces (registration, reset, change). */
export function newPasswordField(description = 'New password: 6 to 200 characters, not only spaces') {
  return z
    .string({ error: ACCOUNT_MESSAGES.passwordMin })
    .min(6, { error: ACCOUNT_MESSAGES.passwordMin })
    .max(200, { error: ACCOUNT_MESSAGES.passwordMax })
    .regex(/\S/, { error: ACCOUNT_MESSAGES.passwordBlank })
    .meta({ description });
}

/** `POST /api/register`, `auth.register`. */
export const registerInput = z.object(
  {
    email: emailField(ACCOUNT_MESSAGES.email),
    password: newPasswordField(),
  },
  bodyError,
);

/** `POST /api/login`, `auth.login`. */
export const loginInput = z.object(
  {
    email: emailField(ACCOUNT_MESSAGES.email),
    password: z
      .string({ error: ACCOUNT_MESSAGES.passwordRequired })
      .min(1, { error: ACCOUNT_MESSAGES.passwordRequired })
      .meta({ description: 'The account password' }),
  },
  bodyError,
);

/** `GET /api/verify-email?token=…`, `auth.verifyEmail`. */
export const verifyEmailInput = z.object(
  {
    token: z
      .string({ error: ACCOUNT_MESSAGES.token })
      .min(1, { error: ACCOUNT_MESSAGES.token })
      .max(200)
      .meta({ description: 'The token from the verification link emailed to the user' }),
  },
  bodyError,
);

/** A positive integer id (`properties.access`, `properties.delete`, `blog.get`, `admin.deleteUser`). */
export const idInput = z.object(
  {
    id: z
      .number({ error: ACCOUNT_MESSAGES.id })
      .int({ error: ACCOUNT_MESSAGES.id })
      .positive({ error: ACCOUNT_MESSAGES.id })
      .meta({ description: 'Row id: a positive whole number' }),
  },
  bodyError,
);

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .nullish()
    .transform((v) => (v ? v : null));

/** `POST /api/leads`, `leads.create`. */
export const leadInput = z.object(
  {
    fullName: z
      .string({ error: ACCOUNT_MESSAGES.fullName })
      .trim()
      .min(1, { error: ACCOUNT_MESSAGES.fullName })
      .max(200, { error: ACCOUNT_MESSAGES.textMax })
      .meta({ description: 'Full name, 1 to 200 characters' }),
    email: emailField(ACCOUNT_MESSAGES.leadEmail),
    phone: optionalText(40, ACCOUNT_MESSAGES.phoneMax).meta({
      description: 'Phone number as typed, at most 40 characters; blank or absent for none',
    }),
    includeCalculator: z
      .boolean()
      .optional()
      .default(false)
      .meta({ description: 'Also email the underwriting calculator (default false)' }),
  },
  bodyError,
);

/** `POST /api/contact`, `contact.send`. */
export const contactInput = z.object(
  {
    name: z
      .string({ error: ACCOUNT_MESSAGES.name })
      .trim()
      .min(1, { error: ACCOUNT_MESSAGES.name })
      .max(200, { error: ACCOUNT_MESSAGES.textMax })
      .meta({ description: 'Name, 1 to 200 characters' }),
    email: emailField(ACCOUNT_MESSAGES.email),
    message: z
      .string({ error: ACCOUNT_MESSAGES.message })
      .trim()
      .min(1, { error: ACCOUNT_MESSAGES.message })
      .max(5000, { error: ACCOUNT_MESSAGES.messageMax })
      .meta({ description: 'Message to the broker, 1 to 5,000 characters' }),
  },
  bodyError,
);

/** Messages of the paged lists' query (platform.md: a bad `limit` or `cursor` is a 400). */
export const PAGE_MESSAGES = {
  limit: 'limit must be a whole number from 1 to 200',
  cursor: 'cursor is not valid',
  q: 'q must be text of at most 200 characters',
} as const;

/** Default page sizes (platform.md): projects 100, admin users 50. */
export const PROJECTS_PAGE_LIMIT = 100;
export const USERS_PAGE_LIMIT = 50;

/** The fields of a keyset page request (see {@link pageInput}). */
function pageShape(defaultLimit: number) {
  const limitError = { error: PAGE_MESSAGES.limit };
  return {
    limit: z
      .number(limitError)
      .int(limitError)
      .min(1, limitError)
      .max(200, limitError)
      .default(defaultLimit)
      .meta({ description: `Rows per page: a whole number from 1 to 200 (default ${defaultLimit})` }),
    cursor: z
      .string({ error: PAGE_MESSAGES.cursor })
      .max(400, { error: PAGE_MESSAGES.cursor })
      .nullish()
      .meta({ description: "The previous page's nextCursor (opaque); absent or null for the first page" }),
    q: z
      .string({ error: PAGE_MESSAGES.q })
      .max(200, { error: PAGE_MESSAGES.q })
      .nullish()
      .meta({ description: 'Contains-search, case-insensitive, at most 200 characters' }),
  };
}

/**
 * A keyset page request: `limit` (1..200, default `defaultLimit`), `cursor` (opaque, from the
 * previous page's `nextCursor`; absent or null for the first page) and `q` (contains-search).
 * The whole input may be left out (the first page at the default size).
 */
export function pageInput(defaultLimit: number) {
  return z.object(pageShape(defaultLimit), bodyError).prefault({});
}

/** `admin.userProperties`: a page of one user's projects. */
export const userPropertiesInput = z.object(
  { id: idInput.shape.id, ...pageShape(PROJECTS_PAGE_LIMIT) },
  bodyError,
);

const readyTarget = (description: string, min: number, max: number) =>
  z.number().finite().min(min).max(max).meta({ description });

/**
 * Goal seek's ready answers' targets, remembered per project: "Max price for {irr}% IRR",
 * "... {dscr}x DSCR", "... {cashOnCash}% cash-on-cash".
 */
export const readyTargetsSchema = z
  .object({
    irr: readyTarget('Target IRR in percent (15 means 15 %)', -100, 1000),
    dscr: readyTarget('Target DSCR as a multiple (1.25 means 1.25x)', 0, 100),
    cashOnCash: readyTarget('Target cash-on-cash return in percent', -100, 1000),
  })
  .meta({
    id: 'ReadyTargets',
    description: 'Targets of the ready answers (max price for a target IRR, DSCR and cash-on-cash)',
  });

/**
 * What an analyst still has to check about the leases of an imported rent roll (issue 25), by
 * rent-roll position: the import's flags (expired before the as-of date, month-to-month, no
 * escalation given, escalation read from text, …), kept until accepted.
 */
export const leaseReviewsSchema = z
  .array(
    z.object({
      position: z
        .number()
        .int()
        .min(0)
        .max(MAX_TENANTS - 1)
        .meta({ description: 'The lease, by its 0-based place in tenantLeases' }),
      flags: z
        .array(
          z.object({
            code: z.string().max(40).meta({ description: "The check's code, e.g. expired, month-to-month" }),
            message: z.string().max(500).meta({ description: 'What to check, in words' }),
          }),
        )
        .max(20),
    }),
  )
  .max(MAX_TENANTS)
  .meta({
    id: 'LeaseReviews',
    description: 'The leases still to review after an import, by position, with what to check about each',
  });

/**
 * An override's value: a number, a true/false or a choice, as the input it replaces, or a
 * capital-stack group (the second loan, the refinance, the waterfall: underwriting.md 12) whole,
 * checked by the engine with that group's messages.
 */
const overrideValue = z.union([
  z.number(),
  z.boolean(),
  z.string(),
  z.null(),
  z.record(z.string(), z.unknown()).meta({
    description:
      'A capital-stack group (secondLoan, refinance or waterfall) overridden whole, as the input takes it',
  }),
]);

/** A scenario variant: a name and overrides of the project's inputs (issue 17). */
export const scenarioVariantSchema = z
  .object({
    name: z.string().meta({
      description: `Scenario name: 1 to ${MAX_SCENARIO_NAME} characters, unique in the project, not "Base"`,
    }),
    overrides: z.record(z.string(), overrideValue).meta({
      description: `Inputs this scenario changes, by input name (${SCENARIO_FIELDS.slice(0, 4).join(', ')}, ...; any input but tenantLeases and asOf), in the input's own unit`,
    }),
  })
  .meta({
    id: 'ScenarioVariant',
    description: "A named variant of the project's inputs; the project's own inputs are the Base scenario",
  });

/** Numeric path segments as numbers: `scenarios.1.overrides.vacancyRate` → ['scenarios', 1, ...]. */
const pathOf = (dotted: string) =>
  dotted.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * `properties.save`, `POST /api/properties`: the engine's project payload (`propertyPayloadSchema`,
 * its cross-field rules kept) plus the ready answers' targets (null or left out: 15 % IRR, 1.25x
 * DSCR, 8 % cash-on-cash), the risk card's settings (null or left out: the card's defaults; a
 * save replaces them, checked by the engine's `riskSettingsObject`) and the scenario variants (left out: the stored ones are kept; each
 * checked as the deal it makes, with the field's own message at `scenarios.N.overrides.field`).
 */
export const projectSaveInput = propertyPayloadSchema
  .safeExtend({
    version: z
      .number({ error: 'version must be a whole number of 1 or more' })
      .int({ error: 'version must be a whole number of 1 or more' })
      .min(1, { error: 'version must be a whole number of 1 or more' })
      .max(2_147_483_647, { error: 'version must be a whole number of 1 or more' })
      .nullish()
      .meta({
        description:
          'With `id`: the version of the project this edit is based on (from the project read or the last save). If the project has changed since, nothing is saved and the answer is 409 CONFLICT with `currentVersion`. Left out: the save overwrites whatever is stored (last writer wins). Over REST, `If-Match: "<version>"` says the same.',
      }),
    readyTargets: readyTargetsSchema.nullish().meta({
      description: 'Targets of the ready answers; null or left out: 15 % IRR, 1.25x DSCR, 8 % cash-on-cash',
    }),
    leaseReviews: leaseReviewsSchema.nullish().meta({
      description: 'The leases still to review, by position; null or left out: none (a save replaces them)',
    }),
    riskSettings: riskSettingsSchema.nullish().meta({
      description:
        "The risk card's settings (tornado metric, runs, seed, simulated variables, IRR targets); null or left out: the card's defaults (a save replaces them)",
    }),
    scenarios: z.array(scenarioVariantSchema).optional().meta({
      description:
        'The scenario variants, in order (at most 5; Base is the project itself); left out: the stored variants are kept, [] deletes them',
    }),
  })
  .superRefine((payload, ctx) => {
    if (payload.scenarios === undefined) return;
    for (const issue of scenarioIssues(payload, payload.scenarios)) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: pathOf(issue.path) });
    }
  });
