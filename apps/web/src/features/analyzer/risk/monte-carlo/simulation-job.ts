/**
 * The simulation worker's work, as plain functions (the worker file only wires them to its
 * messages, so tests run them in-process): a range of runs of the engine's `simulationRunner`, in
 * chunks, with a progress message after each and a cancel check between them.
 */
import { type RiskMetric, type SimulationSamples, simulationRunner } from '@cre/underwriting';
import { messageChannelYield, type YieldTask } from './next-task';
import type { RunRequest, WorkerReply, WorkerRequest } from './simulation-protocol';

/** Posts a reply, handing over the listed buffers (a worker's `postMessage`). */
export type PostReply = (reply: WorkerReply, transfer: Transferable[]) => void;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs the request's range chunk by chunk into one Float64Array per metric, posting
 * `{ type: 'progress', done }` after each chunk and `{ type: 'done', samples }` (the arrays'
 * buffers transferred) at the end, or `{ type: 'error', message }` when the engine throws (bad
 * options: the engine's RangeError message). Stops silently once `cancelled()` says so, or once a
 * warm-up's time budget is spent.
 */
export async function runRange(
  request: RunRequest,
  post: PostReply,
  yieldTask: YieldTask,
  cancelled: () => boolean,
): Promise<void> {
  const { job, start, end, budgetMs } = request;
  const deadline = budgetMs === undefined ? Number.POSITIVE_INFINITY : performance.now() + budgetMs;
  try {
    const runner = simulationRunner(request.input, request.options);
    const out: SimulationSamples = {};
    const metrics: readonly RiskMetric[] = runner.metrics;
    for (const metric of metrics) out[metric] = new Float64Array(end - start);
    for (let from = start; from < end; ) {
      const to = Math.min(end, from + Math.max(1, request.chunk));
      const part = runner.run(from, to);
      for (const metric of metrics) out[metric]!.set(part[metric]!, from - start);
      from = to;
      post({ type: 'progress', job, done: to - start }, []);
      if (to < end) {
        if (performance.now() > deadline) return;
        await yieldTask();
        if (cancelled()) return;
      }
    }
    post(
      { type: 'done', job, samples: out },
      metrics.map((metric) => out[metric]!.buffer),
    );
  } catch (error) {
    post({ type: 'error', job, message: messageOf(error) }, []);
  }
}

/**
 * A worker's message handler: runs each `run` request (one at a time; a new job cancels the one
 * running) and marks `cancel`led jobs so their range stops at the next chunk.
 */
export function simulationWorkerHandler(
  post: PostReply,
  yieldTask: YieldTask = messageChannelYield(),
): (request: WorkerRequest) => Promise<void> {
  let current = -1;
  const cancelledJobs = new Set<number>();
  return async (request) => {
    if (request.type === 'cancel') {
      cancelledJobs.add(request.job);
      return;
    }
    current = request.job;
    const job = request.job;
    await runRange(request, post, yieldTask, () => cancelledJobs.has(job) || current !== job);
    cancelledJobs.delete(job);
  };
}
