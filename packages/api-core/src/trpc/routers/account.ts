import { findPendingEmailChange, findUserByEmail } from '@cre/db';
import { TRPCError } from '@trpc/server';
import { sendEmailChangeEmail, sendPasswordResetEmail } from '../../services/account-links.js';
import { hashPassword, verifyPassword } from '../../services/passwords.js';
import { hashToken } from '../../services/tokens.js';
import {
  ACCOUNT_FLOW_MESSAGES,
  changeEmailInput,
  changePasswordInput,
  confirmEmailChangeInput,
  deleteAccountInput,
  forgotPasswordInput,
  resetPasswordInput,
} from '../account-schemas.js';
import type { Context } from '../context.js';
import { chargeRateLimit, enforceRateLimit } from '../rate-limit.js';
import { protectedProcedure, publicProcedure, router } from '../trpc.js';
import { accountDataProcedures } from './account-data.js';
import { CANNOT_DELETE_ADMIN_MESSAGE } from './admin.js';
import { devFlag, EMAIL_TAKEN_MESSAGE, showsLinkInAnswer } from './auth.js';

export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email, we sent a link to reset its password.';
export const PASSWORD_RESET_MESSAGE = 'Your password has been reset. Sign in with your new password.';
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed.';
export const ACCOUNT_DELETED_MESSAGE = 'Your account has been deleted.';
export const EMAIL_CHANGED_MESSAGE = 'Your email address has been changed.';
export const SAME_EMAIL_MESSAGE = 'This is already your email address.';
export const ADMIN_EMAIL_FIXED_MESSAGE =
  "The administrator account's email address is set by ADMIN_EMAIL and cannot be changed here.";

/** The email-change answer; in development mode it also shows the link. */
export function emailChangeSentMessage(newEmail: string, link?: string): string {
  const sent = `We sent a verification link to ${newEmail}. Your email changes when you open it.`;
  return link ? `${sent} Development mode: no email was sent. Open this link: ${link}` : sent;
}

/** An answer that says when it comes from development mode (the key is absent otherwise). */
type MessageWithMode = { message: string; developmentMode?: true };

type SignedIn = Context & { user: NonNullable<Context['user']>; session: NonNullable<Context['session']> };

/**
 * Checks the signed-in user's password (`message` when wrong). Each try counts against the
 * per-account limit first and is taken back when the password is right, like sign-in.
 */
async function confirmPassword(ctx: SignedIn, password: string, message: string): Promise<void> {
  const refund = await chargeRateLimit(ctx, 'accountPassword', String(ctx.user.id));
  if (!(await verifyPassword(ctx.user.passwordHash, password))) {
    throw new TRPCError({ code: 'BAD_REQUEST', message });
  }
  await refund();
}

