import { issueAccountToken } from '@cre/db';
import type { Context } from '../trpc/context.js';
import { emailChangeMail, passwordResetMail } from './emails.js';
import { hashToken, randomToken } from './tokens.js';

/** Password-reset links expire after one hour. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/** Email-change links expire after 24 hours (like verification links). */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

/** The password-reset link for a raw token: the web app's reset page. */
export function passwordResetLink(appUrl: string, token: string): string {
  return `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

/** The email-change link for a raw token: the API path that applies the change and redirects. */
export function emailChangeLink(appUrl: string, token: string): string {
  return `${appUrl}/api/confirm-email-change?token=${encodeURIComponent(token)}`;
}

type LinkContext = Pick<Context, 'db' | 'config' | 'mailer' | 'log' | 'now'>;

/**
 * Issues a fresh password-reset token for the user (only its hash is stored; earlier reset links
 * stop working) and starts emailing the link. Resolves once the token is stored, with `delivery`,
 * the sending under way (the caller decides whether to wait for it).
 */
export async function sendPasswordResetEmail(
  ctx: LinkContext,
  user: { id: number; email: string },
): Promise<{ link: string; delivery: Promise<void> }> {
  const token = randomToken();
  const expiresAt = new Date(ctx.now().getTime() + PASSWORD_RESET_TTL_MS);
  await issueAccountToken(ctx.db, {
    userId: user.id,
    purpose: 'password_reset',
    tokenHash: hashToken(token),
    expiresAt,
  });
  const link = passwordResetLink(ctx.config.appUrl, token);
  return { link, delivery: ctx.mailer.send(passwordResetMail(user.email, link), ctx.log) };
}

/**
 * Issues a fresh email-change token for the user and `newEmail` (only its hash is stored; an
 * earlier pending change stops working) and emails the link to the new address. Returns the link.
 */
export async function sendEmailChangeEmail(
  ctx: LinkContext,
  userId: number,
  newEmail: string,
): Promise<string> {
  const token = randomToken();
  const expiresAt = new Date(ctx.now().getTime() + EMAIL_CHANGE_TTL_MS);
  await issueAccountToken(ctx.db, {
    userId,
    purpose: 'email_change',
    tokenHash: hashToken(token),
    expiresAt,
    newEmail,
  });
  const link = emailChangeLink(ctx.config.appUrl, token);
  await ctx.mailer.send(emailChangeMail(newEmail, link), ctx.log);
  return link;
}
