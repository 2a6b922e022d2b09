import { readFileSync } from 'node:fs';

/** Percentiles of one measured request kind, in ms. */
export interface Latency {
  name: string;
  /** The server's resident memory after this kind of request (MB). */
  rssAfterMb?: number;
  count: number;
  p50: number;
  p95: number;
  p99: number;
  /** Status codes other than the expected one (a failed run must not pass as fast). */
  failures: number;
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;

/**
 * Sends `count` requests one after another (`request(i)` builds the i-th), timing each from send to
 * the last body byte; a response with another status than `expect` counts as a failure.
 */
export async function measure(
  name: string,
  count: number,
  expect: number,
  request: (i: number) => { url: string; init?: RequestInit },
): Promise<Latency> {
  const times: number[] = [];
  let failures = 0;
  for (let i = 0; i < count; i++) {
    const { url, init } = request(i);
    const started = performance.now();
    const res = await fetch(url, init);
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (res.status !== expect) failures++;
  }
  times.sort((a, b) => a - b);
  return {
    name,
    count,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    failures,
  };
}

/** A process's resident memory now (VmRSS, MB), 0 when it cannot be read. */
export function residentMb(pid: number | undefined): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** Samples a process's resident memory (VmRSS, MB) every 100 ms; `stop()` returns the largest seen. */
export function sampleMemory(pid: number | undefined): { stop: () => number } {
  let peak = 0;
  const read = () => {
    peak = Math.max(peak, residentMb(pid));
  };
  read();
  const timer = setInterval(read, 100);
  return {
    stop: () => {
      clearInterval(timer);
      read();
      return peak;
    },
  };
}

/** The table of figures, each read against its target ("met" / "NOT MET"). */
export function formatLatencies(rows: readonly (Latency & { target?: number })[]): string {
  const head = `  ${'request'.padEnd(44)}${'n'.padStart(5)}${'p50'.padStart(9)}${'p95'.padStart(9)}${'p99'.padStart(9)}  failures  RSS after  target (p95)`;
  const lines = rows.map((r) => {
    const verdict =
      r.target === undefined
        ? ''
        : `${r.p95 <= r.target && r.failures === 0 ? 'met' : 'NOT MET'} (≤ ${r.target} ms)`;
    return `  ${r.name.padEnd(44)}${String(r.count).padStart(5)}${r.p50.toFixed(1).padStart(9)}${r.p95.toFixed(1).padStart(9)}${r.p99.toFixed(1).padStart(9)}  ${String(r.failures).padStart(8)}  ${`${(r.rssAfterMb ?? 0).toFixed(0)} MB`.padStart(9)}  ${verdict}`;
  });
  return [head, ...lines].join('\n');
}
