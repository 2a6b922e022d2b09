import { type ChildProcess, execFileSync, fork, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus as cpuList } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { SERVER_MALLOC_ENV } from '../src/malloc-env.js';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

/** A child process serving HTTP on `port`. */
export interface RunningServer {
  port: number;
  child: ChildProcess;
  output: string[];
  stop(): Promise<void>;
}

async function waitForHttp(url: string, child: ChildProcess, output: string[], seconds = 30): Promise<void> {
  for (let i = 0; i < seconds * 10; i++) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output.join('')}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start:\n${output.join('')}`);
}

/** How {@link startServer} runs Node: under another program (`wrapper`, e.g. valgrind), and how long it may take. */
export interface LaunchOptions {
  /** Command and arguments Node runs under (its pid is the child's); default none. */
  wrapper?: string[];
  /** Seconds to wait for `readyPath` (default 30). */
  startSeconds?: number;
}

/**
 * Starts `script` (relative to apps/api) with `env` (and Node flags `execArgv`), waiting until
 * `readyPath` answers. The malloc settings `pnpm start` and the Docker image use are added.
 */
export async function startServer(
  script: string,
  env: Record<string, string>,
  port: number,
  readyPath: string,
  execArgv: string[] = [],
  launch: LaunchOptions = {},
): Promise<RunningServer> {
  const output: string[] = [];
  const childEnv = { PATH: process.env.PATH ?? '', ...SERVER_MALLOC_ENV, ...env, PORT: String(port) };
  const [command, ...wrapperArgs] = launch.wrapper ?? [];
  const child = command
    ? spawn(command, [...wrapperArgs, process.execPath, ...execArgv, script], {
        cwd: apiDir,
        env: childEnv,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    : fork(script, [], { cwd: apiDir, execArgv, env: childEnv, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  child.stdout?.on('data', (d: Buffer) => {
    output.push(d.toString());
    if (output.length > 200) output.shift();
  });
  child.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
  await waitForHttp(`http://127.0.0.1:${port}${readyPath}`, child, output, launch.startSeconds);
  return {
    port,
    child,
    output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Pins every thread of process `pid` to CPU `cpu` (or lets it run on every CPU again, `'all'`)
 * with `taskset -a` (Linux, util-linux); false where that cannot be done (no taskset, too few
 * CPUs, or the kernel refused).
 */
export function pinToCpu(pid: number | undefined, cpu: number | 'all'): boolean {
  const cpus = cpuList().length;
  if (pid === undefined || cpus < 2 || (cpu !== 'all' && cpus <= cpu)) return false;
  const list = cpu === 'all' ? `0-${cpus - 1}` : String(cpu);
  try {
    execFileSync('taskset', ['-a', '-cp', list, String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** CPU time (ms) a process has used so far, from /proc (Linux); null elsewhere. */
function cpuMs(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** Figures of one autocannon run. */
export interface LoadFigures {
  label: string;
  reqPerSec: number;
  /** Server CPU time per request in microseconds (robust to other load on the machine). */
  cpuUsPerRequest: number | null;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** Runs autocannon and keeps the figures the report prints. */
export async function load(
  label: string,
  options: Parameters<typeof autocannon>[0],
  serverPid?: number,
): Promise<LoadFigures & { raw: Result }> {
  const before = cpuMs(serverPid);
  const raw = await autocannon({ duration: 10, connections: 50, ...options });
  const after = cpuMs(serverPid);
  return {
    label,
    reqPerSec: raw.requests.average,
    cpuUsPerRequest:
      before !== null && after !== null && raw.requests.total > 0
        ? ((after - before) * 1000) / raw.requests.total
        : null,
    p50: raw.latency.p50,
    p99: raw.latency.p99,
    non2xx: raw.non2xx,
    errors: raw.errors + raw.timeouts,
    raw,
  };
}

/**
 * Measures `a` and `b` fairly on a shared, noisy machine: a short warm-up of each, then
 * alternating runs (a, b, a, b), keeping each side's best run.
 */
export async function compare(
  a: [string, Parameters<typeof autocannon>[0], number | undefined],
  b: [string, Parameters<typeof autocannon>[0], number | undefined],
  rounds = 2,
): Promise<[LoadFigures, LoadFigures]> {
  await autocannon({ ...a[1], duration: 2 });
  await autocannon({ ...b[1], duration: 2 });
  let bestA: LoadFigures | undefined;
  let bestB: LoadFigures | undefined;
  for (let i = 0; i < rounds; i++) {
    const ra = await load(a[0], { duration: 6, ...a[1] }, a[2]);
    const rb = await load(b[0], { duration: 6, ...b[1] }, b[2]);
    if (!bestA || ra.reqPerSec > bestA.reqPerSec) bestA = ra;
    if (!bestB || rb.reqPerSec > bestB.reqPerSec) bestB = rb;
  }
  return [bestA!, bestB!];
}

/** One row of the report table. */
export function formatRow(f: LoadFigures): string {
  const cpu = f.cpuUsPerRequest === null ? 'n/a' : `${f.cpuUsPerRequest.toFixed(0)} µs`;
  return `${f.label.padEnd(44)} ${f.reqPerSec.toFixed(0).padStart(8)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms   server CPU/request ${cpu.padStart(7)}   non-2xx ${f.non2xx}   errors ${f.errors}`;
}
