/**
 * Header row detection and column synonyms: which rent-roll field a header names, which row of
 * the sheet is the header, and a key that is the same for sheets with the same headers.
 */
import { cellText } from './cells.js';
import type { RentRollColumn, RentRollField } from './fields.js';

/**
 * A header as the matcher reads it: lower case, `&` as "and", "sq. ft." as "sq ft", every run of
 * characters other than letters, digits, `$`, `%` and `/` as one space, trimmed.
 *
 * @example normalizeHeader('Rent / S.F.') // 'rent / sf'
 */
export function normalizeHeader(cell: unknown): string {
  return cellText(cell)
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\bs\.\s*f\.?/g, 'sf')
    .replace(/\bsq\.?\s*f(?:oo|ee)?t\.?/g, 'sq ft')
    .replace(/[^a-z0-9$%/]+/g, ' ')
    .replace(/\s*\/\s*/g, ' / ')
    .replace(/\s+/g, ' ')
    .trim();
}

const AREA =
  '(?:sf|rsf|nrsf|nsf|usf|gla|nra|sq ft|sqft|sq|square f(?:oo|ee)t(?:age)?|footage|feet|ft|area|size)';
/** "per sq ft" in any of its spellings: "/SF", "PSF", "per SF", "$/SF", "Rent SF" is not. */
const PER_SF = new RegExp(
  String.raw`(?:/ (?:${AREA}|yr / ${AREA})\b|\bpsf\b|\bper ${AREA}\b|\$ / ${AREA}\b|^\$ ${AREA}$)`,
);
const MONTHLY = /\b(?:monthly|mo|mos|mth|mthly|month|pm)\b/;
const NOT_RENT =
  /\b(?:cam|nnn|tax|taxes|ins|insurance|opex|rec|recovery|recoveries|reimb|reimbursements?|expenses?|misc|market|proforma|budget|deposit|security|percentage|sales)\b/;
const RENT = /\b(?:rent|rents|rental|base|abr|contract|rate|income|amount|amt|\$)(?:\b|$)/;

