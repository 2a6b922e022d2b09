/**
 * Vitest 5's reporter calls `Map.groupBy` (Node 21+) when it prints failures, and Node 20 lacks
 * it: without this polyfill a failing test crashes the reporter instead of being reported.
 * `Object.groupBy` (same age) is filled in too. Both are installed only when missing, so Node 22+
 * keeps its own. The package entry (`@cre/vitest-config`) imports this file first, so every
 * workspace vitest config gets it by importing the package.
 */

/**
 * `Map.groupBy` as ES2024 specifies it: items grouped under the key `key(item, index)` returns,
 * groups in order of their first item, items in iteration order, keys compared with SameValueZero.
 */
export function mapGroupBy<K, T>(items: Iterable<T>, key: (item: T, index: number) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  let index = 0;
  for (const item of items) {
    const k = key(item, index++);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/**
 * `Object.groupBy` as ES2024 specifies it: like {@link mapGroupBy}, into a null-prototype object
 * whose property keys are the keys `key` returns (numbers become strings).
 */
export function objectGroupBy<T>(
  items: Iterable<T>,
  key: (item: T, index: number) => PropertyKey,
): Partial<Record<PropertyKey, T[]>> {
  const groups: Partial<Record<PropertyKey, T[]>> = Object.create(null);
  let index = 0;
  for (const item of items) {
    const k = key(item, index++);
    const group = groups[k];
    if (group) group.push(item);
    else groups[k] = [item];
  }
  return groups;
}

/** Installs `value` as the non-enumerable static `name` of `target` unless it already has one. */
function installMissing(target: object, name: string, value: unknown): void {
  if (typeof (target as Record<string, unknown>)[name] === 'function') return;
  Object.defineProperty(target, name, { configurable: true, writable: true, value });
}

installMissing(Map, 'groupBy', mapGroupBy);
installMissing(Object, 'groupBy', objectGroupBy);
