/** How a {@link createCache} cache keeps its entries. */
export interface CacheOptions<K, V, G> {
  /** An entry is loaded again after this long at the latest, in ms. */
  ttlMs: number;
  /** At most this many entries are kept (the oldest loaded go first). */
  maxEntries: number;
  /** At most this many bytes (as {@link sizeOf} counts them) are kept (the oldest loaded go first). */
  maxBytes: number;
  /** A value larger than this is served but never kept (default: {@link maxBytes}). */
  maxEntryBytes?: number;
  /** The size of a value in bytes, an estimate that must not undercount by much. */
  sizeOf: (value: NonNullable<V>) => number;
  /** The map key of `key` (defaults to `key` itself; give one for object keys). */
  keyOf?: (key: K) => string | number;
  /** The group an entry belongs to, for {@link Cache.evictGroup} (e.g. the user it concerns). */
  groupOf?: (key: K, value: NonNullable<V>) => G;
  /** The value's own end of validity (epoch ms): the entry is never used from then on. */
  validUntil?: (value: NonNullable<V>) => number;
}

/** Why entries left a cache: made room for newer ones, outlived their TTL or validity, or a change (or a reset) dropped them. */
export type EvictionReason = 'capacity' | 'expired' | 'change';

/** A cache's counters since it was created (for metrics). */
export interface CacheStats {
  /** Lookups answered from the cache or by joining a load already in flight. */
  hits: number;
  /** Lookups that had to load (including every lookup while the cache is not live). */
  misses: number;
  /** Entries removed, by reason. */
  evictions: Record<EvictionReason, number>;
}

/**
 * An in-process read-through cache that may only be trusted while it hears of every change to
 * what it holds. While it is not live (see {@link setLive}) every lookup goes to `load` and
 * nothing is kept.
 */
export interface Cache<K, V, G = never> {
  /** True while the cache may answer lookups (it hears every change). */
  readonly live: boolean;
  /** Number of entries held. */
  readonly size: number;
  /** Bytes held, as `sizeOf` counts them. */
  readonly bytes: number;
  /** Hits, misses and evictions so far (the object is live: read it when needed). */
  readonly stats: Readonly<CacheStats>;
  /** Drops every entry that is past its TTL or its own validity at `now` (epoch ms). */
  purgeExpired(now?: number): void;
  /**
   * The value of `key`: the cached one while it is fresh at `now` (epoch ms), otherwise the
   * result of `load`, which is kept unless it is null or undefined or anything was evicted while
   * it was loading (the load may have read what the eviction announced as changed). Concurrent
   * lookups of one key share one load.
   */
  getOrLoad(key: K, load: () => Promise<V>, now?: number): Promise<V>;
  /** Forgets `key` (and makes loads in flight not kept). */
  evict(key: K): void;
  /** Forgets every entry of `group` (and makes loads in flight not kept). */
  evictGroup(group: G): void;
  /** Forgets everything. */
  clear(): void;
  /**
   * Turns the cache on or off; either way it starts empty (it may have missed changes). While
   * live, expired entries are also swept every TTL, so memory is given back when nobody asks.
   */
  setLive(live: boolean): void;
}

interface Entry<V, G> {
  value: V;
  group: G | undefined;
  loadedAt: number;
  bytes: number;
}

interface Pending<V> {
  promise: Promise<V>;
  generation: number;
}

/**
 * Creates a {@link Cache}, initially not live. A single generation counter, bumped by every
 * eviction, guards against keeping a value that was read before a change and arrived after the
 * change's eviction.
 */
