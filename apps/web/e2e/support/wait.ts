/**
 * The browser tests wait for conditions Playwright's own auto-waiting locators do not cover with
 * the workspace's one `waitUntil` (from `@cre/vitest-config`): no test sleeps a fixed time before
 * asserting.
 */
export { type WaitUntilOptions, waitUntil } from '@cre/vitest-config/wait-until';
