import { type Cache, createCache } from './cache.js';
import type { ChangeFeed } from './change-feed.js';

/** A cached project list is re-read from the database after this long at the latest, in ms. */
export const PROJECT_LIST_CACHE_TTL_MS = 60_000;
/** At most this many lists (or pages of lists) are cached per process (the oldest go first). */
export const PROJECT_LIST_CACHE_MAX_ENTRIES = 10_000;
/** At most this many bytes of lists are cached per process (the oldest go first): 16 MiB. */
export const PROJECT_LIST_CACHE_MAX_BYTES = 16 * 1024 * 1024;
/** A list or page larger than this (4 MiB) is served but not cached. */
export const PROJECT_LIST_CACHE_MAX_ENTRY_BYTES = 4 * 1024 * 1024;

/**
 * The bytes a JSON text holds in memory: V8 keeps text that is all Latin-1 at one byte a
 * character and anything else at two, so two per character never undercounts.
 */
export const jsonTextBytes = (text: string): number => 2 * text.length;

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
    maxBytes: PROJECT_LIST_CACHE_MAX_BYTES,
    maxEntryBytes: PROJECT_LIST_CACHE_MAX_ENTRY_BYTES,
    sizeOf: jsonTextBytes,
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
