/** Work done per slice before the browser gets the thread back (a frame is about 16 ms). */
export const SLICE_MS = 8;

/** How a stepped computation ended: its value, its start and the time spent computing (pauses left out). */
export interface SlicedRun<T> {
  value: T;
  startedAt: number;
  busyMs: number;
}

/**
 * Runs a stepped computation (a generator whose `yield`s mark safe pauses) in slices of about
 * `sliceMs` of work, handing the thread back between slices with a zero-delay timer, so typing and
 * painting go on while a large deal is recomputed. A computation that fits in one slice finishes
 * synchronously. Returns a cancel function (the computation stops and `onDone` is never called);
 * a step that throws ends the run with `onError`.
 */
export function runInSlices<T>(
  steps: Generator<void, T, void>,
  onDone: (run: SlicedRun<T>) => void,
  onError: (error: unknown) => void,
  sliceMs = SLICE_MS,
): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let busyMs = 0;
  const startedAt = performance.now();
  const slice = () => {
    const sliceStart = performance.now();
    try {
      for (;;) {
        const next = steps.next();
        if (next.done) {
          busyMs += performance.now() - sliceStart;
          onDone({ value: next.value, startedAt, busyMs });
          return;
        }
        if (performance.now() - sliceStart >= sliceMs) break;
      }
    } catch (error) {
      onError(error);
      return;
    }
    busyMs += performance.now() - sliceStart;
    if (!cancelled) timer = setTimeout(slice, 0);
  };
  slice();
  return () => {
    cancelled = true;
    if (timer !== undefined) clearTimeout(timer);
  };
}
