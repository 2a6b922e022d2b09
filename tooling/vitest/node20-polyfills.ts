/**
 * Vitest 5's reporter calls `Map.groupBy` (Node 21+) when it prints failures, and Node 20 lacks
 * it: without this polyfill a failing test crashes the reporter instead of being reported.
 * Every vitest config imports this file first.
 */
if (typeof (Map as { groupBy?: unknown }).groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    configurable: true,
    writable: true,
    value<K, T>(items: Iterable<T>, key: (item: T, index: number) => K): Map<K, T[]> {
      const groups = new Map<K, T[]>();
      let index = 0;
      for (const item of items) {
        const k = key(item, index++);
        const group = groups.get(k);
        if (group) group.push(item);
        else groups.set(k, [item]);
      }
      return groups;
    },
  });
}
if (typeof (Object as { groupBy?: unknown }).groupBy !== 'function') {
  Object.defineProperty(Object, 'groupBy', {
    configurable: true,
    writable: true,
    value<T>(items: Iterable<T>, key: (item: T, index: number) => PropertyKey): Record<PropertyKey, T[]> {
      const groups: Record<PropertyKey, T[]> = Object.create(null);
      let index = 0;
      for (const item of items) {
        const k = key(item, index++);
        const group = groups[k];
        if (group) group.push(item);
        else groups[k] = [item];
      }
      return groups;
    },
  });
}
