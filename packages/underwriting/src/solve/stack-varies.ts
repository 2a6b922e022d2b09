/**
 * Goal seek's inputs inside the capital stack's groups (underwriting.md 12.1): the second loan's
 * share of the price, the refinance's loan-to-value, the waterfall's preferred return and residual
 * promote. Each is read from and written into its group, searched within what the group's rules
 * allow on this deal, and refused with a clear message when the deal has no such group.
 */
import type { ResolvedInput } from '../types.js';

/** An input of a capital-stack group goal seek can vary. */
export type GroupVary = 'secondLoanPercent' | 'refinanceLtv' | 'prefRate' | 'residualPromote';

/** The groups and their fields, by input. */
const PATHS = {
  secondLoanPercent: { group: 'secondLoan', key: 'percentOfPrice', what: 'a second loan' },
  refinanceLtv: { group: 'refinance', key: 'loanToValuePercent', what: 'a refinance' },
  prefRate: { group: 'waterfall', key: 'prefRate', what: 'a waterfall' },
  residualPromote: { group: 'waterfall', key: 'residualPromotePercent', what: 'a waterfall' },
} as const satisfies Record<
  GroupVary,
  { group: 'secondLoan' | 'refinance' | 'waterfall'; key: string; what: string }
>;

/** The smallest value of a field that must be above 0 (a share, a loan-to-value). */
const ABOVE_ZERO = 1e-6;

/** True for an input of a capital-stack group. */
export const isGroupVary = (vary: string): vary is GroupVary => Object.hasOwn(PATHS, vary);

/** What a deal holds of the groups (an engine input, a resolved deal, the analyzer's form values). */
interface Groups {
  secondLoan?: object | null | undefined;
  refinance?: object | null | undefined;
  waterfall?: object | null | undefined;
}

/** The input's value in the deal, or null when the deal has no such group. */
export function groupValue(deal: Groups, vary: GroupVary): number | null {
  const { group, key } = PATHS[vary];
  const values = deal[group] as Record<string, unknown> | null | undefined;
  const value = values?.[key];
  return typeof value === 'number' ? value : null;
}

/** `deal` with the input set to `value` inside its group (a copy of the group; nothing else changes). */
export function withGroupValue<D extends Groups>(deal: D, vary: GroupVary, value: number): D {
  const { group, key } = PATHS[vary];
  return { ...deal, [group]: { ...(deal[group] ?? {}), [key]: value } };
}

/** Why this deal cannot vary the input (it has no such group), or null. */
export function groupVaryProblem(vary: GroupVary, deal: ResolvedInput): string | null {
  return groupValue(deal, vary) === null
    ? `This deal has no ${PATHS[vary].what.slice(2)}: add ${PATHS[vary].what} first`
    : null;
}

/**
 * The input's valid range on this deal: the second loan up to the down payment; the loan-to-value
 * above 0 up to 100 %; the preferred return below the first hurdle; the residual promote below a
 * catch-up that it is the first promote of (and above 0 then).
 */
export function groupRange(vary: GroupVary, deal: ResolvedInput): { lo: number; hi: number } {
  const waterfall = deal.waterfall;
  switch (vary) {
    case 'secondLoanPercent':
      return { lo: ABOVE_ZERO, hi: deal.downPaymentPercent };
    case 'refinanceLtv':
      return { lo: ABOVE_ZERO, hi: 100 };
    case 'prefRate': {
      const first = waterfall?.tiers[0]?.hurdleIrr;
      return { lo: 0, hi: first === undefined ? 30 : Math.min(30, first - ABOVE_ZERO) };
    }
    case 'residualPromote': {
      const catchUp = waterfall?.catchUpPercent ?? 0;
      const governs = catchUp > 0 && (waterfall?.tiers.length ?? 0) === 0;
      return governs ? { lo: ABOVE_ZERO, hi: Math.min(99, catchUp - ABOVE_ZERO) } : { lo: 0, hi: 99 };
    }
  }
}
