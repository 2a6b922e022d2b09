import { readFile } from 'node:fs/promises';
import { analyze } from './analyze.js';
import { type CliIo, EXIT, engineFailure, loadDeal, STDIN } from './cli-deal.js';
import { renderLeaseProjection } from './cli-lease-table.js';
import { runSimulate, runTornado } from './cli-risk.js';
import { parseSimulateArgs, parseTornadoArgs } from './cli-risk-args.js';
import { analysisHeading, closestLine, parseSolveArgs, solvedLine } from './cli-solve.js';
import { renderDebtSchedule, renderRefinance, renderWaterfall } from './cli-stack-table.js';
import { isIsoDate } from './dates.js';
import { type DebtScheduleYear, debtSchedule } from './debt-schedule.js';
import { resolveInput } from './defaults.js';
import { formatCurrency, formatPercent } from './format.js';
import { METRIC_GROUP_KEYS, METRIC_GROUPS, METRICS, type MetricKey, metricsOf } from './metrics/catalog.js';
import { formatMetricValue } from './metrics/format.js';
import { RISK_METRIC_KEYS } from './risk/index.js';
import { solveFor, withVaried } from './solve/solve.js';
import { SOLVE_METRIC_KEYS, SOLVE_VARY_KEYS } from './solve/solve-info.js';
import type { AnalysisInput, AnalysisResult } from './types.js';

export { type CliIo, EXIT } from './cli-deal.js';

export const USAGE = `Usage: cre-underwrite <deal.json | -> [--json] [--as-of yyyy-mm-dd]
       cre-underwrite solve <deal.json | -> --vary <input> --metric <metric> --target <number>
                            [--json] [--as-of yyyy-mm-dd]
       cre-underwrite tornado <deal.json | -> [--metric <metric>] [--swing <variable>=<low>,<high> ...]
                              [--json] [--as-of yyyy-mm-dd]
       cre-underwrite simulate <deal.json | -> [--runs N] [--seed S] [--vary <variable>=<kind>:<numbers> ...]
                               [--metric <metric> ...] [--below <metric>=<x>,... ...]
                               [--json] [--as-of yyyy-mm-dd]
       cre-underwrite --version

Validates a deal (the analysis inputs as JSON; - reads it from standard input) and prints its
underwriting metrics.
  --json              print the full analysis result as JSON
  --as-of yyyy-mm-dd  date WALT is measured from (default: the deal's asOf, else today)
  --version           print the version of @cre/underwriting

solve: goal seek. Finds the value of one input at which a metric reaches the target, and prints
it with the metrics at that value (exit 0), or why no value reaches it (exit 3).
  --vary <input>      ${SOLVE_VARY_KEYS.join(', ')}
  --metric <metric>   ${SOLVE_METRIC_KEYS.join(', ')}
  --target <number>   in the metric's unit: 15 for a 15% IRR, 1.25 for a 1.25x DSCR, dollars for NPV
  --json              print solveFor's result as JSON

tornado: sets one variable at a time to a low and a high value, everything else as given, and
prints the metric at each and the swing between them, largest swing first.
  --metric <metric>   ${RISK_METRIC_KEYS.join(', ')}
                      (default irr; lpIrr and gpIrr need a waterfall)
  --swing v=low,high  the two values to analyze, in the variable's unit (6.5,8 for an exit cap rate
                      of 6.5% and 8%; 0.9,1.1 for 90% and 110% of the rents); repeat for several;
                      the swings given replace the default ones
  --json              print tornado's result as JSON

simulate: Monte Carlo. Analyzes the deal N times, each time with every variable drawn from its
distribution, and prints each metric's statistics, shares and histogram.
  --runs N            1 to 100,000 (default 10,000)
  --seed S            a whole number; the same seed gives the same numbers (default 1)
  --vary v=kind:nums  normal:mean,sd (or normal:sd, centred on the deal's value),
                      triangular:min,mode,max or uniform:min,max, in the variable's unit; repeat for
                      several (default: the deal's default variables, listed in the output)
  --metric <metric>   as for tornado; repeat for several (default irr)
  --below m=x,...     the share of runs with the metric below each value (irr=0,8: below 0% and 8%)
  --json              print simulate's result as JSON

A variable (v) is rentScale or expenseScale (every rent, or the six operating expenses, times the
value: 1 is the deal as given) or a numeric input of the deal (purchasePrice, vacancyRate,
exitCapRate, interestRate, rentEscalationRate, marketRentGrowth, downtimeMonths, ...). An option
the engine refuses prints its message and exits 2.`;

