/**
 * Reading one spreadsheet cell: US money and numbers, percents, dates (US, ISO, month names,
 * Excel serials, JS Dates) and blanks. Each reader returns a value, `null` for a blank cell,
 * or `undefined` when the cell holds something it cannot read.
 */
import { daysFromCivil, daysInMonth } from '../dates.js';

/** A cell that could not be read: the caller reports it. */
export type Unreadable = undefined;

/** Texts that mean "nothing here" in an optional cell. */
const NONE = new Set(['n/a', 'na', 'none', 'nil', 'tbd', 'n.a.']);
/** Accounting zero: Excel shows 0 as "-" or "$ -". */
const DASH = /^\(?\$?\s*[-–—]+\s*\)?$/;

/** True for null, undefined, '' and text of spaces only. */
export function isBlank(cell: unknown): boolean {
  return cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');
}

/**
 * A cell as text: strings trimmed, numbers in plain form, Dates as `yyyy-mm-dd`, blanks as ''.
 *
 * @example cellText('  Suite 100 ') // 'Suite 100'
 * @example cellText(101) // '101'
 */
export function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'string') return cell.trim();
  if (cell instanceof Date) return dateCell(cell) ?? '';
  if (typeof cell === 'number' || typeof cell === 'boolean' || typeof cell === 'bigint') return String(cell);
  return '';
}

/** Unit words a number cell may end with: "1,200 SF", "$25.00/SF", "3 months", "$2,000/mo". */
const UNIT_SUFFIX =
  /\s*(?:\/\s*|per\s+)?(?:sq\.?\s*ft\.?|square\s+feet|rsf|nsf|sf|psf|ft|yr|year|annually|mo\.?|mos\.?|month|months|monthly)\s*$/i;

/**
 * A number cell: `1234`, `'1,234.50'`, `'$1,234.50'`, `'(1,234.50)'` (negative), `'-$5'`,
 * `'1,200 SF'`, `'$25.00/SF'`, `'3 months'`; `'-'` and `'$ -'` (accounting zero) are 0; blank,
 * "n/a" and "none" are `null`; anything else `undefined`.
 *
 * @example numberCell('$1,234.50') // 1234.5
 * @example numberCell('(1,234.50)') // -1234.5
 * @example numberCell('$ -') // 0
 */
export function numberCell(cell: unknown): number | null | Unreadable {
  if (isBlank(cell)) return null;
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : undefined;
  if (typeof cell !== 'string') return undefined;
  let text = cell.trim();
  if (NONE.has(text.toLowerCase())) return null;
  if (DASH.test(text)) return 0;
  for (let k = 0; k < 2; k++) text = text.replace(UNIT_SUFFIX, '');
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1).trim();
  }
  if (text.startsWith('-')) {
    negative = !negative;
    text = text.slice(1).trim();
  }
  text = text.replace(/^(?:US)?\$\s*/i, '');
  if (text.startsWith('-')) {
    negative = !negative;
    text = text.slice(1).trim();
  }
  if (!/^(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?$/.test(text) || text === '' || text === '.') return undefined;
  const value = Number(text.replace(/,/g, ''));
  if (!Number.isFinite(value)) return undefined;
  return negative ? -value : value;
}

/**
 * A percent cell, as a percent: `'3%'`, `'3.5 %'` and `'3% annually'` are 3, 3.5 and 3; a bare
 * number below 1 in magnitude is read as a fraction (`0.03` and `'0.03'` → 3, as Excel stores a
 * cell formatted as a percent), else as a percent (`3` → 3).
 *
 * @example percentCell('3.5 %') // 3.5
 * @example percentCell(0.03) // 3
 */
export function percentCell(cell: unknown): number | null | Unreadable {
  if (typeof cell === 'string') {
    const text = cell.trim();
    const match = /^(\(?)\s*(-?)\s*(\d+(?:\.\d+)?|\.\d+)\s*%\s*(\)?)/.exec(text);
    if (match) {
      const value = Number(match[3]);
      const negative = (match[1] === '(' && match[4] === ')') !== (match[2] === '-');
      return negative ? -value : value;
    }
  }
  const value = numberCell(cell);
  if (value === null || value === undefined) return value;
  return Math.abs(value) < 1 ? fix(value * 100) : value;
}

