/**
 * From the panel's settings and the deal to the engine's `simulate` options, and the key that
 * tells whether a result is still the one the deal and settings would give.
 */
import {
  type AnalysisInput,
  type RiskMetric,
  type RiskSettings,
  riskMetricsFor,
  riskSettingsObject,
  type SimulateOptions,
} from '@cre/underwriting';

/** The IRR metrics the IRR targets apply to ("probability of an IRR below the target"). */
export const IRR_METRICS: readonly RiskMetric[] = ['irr', 'lpIrr', 'gpIrr'];

/**
 * The options of a simulation of the deal: the settings' runs, seed and variables, every metric of
 * this deal (`riskMetricsFor`: the LP and GP IRR with a waterfall), and the IRR targets as the IRR
 * metrics' thresholds.
 */
export function simulationOptions(input: AnalysisInput, settings: RiskSettings): SimulateOptions {
  const metrics = riskMetricsFor(input);
  const thresholds: Partial<Record<RiskMetric, readonly number[]>> = {};
  for (const metric of metrics) {
    if (IRR_METRICS.includes(metric)) thresholds[metric] = settings.irrTargets;
  }
  return { runs: settings.runs, seed: settings.seed, variables: settings.variables, metrics, thresholds };
}

/**
 * A simulation's identity: the deal and the settings it reads (not the tornado's metric). Equal keys,
 * equal results (the engine is deterministic, and the options follow from the deal and settings).
 */
export function simulationKey(input: AnalysisInput, settings: RiskSettings): string {
  const { runs, seed, variables, irrTargets } = settings;
  return JSON.stringify([input, runs, seed, variables, irrTargets]);
}

/**
 * The settings' messages by field, keyed by the path joined with dots (`runs`, `seed`,
 * `irrTargets.1`, `variables.0.distribution.max`); the first message of each field. Empty when
 * the settings are valid.
 */
export function settingsMessages(settings: RiskSettings): ReadonlyMap<string, string> {
  const parsed = riskSettingsObject.safeParse(settings);
  const messages = new Map<string, string>();
  if (parsed.success) return messages;
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join('.');
    if (!messages.has(key)) messages.set(key, issue.message);
  }
  return messages;
}
