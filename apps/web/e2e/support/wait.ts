/** Options of {@link waitUntil}. */
export interface WaitUntilOptions {
  /** Give up after this many milliseconds (default 15 s, Playwright's default action timeout here). */
  timeout?: number;
  /** Milliseconds between two checks (default 50). */
  interval?: number;
  /** What is awaited, for the timeout error ("the API answers /api/health"). */
  message?: string;
}

/**
 * Checks `predicate` until it returns a truthy value and returns that value; throws when
 * `timeout` passes first. The browser tests' one way to wait for a condition Playwright's own
 * auto-waiting locators do not cover: no test sleeps a fixed time before asserting.
 *
 * An exception thrown by the predicate ends the wait at once (it is a failure, not a "not yet");
 * a predicate that expects transient errors (a server not listening yet) turns them into `false`.
 */
export async function waitUntil<T>(
  predicate: () => T | Promise<T>,
  { timeout = 15_000, interval = 50, message = 'the condition' }: WaitUntilOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await predicate();
    if (value) return value;
    if (Date.now() >= deadline) throw new Error(`Timed out after ${timeout} ms waiting until ${message}.`);
    await new Promise((resolve) =>
      setTimeout(resolve, Math.min(interval, Math.max(0, deadline - Date.now()))),
    );
  }
}
