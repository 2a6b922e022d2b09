/**
 * Calendar dates as whole day numbers, parsed by hand from `yyyy-mm-dd` so that nothing depends
 * on the time zone the code runs in (no `Date` objects involved).
 */

/** Days in `month` (1..12) of `year` in the proleptic Gregorian calendar. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * Day number of a civil date: days since 1970-01-01 (Howard Hinnant's `days_from_civil`).
 *
 * @example daysFromCivil(2000, 3, 1) // 11017
 */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = month > 2 ? month - 3 : month + 9;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/**
 * Parses a `yyyy-mm-dd` calendar date into its day number, or `null` when the text is not a
 * real date (bad shape, month 13, 2023-02-29, ...).
 *
 * @example parseDayNumber('2024-01-01') // 19723
 * @example parseDayNumber('2023-02-29') // null
 */
export function parseDayNumber(text: string): number | null {
  if (typeof text !== 'string' || text.length !== 10) return null;
  if (text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45) return null;
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 7);
  const day = digits(text, 8, 10);
  if (year < 0 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return daysFromCivil(year, month, day);
}

/** The decimal number written in `text[from..to)`, or -1 if any character is not a digit. */
function digits(text: string, from: number, to: number): number {
  let value = 0;
  for (let k = from; k < to; k++) {
    const c = text.charCodeAt(k) - 48;
    if (c < 0 || c > 9) return -1;
    value = value * 10 + c;
  }
  return value;
}

/** True when `text` is a real `yyyy-mm-dd` calendar date. */
export function isIsoDate(text: string): boolean {
  return parseDayNumber(text) !== null;
}

/**
 * Whole calendar days from `from` to `to` (negative when `to` is earlier); `null` when either
 * date is invalid.
 *
 * @example daysBetween('2024-01-01', '2025-01-01') // 366
 */
export function daysBetween(from: string, to: string): number | null {
  const a = parseDayNumber(from);
  const b = parseDayNumber(to);
  return a === null || b === null ? null : b - a;
}
