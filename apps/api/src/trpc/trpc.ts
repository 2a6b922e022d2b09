import { initTRPC, TRPCError } from '@trpc/server';
import { describeError } from '../http/errors.js';
import type { Context } from './context.js';
import { containsNul, NUL_CHARACTER_MESSAGE } from './nul-text.js';

const t = initTRPC.context<Context>().create({
  isDev: false,
  /**
   * tRPC errors carry the same message, code, issues and status as the REST error bodies, so
   * the web app can show `error.message` directly.
   */
  errorFormatter({ shape, error, ctx }) {
    const described = describeError(error, ctx?.requestId ?? 'unknown');
    return {
      ...shape,
      message: described.body.message,
      data: {
        code: shape.data.code,
        httpStatus: described.status,
        path: shape.data.path,
        reason: described.body.code,
        issues: described.body.issues,
        requestId: described.body.requestId,
      },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * Anyone, signed in or not. Input holding a NUL character is refused with a 400 before anything
 * else runs (every procedure, over REST and tRPC, derives from this one).
 */
export const publicProcedure = t.procedure.use(async ({ getRawInput, next }) => {
  if (containsNul(await getRawInput())) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: NUL_CHARACTER_MESSAGE });
  }
  return next();
});

export const NOT_SIGNED_IN_MESSAGE = 'You are not signed in. Please sign in to continue.';

/** A signed-in user; 401 otherwise. */
export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: NOT_SIGNED_IN_MESSAGE });
  }
  return next({ ctx: { ...ctx, user: ctx.user, session: ctx.session } });
});

export const UNVERIFIED_MESSAGE =
  'Please verify your email address before saving property analyses: click the link in the verification email.';

/** A signed-in user whose email is verified; 403 otherwise. */
export const verifiedProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (!ctx.user.isEmailVerified) throw new TRPCError({ code: 'FORBIDDEN', message: UNVERIFIED_MESSAGE });
  return next();
});

/** True when the user is an administrator (flag in the database, or the ADMIN_EMAIL account). */
export function isAdminUser(user: { email: string; isAdmin: boolean }, adminEmail: string): boolean {
  return user.isAdmin || user.email === adminEmail;
}

/** An administrator; 403 for any other signed-in user. */
export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (!isAdminUser(ctx.user, ctx.config.adminEmail)) {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Administrator access is required.' });
  }
  return next();
});
