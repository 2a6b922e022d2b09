import { LimitReachedError } from '@cre/db';
import { initTRPC, TRPCError } from '@trpc/server';
import { describeError } from '../http/errors.js';
import { TOO_DEEP_MESSAGE } from '../http/json-depth.js';
import type { Context } from './context.js';
import { findNul, NUL_CHARACTER_MESSAGE } from './nul-text.js';

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
        currentVersion: described.body.currentVersion,
      },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * Anyone, signed in or not. Input holding a NUL character or nested too deeply is refused with a
 * 400 before anything else runs (every procedure, over REST and tRPC, derives from this one).
 */
export const publicProcedure = t.procedure.use(async ({ getRawInput, next }) => {
  const scan = findNul(await getRawInput());
  if (scan === 'nul') throw new TRPCError({ code: 'BAD_REQUEST', message: NUL_CHARACTER_MESSAGE });
  if (scan === 'too-deep') throw new TRPCError({ code: 'BAD_REQUEST', message: TOO_DEEP_MESSAGE });
  const result = await next();
  // A cap on what an account may store (10,000 projects, 50 live links a project): 403 with its message.
  if (!result.ok && result.error.cause instanceof LimitReachedError) {
    throw new TRPCError({
      code: 'FORBIDDEN',
      message: result.error.cause.message,
      cause: result.error.cause,
    });
  }
  return result;
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

/**
 * True when the user is an administrator now: their email is verified and they are the ADMIN_EMAIL
 * account of the current configuration or carry the stored admin flag (set only by an operator).
 * Decided at each request, so changing ADMIN_EMAIL takes the rights from the old address.
 */
export function isAdminUser(
  user: { email: string; isAdmin: boolean; isEmailVerified: boolean },
  adminEmail: string,
): boolean {
  return user.isEmailVerified && (user.isAdmin || user.email === adminEmail);
}

/** An administrator; 403 for any other signed-in user. */
export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (!isAdminUser(ctx.user, ctx.config.adminEmail)) {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'Administrator access is required.' });
  }
  return next();
});
