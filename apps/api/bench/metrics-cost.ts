import autocannon from 'autocannon';
import { parseExposition, sumOf } from '../test/helpers/exposition.js';
import { load, pinToCpu, startServer } from './lib.js';
import { type Method, reportMetricsCost, type Tally } from './metrics-cost-report.js';

const METHOD: Method = {
  rounds: Number(process.env.BENCH_METRICS_ROUNDS ?? 20),
  roundSeconds: 2,
  warmUpSeconds: 3,
  scrapeEveryMs: 1000,
  serverCpu: 1,
  clientCpu: 0,
};

/** The app with metrics, already serving, and how to reach its `/metrics`. */
interface MetricsServer {
  base: string;
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
  const timer = setInterval(scrape, METHOD.scrapeEveryMs);
  return {
    stop: async () => {
      clearInterval(timer);
      await Promise.all(pending);
      return { ok, failed };
    },
  };
}

/** GET /api/user requests the metrics app counted in `http_requests_total` so far. */
async function userRequestsCounted(server: MetricsServer): Promise<number> {
  const res = await fetch(`${server.base}/metrics`, { headers: { authorization: `Bearer ${server.token}` } });
  return sumOf(parseExposition(await res.text()), 'http_requests_total', {
    method: 'GET',
    route: '/api/user',
  });
}

/**
 * What the metrics cost on `GET /api/user`, side by side in one run: one fresh process
 * (`bench/metrics-pair-server.mjs`, with `env`: same database and session secret, so `cookie` is
 * signed in on both) serves the app twice, with the metrics on `ports.with` (METRICS_TOKEN from
 * `env`) and built with `metrics: false` on `ports.without` (metrics on there too when `control`:
 * an A/A run that shows the bench's own noise). One process, so the comparison carries none of
 * the few-percent bias two processes show even when identical. The process is pinned to one CPU
 * and autocannon to the other where taskset allows (no fight between load generator and server).
 * After a warm-up, the two are loaded in alternating rounds (order swapped each round) while the
 * metrics app's `/metrics` is scraped every second during its rounds; prints every round, the
 * medians, the paired cost with its 95 % interval against the < 2 % target, and CPU per request.
 */
export async function measureMetricsCost(
  env: Record<string, string>,
  ports: { with: number; without: number },
  cookie: string,
  control = false,
): Promise<void> {
  const token = env.METRICS_TOKEN;
  if (!token) throw new Error('measureMetricsCost needs METRICS_TOKEN in env');
  const server = await startServer(
    'bench/metrics-pair-server.mjs',
    {
      ...env,
      APP_URL: `http://127.0.0.1:${ports.with}`,
      PORT_WITHOUT: String(ports.without),
      ...(control ? { PAIR_CONTROL: '1' } : {}),
    },
    ports.with,
    '/api/health',
  );
  const pid = server.child.pid;
  const pinned =
    process.env.BENCH_PIN !== '0' &&
    pinToCpu(pid, METHOD.serverCpu) &&
    pinToCpu(process.pid, METHOD.clientCpu);
  const metrics: MetricsServer = { base: `http://127.0.0.1:${ports.with}`, token };
  const without = `http://127.0.0.1:${ports.without}`;
  const tally: Tally = {
    withRounds: [],
    withoutRounds: [],
    scrapes: { ok: 0, failed: 0 },
    counted: 0,
    sent: 0,
    offStatus: 0,
    control,
    pinned,
  };
  try {
    const offAnswer = await fetch(`${without}/metrics`);
    await offAnswer.arrayBuffer();
    tally.offStatus = offAnswer.status;
    const options = (base: string) => ({ url: `${base}/api/user`, headers: { cookie }, connections: 50 });
    for (const base of [metrics.base, without, metrics.base, without]) {
      await autocannon({ ...options(base), duration: METHOD.warmUpSeconds / 2 });
    }
    const countedBefore = await userRequestsCounted(metrics);
    const runWith = async () => {
      const scraper = scrapeEverySecond(metrics);
      const round = await load('with', { ...options(metrics.base), duration: METHOD.roundSeconds }, pid);
      tally.withRounds.push(round);
      tally.sent += round.raw.requests.total;
      const s = await scraper.stop();
      tally.scrapes = { ok: tally.scrapes.ok + s.ok, failed: tally.scrapes.failed + s.failed };
    };
    const runWithout = async () => {
      tally.withoutRounds.push(
        await load('without', { ...options(without), duration: METHOD.roundSeconds }, pid),
      );
    };
    for (let round = 0; round < METHOD.rounds; round++) {
      for (const run of round % 2 === 0 ? [runWith, runWithout] : [runWithout, runWith]) await run();
    }
    tally.counted = (await userRequestsCounted(metrics)) - countedBefore;
  } finally {
    await server.stop();
    if (pinned) pinToCpu(process.pid, 'all');
  }
  reportMetricsCost(tally, METHOD);
}