interface Options {
  file: string;
  json: boolean;
  asOf: string | null;
}

function parseArgs(argv: readonly string[]): Options | string {
  let file: string | null = null;
  let json = false;
  let asOf: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--json') json = true;
    else if (arg === '--as-of' || arg.startsWith('--as-of=')) {
      const value = arg === '--as-of' ? argv[++i] : arg.slice('--as-of='.length);
      if (value === undefined || !isIsoDate(value)) return '--as-of needs a date written yyyy-mm-dd';
      asOf = value;
    } else if (arg !== STDIN && arg.startsWith('-')) return `Unknown option ${arg}`;
    else if (file === null) file = arg;
    else return `Unexpected argument ${arg}`;
  }
  return file === null ? 'Missing the deal file' : { file, json, asOf };
}

/** A row of the table: the label, then the value right-aligned. */
function row(label: string, value: string): string {
  return `  ${label.padEnd(Math.max(26, label.length + 1))}${value.padStart(16)}`;
}

/** What the table knows of the deal besides the result: the hold and the discount rate. */
interface TableDeal {
  holdPeriod: number;
  discountRate: number | null;
}

/** Words a metric's label takes on for this deal: the IRR's hold, the NPV's discount rate. */
const QUALIFIERS: Partial<Record<MetricKey, (deal: TableDeal) => string>> = {
  irr: ({ holdPeriod }) => ` (${holdPeriod}-year hold)`,
  npv: ({ discountRate }) => ` at ${discountRate === null ? '—' : formatPercent(discountRate)}`,
};

/** True when the result shows a capital stack (section 12): fees, a second loan, a refinance or a waterfall. */
const hasStack = (r: AnalysisResult) =>
  r.loanFees !== 0 || r.secondLoanAmount !== 0 || r.refinance !== null || r.waterfall !== null;

/** Every metric of the catalog, group by group under the group's heading, as the catalog labels and formats it. */
function metricLines(r: AnalysisResult, deal: TableDeal): string[] {
  // the capital stack's figures only for a deal that has one (a single loan prints as before)
  const groups = METRIC_GROUP_KEYS.filter((group) => group !== 'capitalStack' || hasStack(r));
  return groups.flatMap((group) => [
    METRIC_GROUPS[group],
    ...metricsOf(group).map((key) =>
      row(`${METRICS[key].label}${QUALIFIERS[key]?.(deal) ?? ''}`, formatMetricValue(key, r[key])),
    ),
  ]);
}

/**
 * The metrics as a readable table: every metric of the catalog under its group's heading (a null
 * value reads N/A), the recommended hold and its reason, the cash-flow projection, in leases
 * mode the lease-by-lease projection, and with a capital stack its debt schedule (`schedule`),
 * refinance and waterfall.
 */
