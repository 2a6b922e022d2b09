/**
 * The flags of `cre-underwrite tornado` and `cre-underwrite simulate` (underwriting.md section 13):
 * their form is checked here (a usage error says what is wrong); the names of the variables, the
 * runs, the seed and the distributions' bounds are left to the engine, whose messages the command
 * prints as they are.
 */
import { flagValue, parseNumber } from './cli-solve.js';
import { isIsoDate } from './dates.js';
import { RISK_METRIC_KEYS, riskSettingsObject } from './risk/index.js';
import type { Distribution, RiskMetric, SimulationVariable, TornadoSwing } from './risk/risk-types.js';

/** What both commands take: the deal file (`-` is standard input), `--json` and `--as-of`. */
interface CommonArgs {
  file: string;
  json: boolean;
  asOf: string | null;
}

/** The flags of `tornado`: the metric and the swings (the engine's defaults when left out). */
export interface TornadoArgs extends CommonArgs {
  metric: RiskMetric | undefined;
  swings: TornadoSwing[] | undefined;
}

/** The flags of `simulate`: runs, seed, variables (the deal's defaults when left out), metrics, thresholds. */
export interface SimulateArgs extends CommonArgs {
  runs: number;
  seed: number;
  variables: SimulationVariable[] | undefined;
  metrics: RiskMetric[];
  thresholds: Partial<Record<RiskMetric, number[]>>;
}

/** The runs and seed of `simulate` when left out: the risk card's defaults (10,000 runs, seed 1). */
const SETTINGS = riskSettingsObject.parse({});

/** The deal file, `--json` and every value of each value flag, in the order given. */
interface Scanned {
  file: string;
  json: boolean;
  values: Map<string, string[]>;
}

/** Splits `argv` into the deal file, `--json` and the values of `flags` (`--flag value` or `--flag=value`). */
function scan(argv: readonly string[], flags: readonly string[]): Scanned | string {
  let file: string | null = null;
  let json = false;
  const values = new Map<string, string[]>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const flag = flags.find((name) => arg === name || arg.startsWith(`${name}=`));
    if (arg === '--json') json = true;
    else if (flag !== undefined) {
      const { value, next } = flagValue(argv, i, flag);
      i = next;
      if (value === undefined || value === '') return `${flag} needs a value`;
      values.set(flag, [...(values.get(flag) ?? []), value]);
    } else if (arg !== '-' && arg.startsWith('-')) return `Unknown option ${arg}`;
    else if (file === null) file = arg;
    else return `Unexpected argument ${arg}`;
  }
  return file === null ? 'Missing the deal file' : { file, json, values };
}

/** The `--as-of` date, null when left out, or the message for a malformed one. */
function asOfOf(scanned: Scanned): { asOf: string | null } | string {
  const given = scanned.values.get('--as-of');
  if (given === undefined) return { asOf: null };
  const last = given[given.length - 1] as string;
  return isIsoDate(last) ? { asOf: last } : '--as-of needs a date written yyyy-mm-dd';
}

/** True for the name of a metric risk analysis reports. */
const isMetricName = (name: string): name is RiskMetric => RISK_METRIC_KEYS.some((metric) => metric === name);

/** The message for a metric name risk analysis does not know. */
const unknownMetric = (flag: string, name: string) =>
  `Unknown ${flag} ${name}: choose one of ${RISK_METRIC_KEYS.join(', ')}`;

/** `<name>=<rest>` split at the first `=`, or null when either side is empty. */
function nameAndRest(text: string): [string, string] | null {
  const at = text.indexOf('=');
  return at > 0 && at < text.length - 1 ? [text.slice(0, at), text.slice(at + 1)] : null;
}

/** A comma-separated list of numbers, or the message naming the first that is not one. */
function numbersOf(text: string, flag: string, what: string): number[] | string {
  const out: number[] = [];
  for (const part of text.split(',')) {
    const value = parseNumber(part);
    if (value === null) return `${flag} ${what}: "${part}" is not a number`;
    out.push(value);
  }
  return out;
}

/** `--swing <variable>=<low>,<high>`. */
function swingOf(text: string): TornadoSwing | string {
  const split = nameAndRest(text);
  if (split === null) return `--swing needs <variable>=<low>,<high>, as exitCapRate=6.5,8 (not ${text})`;
  const [variable, rest] = split;
  const numbers = numbersOf(rest, '--swing', variable);
  if (typeof numbers === 'string') return numbers;
  if (numbers.length !== 2) return `--swing ${variable} needs 2 numbers (low,high), not ${numbers.length}`;
  return { variable, low: numbers[0] as number, high: numbers[1] as number };
}

/** The numbers each kind of distribution takes, as `--vary` writes them. */
const KINDS = {
  normal: 'mean,sd or sd',
  triangular: 'min,mode,max',
  uniform: 'min,max',
} as const;

/** True for a kind of distribution `--vary` knows. */
const isKind = (kind: string): kind is keyof typeof KINDS => Object.hasOwn(KINDS, kind);

/** The distribution a kind and its numbers describe, or null when the count is wrong. */
function distributionOf(kind: keyof typeof KINDS, n: number[]): Distribution | null {
  const [a, b, c] = n as [number, number, number];
  if (kind === 'normal' && n.length === 1) return { kind, sd: a };
  if (kind === 'normal' && n.length === 2) return { kind, mean: a, sd: b };
  if (kind === 'triangular' && n.length === 3) return { kind, min: a, mode: b, max: c };
  if (kind === 'uniform' && n.length === 2) return { kind, min: a, max: b };
  return null;
}