/** Drops float noise from a product such as 0.035 × 100. */
function fix(value: number): number {
  return Number(value.toPrecision(12));
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** 1..12 for a month's name or its 3- or 4-letter abbreviation ("Sept"), else undefined. */
function monthOf(name: string): number | undefined {
  const key = name.toLowerCase();
  const month = MONTHS[key.slice(0, 3)];
  if (month === undefined) return undefined;
  return key.length <= 4 && MONTHS[key] !== undefined
    ? month
    : MONTH_NAMES[month - 1] === key
      ? month
      : undefined;
}

/** `yyyy-mm-dd` of a civil date, or undefined when it is not a real date. */
function iso(year: number, month: number, day: number): string | Unreadable {
  if (!Number.isInteger(year) || year < 1 || year > 9999) return undefined;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The civil date of a day number (days since 1970-01-01; Howard Hinnant's `civil_from_days`). */
function civilFromDays(days: number): [number, number, number] {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return [yoe + era * 400 + (month <= 2 ? 1 : 0), month, day];
}

/** `yyyy-mm-dd` of a day number. */
export function isoOfDays(days: number): string {
  const [year, month, day] = civilFromDays(days);
  return iso(year, month, day) ?? '';
}

/** Day number of Excel's serial 0 (1899-12-30, counting its phantom 1900-02-29). */
const EXCEL_EPOCH = daysFromCivil(1899, 12, 30);

/**
 * An Excel date serial of the 1900 date system as `yyyy-mm-dd`: 45306 → 2024-01-15, 1 →
 * 1900-01-01; the time of day (the fraction) is dropped. Excel's phantom 1900-02-29 (serial 60)
 * and serials below 1 or after 9999-12-31 are unreadable.
 *
 * @example excelSerialDate(45306) // '2024-01-15'
 */
export function excelSerialDate(serial: number): string | Unreadable {
  if (!Number.isFinite(serial) || serial < 1 || serial >= 2958466) return undefined;
  const whole = Math.floor(serial);
  if (whole === 60) return undefined;
  return isoOfDays(EXCEL_EPOCH + whole + (whole < 60 ? 1 : 0));
}

const DAY_MS = 86_400_000;

/**
 * A JS Date as `yyyy-mm-dd`: the calendar date of the UTC midnight nearest to it. XLSX readers
 * give a date cell as UTC midnight of that date (exceljs, SheetJS with UTC dates), or as local
 * midnight (SheetJS by default); rounding to the nearest UTC midnight reads both as the date the
 * sheet shows, in any time zone within ±12 hours, without depending on the time zone the code
 * runs in. Invalid Dates are unreadable.
 *
 * @example dateCell(new Date(Date.UTC(2024, 0, 15))) // '2024-01-15'
 */
export function dateCell(date: Date): string | Unreadable {
  const time = date.getTime();
  if (!Number.isFinite(time)) return undefined;
  const days = Math.round(time / DAY_MS);
  return isoOfDays(days);
}

/** Two-digit years: 00–69 are 2000–2069, 70–99 are 1970–1999. */
function fullYear(text: string): number {
  const year = Number(text);
  if (text.length > 2) return year;
  return year < 70 ? 2000 + year : 1900 + year;
}

/** Whether a month-only date ("Jan-2024") is read as the first or the last day of its month. */
export type MonthEnd = 'first' | 'last';

/**
 * A date cell as `yyyy-mm-dd`: US `m/d/yyyy` and `m/d/yy` (also with `-` or `.`), ISO
 * `yyyy-mm-dd` (a time after it is ignored), `15-Jan-2024`, `Jan 15, 2024`, `January 15 2024`,
 * month-only `Jan-24` / `January 2024` (the first or last day of the month, per `monthDay`),
 * Excel serial numbers (also as digit-only text) and JS Dates (see {@link dateCell}); blank is
 * `null`, anything else `undefined`. Two-digit years 00–69 are 20xx, 70–99 19xx.
 *
 * @example parseDateCell('1/15/2024') // '2024-01-15'
 * @example parseDateCell('01/15/24') // '2024-01-15'
 * @example parseDateCell(45306) // '2024-01-15'
 */
export function parseDateCell(cell: unknown, monthDay: MonthEnd = 'first'): string | null | Unreadable {
  if (isBlank(cell)) return null;
  if (cell instanceof Date) return dateCell(cell);
  if (typeof cell === 'number') return excelSerialDate(cell);
  if (typeof cell !== 'string') return undefined;
  const text = cell.trim().replace(/\s+/g, ' ');
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(text);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/.exec(text);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?: .*)?$/.exec(text);
  if (m) return iso(fullYear(m[4] as string), Number(m[1]), Number(m[3]));
  m = /^(\d{1,2})[ -]([a-z]{3,9})\.?[ ,-]*(\d{4}|\d{2})$/i.exec(text);
  if (m) {
    const month = monthOf(m[2] as string);
    return month === undefined ? undefined : iso(fullYear(m[3] as string), month, Number(m[1]));
  }
  m = /^([a-z]{3,9})\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})$/i.exec(text);
  if (m) {
    const month = monthOf(m[1] as string);
    return month === undefined ? undefined : iso(Number(m[3]), month, Number(m[2]));
  }
  m = /^([a-z]{3,9})\.?[ /-]'?(\d{4}|\d{2})$/i.exec(text);
  if (m) {
    const month = monthOf(m[1] as string);
    if (month === undefined) return undefined;
    const year = fullYear(m[2] as string);
    return iso(year, month, monthDay === 'first' ? 1 : daysInMonth(year, month));
  }
  m = /^(\d{1,2})\/(\d{4})$/.exec(text);
  if (m) {
    const month = Number(m[1]);
    const year = Number(m[2]);
    if (month < 1 || month > 12) return undefined;
    return iso(year, month, monthDay === 'first' ? 1 : daysInMonth(year, month));
  }
  if (/^\d{1,7}(?:\.\d+)?$/.test(text)) return excelSerialDate(Number(text));
  return undefined;
}

