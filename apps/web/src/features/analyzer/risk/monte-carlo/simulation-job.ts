/**
 * The simulation worker's work, as plain functions (the worker file only wires them to its
 * messages, so tests run them in-process): a range of runs of the engine's `simulationRunner` in
 * slices of about {@link SLICE_MS} of work, with a task boundary between slices where a cancel or a
 * pause from the main thread is seen, and progress posted every {@link PROGRESS_POST_MS} or so.
 */
import { type RiskMetric, type SimulationSamples, simulationRunner } from '@cre/underwriting';
import { messageChannelYield, type YieldTask } from './next-task';
import type { RunRequest, WorkerReply, WorkerRequest } from './simulation-protocol';

/** Posts a reply, handing over the listed buffers (a worker's `postMessage`). */
export type PostReply = (reply: WorkerReply, transfer: Transferable[]) => void;

/** The work of one slice of runs (ms): a pause or cancel waits at most about this long. */
export const SLICE_MS = 8;
/** The least time between two progress messages of a range (ms). */
export const PROGRESS_POST_MS = 50;
/**
 * After a pause the worker works at least this long (ms) before it pauses again, so steady typing
 * slows a simulation down (to about a quarter of its speed at most) but never stops it.
 */
export const MIN_WORK_MS = 40;

/** How a range learns, between slices, that it should stop or wait. */
export interface RangeControl {
  /** A task boundary: messages sent to the worker are handled here. */
  yieldTask: YieldTask;
  /** True once the range's job is cancelled or replaced. */
  cancelled: () => boolean;
  /** How long (ms) the main thread asked the worker to stay off the CPU still, 0 when it did not. */
  pausedFor: () => number;
  /** Waits `ms` without using the CPU. */
  sleep: (ms: number) => Promise<void>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs the request's range into one Float64Array per metric, in slices sized to take about
 * {@link SLICE_MS} (at most `request.chunk` runs), posting `{ type: 'progress', done }` now and then
 * and `{ type: 'done', samples }` (the arrays' buffers transferred) at the end, or `{ type:
 * 'error', message }` when the engine throws (bad options: the engine's RangeError message).
 * Between slices it lets the worker's messages in, waits out a pause, and stops silently once
 * `cancelled()` says so or a warm-up's time budget is spent. Contiguous ranges in increasing order
 * continue the engine's stream, so the slices give exactly `run(start, end)`.
 */
export async function runRange(request: RunRequest, post: PostReply, control: RangeControl): Promise<void> {
  const { job, start, end, budgetMs } = request;
  const deadline = budgetMs === undefined ? Number.POSITIVE_INFINITY : performance.now() + budgetMs;
  const most = Math.max(1, request.chunk);
  try {
    const runner = simulationRunner(request.input, request.options);
    const out: SimulationSamples = {};
    const metrics: readonly RiskMetric[] = runner.metrics;
    for (const metric of metrics) out[metric] = new Float64Array(end - start);
    let size = Math.min(8, most);
    let posted = performance.now();
    for (let from = start; from < end; ) {
      const to = Math.min(end, from + size);
      const began = performance.now();
      const part = runner.run(from, to);
      const now = performance.now();
      for (const metric of metrics) out[metric]!.set(part[metric]!, from - start);
      size = Math.min(most, Math.max(1, Math.round(((to - from) * SLICE_MS) / Math.max(0.05, now - began))));
      from = to;
      if (from === end) break;
      if (now - posted >= PROGRESS_POST_MS) {
        post({ type: 'progress', job, done: from - start }, []);
        posted = now;
      }
      if (now > deadline) return;
      await control.yieldTask();
      for (let wait = control.pausedFor(); wait > 0 && !control.cancelled(); wait = control.pausedFor()) {
        await control.sleep(wait);
        await control.yieldTask();
      }
      if (control.cancelled()) return;
    }
    post({ type: 'progress', job, done: end - start }, []);
    post(
      { type: 'done', job, samples: out },
      metrics.map((metric) => out[metric]!.buffer),
    );
  } catch (error) {
    post({ type: 'error', job, message: messageOf(error) }, []);
  }
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A worker's message handler: runs each `run` request (one at a time; a new job cancels the one
 * running), marks `cancel`led jobs so their range stops at the next slice, and keeps the worker
 * off the CPU for a `pause`'s milliseconds (the main thread asks while the user types), working at
 * least {@link MIN_WORK_MS} between two pauses.
 */
export function simulationWorkerHandler(
  post: PostReply,
  yieldTask: YieldTask = messageChannelYield(),
  sleep: (ms: number) => Promise<void> = sleepFor,
): (request: WorkerRequest) => Promise<void> {
  let current = -1;
  let resumeAt = 0;
  let workUntil = 0;
  const cancelledJobs = new Set<number>();
  const pausedFor = () => {
    const now = performance.now();
    return now < workUntil ? 0 : Math.max(0, resumeAt - now);
  };
  const sleepThenWork = async (ms: number) => {
    await sleep(ms);
    workUntil = performance.now() + MIN_WORK_MS;
  };
  return async (request) => {
    if (request.type === 'cancel') {
      cancelledJobs.add(request.job);
      return;
    }
    if (request.type === 'pause') {
      resumeAt = Math.max(resumeAt, performance.now() + request.ms);
      return;
    }
    current = request.job;
    const job = request.job;
    await runRange(request, post, {
      yieldTask,
      sleep: sleepThenWork,
      cancelled: () => cancelledJobs.has(job) || current !== job,
      pausedFor,
    });
    cancelledJobs.delete(job);
  };
}
