/**
 * `cre-underwrite solve`: goal seek from the command line. This module parses the command's flags
 * and writes its answer; cli-main.ts reads the deal (as the analysis command does) and prints the
 * analysis at the answer with the same table.
 */
import { isIsoDate } from './dates.js';
import {
  article,
  formatInput,
  formatMetric,
  isSolveMetric,
  isSolveVary,
  SOLVE_METRIC_KEYS,
  SOLVE_METRICS,
  SOLVE_VARIES,
  SOLVE_VARY_KEYS,
  targetPhrase,
} from './solve/solve-info.js';
import type { SolveRequest } from './solve/solve-types.js';

/** The flags of `solve`: the deal file (`-` is standard input), the request and the output form. */
export interface SolveOptions {
  file: string;
  json: boolean;
  asOf: string | null;
  request: SolveRequest;
}

/** The value of `--name value` or `--name=value` at `argv[i]`, and the index of the last token read. */
export function flagValue(
  argv: readonly string[],
  i: number,
  name: string,
): { value: string | undefined; next: number } {
  const arg = argv[i] as string;
  if (arg === name) return { value: argv[i + 1], next: i + 1 };
  return { value: arg.slice(name.length + 1), next: i };
}

const VALUE_FLAGS = ['--vary', '--metric', '--target', '--as-of'] as const;
type ValueFlag = (typeof VALUE_FLAGS)[number];

const flagOf = (arg: string): ValueFlag | undefined =>
  VALUE_FLAGS.find((flag) => arg === flag || arg.startsWith(`${flag}=`));

/** A flag's number: plain decimal or exponent notation only ("15", "1.25", "-3", "1e6"), else null. */
export function parseNumber(text: string): number | null {
  if (!/^\s*[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?\s*$/i.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/**
 * The options of `cre-underwrite solve <deal.json | -> --vary <input> --metric <metric> --target
 * <number> [--json] [--as-of yyyy-mm-dd]` (`argv` after `solve`), or the message that says what is
 * wrong with them.
 */
export function parseSolveArgs(argv: readonly string[]): SolveOptions | string {
  let file: string | null = null;
  let json = false;
  let asOf: string | null = null;
  const given: Partial<Record<ValueFlag, string>> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const flag = flagOf(arg);
    if (arg === '--json') json = true;
    else if (flag !== undefined) {
      const { value, next } = flagValue(argv, i, flag);
      i = next;
      if (value === undefined || value === '') return `${flag} needs a value`;
      given[flag] = value;
    } else if (arg !== '-' && arg.startsWith('-')) return `Unknown option ${arg}`;
    else if (file === null) file = arg;
    else return `Unexpected argument ${arg}`;
  }
  if (given['--as-of'] !== undefined) {
    if (!isIsoDate(given['--as-of'])) return '--as-of needs a date written yyyy-mm-dd';
    asOf = given['--as-of'];
  }
  const vary = given['--vary'];
  if (vary === undefined) return `Missing --vary: the input to vary, one of ${SOLVE_VARY_KEYS.join(', ')}`;
  if (!isSolveVary(vary)) return `Unknown --vary ${vary}: choose one of ${SOLVE_VARY_KEYS.join(', ')}`;
  const metric = given['--metric'];
  if (metric === undefined)
    return `Missing --metric: the metric to aim at, one of ${SOLVE_METRIC_KEYS.join(', ')}`;
  if (!isSolveMetric(metric))
    return `Unknown --metric ${metric}: choose one of ${SOLVE_METRIC_KEYS.join(', ')}`;
  const targetText = given['--target'];
  if (targetText === undefined)
    return 'Missing --target: the value the metric should reach (15 for 15%, 1.25 for 1.25x)';
  const target = parseNumber(targetText);
  if (target === null) return `--target needs a number (15 for 15%, 1.25 for 1.25x), not ${targetText}`;
  if (file === null) return 'Missing the deal file';
  return { file, json, asOf, request: { vary, metric, target } };
}

/** "Purchase Price for a 15% IRR: $12,203,039": the answer of a solved request. */
export function solvedLine(request: SolveRequest, value: number): string {
  return `${SOLVE_VARIES[request.vary].label} for ${targetPhrase(request.metric, request.target)}: ${formatInput(request.vary, value)}`;
}

/** "a purchase price of $12,203,039", "an interest rate of 6.36%". */
function atValue(request: SolveRequest, value: number): string {
  const noun = SOLVE_VARIES[request.vary].noun;
  return `${article(noun)} ${noun} of ${formatInput(request.vary, value)}`;
}

/** "Closest: at a vacancy rate of 0% the IRR is 20.0%": the nearest approach to an out-of-reach target. */
export function closestLine(request: SolveRequest, best: { value: number; metricValue: number }): string {
  const metric = SOLVE_METRICS[request.metric];
  return `Closest: at ${atValue(request, best.value)} the ${metric.noun} is ${formatMetric(metric.unit, best.metricValue)}`;
}

/** "Analysis at a purchase price of $12,203,039:": the heading of the table under a solved answer. */
export function analysisHeading(request: SolveRequest, value: number): string {
  return `Analysis at ${atValue(request, value)}:`;
}
