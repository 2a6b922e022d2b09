// Plain JavaScript: Vite loads config files' package imports with Node itself, and Node 20 runs no
// TypeScript. Types and documentation: node20-polyfills.d.ts (checked against this file by checkJs).

/** @type {typeof import('./node20-polyfills.js').mapGroupBy} */
export function mapGroupBy(items, key) {
  const groups = new Map();
  let index = 0;
  for (const item of items) {
    const k = key(item, index++);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** @type {typeof import('./node20-polyfills.js').objectGroupBy} */
export function objectGroupBy(items, key) {
  /** @type {Partial<Record<PropertyKey, any[]>>} */
  const groups = Object.create(null);
  let index = 0;
  for (const item of items) {
    const k = key(item, index++);
    const group = groups[k];
    if (group) group.push(item);
    else groups[k] = [item];
  }
  return groups;
}

/**
 * Installs `value` as the non-enumerable static `name` of `target` unless it already has one.
 * @param {object} target
 * @param {string} name
 * @param {unknown} value
 */
function installMissing(target, name, value) {
  if (typeof (/** @type {Record<string, unknown>} */ (target)[name]) === 'function') return;
  Object.defineProperty(target, name, { configurable: true, writable: true, value });
}

installMissing(Map, 'groupBy', mapGroupBy);
installMissing(Object, 'groupBy', objectGroupBy);
