import { describe, expect, it } from 'vitest';
import { type Cache, createCache } from '../src/services/cache.js';

const T0 = Date.UTC(2030, 0, 1, 12);

/** A load that counts its calls and resolves only when told to. */
function controlledLoad<V>() {
  let calls = 0;
  let release: (value: V) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const load = () => {
    calls++;
    return new Promise<V>((resolve, reject) => {
      release = resolve;
      fail = reject;
    });
  };
  return {
    load,
    get calls() {
      return calls;
    },
    release: (value: V) => release(value),
    fail: (error: Error) => fail(error),
  };
}

/** A live cache of strings grouped by their first letter. */
function liveCache(maxEntries = 100): Cache<string, string | null, string> {
  const cache = createCache<string, string | null, string>({
    ttlMs: 1000,
    maxEntries,
    maxBytes: 1_000_000,
    sizeOf: (value) => value.length,
    groupOf: (key) => key[0] ?? '',
  });
  cache.setLive(true);
  return cache;
}

/** Lets pending promise callbacks run. */
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('createCache', () => {
  it('loads a key once and answers from memory until the time-to-live has passed', async () => {
    const cache = liveCache();
    let calls = 0;
    const load = async () => `value ${++calls}`;
    expect(await cache.getOrLoad('a', load, T0)).toBe('value 1');
    expect(await cache.getOrLoad('a', load, T0 + 1000)).toBe('value 1');
    expect(await cache.getOrLoad('a', load, T0 + 1001)).toBe('value 2');
    expect(cache.size).toBe(1);
  });

  it('never uses an entry from its own end of validity on', async () => {
    const cache = createCache<string, { until: number }>({
      ttlMs: 60_000,
      maxEntries: 10,
      maxBytes: 1000,
      sizeOf: () => 1,
      validUntil: (value) => value.until,
    });
    cache.setLive(true);
    let calls = 0;
    const load = async () => ({ until: T0 + 500 + calls++ });
    expect(await cache.getOrLoad('k', load, T0)).toEqual({ until: T0 + 500 });
    expect(await cache.getOrLoad('k', load, T0 + 499)).toEqual({ until: T0 + 500 });
    expect(await cache.getOrLoad('k', load, T0 + 500)).toEqual({ until: T0 + 501 });
  });

  it('does not keep a value loaded while something was evicted (it may predate the change)', async () => {
    const cache = liveCache();
    const first = controlledLoad<string>();
    const answer = cache.getOrLoad('a', first.load, T0);
    await settle();
    cache.evict('zzz');
    first.release('read before the change');
    expect(await answer).toBe('read before the change');
    expect(cache.size).toBe(0);
    expect(await cache.getOrLoad('a', async () => 'read after', T0)).toBe('read after');
    expect(await cache.getOrLoad('a', async () => 'not called', T0)).toBe('read after');
  });

  it('shares one load between concurrent lookups, but not across an eviction', async () => {
    const cache = liveCache();
    const first = controlledLoad<string>();
    const a = cache.getOrLoad('a', first.load, T0);
    const b = cache.getOrLoad('a', first.load, T0);
    await settle();
    expect(first.calls).toBe(1);
    cache.evict('a');
    const second = controlledLoad<string>();
    const c = cache.getOrLoad('a', second.load, T0);
    await settle();
    expect(second.calls).toBe(1);
    first.release('old');
    second.release('new');
    expect([await a, await b, await c]).toEqual(['old', 'old', 'new']);
    expect(await cache.getOrLoad('a', async () => 'not called', T0)).toBe('new');
  });

  it('passes a failed load to every waiting lookup and keeps nothing', async () => {
    const cache = liveCache();
    const failing = controlledLoad<string>();
    const a = cache.getOrLoad('a', failing.load, T0);
    const b = cache.getOrLoad('a', failing.load, T0);
    await settle();
    failing.fail(new Error('database down'));
    await expect(a).rejects.toThrow('database down');
    await expect(b).rejects.toThrow('database down');
    expect(cache.size).toBe(0);
    expect(await cache.getOrLoad('a', async () => 'recovered', T0)).toBe('recovered');
  });

  it('never keeps null (a missing row is looked up again)', async () => {
    const cache = liveCache();
    expect(await cache.getOrLoad('a', async () => null, T0)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('evicts a whole group and nothing else', async () => {
    const cache = liveCache();
    for (const key of ['a1', 'a2', 'b1']) await cache.getOrLoad(key, async () => key.toUpperCase(), T0);
    cache.evictGroup('a');
    expect(cache.size).toBe(1);
    expect(await cache.getOrLoad('b1', async () => 'not called', T0)).toBe('B1');
    expect(await cache.getOrLoad('a1', async () => 'reloaded', T0)).toBe('reloaded');
    cache.evictGroup('nobody');
    expect(cache.size).toBe(2);
  });

  it('drops the oldest loaded entry when full', async () => {
    const cache = liveCache(2);
    await cache.getOrLoad('a', async () => 'A', T0);
    await cache.getOrLoad('b', async () => 'B', T0);
    await cache.getOrLoad('c', async () => 'C', T0);
    expect(cache.size).toBe(2);
    expect(await cache.getOrLoad('b', async () => 'not called', T0)).toBe('B');
    expect(await cache.getOrLoad('a', async () => 'A again', T0)).toBe('A again');
    cache.evictGroup('c');
    expect(cache.size).toBe(1);
  });

  it('while not live, loads every time and keeps nothing; going off or live empties it', async () => {
    const cache = liveCache();
    await cache.getOrLoad('a', async () => 'A', T0);
    cache.setLive(false);
    expect(cache.live).toBe(false);
    expect(cache.size).toBe(0);
    let calls = 0;
    const load = async () => `load ${++calls}`;
    expect(await cache.getOrLoad('a', load, T0)).toBe('load 1');
    expect(await cache.getOrLoad('a', load, T0)).toBe('load 2');
    expect(cache.size).toBe(0);
    cache.setLive(true);
    expect(await cache.getOrLoad('a', load, T0)).toBe('load 3');
    expect(await cache.getOrLoad('a', load, T0)).toBe('load 3');
  });

  it('does not keep a load that finishes after the cache went off', async () => {
    const cache = liveCache();
    const slow = controlledLoad<string>();
    const answer = cache.getOrLoad('a', slow.load, T0);
    await settle();
    cache.setLive(false);
    cache.setLive(true);
    slow.release('from before the outage');
    expect(await answer).toBe('from before the outage');
    expect(cache.size).toBe(0);
  });

  it('maps structured keys through keyOf', async () => {
    const cache = createCache<{ user: number; page: number }, string, number>({
      ttlMs: 1000,
      maxEntries: 10,
      maxBytes: 1000,
      sizeOf: (value) => value.length,
      keyOf: ({ user, page }) => `${user}/${page}`,
      groupOf: ({ user }) => user,
    });
    cache.setLive(true);
    await cache.getOrLoad({ user: 1, page: 1 }, async () => 'u1p1', T0);
    expect(await cache.getOrLoad({ user: 1, page: 1 }, async () => 'not called', T0)).toBe('u1p1');
    expect(await cache.getOrLoad({ user: 1, page: 2 }, async () => 'u1p2', T0)).toBe('u1p2');
    cache.evict({ user: 1, page: 1 });
    expect(cache.size).toBe(1);
  });

  it('is bounded by bytes: the oldest loaded go first, and a value over the entry limit is served but not kept', async () => {
    const cache = createCache<string, string>({
      ttlMs: 60_000,
      maxEntries: 1000,
      maxBytes: 100,
      maxEntryBytes: 60,
      sizeOf: (value) => value.length,
    });
    cache.setLive(true);
    for (const key of ['a', 'b', 'c']) await cache.getOrLoad(key, async () => key.repeat(40), T0);
    // 3 × 40 bytes > 100: 'a' went first
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBe(80);
    let reloads = 0;
    await cache.getOrLoad('a', async () => `${++reloads}`.repeat(40), T0);
    expect(reloads).toBe(1);
    expect(await cache.getOrLoad('huge', async () => 'h'.repeat(61), T0)).toBe('h'.repeat(61));
    expect(cache.bytes).toBe(80);
    expect(cache.size).toBe(2);
    cache.setLive(false);
  });

  it('gives back the memory of expired entries without their keys being read again', async () => {
    const cache = createCache<string, string>({
      ttlMs: 1000,
      maxEntries: 1000,
      maxBytes: 10_000,
      sizeOf: (value) => value.length,
    });
    cache.setLive(true);
    for (let i = 0; i < 50; i++) await cache.getOrLoad(`k${i}`, async () => 'x'.repeat(100), T0 + i);
    expect(cache.bytes).toBe(5000);
    // a new entry long after: the expired ones are swept when it is put
    await cache.getOrLoad('late', async () => 'y', T0 + 5000);
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(1);
    // and the periodic sweep (purgeExpired) empties an idle cache
    cache.purgeExpired(T0 + 7000);
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
    cache.setLive(false);
  });

  it('counts hits, misses and evictions by reason (the metrics read them)', async () => {
    const cache = liveCache(2);
    const load = (value: string) => () => Promise.resolve(value);
    await cache.getOrLoad('a1', load('A'), T0); // miss
    await cache.getOrLoad('a1', load('A'), T0 + 10); // hit
    await cache.getOrLoad('b1', load('B'), T0 + 20); // miss
    await cache.getOrLoad('c1', load('C'), T0 + 30); // miss; a1 makes room (capacity)
    cache.evictGroup('b'); // change
    await cache.getOrLoad('c1', load('C'), T0 + 2000); // past the TTL: expired, then a miss
    expect(cache.stats).toEqual({ hits: 1, misses: 4, evictions: { capacity: 1, expired: 1, change: 1 } });
    cache.setLive(false); // the one entry left goes with the reset
    await cache.getOrLoad('c1', load('C'), T0 + 2010); // not live: a miss
    expect(cache.stats).toEqual({ hits: 1, misses: 5, evictions: { capacity: 1, expired: 1, change: 2 } });
  });
});
