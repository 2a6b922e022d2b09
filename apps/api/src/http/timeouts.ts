/** Connection and request time limits of the HTTP server (docs/security.md). */
export interface ServerTimeouts {
  /** Whole request (headers and body) must arrive within this many ms, else 408 and close. */
  requestMs: number;
  /** Request headers must arrive within this many ms. */
  headersMs: number;
  /** An idle keep-alive connection is closed after this many ms. */
  keepAliveMs: number;
  /** A socket with no activity at all is closed after this many ms. */
  idleSocketMs: number;
  /** How often Node checks the request and header deadlines. */
  checkIntervalMs: number;
}

/**
 * Production limits. Keep-alive stays above common load balancers' idle timeout (60 s) so they
 * never reuse a connection the app is closing.
 */
export const SERVER_TIMEOUTS: ServerTimeouts = {
  requestMs: 30_000,
  headersMs: 10_000,
  keepAliveMs: 65_000,
  idleSocketMs: 120_000,
  checkIntervalMs: 5_000,
};