/** Ordered rules: the first that matches a header gives its field (null: leave it unread). */
const RULES: readonly [RegExp, (h: string) => RentRollField | null][] = [
  // "Step 1 Date", "Step 2 Rent PSF": a rent-step table, read apart (see step-table.ts).
  [/\b(?:step|bump|increase|escalation)s? \d{1,2}\b/, () => null],
  // "Next Increase Date", "Bump Date", "Next Step": when the rent next changes.
  [
    /\b(?:increases?|escalations?|escalators?|bumps?|steps?)\b.*\bdates?\b|^next (?:rent )?(?:increase|step|bump|escalation)s?$/,
    () => 'nextIncreaseDate',
  ],
  [
    /^(?:lease type|type|recovery|recoveries|recovery type|lease structure|expense structure|expense type|structure|reimbursement type)$/,
    () => 'recoveryType',
  ],
  [
    /^(?:charge|charges|charge code|chg code|chg|code|charge type|rent code|income code)$/,
    () => 'chargeCode',
  ],
  [
    /\b(?:ti|tis|ti allowance|tia|tenant improvements?|improvement allowance|improvements?)\b/,
    () => 'tenantImprovements',
  ],
  [/\b(?:free|abatement|abated|abate|concessions?)\b/, () => 'freeMonths'],
  [
    /\b(?:increases?|escalations?|escalators?|esc|bumps?|steps?|cpi|annual increase)\b/,
    () => 'annualRentIncrease',
  ],
  [
    /\b(?:start|commencement|commence|commenced|commences|lcd|rcd|begin|begins|beginning|from|occupancy date|move in)\b/,
    () => 'startDate',
  ],
  [
    /\b(?:end|ends|expiration|expiry|expires|expire|exp|expiring|lxd|led|termination|maturity|to|thru|through|move out)\b/,
    () => 'endDate',
  ],
  // "% of GLA", "Pro rata share": shares of the building, not areas or rents.
  [/(?:%|\bshare\b|\bpro rata\b|\bpercent\b|\bpct\b)/, () => null],
  [PER_SF, (h) => (NOT_RENT.test(h) || MONTHLY.test(h) ? null : 'rentPerSqft')],
  [/^rate$/, () => 'rentPerSqft'],
  [RENT, (h) => (NOT_RENT.test(h) ? null : MONTHLY.test(h) ? 'monthlyRent' : 'annualRent')],
  [new RegExp(String.raw`\b${AREA}\b`), () => 'sqft'],
  [
    /^lease(?: name)?$|\b(?:tenant|tenants|lessee|lessees|name|occupant|occupants|company|business|dba|trade name|tradename)\b/,
    () => 'tenantName',
  ],
  [
    /\b(?:suite|suites|ste|unit|units|space|spaces|bay|premises|location|shop|store|apt|no|#)\b/,
    () => 'suite',
  ],
];

/**
 * The field a header names, or null. Matching is case and punctuation insensitive: "Tenant",
 * "Lessee", "Name" → tenantName; "Suite", "Unit", "Space" → suite; "SF", "RSF", "NRA", "Sq. Ft.",
 * "Area", "Size" → sqft; "Rent/SF", "Rent per SF", "$/SF", "Annual Rent/SF", "Base Rent PSF" →
 * rentPerSqft; "Monthly Rent", "Mo. Rent", "Rent/Mo" → monthlyRent; "Annual Rent", "Annual Base
 * Rent", "Base Rent", "Rent" → annualRent; "Start", "Commencement", "Lease Start", "LCD" →
 * startDate; "End", "Expiration", "Lease End", "LXD", "Exp Date" → endDate; "Increases",
 * "Escalations", "Bumps" → annualRentIncrease; "Free Rent", "Abatement" → freeMonths; "TI", "TI
 * Allowance" → tenantImprovements. A monthly rent per sq ft ("Rent/SF/Mo"), shares ("% of GLA",
 * "Pro Rata Share"), recoveries ("CAM/SF"), market rent and dated steps ("Next Bump Date") map to
 * nothing.
 *
 * @example headerField('Annual Rent/SF') // 'rentPerSqft'
 * @example headerField('Mo. Rent') // 'monthlyRent'
 * @example headerField('Lease Exp.') // 'endDate'
 */
export function headerField(cell: unknown): RentRollField | null {
  // "Property Name: Main Street Plaza", "Total SF: 45,000": a label with its value, not a header.
  if (/:\s*\S/.test(cellText(cell))) return null;
  const h = normalizeHeader(cell);
  if (h === '' || /^\d+$/.test(h)) return null;
  for (const [pattern, field] of RULES) if (pattern.test(h)) return field(h);
  return null;
}

/** True when the header names a value per sq ft ("TI/SF", "TI PSF"). */
export function isPerSqftHeader(cell: unknown): boolean {
  return PER_SF.test(normalizeHeader(cell));
}

/**
 * A key that is the same for sheets with the same headers (case, spacing and punctuation
 * aside), so a UI can remember a mapping: the normalised headers joined by `|`, trailing blanks
 * dropped.
 *
 * @example rentRollHeadersKey(['Tenant', 'Suite #', 'Sq. Ft.', '']) // 'tenant|suite|sq ft'
 */
export function rentRollHeadersKey(headers: readonly unknown[]): string {
  const texts = Array.from(headers, (cell) => normalizeHeader(cell));
  while (texts.length > 0 && texts[texts.length - 1] === '') texts.pop();
  return texts.join('|');
}

/**
 * The column mapping: each column's header with its detected field, then `overrides` applied
 * (see `ParseRentRollOptions.columns`); each field ends on one column at most, the leftmost.
 */
export function buildColumns(
  header: { readonly texts: readonly string[]; readonly fields: readonly (RentRollField | null)[] },
  width: number,
  overrides: ColumnOverrides | undefined,
): RentRollColumn[] {
  const detected = header.fields;
  const overridden = overrideMap(overrides);
  const given = new Set([...overridden.values()].filter((field) => field !== null));
  let count = Math.max(width, header.texts.length);
  for (const index of overridden.keys()) count = Math.max(count, index + 1);
  count = Math.min(count, MAX_COLUMNS);
  const taken = new Set<RentRollField>();
  const columns: RentRollColumn[] = [];
  for (let index = 0; index < count; index++) {
    let field: RentRollField | null;
    if (overridden.has(index)) field = overridden.get(index) ?? null;
    else {
      field = detected[index] ?? null;
      if (field !== null && given.has(field)) field = null;
    }
    if (field !== null && taken.has(field)) field = null;
    if (field !== null) taken.add(field);
    columns.push({ index, header: header.texts[index] ?? '', field });
  }
  return columns;
}

/** The most columns read: Excel's own limit (XFD). */
export const MAX_COLUMNS = 16_384;

/**
 * `options.columns`: a `{ [columnIndex]: field | null }` record, or a `columns` list as
 * `parseRentRoll` returns it (each entry's `index` and `field` are read).
 */
export type ColumnOverrides =
  | Readonly<Record<number, RentRollField | null>>
  | readonly Pick<RentRollColumn, 'index' | 'field'>[];

/** The overrides as column index → field (unknown fields as null; bad indexes dropped). */
function overrideMap(overrides: ColumnOverrides | undefined): Map<number, RentRollField | null> {
  const out = new Map<number, RentRollField | null>();
  if (typeof overrides !== 'object' || overrides === null) return out;
  const entries: [unknown, unknown][] = Array.isArray(overrides)
    ? overrides.map((column: unknown) =>
        typeof column === 'object' && column !== null
          ? [(column as RentRollColumn).index, (column as RentRollColumn).field]
          : [undefined, null],
      )
    : Object.entries(overrides);
  for (const [key, field] of entries) {
    const index = typeof key === 'string' && key.trim() !== '' ? Number(key) : key;
    if (typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < MAX_COLUMNS)
      out.set(index, isField(field) ? field : null);
  }
  return out;
}

const FIELDS = new Set<unknown>([
  'tenantName',
  'suite',
  'sqft',
  'rentPerSqft',
  'monthlyRent',
  'annualRent',
  'startDate',
  'endDate',
  'annualRentIncrease',
  'freeMonths',
  'tenantImprovements',
  'nextIncreaseDate',
  'recoveryType',
  'chargeCode',
]);

/** True for a {@link RentRollField}. */
export function isField(value: unknown): value is RentRollField {
  return FIELDS.has(value);
}

/**
 * The `options.columns` record of an edited mapping (every column named), for
 * `parseRentRoll(rows, { columns: columnOverrides(columns) })`.
 *
 * @example columnOverrides([{ index: 0, header: 'Name', field: 'tenantName' }]) // { 0: 'tenantName' }
 */
export function columnOverrides(columns: readonly RentRollColumn[]): Record<number, RentRollField | null> {
  const out: Record<number, RentRollField | null> = {};
  for (const column of columns) out[column.index] = column.field;
  return out;
}

/** True when the header names a monthly amount ("Monthly Rent", "Rent/Mo"). */
export function isMonthlyHeader(cell: unknown): boolean {
  return MONTHLY.test(normalizeHeader(cell));
}
