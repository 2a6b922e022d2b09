/**
 * `cre-underwrite tornado` and `cre-underwrite simulate` (underwriting.md section 13): read the deal
 * as the analysis does, run `tornado()` or `simulate()` with the options the flags give
 * (cli-risk-args.ts) and print the table (cli-risk-table.ts) or, with `--json`, the engine's result
 * as it is. An option the engine refuses (a `RangeError`: runs out of range, an unknown variable,
 * min above max, ...) prints the engine's message and exits 2; an invalid deal exits 1.
 */
import { type CliIo, dealName, EXIT, engineFailure, loadDeal } from './cli-deal.js';
import type { SimulateArgs, TornadoArgs } from './cli-risk-args.js';
import { renderSimulation, renderTornado } from './cli-risk-table.js';
import {
  defaultSimulationVariables,
  riskVariableValue,
  simulate,
  type TornadoResult,
  tornado,
} from './risk/index.js';
import type { SimulateOptions, SimulationResult } from './risk/risk-types.js';

/** A result as `--json` prints it. */
const asJson = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * Runs `tornado` on the deal: the metric (IRR when not given) at each variable's low and high
 * value, largest swing first; prints the table, or `tornado()`'s result with `--json`. Returns the
 * exit code.
 */
export async function runTornado(args: TornadoArgs, io: CliIo): Promise<number> {
  const deal = await loadDeal(args.file, args.asOf, io);
  if (typeof deal === 'number') return deal;
  let result: TornadoResult;
  try {
    result = tornado(deal, { metric: args.metric, swings: args.swings });
  } catch (error) {
    return engineFailure(error, args.file, io);
  }
  io.stdout(
    args.json
      ? asJson(result)
      : renderTornado(dealName(args.file), args.metric ?? 'irr', result, args.swings === undefined),
  );
  return EXIT.ok;
}

/**
 * The options `simulate` runs with for these flags on this deal: the runs, seed and metrics given,
 * the thresholds given (none: no `thresholds`), and the variables given or, with no `--vary`, the
 * engine's `defaultSimulationVariables(deal)`.
 *
 * @throws {InvalidDealError} when the deal is not valid (the defaults need a valid deal).
 */
export function simulateOptionsOf(args: SimulateArgs, deal: Parameters<typeof simulate>[0]): SimulateOptions {
  return {
    runs: args.runs,
    seed: args.seed,
    variables: args.variables ?? defaultSimulationVariables(deal),
    metrics: args.metrics,
    ...(Object.keys(args.thresholds).length > 0 ? { thresholds: args.thresholds } : {}),
  };
}

/**
 * Runs the Monte Carlo simulation on the deal and prints the runs, seed, variables and each
 * metric's statistics and histogram, or `simulate()`'s result with `--json`. Returns the exit code.
 */
export async function runSimulate(args: SimulateArgs, io: CliIo): Promise<number> {
  const deal = await loadDeal(args.file, args.asOf, io);
  if (typeof deal === 'number') return deal;
  let options: SimulateOptions;
  let result: SimulationResult;
  try {
    options = simulateOptionsOf(args, deal);
    result = simulate(deal, options);
  } catch (error) {
    return engineFailure(error, args.file, io);
  }
  if (args.json) {
    io.stdout(asJson(result));
    return EXIT.ok;
  }
  const report = {
    deal: dealName(args.file),
    variables: options.variables,
    defaults: args.variables === undefined,
    valueOf: (variable: string) => riskVariableValue(deal, variable),
  };
  io.stdout(renderSimulation(report, result));
  return EXIT.ok;
}
