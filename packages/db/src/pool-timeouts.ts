import type pg from 'pg';

/** The PostgreSQL pool's time limits, in ms; each has a default (docs/security.md lists them). */
export interface PoolTimeouts {
  /** Waiting for a new connection (TCP, TLS, authentication) before failing (default 5000). */
  connectionTimeoutMillis: number;
  /**
   * Waiting for a query's answer on the client side (default 15000): the limit that catches a
   * silent network partition, where no error ever arrives. The connection is then closed (not
   * returned to the pool) and the request answers 503.
   */
  queryTimeoutMillis: number;
  /** Server-side `statement_timeout` of every pooled session (default 10000). */
  statementTimeoutMillis: number;
  /** Server-side `idle_in_transaction_session_timeout` (default 30000). */
  idleInTransactionTimeoutMillis: number;
  /** How long an unused pooled connection is kept open (default 30000). */
  idleTimeoutMillis: number;
  /** TCP keep-alive's first probe on an idle connection (default 10000); keep-alive is always on. */
  keepAliveInitialDelayMillis: number;
}

/** The defaults of {@link PoolTimeouts}. */
export const POOL_TIMEOUTS: PoolTimeouts = {
  connectionTimeoutMillis: 5000,
  queryTimeoutMillis: 15_000,
  statementTimeoutMillis: 10_000,
  idleInTransactionTimeoutMillis: 30_000,
  idleTimeoutMillis: 30_000,
  keepAliveInitialDelayMillis: 10_000,
};

/** The `pg.Pool` settings that apply {@link PoolTimeouts}. */
export function poolTimeoutConfig(timeouts: PoolTimeouts): pg.PoolConfig {
  return {
    connectionTimeoutMillis: timeouts.connectionTimeoutMillis,
    query_timeout: timeouts.queryTimeoutMillis,
    statement_timeout: timeouts.statementTimeoutMillis,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionTimeoutMillis,
    idleTimeoutMillis: timeouts.idleTimeoutMillis,
    keepAlive: true,
    keepAliveInitialDelayMillis: timeouts.keepAliveInitialDelayMillis,
  };
}

/** The message `pg` gives a query that outlived `query_timeout`. */
export const QUERY_READ_TIMEOUT = 'Query read timeout';

/**
 * Closes a pooled connection as soon as one of its queries times out on the client side: its
 * answer may still arrive (or never, across a partition), so the connection cannot be trusted
 * with the next query, and a rollback on it would wait as long again. Closed, it fails at once
 * and the pool drops it on release.
 */
export function closeOnQueryTimeout(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    if (result && typeof (result as Promise<unknown>).catch === 'function') {
      (result as Promise<unknown>).catch((error: unknown) => {
        if (error instanceof Error && error.message === QUERY_READ_TIMEOUT) client.end().catch(() => {});
      });
    }
    return result;
  };
}

/**
 * Time limits for maintenance work on PostgreSQL (migrations, backups, restores, bench seeding):
 * a migration that builds an index over a quarter of a million rows may legitimately run for
 * minutes, so no query or statement limit applies; connecting still times out.
 */
export const MAINTENANCE_TIMEOUTS: Partial<PoolTimeouts> = {
  queryTimeoutMillis: 0,
  statementTimeoutMillis: 0,
  idleInTransactionTimeoutMillis: 0,
};
