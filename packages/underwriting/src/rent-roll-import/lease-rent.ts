/**
 * A lease row's rent a year per sq ft: the contract rent (annual, else monthly × 12, from the
 * row's cells or its tenancy-schedule rent charges) over the area, else the rent per sq ft given;
 * a rent per sq ft that does not match the contract rent beyond rounding is flagged.
 */
import { isBlank, numberCell } from './cells.js';
import type { RentRollFlag } from './fields.js';
import { RENT_ROLL_MESSAGES } from './messages.js';
import { type Charge, chargedRent } from './recovery.js';
import type { FieldCells } from './rows.js';

/** A value read from a cell: the value, or the raw cell for the schema to reject (undefined: blank). */
export type Read<T> = { ok: true; value: T } | { ok: false; input: unknown };

/** Reads a cell with `parse` (null: blank, undefined: unreadable). */
export function read<T>(cell: unknown, parse: (cell: unknown) => T | null | undefined): Read<T> {
  const value = parse(cell);
  if (value === null) return { ok: false, input: undefined };
  if (value === undefined) return { ok: false, input: rawInput(cell) };
  return { ok: true, value };
}

/** The raw cell as the schema should see it so that it says "must be a number" or "a valid date". */
function rawInput(cell: unknown): unknown {
  if (cell instanceof Date) return 'Invalid Date';
  return isBlank(cell) ? undefined : String(cell);
}

/** The rent field the rent came from. */
export type RentSource = 'rentPerSqft' | 'annualRent' | 'monthlyRent';

/** The rent as read. */
export interface RentRead {
  rent: Read<number>;
  source: RentSource | null;
  flags: RentRollFlag[];
}

/** Rent per sq ft rounded to cents times the area: the annual rent within this is rounding. */
const off = (product: number, annual: number, area: number) =>
  Math.abs(product - annual) > 0.005 * area + 0.5 + 1e-9;

/**
 * The rent per sq ft a year. From the first of: the rent charges of a tenancy schedule (when
 * `charges` is given), the annual rent (÷ area, unrounded), the monthly rent (× 12 ÷ area), the
 * rent per sq ft. A rent per sq ft (or monthly rent) that does not match the annual rent beyond
 * rounding is a 'rent-mismatch' flag; the annual rent wins. Without a usable area, an annual or
 * monthly rent gives 0 (the area's issue explains it).
 */
export function readRent(
  cells: FieldCells,
  area: number | null,
  charges: readonly Charge[] | null,
): RentRead {
  const flags: RentRollFlag[] = [];
  const perArea = (annual: number): Read<number> => ({ ok: true, value: area === null ? 0 : annual / area });
  if (charges !== null) {
    const annual = chargedRent(charges);
    return annual === null
      ? { rent: { ok: false, input: undefined }, source: null, flags }
      : { rent: perArea(annual), source: 'annualRent', flags };
  }
  const annual = numberCell(cells.annualRent);
  const monthly = numberCell(cells.monthlyRent);
  const given = numberCell(cells.rentPerSqft);
  if (typeof annual === 'number') {
    if (typeof given === 'number' && area !== null && off(given * area, annual, area))
      flags.push({ code: 'rent-mismatch', message: RENT_ROLL_MESSAGES.rentMismatch(given, area, annual) });
    if (typeof monthly === 'number' && Math.abs(monthly * 12 - annual) > 1 + 1e-9)
      flags.push({ code: 'rent-mismatch', message: RENT_ROLL_MESSAGES.monthlyMismatch(monthly, annual) });
  }
  for (const field of ['annualRent', 'monthlyRent', 'rentPerSqft'] as const) {
    if (isBlank(cells[field])) continue;
    const amount = read(cells[field], numberCell);
    if (!amount.ok || field === 'rentPerSqft') return { rent: amount, source: field, flags };
    return { rent: perArea(field === 'annualRent' ? amount.value : amount.value * 12), source: field, flags };
  }
  return { rent: { ok: false, input: undefined }, source: null, flags };
}
