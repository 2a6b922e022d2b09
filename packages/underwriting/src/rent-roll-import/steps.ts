/**
 * Rent steps: from an increase cell (a percent or a dollar bump, yearly or every few years, from
 * the next increase date or the lease's anniversaries), from a step table's columns ("Step 1
 * Date | Step 1 Rent PSF | …") or from step rows below a lease; then kept within the lease.
 */
import { daysInMonth } from '../dates.js';
import { numberCell, parseDateCell } from './cells.js';
import type { Escalation } from './escalation.js';
import type { RentStep } from './fields.js';
import { isMonthlyHeader, isPerSqftHeader, normalizeHeader } from './headers.js';
import type { FieldCells } from './rows.js';

/** The most steps a lease holds (underwriting.md §11.1). */
export const MAX_RENT_STEPS = 40;

/** `date` plus `months` months (`yyyy-mm-dd`), the day clamped to the month's length. */
export function addMonths(date: string, months: number): string {
  const y0 = Number(date.slice(0, 4));
  const index = Number(date.slice(5, 7)) - 1 + months;
  const year = y0 + Math.floor(index / 12);
  const month = (((index % 12) + 12) % 12) + 1;
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(year, month));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Rent per sq ft rounded to 4 decimals (a hundredth of a cent). */
export const round4 = (value: number): number => Math.round(value * 10_000) / 10_000;

/** What the increase applies to. */
export interface StepBasis {
  /** The current rent per sq ft a year. */
  rentPerSqft: number;
  startDate: string;
  endDate: string;
  /** The next increase date, or null. */
  nextDate: string | null;
  /** The as-of date (the rent given is the rent then), or null. */
  asOf: string | null;
}

/** The first of `start` + k × `months` (k ≥ 1) after `after` (`start` itself when null). */
function firstAnniversary(start: string, months: number, after: string | null): { date: string; k: number } {
  let k = 1;
  let date = addMonths(start, months);
  while (after !== null && date <= after && k < 2400) {
    k++;
    date = addMonths(start, months * k);
  }
  return { date, k };
}

/**
 * The steps an increase makes: none for a percent without a next increase date (the percent
 * is `annualRentIncrease`), flat, unknown or blank; else the rent from the next increase date
 * (or the first anniversary of the start after the as-of date) and every year (every `months`
 * for "10% every 5 yrs") up to the end date: the k-th step is the current rent × (1 + rate)^k or
 * + k × the dollar amount, rounded to 4 decimals (a hundredth of a cent). At most one step over {@link MAX_RENT_STEPS} is made (the excess
 * is dropped by {@link keepSteps}).
 */
export function escalationSteps(escalation: Escalation, basis: StepBasis): RentStep[] {
  let months = 12;
  let rentAt: (k: number) => number;
  const base = basis.rentPerSqft;
  if (escalation.kind === 'percent') {
    if (basis.nextDate === null) return [];
    rentAt = (k) => base * (1 + escalation.rate / 100) ** k;
  } else if (escalation.kind === 'dollar') rentAt = (k) => base + escalation.amount * k;
  else if (escalation.kind === 'periodic') {
    months = escalation.months;
    rentAt = (k) => base * (1 + escalation.rate / 100) ** k;
  } else return [];
  const from =
    basis.nextDate ?? firstAnniversary(basis.startDate, months, basis.asOf ?? basis.startDate).date;
  const steps: RentStep[] = [];
  for (let k = 1; steps.length <= MAX_RENT_STEPS; k++) {
    const date = addMonths(from, months * (k - 1));
    if (date > basis.endDate) break;
    steps.push({ date, rentPerSqft: round4(rentAt(k)) });
  }
  return steps;
}

/**
 * The steps a lease keeps: those after its start and on or before its end, strictly ascending
 * (a step on or before the one kept before it is dropped), {@link MAX_RENT_STEPS} at most.
 */
export function keepSteps(
  steps: readonly RentStep[],
  startDate: string,
  endDate: string,
): { steps: RentStep[]; dropped: RentStep[] } {
  const kept: RentStep[] = [];
  const dropped: RentStep[] = [];
  for (const step of steps) {
    const last = kept[kept.length - 1];
    const inside = step.date > startDate && step.date <= endDate && Number.isFinite(step.rentPerSqft);
    if (!inside || (last !== undefined && step.date <= last.date) || kept.length >= MAX_RENT_STEPS)
      dropped.push(step);
    else kept.push(step);
  }
  return { steps: kept, dropped };
}

/** A step table's pair of columns: the step's date and its rent (per sq ft, a month or a year). */
export interface StepColumn {
  date: number;
  rent: number;
  per: 'sqft' | 'month' | 'year';
}

const STEP = /\b(?:step|bump|increase|escalation)s? (\d{1,2})\b/;

/**
 * The step table among the header's columns: "Step 1 Date | Step 1 Rent PSF | Step 2 Date | …"
 * (also "Bump 1", "Increase #1"): each number with a date column and a rent column, in order.
 */
export function stepColumns(texts: readonly string[]): StepColumn[] {
  const byNumber = new Map<number, Partial<StepColumn>>();
  texts.forEach((text, index) => {
    const h = normalizeHeader(text);
    const m = STEP.exec(h);
    if (!m) return;
    const n = Number(m[1]);
    const entry = byNumber.get(n) ?? {};
    if (/\b(?:date|effective|from|start)\b/.test(h)) entry.date ??= index;
    else if (/\b(?:rent|rate|amount|psf|\$)\b|\/ sf/.test(h)) {
      entry.rent ??= index;
      entry.per = isPerSqftHeader(text) ? 'sqft' : isMonthlyHeader(text) ? 'month' : 'year';
    }
    byNumber.set(n, entry);
  });
  return [...byNumber.entries()]
    .sort((a, b) => a[0] - b[0])
    .flatMap(([, entry]) =>
      entry.date !== undefined && entry.rent !== undefined && entry.per !== undefined
        ? [{ date: entry.date, rent: entry.rent, per: entry.per }]
        : [],
    );
}

/** Rent per sq ft a year of an amount per sq ft, a month or a year (null when unreadable). */
function perSqft(amount: unknown, per: StepColumn['per'], sqft: number): number | null {
  const value = numberCell(amount);
  if (typeof value !== 'number') return null;
  if (per === 'sqft') return value;
  if (!(sqft > 0)) return null;
  return per === 'month' ? (value * 12) / sqft : value / sqft;
}

/** The steps of a row's step-table cells (a pair with a blank or unreadable cell is skipped). */
export function tableSteps(
  row: readonly unknown[],
  columns: readonly StepColumn[],
  sqft: number,
): RentStep[] {
  const steps: RentStep[] = [];
  for (const column of columns) {
    const date = parseDateCell(row[column.date]);
    const rent = perSqft(row[column.rent], column.per, sqft);
    if (typeof date === 'string' && rent !== null) steps.push({ date, rentPerSqft: rent });
  }
  return steps;
}

/**
 * The step of a rent-step row below a lease: its date (start or next-increase column) and rent
 * (annual ÷ area, monthly × 12 ÷ area, or per sq ft, the first given), or null.
 */
export function rowStep(cells: FieldCells, sqft: number): RentStep | null {
  const date = parseDateCell(cells.startDate) ?? parseDateCell(cells.nextIncreaseDate);
  if (typeof date !== 'string') return null;
  const rent =
    perSqft(cells.annualRent, 'year', sqft) ??
    perSqft(cells.monthlyRent, 'month', sqft) ??
    perSqft(cells.rentPerSqft, 'sqft', sqft);
  return rent === null ? null : { date, rentPerSqft: rent };
}
