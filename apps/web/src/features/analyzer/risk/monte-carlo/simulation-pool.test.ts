import {
  concatSamples,
  type SimulationSamples,
  simulate,
  simulationRunner,
  summarizeSimulation,
} from '@cre/underwriting';
import { describe, expect, it } from 'vitest';
import { messageChannelYield } from './next-task';
import { runRange, simulationWorkerHandler } from './simulation-job';
import { createSimulationPool, WARM_BUDGET_MS, WARM_RUNS } from './simulation-pool';
import type { WorkerReply } from './simulation-protocol';
import { dealOptions, InProcessWorker, laterTask, leaseDeal, simpleDeal } from './simulation-test-support';
import { poolSize, splitRuns } from './split-runs';
import { summarizeInSlices } from './summarize-in-slices';

/** A range control that never cancels nor pauses. */
const free = { yieldTask: laterTask, cancelled: () => false, pausedFor: () => 0, sleep: laterTask };

/** Every number in `a` and `b` is the same double (Object.is: NaN equals NaN, 0 is not -0). */
function expectBitForBit(a: unknown, b: unknown, path = 'result'): void {
  if (typeof a === 'number' || typeof b === 'number') {
    if (!Object.is(a, b)) throw new Error(`${path}: ${String(a)} is not ${String(b)}`);
    return;
  }
  if (a instanceof Float64Array && b instanceof Float64Array) {
    expect(a.length, path).toBe(b.length);
    for (const [i, value] of a.entries()) expectBitForBit(value, b[i], `${path}[${i}]`);
    return;
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    expect(Object.keys(a).sort(), path).toEqual(Object.keys(b).sort());
    for (const key of Object.keys(a)) {
      expectBitForBit(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        `${path}.${key}`,
      );
    }
    return;
  }
  expect(a, path).toBe(b);
}

describe('splitRuns', () => {
  it('shares the runs in contiguous near-equal ranges, in order, none empty', () => {
    expect(splitRuns(10, 3)).toEqual([
      { start: 0, end: 4 },
      { start: 4, end: 7 },
      { start: 7, end: 10 },
    ]);
    expect(splitRuns(2, 8)).toEqual([
      { start: 0, end: 1 },
      { start: 1, end: 2 },
    ]);
    expect(splitRuns(1, 1)).toEqual([{ start: 0, end: 1 }]);
    for (const [runs, parts] of [
      [50_000, 8],
      [10_000, 2],
      [9_999, 7],
      [3, 3],
    ] as const) {
      const ranges = splitRuns(runs, parts);
      expect(ranges).toHaveLength(Math.min(runs, parts));
      expect(ranges[0]!.start).toBe(0);
      expect(ranges.at(-1)!.end).toBe(runs);
      ranges.forEach((range, i) => {
        if (i > 0) expect(range.start).toBe(ranges[i - 1]!.end);
        expect(range.end - range.start).toBeGreaterThanOrEqual(Math.floor(runs / ranges.length));
        expect(range.end - range.start).toBeLessThanOrEqual(Math.ceil(runs / ranges.length));
      });
    }
  });

  it('uses as many workers as cores, at most 8, 2 when the browser does not say', () => {
    expect(poolSize(2)).toBe(2);
    expect(poolSize(16)).toBe(8);
    expect(poolSize(undefined)).toBe(2);
    expect(poolSize(0)).toBe(2);
    expect(poolSize(1)).toBe(1);
  });
});

describe("the worker's ranges, joined on the main thread", () => {
  it.each([
    ['a simple deal', simpleDeal(), 1_000, 3, 97],
    ['the 20-tenant lease-by-lease deal', leaseDeal(20), 120, 4, 16],
  ])('give simulate() bit for bit on %s', async (_name, input, runs, workers, chunk) => {
    const options = dealOptions(input, runs, 20_260_115);
    const parts: SimulationSamples[] = [];
    const progress: number[][] = [];
    for (const [index, range] of splitRuns(runs, workers).entries()) {
      const replies: WorkerReply[] = [];
      await runRange(
        { type: 'run', job: 1, input, options, chunk, ...range },
        (reply) => replies.push(reply),
        free,
      );
      const done = replies.at(-1)!;
      if (done.type !== 'done') throw new Error(`range ${index} ended with ${done.type}`);
      parts.push(done.samples);
      progress.push(replies.flatMap((reply) => (reply.type === 'progress' ? [reply.done] : [])));
    }
    // progress rising to the range's size
    for (const [index, range] of splitRuns(runs, workers).entries()) {
      expect(progress[index]!.at(-1)).toBe(range.end - range.start);
      expect([...progress[index]!].sort((a, b) => a - b)).toEqual(progress[index]);
    }
    const samples = concatSamples(parts);
    expectBitForBit(samples, simulationRunner(input, options).run(0, runs), 'samples');
    const merged = summarizeSimulation(options, samples);
    expectBitForBit(merged, simulate(input, options));
    expectBitForBit(await summarizeInSlices(options, samples, messageChannelYield()), merged);
  });

  it("posts the engine's message for options it refuses", async () => {
    const replies: WorkerReply[] = [];
    const input = simpleDeal();
    await runRange(
      {
        type: 'run',
        job: 7,
        input,
        options: { ...dealOptions(input, 10, 1), runs: 0 },
        chunk: 5,
        start: 0,
        end: 5,
      },
      (reply) => replies.push(reply),
      free,
    );
    expect(replies).toEqual([
      { type: 'error', job: 7, message: 'Runs must be a whole number from 1 to 100,000' },
    ]);
  });
});

