import type { Session, User } from '@cre/db';
import { type Cache, createCache } from './cache.js';
import type { ChangeFeed } from './change-feed.js';

/** A cached session is re-read from the database after this long at the latest, in ms. */
export const SESSION_CACHE_TTL_MS = 60_000;
/** At most this many sessions are cached per process (the oldest go first). */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;
/** At most this many bytes of sessions are cached per process (16 MiB). */
export const SESSION_CACHE_MAX_BYTES = 16 * 1024 * 1024;

/**
 * The in-memory size of a cached session, generously: two objects with their dates and ids
 * (~1 KiB of V8 object overhead) plus the text of the email, password hash and session id.
 */
export const cachedSessionBytes = ({ session, user }: CachedSession): number =>
  1024 + 2 * (user.email.length + user.passwordHash.length + session.id.length);

/** A session with its user, as loaded for a request. */
export interface CachedSession {
  session: Session;
  user: User;
}

/**
 * Signed-in sessions by session id (the hash stored in the database), grouped by user; a
 * missing session (null) is never cached.
 */
export type SessionCache = Cache<string, CachedSession | null, number>;

/**
 * Creates the session cache, so that authenticated requests usually skip the session query.
 * Fed by `feed` (when given): live while it is, a session deleted or shortened anywhere evicts
 * that session, a user changed or deleted anywhere evicts all of their sessions. An entry is
 * never used past {@link SESSION_CACHE_TTL_MS} nor past the session's own expiry.
 */
export function createSessionCache(feed?: ChangeFeed): SessionCache {
  const cache = createCache<string, CachedSession | null, number>({
    ttlMs: SESSION_CACHE_TTL_MS,
    maxEntries: SESSION_CACHE_MAX_ENTRIES,
    maxBytes: SESSION_CACHE_MAX_BYTES,
    sizeOf: cachedSessionBytes,
    groupOf: (_id, { user }) => user.id,
    validUntil: ({ session }) => Math.min(session.expiresAt.getTime(), session.idleExpiresAt.getTime()),
  });
  feed?.subscribe({
    onLive: (live) => cache.setLive(live),
    onChange(change) {
      if (change.kind === 'session') cache.evict(change.sessionId);
      else if (change.kind === 'user') cache.evictGroup(change.userId);
    },
  });
  return cache;
}
