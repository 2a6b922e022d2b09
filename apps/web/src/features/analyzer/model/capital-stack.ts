/**
 * The capital stack's groups as the form holds them (underwriting.md 12.1): the second loan, the
 * refinance and the waterfall, each an object or null. What the buttons add (the defaults below),
 * the waterfall's hurdle tiers, and reading and writing one number inside a group without
 * rebuilding anything else.
 */
import type { AnalyzerFormValues } from './form-values';

/** The second loan as the form holds it. */
export type SecondLoanValues = NonNullable<AnalyzerFormValues['secondLoan']>;
/** The refinance as the form holds it. */
export type RefinanceValues = NonNullable<AnalyzerFormValues['refinance']>;
/** The waterfall as the form holds it. */
export type WaterfallValues = NonNullable<AnalyzerFormValues['waterfall']>;
/** One hurdle tier of the waterfall. */
export type WaterfallTier = WaterfallValues['tiers'][number];

/** The waterfall holds at most this many hurdle tiers (the schema's limit). */
export const MAX_WATERFALL_TIERS = 4;

/**
 * "Add second loan": a mezzanine loan of 10 % of the price at 10 %, interest-only
 * (amortization blank), due in year 5 (the default hold, so no balloon inside it), fee 1 %.
 */
export const DEFAULT_SECOND_LOAN: Readonly<SecondLoanValues> = {
  percentOfPrice: 10,
  interestRate: 10,
  amortizationYears: null,
  maturityYears: 5,
  feePercent: 1,
};

/**
 * "Add refinance": at the end of year 3, 65 % of the value (at the exit cap rate: cap rate blank)
 * limited by a 1.25 DSCR, at 6 % on a 30-year amortization with no interest-only months, due in
 * 10 years, costs 1 %, no prepayment premium.
 */
export const DEFAULT_REFINANCE: Readonly<RefinanceValues> = {
  year: 3,
  loanToValuePercent: 65,
  minDscr: 1.25,
  capRate: null,
  interestRate: 6,
  amortizationYears: 30,
  interestOnlyMonths: 0,
  maturityYears: 10,
  costsPercent: 1,
  prepaymentPercent: 0,
};

/** "Add waterfall": LP 90 % of the equity, 8 % preferred return, no catch-up, no tiers, 20 % promote above. */
export const DEFAULT_WATERFALL: Readonly<WaterfallValues> = {
  lpEquityPercent: 90,
  prefRate: 8,
  catchUpPercent: 0,
  tiers: [],
  residualPromotePercent: 20,
};

/** Each proposed hurdle sits this many points above the one before (or the preferred return). */
const HURDLE_STEP = 4;
/** Each proposed promote is this many points above the tier before. */
const PROMOTE_STEP = 10;

/**
 * The tier "Add tier" proposes: a hurdle 4 points above the last one (the preferred return for the
 * first), and the last tier's promote plus 10 (the residual promote for the first), at most 99.
 */
export function nextWaterfallTier(waterfall: WaterfallValues): WaterfallTier {
  const last = waterfall.tiers.at(-1);
  return {
    hurdleIrr: (last?.hurdleIrr ?? waterfall.prefRate) + HURDLE_STEP,
    promotePercent: Math.min(
      99,
      last ? last.promotePercent + PROMOTE_STEP : waterfall.residualPromotePercent,
    ),
  };
}

/** The waterfall with one more proposed tier (unchanged at four tiers). */
export function withAddedTier(waterfall: WaterfallValues): WaterfallValues {
  if (waterfall.tiers.length >= MAX_WATERFALL_TIERS) return waterfall;
  return { ...waterfall, tiers: [...waterfall.tiers, nextWaterfallTier(waterfall)] };
}

/** The waterfall without tier `tier` (0-based). */
export function withoutTier(waterfall: WaterfallValues, tier: number): WaterfallValues {
  return { ...waterfall, tiers: waterfall.tiers.filter((_, k) => k !== tier) };
}

/** Keys of `T` that hold a number (or null). */
type NumberKey<T> = { [K in keyof T]-?: T[K] extends number | null ? K : never }[keyof T] & string;

/**
 * One number inside a group: a key of the second loan, the refinance or the waterfall, or (with
 * `tier`) a key of one of the waterfall's hurdle tiers.
 */
export type StackNumberRef =
  | { group: 'secondLoan'; field: NumberKey<SecondLoanValues>; tier?: undefined }
  | { group: 'refinance'; field: NumberKey<RefinanceValues>; tier?: undefined }
  | { group: 'waterfall'; field: NumberKey<WaterfallValues>; tier?: undefined }
  | { group: 'waterfall'; field: NumberKey<WaterfallTier>; tier: number };

type Row = Record<string, unknown>;

/** The object holding the number: the group itself, or the tier. Null when absent. */
function holderOf(values: AnalyzerFormValues, ref: StackNumberRef): Row | null {
  const group: Row | null = values[ref.group];
  if (!group) return null;
  if (ref.tier === undefined) return group;
  const tiers: readonly Row[] = values.waterfall?.tiers ?? [];
  return tiers[ref.tier] ?? null;
}

/** The number `ref` points at, or null (blank, or its group absent). */
export function stackNumber(values: AnalyzerFormValues, ref: StackNumberRef): number | null {
  const value = holderOf(values, ref)?.[ref.field];
  return typeof value === 'number' ? value : null;
}

/**
 * The values with the number `ref` points at set to `value`: a new group object (and tier list)
 * with that one key changed. The same values object when the group is absent or the number is
 * unchanged, so readers keyed on identity do not re-render.
 */
export function withStackNumber(
  values: AnalyzerFormValues,
  ref: StackNumberRef,
  value: number | null,
): AnalyzerFormValues {
  const holder = holderOf(values, ref);
  if (!holder || Object.is(holder[ref.field], value)) return values;
  const changed = { ...holder, [ref.field]: value };
  if (ref.tier === undefined) return { ...values, [ref.group]: changed };
  const waterfall = values.waterfall as WaterfallValues;
  const tiers = waterfall.tiers.map((tier, k) => (k === ref.tier ? (changed as WaterfallTier) : tier));
  return { ...values, waterfall: { ...waterfall, tiers } };
}

/**
 * The validation key of the number `ref` points at: the engine's dotted path
 * (`secondLoan.percentOfPrice`, `waterfall.tiers.1.hurdleIrr`), as `validateForm` keys it.
 */
export function stackErrorKey(ref: StackNumberRef): string {
  return ref.tier === undefined ? `${ref.group}.${ref.field}` : `${ref.group}.tiers.${ref.tier}.${ref.field}`;
}
