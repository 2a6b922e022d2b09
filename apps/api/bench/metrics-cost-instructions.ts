import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import { startServer } from './lib.js';
import { median, TARGET_PERCENT } from './metrics-cost-report.js';

const REQUESTS_PER_ROUND = 1000;
const ROUNDS = 14;
const WARM_UP_REQUESTS = 20000;
const SCRAPES = 20;

/** Whether valgrind (with callgrind_control) can be run here. */
function hasCallgrind(): boolean {
  try {
    execFileSync('valgrind', ['--version'], { stdio: 'ignore' });
    execFileSync('callgrind_control', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * The metrics' cost on `GET /api/user` counted in machine instructions, which, unlike seconds, do
 * not depend on what else the machine is doing: the one-process pair of apps
 * (`bench/metrics-pair-server.mjs`: with the metrics on `ports.with`, without on `ports.without`)
 * runs under `valgrind --tool=callgrind` with V8 in single-threaded mode; both are warmed up
 * uninstrumented, then {@link ROUNDS} pairs of {@link REQUESTS_PER_ROUND} requests (order swapped
 * each pair) are counted with `callgrind_control` (counters zeroed before each, read after), and
 * so is one `/metrics` scrape. User-space instructions only: the kernel's share of a request
 * (network, the same for both) is not counted, so the real relative cost is smaller still.
 * Prints a line saying so and returns where valgrind is missing.
 */
export async function measureMetricsInstructions(
  env: Record<string, string>,
  ports: { with: number; without: number },
  cookie: string,
): Promise<void> {
  const title = 'Metrics cost on GET /api/user in instructions (valgrind callgrind, one process, same run)';
  if (!hasCallgrind()) {
    console.log(`${title}: skipped, valgrind is not installed (apt-get install valgrind)\n`);
    return;
  }
  const token = env.METRICS_TOKEN ?? '';
  const server = await startServer(
    'bench/metrics-pair-server.mjs',
    {
      ...env,
      APP_URL: `http://127.0.0.1:${ports.with}`,
      PORT_WITHOUT: String(ports.without),
    },
    ports.with,
    '/api/health',
    ['--single-threaded', '--initial-old-space-size=2000'],
    {
      wrapper: ['valgrind', '--tool=callgrind', '--instr-atstart=no', '--callgrind-out-file=/dev/null'],
      startSeconds: 300,
    },
  );
  const pid = String(server.child.pid);
  const control = (...args: string[]) =>
    execFileSync('callgrind_control', [...args, pid], { stdio: ['ignore', 'pipe', 'ignore'] }).toString();
  /** Instructions since the counters were last zeroed. */
  const counted = () => {
    const out = control('-e', 'Ir');
    const figure = out.match(/Ir:\s*([\d,]+)/)?.[1] ?? out.match(/(\d[\d,]{5,})/)?.[1];
    if (!figure) throw new Error(`callgrind_control printed no instruction count:\n${out}`);
    return Number(figure.replaceAll(',', ''));
  };
  const requests = (port: number, amount: number) =>
    autocannon({ url: `http://127.0.0.1:${port}/api/user`, headers: { cookie }, connections: 10, amount });
  const perRequest: Record<'with' | 'without', number[]> = { with: [], without: [] };
  let scrapeIr = 0;
  try {
    for (const port of [ports.with, ports.without, ports.with, ports.without]) {
      await requests(port, WARM_UP_REQUESTS / 2);
    }
    control('-i', 'on');
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? (['with', 'without'] as const) : (['without', 'with'] as const);
      for (const side of order) {
        control('-z');
        const result = await requests(ports[side], REQUESTS_PER_ROUND);
        if (result.non2xx || result.errors)
          throw new Error(`${side}: ${result.non2xx} non-2xx, ${result.errors} errors`);
        perRequest[side].push(counted() / result.requests.total);
      }
    }
    control('-z');
    for (let i = 0; i < SCRAPES; i++) {
      const res = await fetch(`http://127.0.0.1:${ports.with}/metrics`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.status !== 200) throw new Error(`GET /metrics answered ${res.status}`);
      await res.text();
    }
    scrapeIr = counted() / SCRAPES;
    control('-i', 'off');
  } finally {
    await server.stop();
  }
  const w = median(perRequest.with);
  const wo = median(perRequest.without);
  const pairCosts = perRequest.with.map((x, i) => (x / (perRequest.without[i] ?? x) - 1) * 100);
  const cost = median(pairCosts);
  const quietest = (Math.min(...perRequest.with) / Math.min(...perRequest.without) - 1) * 100;
  const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
  console.log(
    `${title}; ${WARM_UP_REQUESTS} warm-up requests per app, then ${ROUNDS} pairs of ${REQUESTS_PER_ROUND} requests counted:`,
  );
  console.log(
    `  with:    ${perRequest.with.map(fmt).join(' / ')} instructions per request (median ${fmt(w)})`,
  );
  console.log(
    `  without: ${perRequest.without.map(fmt).join(' / ')} instructions per request (median ${fmt(wo)})`,
  );
  console.log(`  pair by pair, with/without − 1: ${pairCosts.map((c) => `${c.toFixed(2)} %`).join(', ')}`);
  console.log(
    `  cost = median of the pairs ${cost.toFixed(2)} % (target < ${TARGET_PERCENT} %: ${cost < TARGET_PERCENT ? 'met' : 'NOT MET'}); of the medians ${((w / wo - 1) * 100).toFixed(2)} %; of the quietest rounds (fewest instructions each side) ${quietest.toFixed(2)} %`,
  );
  console.log(
    '  (a round in which V8 deoptimises and recompiles something, or a scavenge promotes more, counts tens of thousands more per request: hence medians, not means)',
  );
  console.log(
    `  one /metrics scrape: ${fmt(scrapeIr)} instructions = ${(scrapeIr / wo).toFixed(1)} requests' worth (Prometheus every 15 s at 1,000 req/s: ${((scrapeIr / (15 * 1000 * wo)) * 100).toFixed(3)} %)\n`,
  );
}
