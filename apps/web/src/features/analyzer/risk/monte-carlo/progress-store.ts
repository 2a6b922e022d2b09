/**
 * A running simulation's progress as a tiny store, read by the progress bar alone
 * (`useSyncExternalStore`): the workers report after every chunk of every range, and only the bar
 * redraws, at most every {@link PROGRESS_INTERVAL_MS}, so the main thread stays free for typing.
 */

/** The shortest time between two redraws of the progress bar. */
export const PROGRESS_INTERVAL_MS = 100;

/** Runs done so far, with change notifications. */
export interface ProgressStore {
  get: () => number;
  /** Records the runs done; listeners hear of it at most every interval (the latest count). */
  set: (done: number) => void;
  subscribe: (listener: () => void) => () => void;
  /** Drops a pending notification (the run ended). */
  stop: () => void;
}

/** A progress store starting at 0 runs. */
export function createProgressStore(intervalMs = PROGRESS_INTERVAL_MS): ProgressStore {
  let done = 0;
  let shown = 0;
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<() => void>();
  const notify = () => {
    timer = null;
    last = performance.now();
    shown = done;
    for (const listener of listeners) listener();
  };
  return {
    get: () => shown,
    set: (next) => {
      done = next;
      if (timer !== null) return;
      timer = setTimeout(notify, Math.max(0, last + intervalMs - performance.now()));
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
