import { describeError } from '../errors.js';
import {
  changeEmailInput,
  changePasswordInput,
  confirmEmailChangeInput,
  deleteAccountInput,
  forgotPasswordInput,
  importAccountInput,
  resetPasswordInput,
} from '../trpc/account-schemas.js';
import { JsonText } from '../trpc/json-text.js';
import { defineRoute, type RestRoute } from './define.js';
import {
  accountExportSchema,
  importResultSchema,
  messageSchema,
  messageWithModeSchema,
  pendingEmailChangeSchema,
} from './output-schemas.js';
import { emailChangeFailedPage } from './pages.js';

const tag = 'Account';

/** Body limit of `POST /api/account/import`: an export of many large rent rolls is bigger than 1 MiB. */
export const IMPORT_BODY_LIMIT = 32 * 1024 * 1024;

/** The export's file name for an ISO timestamp: `cre-sale-analyzer-export-YYYY-MM-DD.json`. */
export function exportFileName(exportedAt: string): string {
  return `cre-sale-analyzer-export-${exportedAt.slice(0, 10)}.json`;
}

export const accountRoutes: RestRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/api/forgot-password',
    tag,
    summary: 'Email a password reset link (the same answer whether or not the address has an account)',
    description:
      'The link (APP_URL/reset-password?token=…) works once and expires after one hour; a new request replaces it. In development mode the email, with the link, is written to the server log only. At most 3 requests per address and 20 per IP in 15 minutes.',
    body: forgotPasswordInput,
    response: {
      status: 200,
      description: 'Answered (sent if the account exists)',
      schema: messageWithModeSchema,
    },
    errors: [400, 429],
    handle: ({ caller, body }) => caller.account.forgotPassword(body),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/reset-password',
    tag,
    summary: 'Set a new password with an emailed reset link; every session of the account is signed out',
    body: resetPasswordInput,
    response: { status: 200, description: 'Password reset', schema: messageSchema },
    errors: [400, 429],
    handle: ({ caller, body }) => caller.account.resetPassword(body),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/account/password',
    tag,
    summary: 'Change the password (the current one required); every other session is signed out',
    auth: true,
    body: changePasswordInput,
    response: { status: 200, description: 'Password changed', schema: messageSchema },
    errors: [400, 401, 429],
    handle: ({ caller, body }) => caller.account.changePassword(body),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/account/email',
    tag,
    summary: 'Send a confirmation link to a new email address; the email changes when it is opened',
    description:
      'The link (valid 24 hours, single use) goes to the new address; in development mode the message contains it. 409 when the address belongs to an account (checked again when the link is opened); 403 for the ADMIN_EMAIL account.',
    auth: true,
    body: changeEmailInput,
    response: { status: 200, description: 'Link sent', schema: messageWithModeSchema },
    errors: [400, 401, 403, 409, 429, 503],
    handle: ({ caller, body }) => caller.account.changeEmail(body),
  }),
  {
    method: 'GET',
    path: '/api/account/email',
    tag,
    summary: 'The email change waiting for its link to be opened, or null',
    auth: true,
    response: { status: 200, description: 'The pending change, or null', schema: pendingEmailChangeSchema },
    errors: [401],
    handle: ({ caller }) => caller.account.pendingEmailChange(),
  },
  defineRoute({
    method: 'GET',
    path: '/api/confirm-email-change',
    tag,
    summary: 'Apply an email change from the emailed link, then redirect to /account?emailChanged=1',
    description:
      'The new address becomes the account email, verified. An invalid, expired or used link answers 400, an address taken meanwhile 409 (an HTML page for browsers, JSON otherwise).',
    query: confirmEmailChangeInput,
    response: { status: 302, description: 'Changed; redirects to /account?emailChanged=1' },
    errors: [400, 409],
    async handle({ caller, query, req, reply }) {
      try {
        await caller.account.confirmEmailChange(query);
      } catch (error) {
        const described = describeError(error, String(req.id));
        const shown = described.status === 400 || described.status === 409;
        if (!shown || !req.headers.accept?.includes('text/html')) throw error;
        return reply
          .code(described.status)
          .type('text/html; charset=utf-8')
          .send(emailChangeFailedPage(described.body.message));
      }
      return reply.redirect('/account?emailChanged=1', 302);
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: '/api/account',
    tag,
    summary: 'Delete your account with every project, lease, scenario and share link; signs out',
    auth: true,
    body: deleteAccountInput,
    response: { status: 200, description: 'Deleted', schema: messageSchema },
    errors: [400, 401, 403, 429],
    handle: ({ caller, body }) => caller.account.delete(body),
  }),
  {
    method: 'GET',
    path: '/api/account/export',
    tag,
    summary: 'Download every project of your account as one JSON file',
    description:
      'Content-Disposition: attachment; filename="cre-sale-analyzer-export-YYYY-MM-DD.json". POST /api/account/import takes the file back.',
    auth: true,
    response: {
      status: 200,
      description: 'The export document',
      schema: accountExportSchema,
      headers: {
        'Content-Disposition': {
          description: 'attachment; filename="cre-sale-analyzer-export-YYYY-MM-DD.json"',
          schema: { type: 'string' },
        },
      },
    },
    errors: [401],
    async handle({ caller, reply }) {
      const document = await caller.account.export();
      reply.header('content-disposition', `attachment; filename="${exportFileName(document.exportedAt)}"`);
      return new JsonText(JSON.stringify(document, null, 2));
    },
  },
  defineRoute({
    method: 'POST',
    path: '/api/account/import',
    tag,
    summary: 'Import the projects of an export file, each as a new project (all or none)',
    description: `Each project goes through the validation of POST /api/properties; the first invalid one is a 400 naming it (issues at projects.N.field) and nothing is written. Requires a verified email. Bodies up to ${IMPORT_BODY_LIMIT / 1024 / 1024} MiB (other routes: 1 MiB).`,
    auth: true,
    body: importAccountInput,
    bodyLimit: IMPORT_BODY_LIMIT,
    response: { status: 200, description: 'Imported', schema: importResultSchema },
    errors: [400, 401, 403, 413],
    handle: ({ caller, body }) => caller.account.import(body),
  }),
];
