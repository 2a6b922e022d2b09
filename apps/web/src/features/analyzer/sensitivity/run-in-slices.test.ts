import { afterEach, describe, expect, it, vi } from 'vitest';
import { runInSlices, type SlicedRun } from './run-in-slices';

/** Steps that each take `stepMs` on the mocked clock; returns the number of steps run. */
function* steps(count: number, stepMs: number, clock: { now: number }): Generator<void, number, void> {
  for (let i = 0; i < count; i++) {
    clock.now += stepMs;
    if (i < count - 1) yield;
  }
  return count;
}

describe('runInSlices', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('finishes a small computation synchronously', () => {
    const clock = { now: 0 };
    vi.spyOn(performance, 'now').mockImplementation(() => clock.now);
    const done: SlicedRun<number>[] = [];
    runInSlices(
      steps(3, 1, clock),
      (run) => done.push(run),
      () => undefined,
    );
    expect(done).toEqual([{ value: 3, startedAt: 0, busyMs: 3 }]);
  });

  it('hands the thread back after about 8 ms of work and goes on in later tasks', () => {
    vi.useFakeTimers();
    const clock = { now: 0 };
    vi.spyOn(performance, 'now').mockImplementation(() => clock.now);
    const done: SlicedRun<number>[] = [];
    runInSlices(
      steps(22, 3, clock),
      (run) => done.push(run),
      () => undefined,
    );
    // 3 steps of 3 ms reach the 8 ms slice; 22 steps take 8 slices.
    expect(done).toEqual([]);
    expect(clock.now).toBe(9);
    vi.advanceTimersToNextTimer();
    expect(clock.now).toBe(18);
    vi.runAllTimers();
    expect(done).toEqual([{ value: 22, startedAt: 0, busyMs: 66 }]);
  });

  it('stops a cancelled computation and reports a throwing step', () => {
    vi.useFakeTimers();
    const clock = { now: 0 };
    vi.spyOn(performance, 'now').mockImplementation(() => clock.now);
    const done = vi.fn();
    const cancel = runInSlices(steps(22, 3, clock), done, () => undefined);
    cancel();
    vi.runAllTimers();
    expect(done).not.toHaveBeenCalled();
    expect(clock.now).toBe(9);

    const failed = vi.fn();
    function* broken(): Generator<void, number, void> {
      yield;
      throw new Error('bad step');
    }
    runInSlices(broken(), done, failed);
    expect(failed).toHaveBeenCalledWith(new Error('bad step'));
    expect(done).not.toHaveBeenCalled();
  });
});
