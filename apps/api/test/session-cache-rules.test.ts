import { createDb, type DbHandle, migrateToLatest, type Session, type User } from '@cre/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_CACHE_TTL_MS, SessionCache } from '../src/services/session-cache.js';

const quiet = { info() {}, warn() {} };
const NOW = new Date('2030-01-01T12:00:00.000Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

function entry(userId: number, sessionId: string, idleMs = 3_600_000) {
  const user = {
    id: userId,
    email: `u${userId}@example.com`,
    isEmailVerified: false,
    isAdmin: false,
  } as User;
  const session = {
    id: sessionId,
    userId,
    createdAt: NOW,
    expiresAt: later(7 * 24 * 3_600_000),
    idleExpiresAt: later(idleMs),
  } as Session;
  return { session, user };
}

describe('session cache rules', () => {
  let handle: DbHandle;
  let cache: SessionCache;
  beforeAll(async () => {
    handle = await createDb('memory://');
    await migrateToLatest(handle.db);
    cache = new SessionCache();
    await cache.start(handle, quiet);
    for (let i = 0; i < 100 && !cache.live; i++) await new Promise((r) => setTimeout(r, 10));
  });
  afterAll(async () => {
    await cache.close();
    await handle.close();
  });

  it('keeps a read only when nothing was evicted while it was being made', () => {
    const before = cache.generation;
    cache.evictUser(999);
    cache.set('stale', entry(1, 'stale'), before, NOW);
    expect(cache.get('stale', NOW)).toBeUndefined();
    cache.set('fresh', entry(1, 'fresh'), cache.generation, NOW);
    expect(cache.get('fresh', NOW)?.user.id).toBe(1);
  });

  it('never answers past the time-to-live or past the session idle expiry', () => {
    cache.set('ttl', entry(2, 'ttl'), cache.generation, NOW);
    expect(cache.get('ttl', later(SESSION_CACHE_TTL_MS))).toBeDefined();
    expect(cache.get('ttl', later(SESSION_CACHE_TTL_MS + 1))).toBeUndefined();
    cache.set('idle', entry(3, 'idle', 1000), cache.generation, NOW);
    expect(cache.get('idle', later(1000))).toBeUndefined();
  });

  it('evicts by session, by user and by project change', () => {
    cache.set('a', entry(4, 'a'), cache.generation, NOW);
    cache.set('b', entry(4, 'b'), cache.generation, NOW);
    cache.setPropertyList(4, '[]', cache.generation, NOW);
    cache.handle('s:a');
    expect(cache.get('a', NOW)).toBeUndefined();
    expect(cache.get('b', NOW)).toBeDefined();
    cache.handle('p:4');
    expect(cache.getPropertyList(4, NOW)).toBeUndefined();
    expect(cache.get('b', NOW)).toBeDefined();
    cache.setPropertyList(4, '[]', cache.generation, NOW);
    cache.handle('u:4');
    expect(cache.get('b', NOW)).toBeUndefined();
    expect(cache.getPropertyList(4, NOW)).toBeUndefined();
  });

  it('answers nothing once closed', async () => {
    cache.set('c', entry(5, 'c'), cache.generation, NOW);
    expect(cache.get('c', NOW)).toBeDefined();
    await cache.close();
    expect(cache.live).toBe(false);
    expect(cache.get('c', NOW)).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
