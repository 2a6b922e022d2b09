import { AsyncLocalStorage } from 'node:async_hooks';
import type { QueryObservation } from '@cre/db';

/** What one request has spent in the database so far. */
export interface RequestTimings {
  /** The request's id (as in its logs and X-Request-Id). */
  readonly requestId: string;
  /** Statements run for this request. */
  queries: number;
  /** Their summed execution time, ms (statements run in parallel each count in full). */
  dbMs: number;
}

const storage = new AsyncLocalStorage<RequestTimings>();

/** Runs `next` (the rest of the request's handling) with a fresh {@link RequestTimings} as its context. */
export function runWithRequestTimings(requestId: string, next: () => void): RequestTimings {
  const timings: RequestTimings = { requestId, queries: 0, dbMs: 0 };
  storage.run(timings, next);
  return timings;
}

/** The timings of the request whose handling is running now, if any. */
export function currentRequestTimings(): RequestTimings | undefined {
  return storage.getStore();
}

/** A query observer that adds each statement to the current request's timings. */
export function countQueryForRequest(observation: QueryObservation): void {
  const timings = storage.getStore();
  if (!timings) return;
  timings.queries++;
  timings.dbMs += observation.durationMs;
}
