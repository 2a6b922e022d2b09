import { z } from 'zod';
import { ACCOUNT_MESSAGES, bodyError, emailField, newPasswordField } from './schemas.js';

/** Messages of the account procedures (issue 23), word for word. */
export const ACCOUNT_FLOW_MESSAGES = {
  invalidResetLink:
    'This password reset link is invalid, has expired or was already used. Request a new one.',
  invalidEmailChangeLink: 'This email change link is invalid, has expired or was already used.',
  wrongCurrentPassword: 'Current password is incorrect',
  wrongPassword: 'Password is incorrect',
  exportFormat: 'This is not a CRE Sale Analyzer export file (format "cre-sale-analyzer-export", version 1).',
  tooManyProjects: 'An import holds at most 1000 projects.',
} as const;

/** The most projects one import may hold. */
export const MAX_IMPORT_PROJECTS = 1000;

/** A password that must be the account's current one (checked by the procedure). */
const currentPassword = (description: string) =>
  z
    .string({ error: ACCOUNT_MESSAGES.passwordRequired })
    .min(1, { error: ACCOUNT_MESSAGES.passwordRequired })
    .max(200, { error: ACCOUNT_MESSAGES.passwordMax })
    .meta({ description });

/** A token from an emailed link. */
const linkToken = (message: string, description: string) =>
  z.string({ error: message }).min(1, { error: message }).max(200, { error: message }).meta({ description });

/** `POST /api/forgot-password`, `account.forgotPassword`. */
export const forgotPasswordInput = z.object({ email: emailField(ACCOUNT_MESSAGES.email) }, bodyError);

/** `POST /api/reset-password`, `account.resetPassword`. */
export const resetPasswordInput = z.object(
  {
    token: linkToken(
      ACCOUNT_FLOW_MESSAGES.invalidResetLink,
      'The token of the emailed reset link (`/reset-password?token=…`); single use, valid one hour',
    ),
    password: newPasswordField(),
  },
  bodyError,
);

/** `POST /api/account/password`, `account.changePassword`. */
export const changePasswordInput = z.object(
  {
    currentPassword: currentPassword('The account password now'),
    newPassword: newPasswordField(),
  },
  bodyError,
);

/** `POST /api/account/email`, `account.changeEmail`. */
export const changeEmailInput = z.object(
  {
    newEmail: emailField(ACCOUNT_MESSAGES.email).meta({
      description:
        'The new email address (at most 254 characters, stored lower-cased); it becomes the account email when the link sent to it is opened',
    }),
    password: currentPassword('The account password'),
  },
  bodyError,
);

/** `GET /api/confirm-email-change?token=…`, `account.confirmEmailChange`. */
export const confirmEmailChangeInput = z.object(
  {
    token: linkToken(
      ACCOUNT_FLOW_MESSAGES.invalidEmailChangeLink,
      'The token of the link emailed to the new address; single use, valid 24 hours',
    ),
  },
  bodyError,
);

/** `DELETE /api/account`, `account.delete`. */
export const deleteAccountInput = z.object(
  { password: currentPassword('The account password, to confirm the deletion') },
  bodyError,
);

/** The document of `GET /api/account/export`, as `POST /api/account/import` accepts it. */
export const importAccountInput = z.object(
  {
    format: z
      .literal('cre-sale-analyzer-export', { error: ACCOUNT_FLOW_MESSAGES.exportFormat })
      .meta({ description: 'Always "cre-sale-analyzer-export"' }),
    version: z
      .literal(1, { error: ACCOUNT_FLOW_MESSAGES.exportFormat })
      .meta({ description: 'Version of the export format: 1' }),
    exportedAt: z.string().max(100).optional().meta({ description: 'When the file was exported (ignored)' }),
    user: z.unknown().optional().meta({ description: 'The exporting account (ignored)' }),
    projects: z
      .array(z.unknown(), { error: ACCOUNT_FLOW_MESSAGES.exportFormat })
      .max(MAX_IMPORT_PROJECTS, { error: ACCOUNT_FLOW_MESSAGES.tooManyProjects })
      .meta({
        description: `Projects (at most ${MAX_IMPORT_PROJECTS}), each a PropertyPayload as POST /api/properties takes it (the fields of GET /api/properties/:id); ids, userId and dates are ignored: each becomes a new project`,
      }),
  },
  bodyError,
);