/**
 * True when an end-date cell says the lease runs month to month: "MTM", "M-T-M", "M2M",
 * "month-to-month", "month to month", "holdover".
 *
 * @example isMonthToMonth('MTM') // true
 */
export function isMonthToMonth(cell: unknown): boolean {
  if (typeof cell !== 'string') return false;
  const text = cell
    .trim()
    .toLowerCase()
    .replace(/[\s._/-]+/g, '');
  return text === 'mtm' || text === 'm2m' || text === 'monthtomonth' || text === 'holdover';
}

/**
 * Whole months from `start` to `end` (both `yyyy-mm-dd`, `end` inclusive): the months from the
 * start to the day after the end, with a part month rounded to the nearest (half up); at least 1
 * for a lease ending on or after its start, `null` when it ends before it or a date is not real.
 *
 * @example leaseTermMonths('2024-01-01', '2028-12-31') // 60
 * @example leaseTermMonths('2024-01-15', '2029-01-14') // 60
 */
export function leaseTermMonths(start: string, end: string): number | null {
  const s = /^(\d{4})-(\d{2})-(\d{2})$/.exec(start);
  const e = /^(\d{4})-(\d{2})-(\d{2})$/.exec(end);
  if (!s || !e) return null;
  const [sy, sm, sd] = [Number(s[1]), Number(s[2]), Number(s[3])];
  const [ey, em, ed] = [Number(e[1]), Number(e[2]), Number(e[3])];
  if (iso(sy, sm, sd) === undefined || iso(ey, em, ed) === undefined) return null;
  const startDays = daysFromCivil(sy, sm, sd);
  const after = daysFromCivil(ey, em, ed) + 1;
  if (after <= startDays) return null;
  // Whole months: the latest month count whose anniversary (day clamped to the month's end) is on
  // or before the day after the end.
  let months = (ey - sy) * 12 + (em - sm) + 1;
  while (months > 0 && anniversary(sy, sm, sd, months) > after) months--;
  const from = anniversary(sy, sm, sd, months);
  const next = anniversary(sy, sm, sd, months + 1);
  const part = (after - from) / (next - from);
  return Math.max(1, months + (part >= 0.5 ? 1 : 0));
}

/** Day number of the date `months` months after y-m-d (day clamped to the month's length). */
function anniversary(year: number, month: number, day: number, months: number): number {
  const index = month - 1 + months;
  const y = year + Math.floor(index / 12);
  const m = (((index % 12) + 12) % 12) + 1;
  return daysFromCivil(y, m, Math.min(day, daysInMonth(y, m)));
}

/**
 * The last day of a one-month lease from `date`: the day before the same day of the next month
 * (clamped to that month's length).
 *
 * @example oneMonthEnd('2026-01-01') // '2026-01-31'
 */
export function oneMonthEnd(date: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m || iso(Number(m[1]), Number(m[2]), Number(m[3])) === undefined) return null;
  return isoOfDays(anniversary(Number(m[1]), Number(m[2]), Number(m[3]), 1) - 1);
}
