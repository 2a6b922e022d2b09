/**
 * Risk analysis's cost (underwriting.md section 13): `simulate()` in one thread, 10,000 runs of the
 * deal's default variables (`defaultSimulationVariables`; the metric IRR), as runs per second, and
 * one `tornado()` with the default swings, on the 12-tenant sample deal (simple projection) and the
 * 20- and 100-tenant lease-by-lease deals; next to each, one plain `analyze()` of the same deal
 * measured in the same run, and a simulation run's cost over it. CPU time (cpu-time.ts), best of 3;
 * the load average is printed before and after, since the machine is shared. Prints figures only.
 *
 * Like the other sections this runs under tsx, whose esbuild transform names every arrow function
 * where it is created (a `__name` call per closure made): closures made per run cost a little more
 * here than in the built package.
 */
import { loadavg } from 'node:os';
import { type AnalysisInput, analyze, defaultSimulationVariables, simulate, tornado } from '../src/index.js';
import { SAMPLE_DEAL } from '../test/fixtures/sample-deal.js';
import { cpuMicrosPerCall } from './cpu-time.js';
import { benchLeaseDeal } from './lease-deals.js';

/** The runs of each simulation timed. */
const RUNS = 10_000;

/** The 1-, 5- and 15-minute load averages, as `uptime` prints them. */
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

/** One deal's figures. */
interface RiskFigures {
  runsPerSecond: number;
  /** A simulation run's CPU time over one `analyze()` of the deal. */
  ratio: number;
  tornadoMillis: number;
}

/** Times `simulate` (best of 3 whole simulations), `analyze` and `tornado` on the deal and prints them. */
function measure(label: string, deal: AnalysisInput, analyzeIterations: number): RiskFigures {
  const options = { runs: RUNS, seed: 1, variables: defaultSimulationVariables(deal) };
  const simulateMicros = cpuMicrosPerCall(() => simulate(deal, options), 1, 3);
  const analyzeMicros = cpuMicrosPerCall(() => analyze(deal), analyzeIterations, 3);
  const rows = tornado(deal).rows.length;
  const tornadoMillis = cpuMicrosPerCall(() => tornado(deal), Math.max(5, analyzeIterations / 100), 3) / 1000;
  const runMicros = simulateMicros / RUNS;
  const runsPerSecond = 1e6 / runMicros;
  const ratio = runMicros / analyzeMicros;
  console.log(
    `  ${label.padEnd(30)} ${Math.round(runsPerSecond).toLocaleString('en-US').padStart(8)} runs/s` +
      ` (${runMicros.toFixed(2).padStart(7)} µs a run, ${(simulateMicros / 1000).toFixed(0).padStart(5)} ms for ${RUNS.toLocaleString('en-US')})` +
      `  analyze() ${analyzeMicros.toFixed(2).padStart(7)} µs: a run ${ratio.toFixed(2)}x` +
      `  tornado() ${tornadoMillis.toFixed(2).padStart(6)} ms (${rows} bars)`,
  );
  return { runsPerSecond, ratio, tornadoMillis };
}

console.log(
  `\nRisk analysis (section 13): simulate() single thread, ${RUNS.toLocaleString('en-US')} runs of the default variables (IRR), best of 3; one tornado() with the default swings; one analyze() of the same deal as the baseline (CPU time)`,
);
console.log(`  load average before: ${load()}`);
const figures = [
  measure('12-tenant sample deal, simple', SAMPLE_DEAL, 20_000),
  measure('20 tenants, leases mode', benchLeaseDeal(20), 2_000),
  measure('100 tenants, leases mode', benchLeaseDeal(100), 500),
];
console.log(`  load average after:  ${load()}`);

/** The fewest simulation runs per second of the three deals. */
export const simulateRunsPerSecond = Math.min(...figures.map((f) => f.runsPerSecond));
/** The largest ratio of a simulation run to one `analyze()` of the same deal. */
export const simulateRunRatio = Math.max(...figures.map((f) => f.ratio));
/** The slowest `tornado()` of the three deals, in milliseconds. */
export const tornadoMillis = Math.max(...figures.map((f) => f.tornadoMillis));
