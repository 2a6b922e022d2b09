import { createMetrics } from '../src/observability/metrics.js';
import type { LoadFigures } from './lib.js';

/** The throughput cost the metrics may have on GET /api/user, in %. */
export const TARGET_PERCENT = 2;

/** What the rounds of both apps gave. */
export interface Tally {
  withRounds: LoadFigures[];
  withoutRounds: LoadFigures[];
  scrapes: { ok: number; failed: number };
  /** GET /api/user requests the metrics app counted during its rounds. */
  counted: number;
  /** Requests autocannon completed against the metrics app during its rounds. */
  sent: number;
  /** GET /metrics on the app without metrics (404; 401 in the control, without the token). */
  offStatus: number;
  control: boolean;
  pinned: boolean;
}

/** How the rounds were run, for the report's heading. */
export interface Method {
  rounds: number;
  roundSeconds: number;
  warmUpSeconds: number;
  scrapeEveryMs: number;
  serverCpu: number;
  clientCpu: number;
}

/** The middle value (mean of the two middle ones for an even count). */
export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

const cpu = (f: LoadFigures) => (f.cpuUsPerRequest === null ? 'n/a' : `${f.cpuUsPerRequest.toFixed(0)} µs`);
const figures = (f: LoadFigures) =>
  `${f.reqPerSec.toFixed(0).padStart(6)} req/s  p99 ${String(f.p99).padStart(3)} ms  CPU/request ${cpu(f).padStart(6)}  non-2xx ${f.non2xx}  errors ${f.errors}`;

/** Two-sided 97.5 % quantiles of Student's t for 1…40 degrees of freedom (2.0 beyond). */
const T975 = [
  12.71, 4.3, 3.18, 2.78, 2.57, 2.45, 2.36, 2.31, 2.26, 2.23, 2.2, 2.18, 2.16, 2.14, 2.13, 2.12, 2.11, 2.1,
  2.09, 2.09, 2.08, 2.07, 2.07, 2.06, 2.06, 2.06, 2.05, 2.05, 2.05, 2.04, 2.04, 2.04, 2.03, 2.03, 2.03, 2.03,
  2.03, 2.02, 2.02, 2.02,
];

/**
 * The cost of each round pair, `1 − with/without` in %, and their mean with a 95 % interval (t):
 * rounds paired in time cancel the machine's slow drifts that medians of separate rounds keep.
 */
export function pairedCost(withRounds: readonly LoadFigures[], withoutRounds: readonly LoadFigures[]) {
  const costs = withRounds.flatMap((w, i) => {
    const wo = withoutRounds[i];
    return wo ? [(1 - w.reqPerSec / wo.reqPerSec) * 100] : [];
  });
  const n = costs.length;
  const mean = costs.reduce((a, b) => a + b, 0) / Math.max(1, n);
  const variance = costs.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, n - 1);
  const t = n - 1 > T975.length ? 2 : (T975[n - 2] ?? 12.71);
  const half = t * Math.sqrt(variance / Math.max(1, n));
  return { mean, low: mean - half, high: mean + half };
}

/** Nanoseconds the metrics' per-request work takes (a route's recorder on a warm series), timed over 10⁶ calls. */
function metricsCodeNs(): number {
  const record = createMetrics().routeRecorder('/api/user');
  const calls = 1_000_000;
  for (let i = 0; i < 10_000; i++) record('GET', 200, 0.003);
  const started = process.hrtime.bigint();
  for (let i = 0; i < calls; i++) record('GET', 200, 0.003);
  return Number(process.hrtime.bigint() - started) / calls;
}

/** Prints the method, every round, the medians, the paired cost with its interval, and the verdict. */
export function reportMetricsCost(r: Tally, m: Method): void {
  console.log(
    `Metrics cost on GET /api/user: the app with and without the metrics, side by side in ONE process (two instances of buildApp on two ports, same database and session), so no process-to-process bias;\n   autocannon, 50 connections; ${m.warmUpSeconds} s warm-up each, then ${m.rounds} alternating rounds of ${m.roundSeconds} s per app, one app loaded at a time, order swapped each round`,
  );
  console.log(
    r.pinned
      ? `  CPUs: the server process pinned to CPU ${m.serverCpu}, the bench and autocannon to CPU ${m.clientCpu} (taskset; BENCH_PIN=0 turns it off)`
      : '  CPUs: not pinned (BENCH_PIN=0, taskset missing, or fewer than 2 CPUs): server and load generator share the CPUs',
  );
  console.log(
    `  with:    METRICS on, METRICS_TOKEN set, /metrics scraped every ${m.scrapeEveryMs / 1000} s during its rounds (${r.scrapes.ok} scrapes answered 200, ${r.scrapes.failed} failed)`,
  );
  console.log(
    r.control
      ? `  without: CONTROL RUN, metrics on here too, not scraped (GET /metrics without the token answers ${r.offStatus}): the "cost" below is the bench's own noise`
      : `  without: buildApp(config, { metrics: false }) (GET /metrics answers ${r.offStatus})`,
  );
  r.withRounds.forEach((w, i) => {
    const wo = r.withoutRounds[i];
    const n = String(i + 1).padStart(2);
    console.log(`  round ${n}  with ${figures(w)}   |   without ${wo ? figures(wo) : 'n/a'}`);
  });
  const withMedian = median(r.withRounds.map((f) => f.reqPerSec));
  const withoutMedian = median(r.withoutRounds.map((f) => f.reqPerSec));
  console.log(
    `  median   with ${withMedian.toFixed(0)} req/s   without ${withoutMedian.toFixed(0)} req/s   (1 − with/without = ${((1 - withMedian / withoutMedian) * 100).toFixed(2)} %)`,
  );
  const cpuOf = (rounds: LoadFigures[]) =>
    median(rounds.map((f) => f.cpuUsPerRequest).filter((c): c is number => c !== null));
  const cpuWith = cpuOf(r.withRounds);
  const cpuWithout = cpuOf(r.withoutRounds);
  console.log(
    `  server CPU per request (median): with ${cpuWith.toFixed(1)} µs, without ${cpuWithout.toFixed(1)} µs (${(((cpuWith - cpuWithout) / cpuWithout) * 100).toFixed(2)} %)`,
  );
  const paired = pairedCost(r.withRounds, r.withoutRounds);
  const verdict =
    paired.high < TARGET_PERCENT
      ? 'met'
      : paired.low > TARGET_PERCENT
        ? 'NOT MET'
        : 'not resolved by this run';
  console.log(
    `  paired rounds: cost ${paired.mean.toFixed(2)} % (95 % interval ${paired.low.toFixed(2)} to ${paired.high.toFixed(2)} %; target < ${TARGET_PERCENT} %: ${verdict})`,
  );
  const ownNs = metricsCodeNs();
  console.log(
    `  the metrics code itself (route hook, label key, histogram and counter, timed in this process): ${ownNs.toFixed(0)} ns per request = ${((ownNs / 1000 / cpuWithout) * 100).toFixed(2)} % of the server's CPU per request`,
  );
  console.log(
    `  GET /api/user requests counted by /metrics during the rounds: ${r.counted} (autocannon completed ${r.sent})\n`,
  );
}
