/**
 * How a lease recovers expenses: a lease-type cell ("NNN", "Gross", "Base Year 2024"), or a
 * tenancy schedule's charge codes (rent, CAM, tax, insurance, parking…).
 */
import { cellText, isBlank, numberCell } from './cells.js';
import type { RecoveryType } from './fields.js';
import type { FieldCells } from './rows.js';

const NNN =
  /^(?:nnn|nn|n|net|triple net|double net|absolute net|abs net|net lease|nnn lease|triple net lease)$/;
const GROSS = /^(?:gross|fsg|fs|full service|full service gross|gross lease|fs gross)$/;
const BASE_YEAR = /^(?:modified gross|mod gross|mg|base year|by|base yr)(?: \d{4})?$/;

/**
 * A lease-type cell as a recovery type: NNN, NN, Net, Triple Net → 'nnn'; Gross, FSG, Full
 * Service (Gross) → 'gross'; Modified Gross, MG, Base Year, BY, "BY 2024" → 'base-year'; blank →
 * null; anything else → undefined (unknown).
 *
 * @example recoveryOf('Triple Net') // 'nnn'
 * @example recoveryOf('BY 2024') // 'base-year'
 */
export function recoveryOf(cell: unknown): RecoveryType | null | undefined {
  if (isBlank(cell)) return null;
  const text = cellText(cell)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  if (NNN.test(text)) return 'nnn';
  if (GROSS.test(text)) return 'gross';
  if (BASE_YEAR.test(text)) return 'base-year';
  return undefined;
}

/** What a charge code bills: base rent, a recovery (CAM, tax, insurance) or something else. */
export type ChargeKind = 'rent' | 'recovery' | 'other';

/**
 * The kind of a charge code: "rnt", "rent", "base", "bsr" → rent; "cam", "tax", "ret", "rtx",
 * "ins", "opex" → recovery; "prk", "park", "util", "sto"… → other.
 *
 * @example chargeKind('rnt') // 'rent'
 * @example chargeKind('CAM') // 'recovery'
 */
export function chargeKind(code: string): ChargeKind {
  const text = code.trim().toLowerCase();
  if (/^(?:rnt|rent|base|bsr|brnt|br\b|minimum rent|min rent)/.test(text)) return 'rent';
  if (
    /^(?:cam|tax|ret\b|retax|re tax|rtx|ins|opex|op ex|nnn|rec\b|recover|real estate tax|property tax)/.test(
      text,
    )
  )
    return 'recovery';
  return 'other';
}

/** One charge of a lease: its code and its amount a year (annual, else monthly × 12), or null. */
export interface Charge {
  code: string;
  annual: number | null;
}

/** The charge a row holds (the tenant row holds its first), or null without a charge code. */
export function chargeOf(cells: FieldCells): Charge | null {
  const code = cellText(cells.chargeCode);
  if (code === '') return null;
  const annual = numberCell(cells.annualRent);
  const monthly = numberCell(cells.monthlyRent);
  return {
    code,
    annual: typeof annual === 'number' ? annual : typeof monthly === 'number' ? monthly * 12 : null,
  };
}

/** The base rent a year of a lease's charges: the sum of its rent charges, or null without one. */
export function chargedRent(charges: readonly Charge[]): number | null {
  let total: number | null = null;
  for (const charge of charges)
    if (chargeKind(charge.code) === 'rent' && charge.annual !== null) total = (total ?? 0) + charge.annual;
  return total;
}

/** 'nnn' when the charges recover CAM, tax or insurance, else 'gross'. */
export function chargedRecovery(charges: readonly Charge[]): RecoveryType {
  return charges.some((charge) => chargeKind(charge.code) === 'recovery') ? 'nnn' : 'gross';
}
