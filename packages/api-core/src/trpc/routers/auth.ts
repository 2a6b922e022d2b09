import { createUser, findUserByEmail } from '@cre/db';
import { TRPCError } from '@trpc/server';
import { MailDeliveryError } from '../../services/mailer.js';
import { hashPassword, verifyPassword } from '../../services/passwords.js';
import { hashToken } from '../../services/tokens.js';
import { sendVerificationEmail } from '../../services/verification.js';
import type { Context } from '../context.js';
import { chargeRateLimit, enforceRateLimit } from '../rate-limit.js';
import { loginInput, registerInput, verifyEmailInput } from '../schemas.js';
import { toPublicUser } from '../serialize.js';
import { NOT_SIGNED_IN_MESSAGE, protectedProcedure, publicProcedure, router } from '../trpc.js';

export const LOGIN_FAILED_MESSAGE = 'Invalid email or password';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email address already exists';
export const INVALID_VERIFICATION_MESSAGE =
  'This verification link is invalid, has expired or was already used. Sign in and use Resend Email to get a new one.';

export const ADMIN_VERIFY_BY_LINK_MESSAGE =
  'The administrator account can only be verified through the link in its verification email (in development mode: the server log).';

/**
 * In production the ADMIN_EMAIL account gets no development-mode shortcut (manual verify, the link in
 * the answer): only whoever reads its mailbox, or the server log, can verify it and so become admin.
 */
function isGuardedAdminAddress(ctx: Context, email: string): boolean {
  return ctx.config.isProduction && email === ctx.config.adminEmail;
}

/** Development mode shows the verification link in the answer, except for a guarded admin address. */
export function showsLinkInAnswer(ctx: Context, email: string): boolean {
  return ctx.mailer.developmentMode && !isGuardedAdminAddress(ctx, email);
}

/** Only `developmentMode: true` is ever sent; outside development mode the key is absent. */
export const devFlag = (developmentMode: boolean) =>
  developmentMode ? { developmentMode: true as const } : {};

export const authRouter = router({
  /** The signed-in user, or null. */
  me: publicProcedure.query(({ ctx }) => (ctx.user ? toPublicUser(ctx.user, ctx.config.adminEmail) : null)),

  /**
   * Signs in; the same 401 message whatever was wrong (no account enumeration). The attempt counts
   * as a failure (per IP and email, and per account) before the password is checked and is taken
   * back only when it is right, so a request over either limit is never signed in.
   */
  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    await enforceRateLimit(ctx, 'loginIp', ctx.ip);
    const refunds = [
      await chargeRateLimit(ctx, 'loginFailed', `${ctx.ip}:${input.email}`),
      await chargeRateLimit(ctx, 'loginAccount', input.email),
    ];
    const user = await findUserByEmail(ctx.db, input.email);
    const ok =
      input.password.length <= 200 && (await verifyPassword(user?.passwordHash ?? null, input.password));
    if (!user || !ok) {
      ctx.telemetry?.loginFailed();
      throw new TRPCError({ code: 'UNAUTHORIZED', message: LOGIN_FAILED_MESSAGE });
    }
    await Promise.all(refunds.map((refund) => refund()));
    await ctx.signIn(user.id);
    return toPublicUser(user, ctx.config.adminEmail);
  }),

  /** Creates an account, emails the verification link and signs the new user in. */
  register: publicProcedure
    .use(async ({ ctx, next }) => {
      await enforceRateLimit(ctx, 'register', ctx.ip);
      const result = await next();
      // Rejected attempts (invalid input, email taken) have a tighter limit: it stops probing
      // which emails exist without getting in the way of people creating accounts.
      if (!result.ok && (result.error.code === 'BAD_REQUEST' || result.error.code === 'CONFLICT')) {
        await enforceRateLimit(ctx, 'registerRejected', ctx.ip);
      }
      return result;
    })
    .input(registerInput)
    .mutation(async ({ ctx, input }) => {
      const user = await createUser(ctx.db, {
        email: input.email,
        passwordHash: await hashPassword(input.password),
      });
      if (!user) throw new TRPCError({ code: 'CONFLICT', message: EMAIL_TAKEN_MESSAGE });
      let message = 'Account created successfully! Please check your email to verify your account.';
      try {
        const link = await sendVerificationEmail(ctx, user);
        if (showsLinkInAnswer(ctx, user.email)) {
          message = `Account created successfully! Development mode: no email was sent. Verify your email by opening ${link}`;
        }
      } catch (error) {
        if (!(error instanceof MailDeliveryError)) throw error;
        message =
          'Account created, but the verification email could not be sent. Use Resend Email on your dashboard to try again.';
      }
      await ctx.signIn(user.id);
      return {
        message,
        user: toPublicUser(user, ctx.config.adminEmail),
        ...devFlag(ctx.mailer.developmentMode),
      };
    }),

  /** Destroys the session server-side and clears the cookie. */
  logout: publicProcedure.mutation(async ({ ctx }) => {
    await ctx.signOut();
    return { message: 'Logged out successfully' };
  }),

  /** Emails a new verification link; in development mode the message contains it. */
  resendVerification: protectedProcedure.mutation(async ({ ctx }) => {
    if (ctx.user.isEmailVerified) return { message: 'Your email address is already verified.' };
    await enforceRateLimit(ctx, 'resendVerification', String(ctx.user.id));
    const link = await sendVerificationEmail(ctx, ctx.user);
    if (showsLinkInAnswer(ctx, ctx.user.email)) {
      return {
        message: `Development mode: no email was sent. Verify your email by opening this link: ${link}`,
        developmentMode: true as const,
      };
    }
    return { message: `Verification email sent to ${ctx.user.email}. Please check your inbox for the link.` };
  }),

  /** Development mode only (404 otherwise): marks the signed-in user's email verified. */
  manualVerify: publicProcedure.mutation(async ({ ctx }) => {
    if (!ctx.mailer.developmentMode) throw new TRPCError({ code: 'NOT_FOUND', message: 'Not found' });
    if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: NOT_SIGNED_IN_MESSAGE });
    if (isGuardedAdminAddress(ctx, ctx.user.email)) {
      throw new TRPCError({ code: 'FORBIDDEN', message: ADMIN_VERIFY_BY_LINK_MESSAGE });
    }
    await ctx.users.markEmailVerified(ctx.user.id);
    return { message: 'Your email has been verified for testing purposes.' };
  }),

  /** Consumes a verification token (single use, 24 hours). */
  verifyEmail: publicProcedure.input(verifyEmailInput).mutation(async ({ ctx, input }) => {
    const user = await ctx.users.verifyEmailByToken(hashToken(input.token), new Date());
    if (!user) throw new TRPCError({ code: 'BAD_REQUEST', message: INVALID_VERIFICATION_MESSAGE });
    return { message: 'Your email address has been verified.' };
  }),
});
