import { hitRateLimit, refundRateLimit } from '@cre/db';
import { TRPCError } from '@trpc/server';
import { RateLimitError } from '../errors.js';
import type { Context } from './context.js';

/** A fixed-window limit: at most `max` attempts per `windowSeconds`. */
export interface RateRule {
  windowSeconds: number;
  max: number;
}

const FIFTEEN_MINUTES = 15 * 60;

/** Limits per action (counters live in the database, so every API process shares them). */
export const RATE_LIMITS = {
  /** Failed sign-ins per client IP and email address (successful ones do not count). */
  loginFailed: { windowSeconds: FIFTEEN_MINUTES, max: 10 },
  /** Failed sign-ins per account, from any IP (distributed guessing). */
  loginAccount: { windowSeconds: FIFTEEN_MINUTES, max: 20 },
  /** Per client IP, any email. */
  loginIp: { windowSeconds: FIFTEEN_MINUTES, max: 200 },
  /** Per client IP, every attempt. */
  register: { windowSeconds: FIFTEEN_MINUTES, max: 50 },
  /** Per client IP, attempts that were rejected (invalid input or an email already registered). */
  registerRejected: { windowSeconds: FIFTEEN_MINUTES, max: 10 },
  /** Per user. */
  resendVerification: { windowSeconds: FIFTEEN_MINUTES, max: 5 },
  /** Per client IP. */
  contact: { windowSeconds: FIFTEEN_MINUTES, max: 10 },
  /** Per client IP. */
  leads: { windowSeconds: FIFTEEN_MINUTES, max: 10 },
  /** Per user. */
  playbook: { windowSeconds: FIFTEEN_MINUTES, max: 5 },
  /** Password-reset requests per email address (known or not: the answer never tells). */
  forgotPasswordEmail: { windowSeconds: FIFTEEN_MINUTES, max: 3 },
  /** Password-reset requests per client IP, any address. */
  forgotPasswordIp: { windowSeconds: FIFTEEN_MINUTES, max: 20 },
  /** Reset-link uses per client IP (guessing tokens is hopeless, but each try costs a hash). */
  resetPasswordIp: { windowSeconds: FIFTEEN_MINUTES, max: 20 },
  /** Wrong passwords per user on the account page (change password or email, delete account). */
  accountPassword: { windowSeconds: FIFTEEN_MINUTES, max: 10 },
  /** Email-change requests per user. */
  changeEmail: { windowSeconds: FIFTEEN_MINUTES, max: 5 },
} satisfies Record<string, RateRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** Human wording of a wait time, e.g. "3 minutes". */
function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Counts one attempt of `name` for `subject` (an IP, user id or email) and throws a 429
 * TRPCError with a clear message when the limit is exceeded.
 */
export async function enforceRateLimit(ctx: Context, name: RateLimitName, subject: string): Promise<void> {
  const rule = RATE_LIMITS[name];
  const result = await hitRateLimit(ctx.db, `${name}:${subject}`, rule.windowSeconds, rule.max, new Date());
  if (result.allowed) return;
  ctx.telemetry?.rateLimited(name);
  throw tooManyAttempts(result.retryAfterSeconds);
}

/**
 * Counts one attempt of `name` for `subject` in advance (atomically, like
 * {@link enforceRateLimit}, throwing the 429 when over the limit) and returns a function that takes
 * it back. Sign-in counts every attempt as a failure before the password is checked, so concurrent
 * attempts cannot all pass the check, and refunds the attempt once the password proves right.
 */
export async function chargeRateLimit(
  ctx: Context,
  name: RateLimitName,
  subject: string,
): Promise<() => Promise<void>> {
  await enforceRateLimit(ctx, name, subject);
  return () => refundRateLimit(ctx.db, `${name}:${subject}`);
}

/** The 429 error for a refused attempt. */
function tooManyAttempts(retryAfterSeconds: number): TRPCError {
  const message = `Too many attempts. Please try again in ${waitText(retryAfterSeconds)}.`;
  return new TRPCError({
    code: 'TOO_MANY_REQUESTS',
    message,
    cause: new RateLimitError(message, retryAfterSeconds),
  });
}
