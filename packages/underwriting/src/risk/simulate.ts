/**
 * `simulate`: the Monte Carlo simulation of underwriting.md section 13.2. Each run draws every
 * variable in list order from the seeded stream (random.ts, distributions.ts), clamps it to the
 * variable's valid range and analyzes the deal: `analyzeResolved` at the depth the metrics need
 * (no hold search; the IRR solved only when asked for), with the rent roll and the lease-by-lease
 * projection computed once when no variable changes them. Every figure equals `analyze()`'s for
 * the same drawn inputs. Run k's draws depend only on the seed and k, so a range of runs can be
 * computed on its own (`simulationRunner`) and the ranges joined (`concatSamples`,
 * `summarizeSimulation`) give exactly what one `simulate` call gives.
 */
import {
  type AnalysisDepth,
  analyzeResolved,
  type Income,
  incomeOf,
  incomeReads,
  resolveValidInput,
} from '../analyze.js';
import type { AnalysisInput, ResolvedInput } from '../types.js';
import { draw, uniformsPerDraw } from './distributions.js';
import { Xoshiro128 } from './random.js';
import { RISK_MESSAGES as M } from './risk-messages.js';
import { riskMetricOf } from './risk-metrics.js';
import {
  checkMetrics,
  checkRuns,
  checkSeed,
  checkThresholds,
  checkVariables,
  derivedOf,
  type PlannedVariable,
} from './risk-options.js';
import type { RiskMetric, SimulateOptions, SimulationResult, SimulationSamples } from './risk-types.js';
import { applyVariable, clampTo, isLever } from './risk-variables.js';
import { metricStatistics } from './statistics.js';

/** A simulation ready to run any range of its runs. */
export interface SimulationRunner {
  /** The number of runs of the simulation. */
  readonly runs: number;
  /** The metrics each run reports, in the order asked. */
  readonly metrics: readonly RiskMetric[];
  /** Each metric's value in runs `start` (inclusive) to `end` (exclusive), NaN where it has none. */
  run(start: number, end: number): SimulationSamples;
}

/** Whether drawing the variable changes the rent roll's figures or the lease-by-lease projection. */
function changesIncome(deal: ResolvedInput, variable: string): boolean {
  if (variable === 'rentScale') return true;
  if (variable === 'expenseScale') return incomeReads(deal, 'propertyTaxes');
  return !isLever(variable) && incomeReads(deal, variable);
}

/**
 * Checks the deal and the options and prepares the runs; `run(start, end)` computes any range of
 * them (ranges in increasing order continue the stream; an earlier range restarts it).
 *
 * @throws {InvalidDealError} when `input` is not a valid deal.
 * @throws {RangeError} when an option is invalid (its message names it).
 */
export function simulationRunner(input: AnalysisInput, given: SimulateOptions): SimulationRunner {
  const base = resolveValidInput(input);
  const options: Partial<SimulateOptions> = given ?? {};
  const runs = checkRuns(options.runs);
  const seed = checkSeed(options.seed);
  const metrics = checkMetrics(options.metrics, base);
  const planned: PlannedVariable[] = checkVariables(options.variables, base, derivedOf(base));
  checkThresholds(options.thresholds);
  let perRun = 0;
  for (const entry of planned) perRun += uniformsPerDraw(entry.distribution);
  const depth: AnalysisDepth = { holdSearch: false, irr: metrics.includes('irr') };
  const shared: Income | undefined = planned.some((entry) => changesIncome(base, entry.variable))
    ? undefined
    : incomeOf(base);
  const cell: ResolvedInput = { ...base };
  let random = new Xoshiro128(seed);
  let position = 0;

  const run = (start: number, end: number): SimulationSamples => {
    if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end > runs || start > end) {
      throw new RangeError(`Runs ${start} to ${end} are not within 0 to ${runs}`);
    }
    if (start < position) {
      random = new Xoshiro128(seed);
      position = 0;
    }
    random.skip((start - position) * perRun);
    const out: SimulationSamples = {};
    const columns = metrics.map((metric) => {
      const column = new Float64Array(end - start);
      out[metric] = column;
      return column;
    });
    for (let k = 0; k < end - start; k++) {
      Object.assign(cell, base);
      for (const entry of planned) {
        const value = clampTo(entry.clamp, draw(entry.distribution, random));
        applyVariable(cell, base, entry.variable, value);
      }
      const result = analyzeResolved(cell, depth, shared);
      for (let m = 0; m < metrics.length; m++) {
        (columns[m] as Float64Array)[k] = riskMetricOf(result, metrics[m] as RiskMetric);
      }
    }
    position = end;
    return out;
  };
  return { runs, metrics, run };
}

/** Ranges of runs joined in the order given (each metric's values one after another). */
export function concatSamples(parts: readonly SimulationSamples[]): SimulationSamples {
  const out: SimulationSamples = {};
  const metrics = new Set<RiskMetric>();
  for (const part of parts) for (const key of Object.keys(part) as RiskMetric[]) metrics.add(key);
  for (const metric of metrics) {
    let length = 0;
    for (const part of parts) length += part[metric]?.length ?? 0;
    const joined = new Float64Array(length);
    let at = 0;
    for (const part of parts) {
      const values = part[metric];
      if (values) {
        joined.set(values, at);
        at += values.length;
      }
    }
    out[metric] = joined;
  }
  return out;
}

/**
 * The simulation's result from every run's values (`samples`, all `options.runs` runs in run
 * order): the statistics of each metric asked for, with the shares below its thresholds.
 *
 * @throws {RangeError} when a metric's values do not cover the runs.
 */
export function summarizeSimulation(options: SimulateOptions, samples: SimulationSamples): SimulationResult {
  const thresholds = checkThresholds(options.thresholds);
  const metrics: SimulationResult['metrics'] = {};
  for (const metric of options.metrics ?? ['irr']) {
    const values = samples[metric];
    if (!values || values.length !== options.runs) {
      throw new RangeError(`${M.runs}: ${metric} has ${values?.length ?? 0} values for ${options.runs} runs`);
    }
    metrics[metric] = metricStatistics(values, thresholds[metric] ?? []);
  }
  return { runs: options.runs, seed: options.seed, metrics };
}

/**
 * Monte Carlo simulation (underwriting.md section 13.2): `runs` analyses of the deal, each with
 * every variable drawn from its distribution (in list order, from the stream `seed` selects) and
 * clamped to its valid range; for each metric asked for (IRR when left out), its mean, sample
 * standard deviation, min, max, percentiles (PERCENTILE.INC), the share of runs below each
 * threshold and a 20-bin histogram, over the runs where it has a value. The same input, options
 * and seed give the same result, bit for bit.
 *
 * @throws {InvalidDealError} when `input` is not a valid deal.
 * @throws {RangeError} when an option is invalid ("Runs must be a whole number from 1 to 100,000").
 * @example
 * simulate(deal, { runs: 10_000, seed: 7, metrics: ['irr'], thresholds: { irr: [0] },
 *   variables: [{ variable: 'exitCapRate', distribution: { kind: 'triangular', min: 6.5, mode: 7, max: 8.5 } }] })
 *   .metrics.irr.p50
 */
export function simulate(input: AnalysisInput, options: SimulateOptions): SimulationResult {
  const runner = simulationRunner(input, options);
  const metrics = [...runner.metrics];
  return summarizeSimulation({ ...options, metrics }, runner.run(0, runner.runs));
}
