/** Deepest nesting of arrays and objects accepted in a request body or tRPC input (400 beyond). */
export const MAX_JSON_DEPTH = 32;

/** Message of the 400 for JSON nested deeper than {@link MAX_JSON_DEPTH}. */
export const TOO_DEEP_MESSAGE = `Request data is nested too deeply (at most ${MAX_JSON_DEPTH} levels of arrays and objects).`;

/** Error code of that 400. */
export const TOO_DEEP_CODE = 'NESTED_TOO_DEEPLY';

/** The 400 raised while parsing a body that is nested too deeply. */
export class NestedTooDeeplyError extends Error {
  readonly statusCode = 400;
  readonly code = TOO_DEEP_CODE;
  constructor() {
    super(TOO_DEEP_MESSAGE);
    this.name = 'NestedTooDeeplyError';
  }
}

/**
 * True when JSON text opens more than `max` arrays/objects inside one another. One pass over the
 * characters without recursion (brackets inside strings do not count), so it runs before
 * `JSON.parse` and before any walk over the parsed value.
 */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}
