/**
 * The simulation's statistics on the main thread without a long task: the engine's
 * `summarizeSimulation`, one metric per task (sorting 50,000 values is a few ms; all eight metrics
 * of a waterfall deal in one task could pass 50 ms on a slow machine).
 */
import {
  type RiskMetric,
  type SimulateOptions,
  type SimulationResult,
  type SimulationSamples,
  summarizeSimulation,
} from '@cre/underwriting';
import type { YieldTask } from './next-task';

/** The metrics present in the samples, in the options' order (the samples' own order without it). */
function metricsOf(options: SimulateOptions, samples: SimulationSamples): RiskMetric[] {
  const keys = Object.keys(samples) as RiskMetric[];
  return options.metrics ? options.metrics.filter((metric) => samples[metric] !== undefined) : keys;
}

/**
 * `summarizeSimulation(options, samples)`, computed metric by metric with a task boundary between
 * metrics. Each metric's statistics depend on its own samples and thresholds only, so the answer
 * is the one-call answer (the unit test holds them equal).
 */
export async function summarizeInSlices(
  options: SimulateOptions,
  samples: SimulationSamples,
  yieldTask: YieldTask,
): Promise<SimulationResult> {
  const metrics = metricsOf(options, samples);
  const result: SimulationResult = { runs: options.runs, seed: options.seed, metrics: {} };
  for (const [index, metric] of metrics.entries()) {
    if (index > 0) await yieldTask();
    const thresholds = options.thresholds?.[metric];
    const one = summarizeSimulation(
      { ...options, metrics: [metric], thresholds: thresholds ? { [metric]: thresholds } : undefined },
      { [metric]: samples[metric] },
    );
    result.metrics[metric] = one.metrics[metric];
    result.runs = one.runs;
    result.seed = one.seed;
  }
  return result;
}