export function createCache<K, V, G = never>(options: CacheOptions<K, V, G>): Cache<K, V, G> {
  const { ttlMs, maxEntries, maxBytes, groupOf, validUntil, sizeOf } = options;
  const maxEntryBytes = Math.min(options.maxEntryBytes ?? maxBytes, maxBytes);
  const keyOf: (key: K) => unknown = options.keyOf ?? ((key: K) => key);
  const entries = new Map<unknown, Entry<NonNullable<V>, G>>();
  const groups = new Map<G, Set<unknown>>();
  const pending = new Map<unknown, Pending<V>>();
  let generation = 0;
  let live = false;
  let bytes = 0;
  let sweeper: ReturnType<typeof setInterval> | undefined;
  const stats: CacheStats = { hits: 0, misses: 0, evictions: { capacity: 0, expired: 0, change: 0 } };

  /** Removes an entry; `reason` null: it is being replaced (not counted as an eviction). */
  const remove = (id: unknown, reason: EvictionReason | null) => {
    const entry = entries.get(id);
    if (!entry) return;
    if (reason) stats.evictions[reason]++;
    entries.delete(id);
    bytes -= entry.bytes;
    if (entry.group === undefined) return;
    const members = groups.get(entry.group);
    members?.delete(id);
    if (members?.size === 0) groups.delete(entry.group);
  };

  const put = (key: K, id: unknown, value: NonNullable<V>, loadedAt: number) => {
    remove(id, null);
    const size = sizeOf(value);
    if (size > maxEntryBytes) return;
    purgeExpired(loadedAt);
    while (entries.size > 0 && (entries.size >= maxEntries || bytes + size > maxBytes)) {
      remove(entries.keys().next().value, 'capacity');
    }
    const group = groupOf?.(key, value);
    entries.set(id, { value, group, loadedAt, bytes: size });
    bytes += size;
    if (group === undefined) return;
    const members = groups.get(group);
    if (members) members.add(id);
    else groups.set(group, new Set([id]));
  };

  const fresh = (entry: Entry<NonNullable<V>, G>, now: number) =>
    now - entry.loadedAt <= ttlMs && (!validUntil || validUntil(entry.value) > now);

  /**
   * Entries are kept in load order, so those past the TTL are at the front: the sweep stops at
   * the first one within it. An entry past its own validity further on goes when it is read or
   * reaches the front.
   */
  function purgeExpired(now = Date.now()) {
    for (const [id, entry] of entries) {
      if (now - entry.loadedAt <= ttlMs && (!validUntil || validUntil(entry.value) > now)) break;
      remove(id, 'expired');
    }
  }

  const clear = () => {
    generation++;
    stats.evictions.change += entries.size;
    entries.clear();
    groups.clear();
    pending.clear();
    bytes = 0;
  };

  return {
    get live() {
      return live;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
    stats,
    purgeExpired,
    async getOrLoad(key, load, now = Date.now()) {
      if (!live) {
        stats.misses++;
        return load();
      }
      const id = keyOf(key);
      const entry = entries.get(id);
      if (entry) {
        if (fresh(entry, now)) {
          stats.hits++;
          return entry.value;
        }
        remove(id, 'expired');
      }
      const inFlight = pending.get(id);
      if (inFlight && inFlight.generation === generation) {
        stats.hits++;
        return inFlight.promise;
      }
      stats.misses++;
      const started = generation;
      // The load starts on a later tick, so `promise` is set before the cleanup can run.
      const promise: Promise<V> = Promise.resolve()
        .then(load)
        .then((value) => {
          if (live && started === generation && value !== null && value !== undefined) {
            put(key, id, value, now);
          }
          return value;
        })
        .finally(() => {
          if (pending.get(id)?.promise === promise) pending.delete(id);
        });
      pending.set(id, { promise, generation: started });
      return promise;
    },
    evict(key) {
      generation++;
      remove(keyOf(key), 'change');
    },
    evictGroup(group) {
      generation++;
      const members = groups.get(group);
      if (!members) return;
      for (const id of [...members]) remove(id, 'change');
    },
    clear,
    setLive(value) {
      clear();
      live = value;
      clearInterval(sweeper);
      sweeper = undefined;
      if (value) {
        sweeper = setInterval(() => purgeExpired(), ttlMs);
        sweeper.unref?.();
      }
    },
  };
}
