import type { LogEvent } from 'kysely';

/** One executed statement as the observers see it. */
export interface QueryObservation {
  /** Time from sending the statement to its result (or error), in ms; waiting for a connection is not included. */
  durationMs: number;
  /** False when the statement failed. */
  ok: boolean;
}

/** Called after every statement a {@link DbHandle} runs, in the caller's async context. */
export type QueryObserver = (observation: QueryObservation) => void;

/** The connection counts of a PostgreSQL pool at one moment. */
export interface PoolStats {
  /** Connections open (busy and idle). */
  total: number;
  /** Open connections nobody is using. */
  idle: number;
  /** Callers waiting for a connection. */
  waiting: number;
  /** The pool's maximum size. */
  max: number;
}

/**
 * A set of query observers and the Kysely `log` function that feeds them. Observers run
 * synchronously after each statement (metrics, per-request database time); one that throws is
 * ignored so that observing can never fail a query.
 */
export function queryObservers(): {
  log: (event: LogEvent) => void;
  observe: (observer: QueryObserver) => () => void;
} {
  const observers = new Set<QueryObserver>();
  return {
    log(event) {
      if (observers.size === 0) return;
      const observation = { durationMs: event.queryDurationMillis, ok: event.level === 'query' };
      for (const observer of observers) {
        try {
          observer(observation);
        } catch {
          // an observer's failure must not fail the query
        }
      }
    },
    observe(observer) {
      observers.add(observer);
      return () => {
        observers.delete(observer);
      };
    },
  };
}
