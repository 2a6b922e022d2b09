/**
 * The capital stack's years (underwriting.md section 12.4): the purchase loans as the hold
 * schedule reads them, and the 5-year cash-flow projection with the stack's debt service.
 */
import { loansBalanceAfter, loansServiceInYear } from './capital-stack.js';
import type { RefinancePlan } from './capital-stack-refinance.js';
import type { HoldDeal } from './hold-search.js';
import type { LeaseProjectionRun } from './lease-projection.js';
import type { Loan } from './loan-schedule.js';
import { cashFlowProjections, yearlyCashFlowProjections } from './projections.js';
import type { CashFlowProjection } from './types.js';

/** The purchase loans as the hold schedule reads them: debt service of year t, balance after k months. */
export function stackDebt(loans: readonly Loan[]): NonNullable<HoldDeal['debt']> {
  // methods, not arrow functions: named by their syntax, so a build that keeps function names
  // (tsx, the bench) adds no naming call per analysis
  return {
    serviceInYear(t: number) {
      return loansServiceInYear(loans, t);
    },
    balanceAfter(months: number) {
      return loansBalanceAfter(loans, months);
    },
  };
}

/**
 * The first five years' cash flows with the reported hold's loans (balloons included): the purchase
 * loans, replaced by the refinance loan after its year when the hold refinances (`plan`); simple
 * mode grows the NOI, leases mode reads the lease projection (its TI and LC taken off).
 */
export function stackProjections(
  noi: number,
  rentEscalationRate: number,
  run: LeaseProjectionRun | null,
  loans: readonly Loan[],
  plan: RefinancePlan | null,
): CashFlowProjection[] {
  const refinanced = plan === null ? [] : [plan.loan];
  const debt = {
    serviceInYear(t: number) {
      return plan !== null && t > plan.result.year
        ? loansServiceInYear(refinanced, t, plan.offset)
        : loansServiceInYear(loans, t);
    },
  };
  return run === null
    ? cashFlowProjections(noi, rentEscalationRate, debt.serviceInYear)
    : yearlyCashFlowProjections(run.yearly, debt.serviceInYear);
}