export function renderTable(
  r: AnalysisResult,
  holdPeriod: number,
  discountRate: number | null,
  schedule: readonly DebtScheduleYear[] = [],
): string {
  const lines = [
    ...metricLines(r, { holdPeriod, discountRate }),
    `Recommended hold: ${r.optimalHoldPeriod} years (${r.optimalHoldTier})`,
    `  ${r.optimalHoldReason}`,
    'Cash flow projection',
    `  ${'Year'.padEnd(6)}${'NOI'.padStart(16)}${'Debt service'.padStart(16)}${'Cash flow'.padStart(16)}${'Cumulative'.padStart(16)}`,
    ...r.cashFlowProjections.map(
      (p) =>
        `  ${String(p.year).padEnd(6)}${formatCurrency(p.noi).padStart(16)}${formatCurrency(p.debtService).padStart(16)}` +
        `${formatCurrency(p.cashFlow).padStart(16)}${formatCurrency(p.cumulative).padStart(16)}`,
    ),
    ...(r.leaseProjection === null ? [] : renderLeaseProjection(r.leaseProjection, holdPeriod)),
    ...(hasStack(r) ? [...renderDebtSchedule(schedule), ...renderRefinance(r), ...renderWaterfall(r)] : []),
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * Runs the CLI on `argv` (without node and script) and returns the exit code: validates the deal
 * (a file, or standard input for `-`) with `analysisInputSchema`, printing each field's message
 * and exiting 1 when it is invalid, then prints the metrics table or, with `--json`, the result.
 * `solve`, `tornado` and `simulate` run goal seek and risk analysis on the deal (see {@link USAGE});
 * `--version` prints the package version.
 */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.stdout(`${USAGE}\n`);
    return EXIT.ok;
  }
  if (argv.includes('--version')) {
    io.stdout(`${io.version}\n`);
    return EXIT.ok;
  }
  if (argv[0] === 'solve') return solve(argv.slice(1), io);
  if (argv[0] === 'tornado') return withUsage(parseTornadoArgs(argv.slice(1)), io, runTornado);
  if (argv[0] === 'simulate') return withUsage(parseSimulateArgs(argv.slice(1)), io, runSimulate);
  const options = parseArgs(argv);
  if (typeof options === 'string') {
    io.stderr(`${options}\n\n${USAGE}\n`);
    return EXIT.usage;
  }
  const deal = await loadDeal(options.file, options.asOf, io);
  if (typeof deal === 'number') return deal;
  const result = analyze(deal);
  io.stdout(
    options.json
      ? `${JSON.stringify(result, null, 2)}\n`
      : renderTable(result, deal.holdPeriod, deal.discountRate, debtSchedule(resolveInput(deal), result)),
  );
  return EXIT.ok;
}
/** Runs a command on its parsed flags, or prints what is wrong with them and the usage (exit 2). */
function withUsage<T>(
  options: T | string,
  io: CliIo,
  run: (options: T, io: CliIo) => Promise<number>,
): Promise<number> | number {
  if (typeof options !== 'string') return run(options, io);
  io.stderr(`${options}\n\n${USAGE}\n`);
  return EXIT.usage;
}

/**
 * `cre-underwrite solve`: reads the deal as the analysis does, runs `solveFor`, prints the answer
 * and the analysis at it (exit 0), or the reason and the closest approach (exit 3); `--json` prints
 * solveFor's result. A request the deal cannot answer (a `RangeError`) exits 2 with its message.
 */
async function solve(argv: readonly string[], io: CliIo): Promise<number> {
  const options = parseSolveArgs(argv);
  if (typeof options === 'string') {
    io.stderr(`${options}\n\n${USAGE}\n`);
    return EXIT.usage;
  }
  const deal = await loadDeal(options.file, options.asOf, io);
  if (typeof deal === 'number') return deal;
  const { request } = options;
  let result: ReturnType<typeof solveFor>;
  try {
    result = solveFor(deal, request);
  } catch (error) {
    return engineFailure(error, options.file, io);
  }
  const code = result.value === null ? EXIT.outOfReach : EXIT.ok;
  if (options.json) {
    io.stdout(`${JSON.stringify(result, null, 2)}\n`);
    return code;
  }
  if (result.value === null) {
    io.stdout(`${result.reason}\n${result.best === null ? '' : `${closestLine(request, result.best)}\n`}`);
    return code;
  }
  const at: AnalysisInput = withVaried(deal, request.vary, result.value);
  const analysis = analyze(at);
  const note = result.note === undefined ? '' : `${result.note}\n`;
  io.stdout(
    `${solvedLine(request, result.value)}\n${note}\n${analysisHeading(request, result.value)}\n` +
      renderTable(analysis, deal.holdPeriod, deal.discountRate),
  );
  return code;
}

/** All of the process's standard input as UTF-8 text. */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The real terminal, file system, standard input and clock; `version` is the package's (the
 * entry point, `cli.ts`, reads it from package.json).
 */
export function nodeIo(version: string): CliIo {
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    readFile: (path) => readFile(path, 'utf8'),
    readStdin,
    version,
    today: () => {
      const now = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    },
  };
}
