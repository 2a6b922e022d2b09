/**
 * The checks of `tornado`'s and `simulate`'s options (underwriting.md section 13): each invalid
 * option throws a RangeError naming it (runs out of range, an unknown variable or metric, min >
 * max, sd < 0, a mode outside [min, max], a variable listed twice, lpIrr without a waterfall).
 */
import { analyzeResolved } from '../analyze.js';
import { groupValue, isGroupVary } from '../solve/stack-varies.js';
import type { AnalysisResult, ResolvedInput } from '../types.js';
import type { ResolvedDistribution } from './distributions.js';
import { RISK_MESSAGES as M } from './risk-messages.js';
import { isPartyIrr, isRiskMetric } from './risk-metrics.js';
import type { RiskMetric, RiskVariable, SimulationVariable, TornadoSwing } from './risk-types.js';
import { type Clamp, clampOf, type DerivedValues, isRiskVariable, variableValue } from './risk-variables.js';

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** What an analysis of the deal gives its unset fields (the reported exit cap rate, ...). */
export function derivedFrom(result: AnalysisResult): DerivedValues {
  return {
    exitCapRate: result.exitCapRate,
    goingInCapRate: result.goingInCapRate,
    avgRentPerSqft: result.avgRentPerSqft,
  };
}

/** A lazily computed analysis of the deal as given: what an unset exit cap rate reads as, and so on. */
export function derivedOf(deal: ResolvedInput): () => DerivedValues {
  let derived: DerivedValues | null = null;
  return () => {
    derived ??= derivedFrom(analyzeResolved(deal, { holdSearch: false, irr: false }));
    return derived;
  };
}

/** The metric, checked: known, and a party's IRR only on a deal with a waterfall. */
export function checkMetric(metric: unknown, deal: ResolvedInput): RiskMetric {
  if (!isRiskMetric(metric)) throw new RangeError(M.unknownMetric(String(metric)));
  if (isPartyIrr(metric) && deal.waterfall === null) throw new RangeError(M.noWaterfall(metric));
  return metric;
}

/** The metrics, checked, without repeats, in the order given (IRR when left out). */
export function checkMetrics(metrics: unknown, deal: ResolvedInput): RiskMetric[] {
  if (metrics === undefined) return ['irr'];
  if (!Array.isArray(metrics)) throw new RangeError(M.metrics);
  const out: RiskMetric[] = [];
  for (const metric of metrics) {
    const checked = checkMetric(metric, deal);
    if (!out.includes(checked)) out.push(checked);
  }
  return out;
}

/** The variable, checked: known, not seen before in the list, its group present in the deal. */
export function checkVariable(variable: unknown, deal: ResolvedInput, seen: Set<string>): RiskVariable {
  if (!isRiskVariable(variable)) throw new RangeError(M.unknownVariable(String(variable)));
  if (seen.has(variable)) throw new RangeError(M.twice(variable));
  seen.add(variable);
  if (isGroupVary(variable) && groupValue(deal, variable) === null) throw new RangeError(M.noGroup(variable));
  return variable;
}

/** Runs: a whole number from 1 to 100,000. */
export function checkRuns(runs: unknown): number {
  if (!Number.isInteger(runs) || (runs as number) < 1 || (runs as number) > 100_000)
    throw new RangeError(M.runs);
  return runs as number;
}

/** Seed: a safe integer. */
export function checkSeed(seed: unknown): number {
  if (!Number.isSafeInteger(seed)) throw new RangeError(M.seed);
  return seed as number;
}

/** A distribution, checked, with a normal's mean filled in from the deal. */
function resolveDistribution(
  entry: SimulationVariable,
  deal: ResolvedInput,
  derived: () => DerivedValues,
): ResolvedDistribution {
  const d: Record<string, unknown> = { ...entry.distribution };
  const variable = entry.variable;
  const need = (key: 'mean' | 'sd' | 'min' | 'mode' | 'max'): number => {
    const value = d[key];
    if (!isNumber(value)) throw new RangeError(M.number(key[0]?.toUpperCase() + key.slice(1), variable));
    return value;
  };
  if (d.kind === 'normal') {
    const sd = need('sd');
    if (sd < 0) throw new RangeError(M.sd(variable));
    let mean: number | null = d.mean === undefined ? null : need('mean');
    mean ??= variableValue(deal, variable, derived());
    if (mean === null) throw new RangeError(M.noValue(variable));
    return { kind: 'normal', mean, sd };
  }
  if (d.kind !== 'triangular' && d.kind !== 'uniform') throw new RangeError(M.kind(variable));
  const min = need('min');
  const max = need('max');
  if (min > max) throw new RangeError(M.minMax(variable));
  if (d.kind === 'uniform') return { kind: 'uniform', min, max };
  const mode = need('mode');
  if (mode < min || mode > max) throw new RangeError(M.mode(variable));
  return { kind: 'triangular', min, mode, max };
}

/** A simulated variable, checked, with its distribution resolved. */
export interface PlannedVariable {
  variable: RiskVariable;
  distribution: ResolvedDistribution;
  /** Its range on the deal and wholeness, for every draw. */
  clamp: Clamp;
}

/** The simulated variables, checked in list order (none when left out). */
export function checkVariables(
  variables: unknown,
  deal: ResolvedInput,
  derived: () => DerivedValues,
): PlannedVariable[] {
  if (variables === undefined) return [];
  if (!Array.isArray(variables)) throw new RangeError(M.variables);
  const seen = new Set<string>();
  return variables.map((entry: SimulationVariable) => {
    if (entry === null || typeof entry !== 'object') throw new RangeError(M.variables);
    const variable = checkVariable(entry.variable, deal, seen);
    const distribution = resolveDistribution({ ...entry, variable }, deal, derived);
    return { variable, distribution, clamp: clampOf(deal, variable) };
  });
}

/** Tornado swings, checked: known variables, each once, low and high numbers. */
export function checkSwings(swings: unknown, deal: ResolvedInput): TornadoSwing[] {
  if (!Array.isArray(swings)) throw new RangeError(M.swings);
  const seen = new Set<string>();
  return swings.map((swing: TornadoSwing) => {
    if (swing === null || typeof swing !== 'object') throw new RangeError(M.swings);
    const variable = checkVariable(swing.variable, deal, seen);
    if (!isNumber(swing.low)) throw new RangeError(M.number('Low', variable));
    if (!isNumber(swing.high)) throw new RangeError(M.number('High', variable));
    return { variable, low: swing.low, high: swing.high };
  });
}

/** Thresholds, checked: per known metric, a list of numbers. */
export function checkThresholds(thresholds: unknown): Partial<Record<RiskMetric, readonly number[]>> {
  if (thresholds === undefined || thresholds === null) return {};
  if (typeof thresholds !== 'object') throw new RangeError(M.thresholds('thresholds'));
  for (const [metric, list] of Object.entries(thresholds)) {
    if (!isRiskMetric(metric)) throw new RangeError(M.unknownMetric(metric));
    if (!Array.isArray(list) || !list.every(isNumber)) throw new RangeError(M.thresholds(metric));
  }
  return thresholds as Partial<Record<RiskMetric, readonly number[]>>;
}
