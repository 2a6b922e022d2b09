import { describe, expect, it } from 'vitest';
import { createDb, hitRateLimit, pruneRateLimits, refundRateLimit } from '../src/index.js';
import { createTestDatabase } from '../src/testing.js';
import { backends, useTestDatabase } from './backends.js';

const T0 = new Date('2030-05-01T08:00:00.000Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

describe.each(backends)('hitRateLimit on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('allows max attempts per window, then reports the seconds left', async () => {
    const { db } = database();
    const results = [];
    for (let i = 0; i < 5; i += 1) results.push(await hitRateLimit(db, 'login:a', 60, 3, at(i)));
    expect(results).toEqual([
      { allowed: true, retryAfterSeconds: 0 },
      { allowed: true, retryAfterSeconds: 0 },
      { allowed: true, retryAfterSeconds: 0 },
      { allowed: false, retryAfterSeconds: 57 },
      { allowed: false, retryAfterSeconds: 56 },
    ]);
    const row = await db
      .selectFrom('rate_limits')
      .selectAll()
      .where('key', '=', 'login:a')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ key: 'login:a', count: 5, window_start: T0 });
  });

  it('refundRateLimit takes back one counted attempt, never below zero, and ignores unknown keys', async () => {
    const { db } = database();
    await hitRateLimit(db, 'login:refund', 60, 2, at(0));
    await hitRateLimit(db, 'login:refund', 60, 2, at(1));
    await refundRateLimit(db, 'login:refund');
    expect(await hitRateLimit(db, 'login:refund', 60, 2, at(2))).toEqual({
      allowed: true,
      retryAfterSeconds: 0,
    });
    expect(await hitRateLimit(db, 'login:refund', 60, 2, at(3))).toEqual({
      allowed: false,
      retryAfterSeconds: 57,
    });
    for (let i = 0; i < 5; i++) await refundRateLimit(db, 'login:refund');
    const row = await db
      .selectFrom('rate_limits')
      .select('count')
      .where('key', '=', 'login:refund')
      .executeTakeFirstOrThrow();
    expect(row.count).toBe(0);
    await refundRateLimit(db, 'login:never-counted');
    expect(
      await db.selectFrom('rate_limits').select('key').where('key', '=', 'login:never-counted').execute(),
    ).toEqual([]);
  });

  it('rounds the wait up and never reports less than one second', async () => {
    const { db } = database();
    await hitRateLimit(db, 'login:b', 10, 1, T0);
    expect(await hitRateLimit(db, 'login:b', 10, 1, new Date(T0.getTime() + 8_500))).toEqual({
      allowed: false,
      retryAfterSeconds: 2,
    });
    expect(await hitRateLimit(db, 'login:b', 10, 1, new Date(T0.getTime() + 9_999))).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
  });

  it('starts a new window once the old one has passed', async () => {
    const { db } = database();
    await hitRateLimit(db, 'register:c', 60, 2, at(0));
    await hitRateLimit(db, 'register:c', 60, 2, at(1));
    expect((await hitRateLimit(db, 'register:c', 60, 2, at(59))).allowed).toBe(false);
    expect(await hitRateLimit(db, 'register:c', 60, 2, at(60))).toEqual({
      allowed: true,
      retryAfterSeconds: 0,
    });
    const row = await db
      .selectFrom('rate_limits')
      .selectAll()
      .where('key', '=', 'register:c')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ key: 'register:c', count: 1, window_start: at(60) });
  });

  it('keeps keys independent', async () => {
    const { db } = database();
    expect((await hitRateLimit(db, 'contact:1', 60, 1, T0)).allowed).toBe(true);
    expect((await hitRateLimit(db, 'contact:2', 60, 1, T0)).allowed).toBe(true);
    expect((await hitRateLimit(db, 'contact:1', 60, 1, T0)).allowed).toBe(false);
  });

  it('counts concurrent attempts exactly once each', async () => {
    const { db } = database();
    const results = await Promise.all(Array.from({ length: 20 }, () => hitRateLimit(db, 'burst', 60, 5, T0)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    const row = await db
      .selectFrom('rate_limits')
      .select('count')
      .where('key', '=', 'burst')
      .executeTakeFirstOrThrow();
    expect(row.count).toBe(20);
  });

  it('rejects nonsensical limits with a clear error', async () => {
    await expect(hitRateLimit(database().db, 'x', 0, 5, T0)).rejects.toThrow(
      'hitRateLimit needs windowSeconds > 0 and max >= 0',
    );
  });

  it('pruneRateLimits forgets finished windows only', async () => {
    const { db } = database();
    await hitRateLimit(db, 'prune:old', 60, 5, at(-120));
    await hitRateLimit(db, 'prune:new', 60, 5, at(-30));
    expect(await pruneRateLimits(db, 60, T0)).toBeGreaterThanOrEqual(1);
    const keys = await db.selectFrom('rate_limits').select('key').where('key', 'like', 'prune:%').execute();
    expect(keys).toEqual([{ key: 'prune:new' }]);
  });
});

if (backends.includes('postgres')) {
  describe('hitRateLimit across processes (PostgreSQL)', () => {
    it('two independent pools share one counter', async () => {
      const first = await createTestDatabase('postgres');
      const second = await createDb(first.url);
      try {
        const hits = await Promise.all(
          Array.from({ length: 12 }, (_, i) =>
            hitRateLimit(i % 2 ? first.db : second.db, 'shared', 60, 4, T0),
          ),
        );
        expect(hits.filter((h) => h.allowed)).toHaveLength(4);
        expect((await hitRateLimit(second.db, 'shared', 60, 4, T0)).allowed).toBe(false);
      } finally {
        await second.close();
        await first.cleanup();
      }
    });
  });
}
