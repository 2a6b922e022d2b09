import autocannon from 'autocannon';
import { createMetrics } from '../src/observability/metrics.js';
import { parseExposition, sumOf } from '../test/helpers/exposition.js';
import { type LoadFigures, load, type RunningServer, startServer } from './lib.js';

const ROUNDS = 10;
const ROUND_SECONDS = 4;
const SCRAPE_EVERY_MS = 1000;
const TARGET_PERCENT = 2;

/** One autocannon round's figures. */
type Round = Awaited<ReturnType<typeof load>>;

/** The app process with metrics on, already serving, and how to reach its `/metrics`. */
export interface MetricsServer {
  base: string;
  pid: number | undefined;
  token: string;
}

/** Scrapes `/metrics` every second until stopped; counts the scrapes and the failed ones. */
function scrapeEverySecond(server: MetricsServer): { stop: () => Promise<{ ok: number; failed: number }> } {
  let ok = 0;
  let failed = 0;
  const pending = new Set<Promise<void>>();
  const scrape = () => {
    const done = fetch(`${server.base}/metrics`, { headers: { authorization: `Bearer ${server.token}` } })
      .then(async (res) => {
        await res.text();
        if (res.status === 200) ok++;
        else failed++;
      })
      .catch(() => {
        failed++;
      })
      .finally(() => pending.delete(done));
    pending.add(done);
  };
  const timer = setInterval(scrape, SCRAPE_EVERY_MS);
  return {
    stop: async () => {
      clearInterval(timer);
      await Promise.all(pending);
      return { ok, failed };
    },
  };
}

