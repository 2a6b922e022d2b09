/**
 * What the generated fast path of the deal check (deal-resolve.gen.ts, `resolveValidDeal`) uses
 * besides the schema's rules: the test for a plain object, the fast test of a `yyyy-mm-dd` date,
 * and the mark on the rent rolls it built with their defaults applied.
 */

import { misorderedSteps } from './cross-field-rules.js';
import { daysInMonth } from './dates.js';
import type { TenantLease } from './types.js';

/** A deal or lease as read here: any field may hold anything. */
export type Loose = { readonly [key: string]: unknown };

/** A plain object (not null, not an array), as zod's object schemas require. */
export const isRecord = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value of the two digits at `text[at..at+1]`, or -1 when either is not a digit. */
function twoDigits(text: string, at: number): number {
  const hi = text.charCodeAt(at) - 48;
  const lo = text.charCodeAt(at + 1) - 48;
  return hi >= 0 && hi <= 9 && lo >= 0 && lo <= 9 ? hi * 10 + lo : -1;
}

/**
 * True for a real `yyyy-mm-dd` date in 1900..2200 (the common case, tested without building a
 * day number); false sends the date to the exact rules of deal-check.ts.
 */
export function plainDate(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  if (SEEN_DATES.has(text)) return true;
  if (!readDate(text)) return false;
  if (SEEN_DATES.size >= SEEN_DATES_MAX) SEEN_DATES.clear();
  SEEN_DATES.add(text);
  return true;
}

/**
 * Date texts {@link readDate} accepted, so that the dates of a rent roll analyzed again (the web
 * recomputes on every keystroke, a sensitivity grid checks its deal each time) are looked up, not
 * read again. A text's validity never changes, so this remembers nothing a caller could observe.
 */
const SEEN_DATES = new Set<string>();
const SEEN_DATES_MAX = 4096;

/** {@link plainDate} without the memo. */
function readDate(text: string): boolean {
  if (text.length !== 10) return false;
  if (text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45) return false;
  const century = twoDigits(text, 0);
  const yy = twoDigits(text, 2);
  const month = twoDigits(text, 5);
  const day = twoDigits(text, 8);
  if (century < 19 || century > 22 || yy < 0 || (century === 22 && yy > 0)) return false;
  return (
    month >= 1 && month <= 12 && day >= 1 && (day <= 28 || day <= daysInMonth(century * 100 + yy, month))
  );
}

/**
 * Rent rolls whose leases already carry their defaults: the ones `validLeases` (deal-resolve.gen.ts) built. The
 * income pass reads them as they are instead of applying the defaults a second time.
 */
const DEFAULTED_ROLLS = new WeakSet<readonly TenantLease[]>();

/** True when `leases` came out of the deal check with every lease's defaults applied. */
export const isDefaultedRoll = (leases: readonly TenantLease[]): boolean => DEFAULTED_ROLLS.has(leases);

/** Marks `roll` as built by the fast check with every lease's defaults applied; returns it. */
export function rememberDefaulted(roll: TenantLease[]): TenantLease[] {
  DEFAULTED_ROLLS.add(roll);
  return roll;
}

/**
 * True for a list of at most `max` rent steps, each `{ date, rentPerSqft }` with a real
 * `yyyy-mm-dd` date in 1900..2200 and a rent in `min..cap`: the item rules of `rentSteps`, whose
 * bounds the generated fast path passes from the rule the schema recorded. False sends the deal to
 * the exact check.
 */
export function validStepItems(steps: unknown, max: number, min: number, cap: number): boolean {
  if (!Array.isArray(steps) || steps.length > max) return false;
  for (const step of steps) {
    if (!isRecord(step) || !plainDate(step.date)) return false;
    const rent = step.rentPerSqft;
    if (typeof rent !== 'number' || !(rent >= min && rent <= cap)) return false;
  }
  return true;
}

/** True when the lease's steps break no order rule (see `misorderedSteps`). */
export const stepsInOrder = (lease: Parameters<typeof misorderedSteps>[0]): boolean =>
  misorderedSteps(lease).length === 0;
