import type { Context } from '../trpc/context.js';
import { verificationMail } from './emails.js';
import { hashToken, randomToken } from './tokens.js';

/** Verification links expire after 24 hours. */
export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

/** The verification link for a raw token. */
export function verificationLink(appUrl: string, token: string): string {
  return `${appUrl}/api/verify-email?token=${encodeURIComponent(token)}`;
}

/**
 * Issues a fresh single-use verification token (only its hash is stored; any earlier link stops
 * working) and emails the link. Returns the link so development mode can show it.
 */
export async function sendVerificationEmail(
  ctx: Pick<Context, 'users' | 'config' | 'mailer' | 'log'>,
  user: { id: number; email: string },
): Promise<string> {
  const token = randomToken();
  await ctx.users.setVerificationToken(user.id, hashToken(token), new Date(Date.now() + VERIFICATION_TTL_MS));
  const link = verificationLink(ctx.config.appUrl, token);
  await ctx.mailer.send(verificationMail(user.email, link), ctx.log);
  return link;
}
