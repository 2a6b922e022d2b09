/**
 * The caps on a deal's inputs
 * (https://github.com/cre-sale-analyzer/cre-sale-analyzer/blob/main/docs/model.md#inputs).
 * They keep every saved project and every request body to a sane size; `schema.ts` applies them
 * with the messages of `MESSAGES`.
 */

/** Most characters a project detail (name, address, city, state, ZIP, type) or tenant name may hold. */
export const MAX_TEXT_LENGTH = 200;

/** Most tenants a rent roll may hold. */
export const MAX_TENANTS = 500;

/** Largest dollar amount accepted: price, rents, other income, expenses, NNN charges, improvements. */
export const MAX_AMOUNT = 100_000_000_000;

/** Largest area accepted, in square feet (building and leased area). */
export const MAX_SQFT = 1_000_000_000;

/** Longest suite name of a lease (UTF-16 code units). */
export const MAX_SUITE_LENGTH = 40;

/** Most rent steps a lease can have. */
export const MAX_RENT_STEPS = 40;

/** Longest lease term and most free months accepted (100 years). */
export const MAX_LEASE_MONTHS = 1200;

/** Earliest year a building may have been built. */
export const MIN_YEAR_BUILT = 1700;

/** How many years past the current one a building may be completed (projects under construction). */
export const YEAR_BUILT_YEARS_AHEAD = 5;

/** Earliest and latest year of a lease date or the as-of date. */
export const MIN_DATE_YEAR = 1900;
/** See {@link MIN_DATE_YEAR}. */
export const MAX_DATE_YEAR = 2200;

/**
 * The latest accepted year built: the current year (UTC) plus {@link YEAR_BUILT_YEARS_AHEAD}.
 * Read from the clock at each call, so a long-running server moves on with the calendar.
 *
 * @example maxYearBuilt(new Date('2026-06-01')) // 2031
 */
export function maxYearBuilt(now: Date = new Date()): number {
  return now.getUTCFullYear() + YEAR_BUILT_YEARS_AHEAD;
}

/**
 * The message for a year built outside {@link MIN_YEAR_BUILT}..{@link maxYearBuilt}.
 *
 * @example yearBuiltRangeMessage(new Date('2026-06-01')) // 'Year built must be between 1700 and 2031'
 */
export function yearBuiltRangeMessage(now: Date = new Date()): string {
  return `Year built must be between ${MIN_YEAR_BUILT} and ${maxYearBuilt(now)}`;
}

const FIRST_DAY = `${MIN_DATE_YEAR}-01-01`;
const LAST_DAY = `${MAX_DATE_YEAR}-12-31`;

/**
 * True when a real `yyyy-mm-dd` date lies in the years {@link MIN_DATE_YEAR}..{@link MAX_DATE_YEAR}
 * (a plain text comparison: fixed-width dates sort as text).
 *
 * @example isDateInRange('1899-12-31') // false
 * @example isDateInRange('2200-12-31') // true
 */
export function isDateInRange(date: string): boolean {
  return date >= FIRST_DAY && date <= LAST_DAY;
}