/** GET /api/user requests the server counted in `http_requests_total` so far. */
async function userRequestsCounted(server: MetricsServer): Promise<number> {
  const res = await fetch(`${server.base}/metrics`, { headers: { authorization: `Bearer ${server.token}` } });
  return sumOf(parseExposition(await res.text()), 'http_requests_total', {
    method: 'GET',
    route: '/api/user',
  });
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

const cpu = (f: LoadFigures) => (f.cpuUsPerRequest === null ? 'n/a' : `${f.cpuUsPerRequest.toFixed(0)} µs`);
const figures = (f: LoadFigures) =>
  `${f.reqPerSec.toFixed(0).padStart(7)} req/s  p99 ${String(f.p99).padStart(3)} ms  CPU/request ${cpu(f).padStart(7)}  non-2xx ${f.non2xx}  errors ${f.errors}`;

/** What the rounds of both servers gave. */
interface Tally {
  withRounds: Round[];
  withoutRounds: Round[];
  scrapes: { ok: number; failed: number };
  /** GET /api/user requests the metrics server counted during its rounds. */
  counted: number;
  offStatus: number;
}

/** How one half of the measurement is run. */
interface Half {
  env: Record<string, string>;
  ports: { with: number; without: number };
  cookie: string;
  control: boolean;
  /** Which server is started first (the other second). */
  first: 'with' | 'without';
  rounds: number;
}

/**
 * One half: starts both servers in the order `half.first` says, warms both up for 2 s, runs
 * `half.rounds` pairs of rounds (order swapped every pair), stops both, and adds to `tally`.
 */
async function runHalf(half: Half, tally: Tally): Promise<void> {
  const { env, ports, cookie } = half;
  const token = env.METRICS_TOKEN ?? '';
  const start = (port: number, extra: Record<string, string>) =>
    startServer(
      'dist/server.js',
      { ...env, ...extra, APP_URL: `http://127.0.0.1:${port}` },
      port,
      '/api/health',
    );
  const startOn = () => start(ports.with, {});
  const startOff = () => start(ports.without, { METRICS: half.control ? 'true' : 'false' });
  const servers: RunningServer[] = [];
  try {
    servers.push(await (half.first === 'with' ? startOn() : startOff()));
    servers.push(await (half.first === 'with' ? startOff() : startOn()));
    const [on, off] = (half.first === 'with' ? servers : [...servers].reverse()) as [
      RunningServer,
      RunningServer,
    ];
    const metrics: MetricsServer = { base: `http://127.0.0.1:${ports.with}`, pid: on.child.pid, token };
    const without = { base: `http://127.0.0.1:${ports.without}`, pid: off.child.pid };
    const offAnswer = await fetch(`${without.base}/metrics`);
    await offAnswer.arrayBuffer();
    tally.offStatus = offAnswer.status;
    const options = (base: string) => ({ url: `${base}/api/user`, headers: { cookie }, connections: 50 });
    await autocannon({ ...options(metrics.base), duration: 2 });
    await autocannon({ ...options(without.base), duration: 2 });
    const counted = await userRequestsCounted(metrics);
    const runWith = async () => {
      const scraper = scrapeEverySecond(metrics);
      tally.withRounds.push(
        await load('with', { ...options(metrics.base), duration: ROUND_SECONDS }, metrics.pid),
      );
      const s = await scraper.stop();
      tally.scrapes = { ok: tally.scrapes.ok + s.ok, failed: tally.scrapes.failed + s.failed };
    };
    const runWithout = async () => {
      tally.withoutRounds.push(
        await load('without', { ...options(without.base), duration: ROUND_SECONDS }, without.pid),
      );
    };
    for (let round = 0; round < half.rounds; round++) {
      for (const run of round % 2 === 0 ? [runWith, runWithout] : [runWithout, runWith]) await run();
    }
    tally.counted += (await userRequestsCounted(metrics)) - counted;
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

/**
 * What the metrics cost on `GET /api/user`, side by side in one run: two fresh app processes with
 * `env` (same database and session secret, so `cookie` is signed in on both), one with the
 * metrics on (METRICS_TOKEN from `env`) on `ports.with`, one with METRICS=false on
 * `ports.without` (METRICS on too when `control`: an A/A run that shows the bench's own bias and
 * noise). Fresh, so neither carries another benchmark's history; started in one order for the
 * first half of the rounds and restarted in the other order for the second half, since on this
 * machine the process started first tends to be a few percent slower even when both are identical.
 * Each half warms both up, then loads one server at a time with autocannon (50 connections, as
 * `pnpm bench`'s GET /api/user comparison) in alternating rounds of {@link ROUND_SECONDS} s, the
 * order swapped every round, while the metrics server's `/metrics` is scraped every second during
 * its rounds. Prints every round, the medians of the {@link ROUNDS} rounds, the cost
 * `1 − with/without` against the < 2 % target, and the servers' CPU per request.
 */
export async function measureMetricsCost(
  env: Record<string, string>,
  ports: { with: number; without: number },
  cookie: string,
  control = false,
): Promise<void> {
  if (!env.METRICS_TOKEN) throw new Error('measureMetricsCost needs METRICS_TOKEN in env');
  const tally: Tally = {
    withRounds: [],
    withoutRounds: [],
    scrapes: { ok: 0, failed: 0 },
    counted: 0,
    offStatus: 0,
  };
  const half = { env, ports, cookie, control, rounds: ROUNDS / 2 };
  await runHalf({ ...half, first: 'with' }, tally);
  await runHalf({ ...half, first: 'without' }, tally);
  report({ ...tally, control });
}

/** Prints the rounds, the medians and the verdict. */
function report(r: Tally & { control: boolean }) {
  console.log(
    `Metrics cost on GET /api/user (two fresh app processes; autocannon, 50 connections; ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s per server, order swapped each round, one server loaded at a time; same database and session;\n   rounds 1-${ROUNDS / 2} with the metrics server started first, rounds ${ROUNDS / 2 + 1}-${ROUNDS} after restarting both the other way round; 2 s warm-up each after every start)`,
  );
  console.log(
    `  with:    METRICS on, METRICS_TOKEN set, /metrics scraped every ${SCRAPE_EVERY_MS / 1000} s during its rounds (${r.scrapes.ok} scrapes answered 200, ${r.scrapes.failed} failed)`,
  );
  console.log(
    r.control
      ? `  without: CONTROL RUN, METRICS on here too, not scraped (GET /metrics without the token answers ${r.offStatus}): the "cost" below is the bench's own noise`
      : `  without: METRICS=false (GET /metrics answers ${r.offStatus})`,
  );
  r.withRounds.forEach((w, i) => {
    const wo = r.withoutRounds[i];
    console.log(`  round ${i + 1}  with ${figures(w)}   |   without ${wo ? figures(wo) : 'n/a'}`);
  });
  const withMedian = median(r.withRounds.map((f) => f.reqPerSec));
  const withoutMedian = median(r.withoutRounds.map((f) => f.reqPerSec));
  const cost = (1 - withMedian / withoutMedian) * 100;
  const sent = r.withRounds.reduce((sum, f) => sum + f.raw.requests.total, 0);
  console.log(`  median   with ${withMedian.toFixed(0)} req/s   without ${withoutMedian.toFixed(0)} req/s`);
  console.log(
    `  cost 1 − with/without = ${cost.toFixed(2)} % (target < ${TARGET_PERCENT} %: ${cost < TARGET_PERCENT ? 'met' : 'NOT MET'})`,
  );
  const halfCost = (from: number) =>
    (
      (1 -
        median(r.withRounds.slice(from, from + ROUNDS / 2).map((f) => f.reqPerSec)) /
          median(r.withoutRounds.slice(from, from + ROUNDS / 2).map((f) => f.reqPerSec))) *
      100
    ).toFixed(2);
  console.log(
    `  by half: ${halfCost(0)} % with the metrics server started first, ${halfCost(ROUNDS / 2)} % started second (the difference is start-order bias)`,
  );
  const cpuOf = (rounds: LoadFigures[]) =>
    median(rounds.map((f) => f.cpuUsPerRequest).filter((c): c is number => c !== null));
  const cpuWith = cpuOf(r.withRounds);
  const cpuWithout = cpuOf(r.withoutRounds);
  console.log(
    `  server CPU per request (median): with ${cpuWith.toFixed(1)} µs, without ${cpuWithout.toFixed(1)} µs (${(((cpuWith - cpuWithout) / cpuWithout) * 100).toFixed(1)} %)`,
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
    `  GET /api/user requests counted by /metrics during the rounds: ${r.counted} (autocannon completed ${sent})\n`,
  );
}

/** Two-sided 97.5 % quantiles of Student's t for 1…12 degrees of freedom. */
const T975 = [12.71, 4.3, 3.18, 2.78, 2.57, 2.45, 2.36, 2.31, 2.26, 2.23, 2.2, 2.18];

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
  const half = (T975[Math.min(n - 1, T975.length) - 1] ?? 2) * Math.sqrt(variance / Math.max(1, n));
  return { mean, low: mean - half, high: mean + half };
}

/** Nanoseconds the metrics' per-request work takes (observeRequest on a warm series), timed over 10⁶ calls. */
function metricsCodeNs(): number {
  const metrics = createMetrics();
  const calls = 1_000_000;
  for (let i = 0; i < 10_000; i++) metrics.observeRequest('GET', '/api/user', 200, 0.003);
  const started = process.hrtime.bigint();
  for (let i = 0; i < calls; i++) metrics.observeRequest('GET', '/api/user', 200, 0.003);
  return Number(process.hrtime.bigint() - started) / calls;
}
