/** Message of the 400 for input holding a NUL character (PostgreSQL text cannot store it). */
export const NUL_CHARACTER_MESSAGE = 'Text cannot contain the NUL character (\\u0000).';

/** True when any string (value or key) anywhere in `value` contains U+0000. */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  }
  return false;
}
