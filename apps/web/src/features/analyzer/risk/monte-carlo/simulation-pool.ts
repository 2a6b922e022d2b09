/**
 * The Monte Carlo panel's worker pool: a few simulation workers kept warm between runs; a job's
 * runs are split into one contiguous range per worker (split-runs.ts), each worker posts its
 * samples, and the main thread only concatenates them in order and summarises them
 * (summarize-in-slices.ts). The simulation itself never runs on the main thread.
 */
import {
  type AnalysisInput,
  concatSamples,
  type SimulateOptions,
  type SimulationResult,
  type SimulationSamples,
} from '@cre/underwriting';
import type { YieldTask } from './next-task';
import { RUNS_PER_CHUNK, type WorkerReply, type WorkerRequest } from './simulation-protocol';
import { splitRuns } from './split-runs';
import { summarizeInSlices } from './summarize-in-slices';

/** What the pool needs of a Worker. */
export interface WorkerLike {
  postMessage(message: WorkerRequest): void;
  onmessage: ((event: MessageEvent<WorkerReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

/** How a job ended. */
export type SimulationOutcome =
  | { kind: 'done'; result: SimulationResult; samples: SimulationSamples }
  | { kind: 'cancelled' }
  | { kind: 'error'; message: string };

/** A running simulation. */
export interface SimulationJob {
  /** Settles once, with the outcome. */
  readonly done: Promise<SimulationOutcome>;
  /** Stops the workers at their next chunk; `done` settles as cancelled. */
  cancel(): void;
}

/** Runs simulations in workers. */
export interface SimulationPool {
  /** How many workers a job uses. */
  readonly size: number;
  /**
   * Starts the workers now (they load the engine), so the first run does not wait for them; with a
   * deal, each worker also simulates {@link WARM_RUNS} runs of it and drops them, so the engine's
   * code is compiled for this kind of deal before the first real run (a run sent meanwhile stops
   * the warm-up at its next chunk).
   */
  warm(input?: AnalysisInput, options?: SimulateOptions): void;
  /**
   * Simulates the deal with the options; `onProgress(done, total)` after every chunk a worker
   * finishes. Starting a job cancels the one running.
   */
  run(
    input: AnalysisInput,
    options: SimulateOptions,
    onProgress?: (done: number, total: number) => void,
  ): SimulationJob;
  /**
   * Asks the workers of the running job to stay off the CPU for `ms` from their next slice (a few
   * ms away), so the main thread has the machine while the user types; nothing without a job.
   */
  pause(ms: number): void;
  /** Cancels the running job and ends the workers. */
  dispose(): void;
}

/**
 * A worker's warm-up: at most this many runs of the deal, in chunks of {@link WARM_CHUNK}, and no
 * more than {@link WARM_BUDGET_MS} of its time. Measured in Chromium on the 20-tenant leases deal,
 * the first run after 200 or 1,000 warm-up runs still took about 1.5 times as long as the next
 * ones; after 4,000 it did not.
 */
export const WARM_RUNS = 5_000;
const WARM_CHUNK = 50;
/** The most time (ms) a worker spends warming up. */
export const WARM_BUDGET_MS = 300;
/** The job number of warm-ups: never a real job's (those count from 1), so their replies are dropped. */
const WARM_JOB = 0;

/** Options of {@link createSimulationPool}. */
export interface PoolOptions {
  size: number;
  /** Starts one worker. */
  spawn: () => WorkerLike;
  /** The main thread's task boundary between metrics' summaries. */
  yieldTask: YieldTask;
  /** Runs per chunk (progress and cancel points); {@link RUNS_PER_CHUNK} by default. */
  chunk?: number;
}

/** The running job's bookkeeping. */
interface ActiveJob {
  id: number;
  /** The range index each worker runs (by worker index), -1 when idle in this job. */
  done: number[];
  parts: (SimulationSamples | undefined)[];
  settle(outcome: SimulationOutcome): void;
  receive(worker: number, reply: WorkerReply): void;
}

/**
 * A pool of `size` workers from `spawn`, started on the first `warm()` or `run()`. A worker that
 * fails (its script did not load) fails the running job with a message and is replaced on the next
 * run.
 */
export function createSimulationPool({
  size,
  spawn,
  yieldTask,
  chunk = RUNS_PER_CHUNK,
}: PoolOptions): SimulationPool {
  const workers: (WorkerLike | null)[] = Array.from({ length: size }, () => null);
  let nextId = 1;
  let active: ActiveJob | null = null;

  function worker(index: number): WorkerLike {
    const existing = workers[index];
    if (existing) return existing;
    const created = spawn();
    created.onmessage = (event) => active?.receive(index, event.data);
    created.onerror = (event) => {
      event.preventDefault?.();
      created.terminate();
      workers[index] = null;
      active?.settle({
        kind: 'error',
        message: `A simulation worker failed${event.message ? `: ${event.message}` : ''}`,
      });
    };
    workers[index] = created;
    return created;
  }

  function stopActive() {
    const job = active;
    if (!job) return;
    for (const w of workers) w?.postMessage({ type: 'cancel', job: job.id });
    job.settle({ kind: 'cancelled' });
  }

  function run(
    input: AnalysisInput,
    options: SimulateOptions,
    onProgress?: (done: number, total: number) => void,
  ): SimulationJob {
    stopActive();
    const id = nextId++;
    const ranges = splitRuns(options.runs, size);
    let resolve!: (outcome: SimulationOutcome) => void;
    const done = new Promise<SimulationOutcome>((r) => {
      resolve = r;
    });
    let settled = false;
    const job: ActiveJob = {
      id,
      done: ranges.map(() => 0),
      parts: ranges.map(() => undefined),
      settle(outcome) {
        if (settled) return;
        settled = true;
        if (active === job) active = null;
        resolve(outcome);
      },
      receive(index, reply) {
        if (reply.job !== id || settled) return;
        if (reply.type === 'error') {
          for (const w of workers) w?.postMessage({ type: 'cancel', job: id });
          job.settle({ kind: 'error', message: reply.message });
        } else if (reply.type === 'progress') {
          job.done[index] = reply.done;
          onProgress?.(
            job.done.reduce((sum, n) => sum + n, 0),
            options.runs,
          );
        } else {
          job.parts[index] = reply.samples;
          if (job.parts.every((part) => part !== undefined)) void finish();
        }
      },
    };
    async function finish() {
      const samples = concatSamples(job.parts as SimulationSamples[]);
      try {
        const result = await summarizeInSlices(options, samples, yieldTask);
        if (!settled) job.settle({ kind: 'done', result, samples });
      } catch (error) {
        job.settle({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
      }
    }
    active = job;
    ranges.forEach((range, index) => {
      worker(index).postMessage({ type: 'run', job: id, input, options, chunk, ...range });
    });
    return {
      done,
      cancel: () => {
        if (active === job) stopActive();
      },
    };
  }

  return {
    size,
    warm: (input, options) => {
      for (let i = 0; i < size; i++) {
        const started = worker(i);
        if (!input || !options || active) continue;
        const runs = Math.min(WARM_RUNS, options.runs);
        started.postMessage({
          type: 'run',
          job: WARM_JOB,
          input,
          options: { ...options, runs },
          chunk: WARM_CHUNK,
          start: 0,
          end: runs,
          budgetMs: WARM_BUDGET_MS,
        });
      }
    },
    run,
    pause: (ms) => {
      if (!active) return;
      for (const w of workers) w?.postMessage({ type: 'pause', ms });
    },
    dispose: () => {
      stopActive();
      for (const w of workers) w?.terminate();
      workers.fill(null);
    },
  };
}
