/**
 * The checks on a goal-seek request: a known input and metric, a finite target, and an input the
 * deal actually uses. Each failure is a `RangeError` whose message a user can act on.
 */
import { resolveValidInput } from '../analyze.js';
import type { AnalysisInput, ResolvedInput } from '../types.js';
import {
  isSolveMetric,
  isSolveVary,
  isWaterfallIrr,
  SOLVE_METRIC_KEYS,
  SOLVE_METRICS,
  SOLVE_VARY_KEYS,
} from './solve-info.js';
import type { SolveMetric, SolveRequest, SolveVary } from './solve-types.js';
import { groupVaryProblem, isGroupVary } from './stack-varies.js';

/** The request with its fields checked (throws a `RangeError` naming the bad one). */
export function checkRequest(request: SolveRequest): SolveRequest {
  const r = (request ?? {}) as Partial<Record<keyof SolveRequest, unknown>>;
  if (!isSolveVary(r.vary)) {
    throw new RangeError(
      `Unknown input to vary: ${JSON.stringify(r.vary)}. Choose one of: ${SOLVE_VARY_KEYS.join(', ')}`,
    );
  }
  if (!isSolveMetric(r.metric)) {
    throw new RangeError(
      `Unknown metric: ${JSON.stringify(r.metric)}. Choose one of: ${SOLVE_METRIC_KEYS.join(', ')}`,
    );
  }
  if (typeof r.target !== 'number' || !Number.isFinite(r.target)) {
    throw new RangeError(`The target must be a number (got ${JSON.stringify(r.target) ?? String(r.target)})`);
  }
  return { vary: r.vary, metric: r.metric, target: r.target };
}

/** Why this deal cannot vary `vary` or aim at `metric`, or null when it can. */
export function solveProblemOf(vary: SolveVary, metric: SolveMetric, deal: ResolvedInput): string | null {
  const individual = deal.revenueInputType === 'individual';
  if (vary === 'annualRent' && individual) {
    return 'Annual rent is not used when the rent comes from the rent roll: vary the rent level (rentScale) instead';
  }
  if (vary === 'rentScale') {
    if (!individual)
      return 'The rent level scales the rent roll, and this deal uses an aggregate annual rent: vary annualRent instead';
    if (!deal.tenantLeases.some((lease) => lease.rentPerSqft > 0))
      return 'The rent level needs at least one lease with a rent';
  }
  if (vary === 'marketRentPerSqft' && deal.projectionMode !== 'leases') {
    return 'Market rent is used only by the lease-by-lease projection (projectionMode "leases")';
  }
  if (isGroupVary(vary)) {
    const problem = groupVaryProblem(vary, deal);
    if (problem !== null) return problem;
  }
  if (metric === 'npv' && deal.discountRate === null) return 'NPV needs a discount rate';
  if (isWaterfallIrr(metric) && deal.waterfall === null) {
    return `${SOLVE_METRICS[metric].label} needs a waterfall (the LP/GP split of the equity)`;
  }
  return null;
}

/** Throws a `RangeError` when this deal cannot vary `vary` or aim at `metric`. */
export function checkApplies(vary: SolveVary, metric: SolveMetric, deal: ResolvedInput): void {
  const problem = solveProblemOf(vary, metric, deal);
  if (problem !== null) throw new RangeError(problem);
}

/**
 * The inputs goal seek can vary on this deal (`annualRent` or `rentScale` by rent mode,
 * `marketRentPerSqft` only in leases mode), in picker order.
 *
 * @throws {InvalidDealError} when `input` is not a valid deal.
 */
export function solvableInputs(input: AnalysisInput): SolveVary[] {
  const deal = resolveValidInput(input);
  return SOLVE_VARY_KEYS.filter((vary) => solveProblemOf(vary, 'irr', deal) === null);
}

/**
 * Why goal seek cannot answer `request` on this deal (the message `solveFor` would throw), or null.
 * Never throws: an invalid deal answers with its first issue.
 */
export function solveProblem(input: AnalysisInput, request: SolveRequest): string | null {
  try {
    const { vary, metric } = checkRequest(request);
    return solveProblemOf(vary, metric, resolveValidInput(input));
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
