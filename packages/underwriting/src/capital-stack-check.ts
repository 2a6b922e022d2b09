/**
 * The fast check of a deal with a capital stack (underwriting.md section 12.1): the deal's other
 * fields by the generated fast check, each group by its hand-written resolver, the second loan
 * within the down payment. Anything it does not accept goes to the exact check, which finds the
 * issues.
 */
import { groupOf, NO, refinanceGroup, secondLoanGroup, waterfallGroup } from './capital-stack-groups.js';
import { resolveValidDeal } from './deal-resolve.gen.js';
import { isRecord, type Loose } from './deal-resolve.js';
import type { AnalysisInput, ResolvedInput } from './types.js';

/** True when the deal names a group of section 12 (a second loan, a refinance or a waterfall). */
export function hasGroup(input: AnalysisInput): boolean {
  const d = input as Loose;
  return isRecord(d) && (d.secondLoan != null || d.refinance != null || d.waterfall != null);
}

/**
 * A valid deal with at least one group of section 12, resolved (defaults applied) by hand: the
 * deal's other fields by the generated fast check, each group by its rules, the second loan within
 * the down payment. Null for anything else (no group, or any rule broken): the caller then runs
 * the exact check.
 */
export function resolveValidStack(input: AnalysisInput): ResolvedInput | null {
  if (!hasGroup(input)) return null;
  const d = input as Loose;
  const second = groupOf(d.secondLoan, secondLoanGroup);
  const refi = groupOf(d.refinance, refinanceGroup);
  const split = groupOf(d.waterfall, waterfallGroup);
  if (second === NO || refi === NO || split === NO) return null;
  const base = resolveValidDeal({ ...d, secondLoan: null, refinance: null, waterfall: null });
  if (base === null || (second !== null && second.percentOfPrice > base.downPaymentPercent)) return null;
  return { ...base, secondLoan: second, refinance: refi, waterfall: split };
}
