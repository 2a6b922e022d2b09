/** How a {@link createCache} cache keeps its entries. */
export interface CacheOptions<K, V, G> {
  /** An entry is loaded again after this long at the latest, in ms. */
  ttlMs: number;
  /** At most this many entries are kept (the oldest loaded go first). */
  maxEntries: number;
  /** The map key of `key` (defaults to `key` itself; give one for object keys). */
  keyOf?: (key: K) => string | number;
  /** The group an entry belongs to, for {@link Cache.evictGroup} (e.g. the user it concerns). */
  groupOf?: (key: K, value: NonNullable<V>) => G;
  /** The value's own end of validity (epoch ms): the entry is never used from then on. */
  validUntil?: (value: NonNullable<V>) => number;
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
  /** Turns the cache on or off; either way it starts empty (it may have missed changes). */
  setLive(live: boolean): void;
}

interface Entry<V, G> {
  value: V;
  group: G | undefined;
  loadedAt: number;
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
  const { ttlMs, maxEntries, groupOf, validUntil } = options;
  const keyOf: (key: K) => unknown = options.keyOf ?? ((key: K) => key);
  const entries = new Map<unknown, Entry<NonNullable<V>, G>>();
  const groups = new Map<G, Set<unknown>>();
  const pending = new Map<unknown, Pending<V>>();
  let generation = 0;
  let live = false;

  const remove = (id: unknown) => {
    const entry = entries.get(id);
    if (!entry) return;
    entries.delete(id);
    if (entry.group === undefined) return;
    const members = groups.get(entry.group);
    members?.delete(id);
    if (members?.size === 0) groups.delete(entry.group);
  };

  const put = (key: K, id: unknown, value: NonNullable<V>, loadedAt: number) => {
    remove(id);
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next();
      if (!oldest.done) remove(oldest.value);
    }
    const group = groupOf?.(key, value);
    entries.set(id, { value, group, loadedAt });
    if (group === undefined) return;
    const members = groups.get(group);
    if (members) members.add(id);
    else groups.set(group, new Set([id]));
  };

  const fresh = (entry: Entry<NonNullable<V>, G>, now: number) =>
    now - entry.loadedAt <= ttlMs && (!validUntil || validUntil(entry.value) > now);

  const clear = () => {
    generation++;
    entries.clear();
    groups.clear();
    pending.clear();
  };

  return {
    get live() {
      return live;
    },
    get size() {
      return entries.size;
    },
    async getOrLoad(key, load, now = Date.now()) {
      if (!live) return load();
      const id = keyOf(key);
      const entry = entries.get(id);
      if (entry) {
        if (fresh(entry, now)) return entry.value;
        remove(id);
      }
      const inFlight = pending.get(id);
      if (inFlight && inFlight.generation === generation) return inFlight.promise;
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
      remove(keyOf(key));
    },
    evictGroup(group) {
      generation++;
      const members = groups.get(group);
      if (!members) return;
      for (const id of [...members]) remove(id);
    },
    clear,
    setLive(value) {
      clear();
      live = value;
    },
  };
}
