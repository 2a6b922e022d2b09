import { type Cache, createCache } from './cache.js';
import type { ChangeFeed } from './change-feed.js';

/** A cached project list is re-read from the database after this long at the latest, in ms. */
export const PROJECT_LIST_CACHE_TTL_MS = 60_000;
/** At most this many lists (or pages of lists) are cached per process (the oldest go first). */
export const PROJECT_LIST_CACHE_MAX_ENTRIES = 10_000;

/** Which page of a user's list (keyset paging); every field absent means the whole list. */
export interface ProjectListPage {
  limit?: number;
  cursor?: string;
  q?: string;
}

/** One cached list: whose, and which page of it. */
export interface ProjectListKey {
  userId: number;
  page?: ProjectListPage;
}

/** Users' project lists as JSON text built by the database, grouped by user. */
export type ProjectListCache = Cache<ProjectListKey, string, number>;

/** The map key of a list: the user id alone for the whole list, otherwise user and page. */
function listKey({ userId, page }: ProjectListKey): string | number {
  if (!page || (page.limit === undefined && page.cursor === undefined && page.q === undefined)) return userId;
  return JSON.stringify([userId, page.limit ?? null, page.cursor ?? null, page.q ?? null]);
}

/**
 * Creates the project-list cache, so that `GET /api/properties` usually skips the list query.
 * Fed by `feed` (when given): live while it is, and any change to a user's projects or leases,
 * or to the user, evicts every cached page of that user's list.
 */
export function createProjectListCache(feed?: ChangeFeed): ProjectListCache {
  const cache = createCache<ProjectListKey, string, number>({
    ttlMs: PROJECT_LIST_CACHE_TTL_MS,
    maxEntries: PROJECT_LIST_CACHE_MAX_ENTRIES,
    keyOf: listKey,
    groupOf: ({ userId }) => userId,
  });
  feed?.subscribe({
    onLive: (live) => cache.setLive(live),
    onChange(change) {
      if (change.kind === 'projects' || change.kind === 'user') cache.evictGroup(change.userId);
    },
  });
  return cache;
}
