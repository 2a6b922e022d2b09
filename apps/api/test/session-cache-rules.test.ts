import {
  type CachedSession,
  ChangeFeed,
  createProjectListCache,
  createSessionCache,
  type ProjectListCache,
  parseChange,
  SESSION_CACHE_TTL_MS,
  type SessionCache,
} from '@cre/api-core';
import {
  createDb,
  type DbHandle,
  migrateToLatest,
  notify,
  SESSION_CHANGES_CHANNEL,
  type Session,
  type User,
} from '@cre/db';
import { waitUntil } from '@cre/vitest-config/wait-until';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncCaches } from './helpers/caches.js';

const quiet = { info() {}, warn() {} };
const NOW = Date.UTC(2030, 0, 1, 12);

function entry(userId: number, sessionId: string, idleMs = 3_600_000): CachedSession {
  const user = {
    id: userId,
    email: `u${userId}@example.com`,
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$test',
    isEmailVerified: false,
    isAdmin: false,
  } as User;
  const session = {
    id: sessionId,
    userId,
    createdAt: new Date(NOW),
    expiresAt: new Date(NOW + 7 * 24 * 3_600_000),
    idleExpiresAt: new Date(NOW + idleMs),
  } as Session;
  return { session, user };
}

/** Whether `cache` answers `id` at `at` without loading it. */
async function holds(cache: SessionCache, id: string, at = NOW): Promise<boolean> {
  let loaded = false;
  await cache.getOrLoad(
    id,
    async () => {
      loaded = true;
      return null;
    },
    at,
  );
  return !loaded;
}

/** Whether `lists` answers the list (page) without loading it. */
async function holdsList(lists: ProjectListCache, userId: number, q?: string): Promise<boolean> {
  let loaded = false;
  await lists.getOrLoad(q === undefined ? { userId } : { userId, page: { limit: 10, q } }, async () => {
    loaded = true;
    return '[]';
  });
  return !loaded;
}

describe('session and project-list caches fed by the change channel', () => {
  let handle: DbHandle;
  let feed: ChangeFeed;
  let sessions: SessionCache;
  let lists: ProjectListCache;
  const announce = async (payload: string) => {
    await notify(handle.db, SESSION_CHANGES_CHANNEL, payload);
    await syncCaches(feed, handle.db);
  };
  beforeAll(async () => {
    handle = await createDb('memory://');
    await migrateToLatest(handle.db);
    feed = new ChangeFeed();
    sessions = createSessionCache(feed);
    lists = createProjectListCache(feed);
    await feed.start(handle, quiet);
    await waitUntil(() => feed.live, { timeout: 4000, message: 'the change feed is live' });
  });
  afterAll(async () => {
    await feed.close();
    await handle.close();
  });

  it('reads the payloads of migrations 003 and 004', () => {
    expect(parseChange('s:abc')).toEqual({ kind: 'session', sessionId: 'abc' });
    expect(parseChange('u:12')).toEqual({ kind: 'user', userId: 12 });
    expect(parseChange('p:7')).toEqual({ kind: 'projects', userId: 7 });
    expect(parseChange('p:x')).toEqual({ kind: 'other', payload: 'p:x' });
    expect(parseChange('sync:1')).toEqual({ kind: 'other', payload: 'sync:1' });
  });

  it('are live once the change triggers are installed', () => {
    expect(feed.live).toBe(true);
    expect(sessions.live).toBe(true);
    expect(lists.live).toBe(true);
  });

  it('keep a read only when nothing was announced while it was being made', async () => {
    const stale = sessions.getOrLoad(
      'stale',
      async () => {
        await announce('u:999');
        return entry(1, 'stale');
      },
      NOW,
    );
    expect((await stale)?.user.id).toBe(1);
    expect(await holds(sessions, 'stale')).toBe(false);
    await sessions.getOrLoad('fresh', async () => entry(1, 'fresh'), NOW);
    expect(await holds(sessions, 'fresh')).toBe(true);
  });

  it('never answer past the time-to-live or past the session idle expiry', async () => {
    await sessions.getOrLoad('ttl', async () => entry(2, 'ttl'), NOW);
    expect(await holds(sessions, 'ttl', NOW + SESSION_CACHE_TTL_MS)).toBe(true);
    expect(await holds(sessions, 'ttl', NOW + SESSION_CACHE_TTL_MS + 1)).toBe(false);
    await sessions.getOrLoad('idle', async () => entry(3, 'idle', 1000), NOW);
    expect(await holds(sessions, 'idle', NOW + 999)).toBe(true);
    expect(await holds(sessions, 'idle', NOW + 1000)).toBe(false);
  });

  it('evict by session, by user and by project change', async () => {
    await sessions.getOrLoad('a', async () => entry(4, 'a'), NOW);
    await sessions.getOrLoad('b', async () => entry(4, 'b'), NOW);
    await lists.getOrLoad({ userId: 4 }, async () => '[]');
    await announce('s:a');
    expect(await holds(sessions, 'a')).toBe(false);
    expect(await holds(sessions, 'b')).toBe(true);
    await announce('p:4');
    expect(await holdsList(lists, 4)).toBe(false);
    expect(await holds(sessions, 'b')).toBe(true);
    await lists.getOrLoad({ userId: 4 }, async () => '[]');
    await announce('u:4');
    expect(await holds(sessions, 'b')).toBe(false);
    expect(await holdsList(lists, 4)).toBe(false);
  });

  it("evict every page of a user's project list at once, and only that user's", async () => {
    await holdsList(lists, 5);
    await holdsList(lists, 5, 'plaza');
    await holdsList(lists, 6, 'plaza');
    expect(await holdsList(lists, 5, 'plaza')).toBe(true);
    expect(await holdsList(lists, 5, 'tower')).toBe(false);
    await announce('p:5');
    expect(await holdsList(lists, 6, 'plaza')).toBe(true);
    expect(await holdsList(lists, 5)).toBe(false);
    expect(await holdsList(lists, 5, 'plaza')).toBe(false);
  });

  it('answer nothing once the feed is closed', async () => {
    await sessions.getOrLoad('c', async () => entry(5, 'c'), NOW);
    expect(await holds(sessions, 'c')).toBe(true);
    await feed.close();
    expect(sessions.live).toBe(false);
    expect(lists.live).toBe(false);
    expect(sessions.size).toBe(0);
    expect(lists.size).toBe(0);
    expect(await holds(sessions, 'c')).toBe(false);
  });
});
