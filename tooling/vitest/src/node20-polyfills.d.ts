/**
 * Vitest 5's reporter calls `Map.groupBy` (Node 21+) when it prints failures, and Node 20 lacks
 * it: without this polyfill a failing test crashes the reporter instead of being reported.
 * `Object.groupBy` (same age) is filled in too. Importing the module installs both where they are
 * missing (Node 22+ keeps its own). The package entry (`@cre/vitest-config`) imports it first, so
 * every workspace vitest config gets it by importing the package.
 */

/**
 * `Map.groupBy` as ES2024 specifies it: items grouped under the key `key(item, index)` returns,
 * groups in order of their first item, items in iteration order, keys compared with SameValueZero.
 */
export declare function mapGroupBy<K, T>(items: Iterable<T>, key: (item: T, index: number) => K): Map<K, T[]>;

/**
 * `Object.groupBy` as ES2024 specifies it: like {@link mapGroupBy}, into a null-prototype object
 * whose property keys are the keys `key` returns (numbers become strings).
 */
export declare function objectGroupBy<T>(
  items: Iterable<T>,
  key: (item: T, index: number) => PropertyKey,
): Partial<Record<PropertyKey, T[]>>;