describe("the worker's handler", () => {
  it('stays off the CPU while the main thread asks it to pause, then finishes exactly', async () => {
    const input = simpleDeal();
    const options = dealOptions(input, 400, 9);
    const replies: WorkerReply[] = [];
    let doneAt = 0;
    const handle = simulationWorkerHandler((reply) => {
      replies.push(reply);
      if (reply.type === 'done') doneAt = performance.now();
    }, laterTask);
    const started = performance.now();
    const running = handle({ type: 'run', job: 3, input, options, chunk: 250, start: 0, end: 400 });
    await handle({ type: 'pause', ms: 120 });
    await running;
    expect(doneAt - started).toBeGreaterThanOrEqual(115);
    const done = replies.at(-1)!;
    if (done.type !== 'done') throw new Error(`ended with ${done.type}`);
    expectBitForBit(done.samples, simulationRunner(input, options).run(0, 400), 'samples');
  });
});

describe('the worker pool', () => {
  const makePool = (size: number, chunk = 50) => {
    const workers: InProcessWorker[] = [];
    const pool = createSimulationPool({
      size,
      chunk,
      yieldTask: laterTask,
      spawn: () => {
        const worker = new InProcessWorker();
        workers.push(worker);
        return worker;
      },
    });
    return { pool, workers };
  };

  it('splits a job among its workers and merges their samples into exactly simulate()', async () => {
    const { pool, workers } = makePool(3);
    const input = simpleDeal();
    const options = dealOptions(input, 600, -42);
    const seen: number[] = [];
    const outcome = await pool.run(input, options, (done, total) => {
      expect(total).toBe(600);
      seen.push(done);
    }).done;
    if (outcome.kind !== 'done') throw new Error(`expected done, got ${outcome.kind}`);
    expectBitForBit(outcome.result, simulate(input, options));
    expect(workers).toHaveLength(3);
    expect(workers.map((w) => w.received[0])).toMatchObject([
      { type: 'run', start: 0, end: 200 },
      { type: 'run', start: 200, end: 400 },
      { type: 'run', start: 400, end: 600 },
    ]);
    expect(seen.at(-1)).toBe(600);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);

    // the same workers run the next job (kept warm)
    const again = await pool.run(input, { ...options, runs: 90 }).done;
    expect(again.kind).toBe('done');
    expect(workers).toHaveLength(3);
    pool.dispose();
    expect(workers.every((w) => w.terminated)).toBe(true);
  });

  it('warms its workers up on the deal, and a run sent during the warm-up is exact', async () => {
    const { pool, workers } = makePool(2);
    const input = simpleDeal();
    const options = dealOptions(input, 300, 5);
    pool.warm(input, options);
    const warmUp = {
      type: 'run',
      job: 0,
      start: 0,
      end: 300,
      options: { runs: 300 },
      budgetMs: WARM_BUDGET_MS,
    };
    expect(workers.map((w) => w.received[0])).toMatchObject([warmUp, warmUp]);
    pool.warm(simpleDeal(), dealOptions(input, 10_000, 5));
    expect(workers[0]!.received[1]).toMatchObject({ job: 0, end: WARM_RUNS });
    const outcome = await pool.run(input, options).done;
    if (outcome.kind !== 'done') throw new Error(`expected done, got ${outcome.kind}`);
    expectBitForBit(outcome.result, simulate(input, options));
    pool.dispose();
  });

  it('cancels: the workers get a cancel, the job settles as cancelled, the next job runs', async () => {
    const { pool, workers } = makePool(2, 10);
    const input = simpleDeal();
    let progressed = 0;
    const job = pool.run(input, dealOptions(input, 2_000, 3), (done) => {
      progressed = done;
    });
    while (progressed === 0) await laterTask();
    job.cancel();
    expect(await job.done).toEqual({ kind: 'cancelled' });
    expect(workers.every((w) => w.received.some((m) => m.type === 'cancel' && m.job === 1))).toBe(true);
    const next = await pool.run(input, dealOptions(input, 40, 3)).done;
    expect(next.kind).toBe('done');
    pool.dispose();
  });

  it('a new job cancels the running one', async () => {
    const { pool } = makePool(2, 10);
    const input = simpleDeal();
    const first = pool.run(input, dealOptions(input, 2_000, 1));
    const second = pool.run(input, dealOptions(input, 30, 2));
    expect(await first.done).toEqual({ kind: 'cancelled' });
    expect((await second.done).kind).toBe('done');
    pool.dispose();
  });

  it("reports the engine's message when the options are refused", async () => {
    const { pool } = makePool(2);
    const input = simpleDeal();
    const outcome = await pool.run(input, {
      ...dealOptions(input, 100, 1),
      variables: [{ variable: 'exitCapRate', distribution: { kind: 'uniform', min: 9, max: 7 } }],
    }).done;
    expect(outcome).toEqual({ kind: 'error', message: 'Min must not be above max for exitCapRate' });
    pool.dispose();
  });

  it("fails the job with a message when a worker's script fails, and replaces that worker", async () => {
    const { pool, workers } = makePool(1);
    const input = simpleDeal();
    const job = pool.run(input, dealOptions(input, 10, 1));
    workers[0]!.terminate();
    workers[0]!.onerror?.(new ErrorEvent('error', { message: 'import failed' }));
    expect(await job.done).toEqual({ kind: 'error', message: 'A simulation worker failed: import failed' });
    expect((await pool.run(input, dealOptions(input, 10, 1)).done).kind).toBe('done');
    expect(workers).toHaveLength(2);
    pool.dispose();
  });
});
