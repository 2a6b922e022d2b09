import { sql } from 'kysely';
import { toDate } from '../convert.js';
import type { RateLimitResult } from '../domain.js';
import type { Db } from '../schema.js';

/**
 * Counts one attempt for `key` in a fixed window of `windowSeconds` and says whether it is
 * within `max`. One atomic `INSERT … ON CONFLICT DO UPDATE`, so several API processes sharing
 * one PostgreSQL agree: the window starts at the first attempt and restarts (count 1) with the
 * first attempt at or after `windowStart + windowSeconds`. Attempts over the limit still count.
 *
 * @example
 * await hitRateLimit(db, 'login:1.2.3.4', 60, 5, new Date()); // { allowed: true, retryAfterSeconds: 0 }
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  windowSeconds: number,
  max: number,
  now: Date,
): Promise<RateLimitResult> {
  if (!(windowSeconds > 0) || !(max >= 0)) {
    throw new RangeError('hitRateLimit needs windowSeconds > 0 and max >= 0');
  }
  const windowMs = windowSeconds * 1000;
  const cutoff = new Date(now.getTime() - windowMs);
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, window_start: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.window_start <= ${cutoff} then 1 else rate_limits.count + 1 end`,
        window_start: sql<Date>`case when rate_limits.window_start <= ${cutoff} then ${now} else rate_limits.window_start end`,
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
  if (row.count <= max) return { allowed: true, retryAfterSeconds: 0 };
  const resetAt = toDate(row.window_start).getTime() + windowMs;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now.getTime()) / 1000)),
  };
}

/** Housekeeping: forgets counters whose `windowSeconds` window ended at or before `now`. */
export async function pruneRateLimits(db: Db, windowSeconds: number, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - windowSeconds * 1000);
  const result = await db.deleteFrom('rate_limits').where('window_start', '<=', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Takes back one attempt counted by {@link hitRateLimit} for `key` (never below zero), e.g. a
 * sign-in attempt counted as a failure in advance that turned out to be right. One atomic UPDATE.
 */
export async function refundRateLimit(db: Db, key: string): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ count: sql<number>`greatest(count - 1, 0)` })
    .where('key', '=', key)
    .execute();
}
