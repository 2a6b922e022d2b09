/**
 * Date display helpers for the web screens. Dates arrive as ISO strings over JSON.
 */

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A date in the user's own locale, e.g. "3/14/2026" in
 * en-US or "14/03/2026" in en-GB; an empty string for an invalid date.
 */
export function formatShortDate(value: string | Date, locale?: string): string {
  const date = toDate(value);
  return date ? date.toLocaleDateString(locale) : '';
}

/** Long US date used by blog posts, e.g. "March 14, 2026"; an empty string for an invalid date. */
export function formatLongUsDate(value: string | Date): string {
  const date = toDate(value);
  return date ? date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }) : '';
}

/** The part of an email address before the at-sign ("jane@x.com" → "jane"). */
export function emailName(email: string): string {
  const at = email.indexOf('@');
  return at > 0 ? email.slice(0, at) : email;
}
