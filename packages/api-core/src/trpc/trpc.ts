import { LimitReachedError, SaveConflictError } from '@cre/db';
import { initTRPC, TRPCError } from '@trpc/server';
import { describeError, SAVE_CONFLICT_MESSAGE } from '../errors.js';
import { TOO_DEEP_MESSAGE } from '../json-depth.js';
import { ListTooLargeError } from '../services/projects.js';
import type { Context } from './context.js';
import { findNul, NUL_CHARACTER_MESSAGE } from './nul-text.js';

const t = initTRPC.context<Context>().create({
  isDev: false,
  /**
   * tRPC errors carry the same message, code, issues and status as the REST error bodies, so
   * the web app can show `error.message` directly.
   */
  errorFormatter({ shape, error, ctx }) {
    // A failed context (session lookup) has no ctx; its error carries the request id instead.
    const requestId = ctx?.requestId ?? (error as { requestId?: string }).requestId ?? 'unknown';
    const described = describeError(error, requestId);
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

/**
 * The errors repositories and services throw for a user's request, as the tRPC errors they are
 * (their statuses and messages); anything else stays a 500. One place for every procedure, so
 * no router catches them itself.
 */
function domainError(cause: unknown): TRPCError | null {
  // A cap on what an account may store (10,000 projects, 50 live links a project).
  if (cause instanceof LimitReachedError)
    return new TRPCError({ code: 'FORBIDDEN', message: cause.message, cause });
  // A save based on a version of the project that is no longer the stored one.
  if (cause instanceof SaveConflictError) {
    return new TRPCError({ code: 'CONFLICT', message: SAVE_CONFLICT_MESSAGE, cause });
  }
  // An unpaged list too large to build.
  if (cause instanceof ListTooLargeError)
    return new TRPCError({ code: 'BAD_REQUEST', message: cause.message, cause });
  return null;
}

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
  const mapped = result.ok ? null : domainError(result.error.cause);
  if (mapped) throw mapped;
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
