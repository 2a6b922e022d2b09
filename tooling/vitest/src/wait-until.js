/** @import { WaitUntilOptions } from './wait-until.js' */

/**
 * See `wait-until.d.ts`.
 * @template T
 * @param {() => T | Promise<T>} predicate
 * @param {WaitUntilOptions} [options]
 * @returns {Promise<T>}
 */
export async function waitUntil(
  predicate,
  { timeout = 15_000, interval = 20, message = 'the condition' } = {},
) {
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