/** `--vary <variable>=<kind>:<numbers>`: `normal:mean,sd` (or `normal:sd`), `triangular:min,mode,max`, `uniform:min,max`. */
function variableOf(text: string): SimulationVariable | string {
  const split = nameAndRest(text);
  const colon = split === null ? -1 : split[1].indexOf(':');
  if (split === null || colon < 1) {
    return `--vary needs <variable>=<kind>:<numbers>, as exitCapRate=triangular:6.5,7,8.5 (not ${text})`;
  }
  const [variable, rest] = split;
  const kind = rest.slice(0, colon);
  if (!isKind(kind)) {
    return `--vary ${variable}: unknown distribution ${kind}: choose normal, triangular or uniform`;
  }
  const numbers = numbersOf(rest.slice(colon + 1), '--vary', variable);
  if (typeof numbers === 'string') return numbers;
  const distribution = distributionOf(kind, numbers);
  if (distribution === null) {
    return `--vary ${variable}=${kind} needs ${KINDS[kind]} (${numbers.length} number${numbers.length === 1 ? '' : 's'} given)`;
  }
  return { variable, distribution };
}

/** Every item of `texts` through `parse`, or the first message. */
function all<T>(texts: readonly string[], parse: (text: string) => T | string): T[] | string {
  const out: T[] = [];
  for (const text of texts) {
    const item = parse(text);
    if (typeof item === 'string') return item;
    out.push(item);
  }
  return out;
}

/**
 * The options of `cre-underwrite tornado <deal.json | -> [--metric <metric>] [--swing
 * <variable>=<low>,<high> ...] [--json] [--as-of yyyy-mm-dd]` (`argv` after `tornado`), or the
 * message that says what is wrong with them.
 */
export function parseTornadoArgs(argv: readonly string[]): TornadoArgs | string {
  const scanned = scan(argv, ['--metric', '--swing', '--as-of']);
  if (typeof scanned === 'string') return scanned;
  const date = asOfOf(scanned);
  if (typeof date === 'string') return date;
  const metrics = scanned.values.get('--metric') ?? [];
  if (metrics.length > 1) return '--metric is given more than once: a tornado shows one metric';
  const metric = metrics[0];
  if (metric !== undefined && !isMetricName(metric)) return unknownMetric('--metric', metric);
  const given = scanned.values.get('--swing');
  const swings = given === undefined ? undefined : all(given, swingOf);
  if (typeof swings === 'string') return swings;
  return { file: scanned.file, json: scanned.json, asOf: date.asOf, metric, swings };
}

/** A `--runs` or `--seed` value (the last one given) as a number; the engine checks it is whole and in range. */
function countOf(values: readonly string[] | undefined, flag: string, fallback: number): number | string {
  const text = values?.[values.length - 1];
  if (text === undefined) return fallback;
  const value = parseNumber(text);
  return value === null ? `${flag} needs a number, not ${text}` : value;
}

/** `--below <metric>=<x>,<y>` into `thresholds`, each metric one of `metrics`. */
function belowOf(
  texts: readonly string[],
  metrics: readonly RiskMetric[],
  thresholds: Partial<Record<RiskMetric, number[]>>,
): string | null {
  for (const text of texts) {
    const split = nameAndRest(text);
    if (split === null) return `--below needs <metric>=<value>,..., as irr=0,8 (not ${text})`;
    const [metric, rest] = split;
    if (!isMetricName(metric)) return unknownMetric('--below', metric);
    if (!metrics.includes(metric))
      return `--below ${metric}: ${metric} is not simulated (add --metric ${metric})`;
    const numbers = numbersOf(rest, '--below', metric);
    if (typeof numbers === 'string') return numbers;
    thresholds[metric] = [...(thresholds[metric] ?? []), ...numbers];
  }
  return null;
}

/**
 * The options of `cre-underwrite simulate <deal.json | -> [--runs N] [--seed S] [--vary
 * <variable>=<kind>:<numbers> ...] [--metric <metric> ...] [--below <metric>=<x>,... ...] [--json]
 * [--as-of yyyy-mm-dd]` (`argv` after `simulate`), or the message that says what is wrong with them.
 * Runs and seed default to 10,000 and 1, the metrics to IRR; no `--vary` leaves the variables to
 * the engine's defaults for the deal.
 */
export function parseSimulateArgs(argv: readonly string[]): SimulateArgs | string {
  const flags = ['--runs', '--seed', '--vary', '--metric', '--below', '--as-of'];
  const scanned = scan(argv, flags);
  if (typeof scanned === 'string') return scanned;
  const date = asOfOf(scanned);
  if (typeof date === 'string') return date;
  const runs = countOf(scanned.values.get('--runs'), '--runs', SETTINGS.runs);
  if (typeof runs === 'string') return runs;
  const seed = countOf(scanned.values.get('--seed'), '--seed', SETTINGS.seed);
  if (typeof seed === 'string') return seed;
  const given = scanned.values.get('--vary');
  const variables = given === undefined ? undefined : all(given, variableOf);
  if (typeof variables === 'string') return variables;
  const metrics: RiskMetric[] = [];
  for (const name of scanned.values.get('--metric') ?? ['irr']) {
    if (!isMetricName(name)) return unknownMetric('--metric', name);
    if (!metrics.includes(name)) metrics.push(name);
  }
  const thresholds: Partial<Record<RiskMetric, number[]>> = {};
  const wrong = belowOf(scanned.values.get('--below') ?? [], metrics, thresholds);
  if (wrong !== null) return wrong;
  return {
    file: scanned.file,
    json: scanned.json,
    asOf: date.asOf,
    runs,
    seed,
    variables,
    metrics,
    thresholds,
  };
}
