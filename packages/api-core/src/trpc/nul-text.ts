import { MAX_JSON_DEPTH } from '../json-depth.js';

/** Message of the 400 for input holding a NUL character (PostgreSQL text cannot store it). */
export const NUL_CHARACTER_MESSAGE = 'Text cannot contain the NUL character (\\u0000).';

/** What {@link findNul} found: a NUL, nesting deeper than allowed, or nothing. */
export type NulScan = 'nul' | 'too-deep' | 'clean';

/**
 * Looks for U+0000 in every string (value or key) of `value`, iteratively (an explicit stack, so
 * no input can overflow the call stack), giving up with `too-deep` below `maxDepth` levels.
 */
export function findNul(value: unknown, maxDepth = MAX_JSON_DEPTH): NulScan {
  const stack: Array<[item: unknown, depth: number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return 'nul';
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    if (depth >= maxDepth) return 'too-deep';
    if (Array.isArray(item)) {
      for (const element of item) stack.push([element, depth + 1]);
      continue;
    }
    for (const [key, element] of Object.entries(item)) {
      if (key.includes('\u0000')) return 'nul';
      stack.push([element, depth + 1]);
    }
  }
  return 'clean';
}
