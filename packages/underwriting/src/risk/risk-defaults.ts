/**
 * What the risk card fills in from a deal: the metrics it has, each variable's current value and
 * valid range, and the Monte Carlo's default variables.
 */
import { resolveValidInput } from '../analyze.js';
import type { AnalysisInput, ResolvedInput } from '../types.js';
import { metricsOfDeal } from './risk-metrics.js';
import { derivedOf } from './risk-options.js';
import type { RiskMetric, RiskVariable, SimulationVariable } from './risk-types.js';
import { type DerivedValues, variableRange, variableValue } from './risk-variables.js';

/**
 * The metrics this deal reports (section 13): IRR, then LP and GP IRR with a waterfall, NPV with a
 * discount rate, equity multiple, cash-on-cash, DSCR and NOI.
 *
 * @throws {InvalidDealError} when `input` is not a valid deal.
 */
export function riskMetricsFor(input: AnalysisInput): RiskMetric[] {
  return metricsOfDeal(resolveValidInput(input));
}

/**
 * The variable's value in the deal (defaults applied; an unset exit cap rate reads as the reported
 * one; 1 for `rentScale` and `expenseScale`), or null when the deal has none (an unset discount
 * rate, a group the deal does not have).
 *
 * @throws {InvalidDealError} when `input` is not a valid deal.
 */
export function riskVariableValue(input: AnalysisInput, variable: RiskVariable): number | null {
  const deal = resolveValidInput(input);
  return variableValue(deal, variable, derivedOf(deal)());
}

/**
 * The variable's valid range on this deal: drawn or swung values are clamped to it.
 *
 * @throws {InvalidDealError} when `input` is not a valid deal.
 */
export function riskVariableRange(input: AnalysisInput, variable: RiskVariable): { lo: number; hi: number } {
  return variableRange(resolveValidInput(input), variable);
}

/** A triangular distribution from `value - below` to `value + above`, within `lo..hi`. */
function triangular(variable: string, value: number, below: number, above: number, lo: number, hi: number) {
  const mode = Math.min(hi, Math.max(lo, value));
  return {
    variable,
    distribution: {
      kind: 'triangular' as const,
      min: Math.max(lo, mode - below),
      mode,
      max: Math.min(hi, mode + above),
    },
  };
}

/** The default variables of {@link defaultSimulationVariables}, from a resolved deal. */
export function simulationDefaults(deal: ResolvedInput, derived: DerivedValues): SimulationVariable[] {
  const range = (variable: string) => variableRange(deal, variable);
  const exit = range('exitCapRate');
  const vacancy = range('vacancyRate');
  const out: SimulationVariable[] = [
    triangular('exitCapRate', derived.exitCapRate, 0.5, 1, exit.lo, exit.hi),
  ];
  if (deal.projectionMode === 'leases') {
    out.push({
      variable: 'marketRentGrowth',
      distribution: { kind: 'normal', mean: deal.marketRentGrowth, sd: 1 },
    });
    out.push(triangular('vacancyRate', deal.vacancyRate, 3, 5, vacancy.lo, vacancy.hi));
    const downtime = range('downtimeMonths');
    out.push(triangular('downtimeMonths', deal.downtimeMonths, 3, 6, downtime.lo, downtime.hi));
    const renewal = range('renewalProbability');
    out.push(triangular('renewalProbability', deal.renewalProbability, 20, 10, renewal.lo, renewal.hi));
  } else {
    out.push({
      variable: 'rentEscalationRate',
      distribution: { kind: 'normal', mean: deal.rentEscalationRate, sd: 1 },
    });
    out.push(triangular('vacancyRate', deal.vacancyRate, 3, 5, vacancy.lo, vacancy.hi));
  }
  return out;
}

/**
 * The Monte Carlo's default variables for a deal: the exit cap rate triangular around the reported
 * one (0.5 below to 1 point above), then in leases mode market rent growth normal (sd 1 point),
 * vacancy triangular (3 points below to 5 above), downtime (3 months below to 6 above) and renewal
 * probability (20 points below to 10 above); in simple mode rent escalation normal (sd 1 point)
 * and vacancy. Every bound within the variable's valid range.
 *
 * @throws {InvalidDealError} when `input` is not a valid deal.
 */
export function defaultSimulationVariables(input: AnalysisInput): SimulationVariable[] {
  const deal = resolveValidInput(input);
  return simulationDefaults(deal, derivedOf(deal)());
}
