/** Options of {@link waitUntil}. */
export interface WaitUntilOptions {
  /** Give up after this many milliseconds (default 15 s). */
  timeout?: number;
  /** Milliseconds between two checks (default 20). */
  interval?: number;
  /** What is awaited, for the timeout error ("the API answers /api/health"). */
  message?: string;
}

/**
 * Checks `predicate` until it returns a truthy value and returns that value; throws
 * `Timed out after {timeout} ms waiting until {message}.` when `timeout` passes first. The
 * workspace's one way for a test to wait for a condition: no test sleeps a fixed time before
 * asserting.
 *
 * An exception thrown by the predicate ends the wait at once (it is a failure, not a "not yet");
 * a predicate that expects transient errors (a server not listening yet) turns them into `false`.
 *
 * @example await waitUntil(() => received.includes('s:1'), { message: 'the notification arrives' });
 */
export function waitUntil<T>(predicate: () => T | Promise<T>, options?: WaitUntilOptions): Promise<T>;