export const accountRouter = router({
  /**
   * Emails a single-use reset link (one hour) when the address has an account. The answer is the
   * same whether or not it has one; the answer does not wait for the mail to be delivered (its
   * failure is only logged), so neither the answer, its timing nor a delivery error tells.
   * Limited per address and per IP.
   */
  forgotPassword: publicProcedure.input(forgotPasswordInput).mutation(async ({ ctx, input }) => {
    await enforceRateLimit(ctx, 'forgotPasswordIp', ctx.ip);
    await enforceRateLimit(ctx, 'forgotPasswordEmail', input.email);
    const user = await findUserByEmail(ctx.db, input.email);
    if (user) {
      const { delivery } = await sendPasswordResetEmail(ctx, user);
      // Not awaited: an SMTP round trip would make known addresses answer more slowly. The mailer
      // logs a failed delivery.
      delivery.catch(() => {});
    }
    const answer: MessageWithMode = {
      message: FORGOT_PASSWORD_MESSAGE,
      ...devFlag(ctx.mailer.developmentMode),
    };
    return answer;
  }),

  /** Uses a reset link: sets the new password and signs out every session of the account. */
  resetPassword: publicProcedure
    .use(async ({ ctx, next }) => {
      await enforceRateLimit(ctx, 'resetPasswordIp', ctx.ip);
      return next();
    })
    .input(resetPasswordInput)
    .mutation(async ({ ctx, input }) => {
      const passwordHash = await hashPassword(input.password);
      const userId = await ctx.users.resetPassword(hashToken(input.token), passwordHash, ctx.now());
      if (!userId) {
        throw new TRPCError({ code: 'BAD_REQUEST', message: ACCOUNT_FLOW_MESSAGES.invalidResetLink });
      }
      ctx.log.info({ userId }, 'Password reset through an emailed link; every session signed out');
      return { message: PASSWORD_RESET_MESSAGE };
    }),

  /** Changes the password (the current one required); every other session is signed out. */
  changePassword: protectedProcedure.input(changePasswordInput).mutation(async ({ ctx, input }) => {
    await confirmPassword(ctx, input.currentPassword, ACCOUNT_FLOW_MESSAGES.wrongCurrentPassword);
    const passwordHash = await hashPassword(input.newPassword);
    await ctx.users.changePassword(ctx.user.id, passwordHash, ctx.session.id);
    return { message: PASSWORD_CHANGED_MESSAGE };
  }),

  /**
   * Emails a confirmation link (24 hours) to a new address; the email changes only when it is
   * opened. The address must not belong to an account (checked again at confirmation).
   */
  changeEmail: protectedProcedure.input(changeEmailInput).mutation(async ({ ctx, input }) => {
    if (ctx.user.email === ctx.config.adminEmail) {
      throw new TRPCError({ code: 'FORBIDDEN', message: ADMIN_EMAIL_FIXED_MESSAGE });
    }
    await confirmPassword(ctx, input.password, ACCOUNT_FLOW_MESSAGES.wrongPassword);
    if (input.newEmail === ctx.user.email)
      throw new TRPCError({ code: 'BAD_REQUEST', message: SAME_EMAIL_MESSAGE });
    if (await findUserByEmail(ctx.db, input.newEmail)) {
      throw new TRPCError({ code: 'CONFLICT', message: EMAIL_TAKEN_MESSAGE });
    }
    await enforceRateLimit(ctx, 'changeEmail', String(ctx.user.id));
    const link = await sendEmailChangeEmail(ctx, ctx.user.id, input.newEmail);
    const shown = showsLinkInAnswer(ctx, input.newEmail) ? link : undefined;
    const answer: MessageWithMode = {
      message: emailChangeSentMessage(input.newEmail, shown),
      ...devFlag(ctx.mailer.developmentMode),
    };
    return answer;
  }),

  /** The address waiting for its confirmation link to be opened, or null. */
  pendingEmailChange: protectedProcedure.query(async ({ ctx }) => {
    const pending = await findPendingEmailChange(ctx.db, ctx.user.id, ctx.now());
    return pending ? { newEmail: pending.newEmail, expiresAt: pending.expiresAt.toISOString() } : null;
  }),

  /** Uses an email-change link: the new address becomes the account's email, verified. */
  confirmEmailChange: publicProcedure.input(confirmEmailChangeInput).mutation(async ({ ctx, input }) => {
    const result = await ctx.users.confirmEmailChange(hashToken(input.token), ctx.now());
    if (result.status === 'taken') throw new TRPCError({ code: 'CONFLICT', message: EMAIL_TAKEN_MESSAGE });
    if (result.status === 'invalid') {
      throw new TRPCError({ code: 'BAD_REQUEST', message: ACCOUNT_FLOW_MESSAGES.invalidEmailChangeLink });
    }
    return { message: EMAIL_CHANGED_MESSAGE };
  }),

  /**
   * Deletes the signed-in account (password required) with every project, lease, scenario, share
   * link, token and session, and clears the cookie. Never the ADMIN_EMAIL account.
   */
  delete: protectedProcedure.input(deleteAccountInput).mutation(async ({ ctx, input }) => {
    if (ctx.user.email === ctx.config.adminEmail) {
      throw new TRPCError({ code: 'FORBIDDEN', message: CANNOT_DELETE_ADMIN_MESSAGE });
    }
    await confirmPassword(ctx, input.password, ACCOUNT_FLOW_MESSAGES.wrongPassword);
    const userId = ctx.user.id;
    await ctx.users.delete(userId);
    await ctx.signOut();
    ctx.log.info({ deletedUserId: userId }, 'User deleted their own account');
    return { message: ACCOUNT_DELETED_MESSAGE };
  }),

  ...accountDataProcedures,
});
