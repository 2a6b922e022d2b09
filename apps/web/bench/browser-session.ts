import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import { signInVerified } from './session';

/**
 * Runs `work` in a signed-in browser context against the production build: starts the real API on
 * the in-memory database (its log beside the e2e artifacts, under `artifacts/bench`), launches
 * Debian's Chromium headless with the e2e flags, signs a new verified account in, and stops
 * everything afterwards, whatever `work` does. `name` prefixes the line that says what runs.
 */
export async function withSignedInBrowser<T>(
  name: string,
  benchDir: string,
  work: (context: BrowserContext) => Promise<T>,
): Promise<T> {
  // The API's log goes beside the e2e artifacts, not over an e2e run's own log.
  process.env.ARTIFACTS_DIR ||= join(benchDir, '..', 'artifacts', 'bench');
  const { assertWebBuild, paths, startApi } = await import('../e2e/support/api-server');
  const { CHROMIUM_ARGS, chromiumPath } = await import('../e2e/support/chromium');
  assertWebBuild();
  const api = await startApi({ adminEmail: `${name.replace(/\W+/g, '-')}-bench-admin@example.com` });
  try {
    const browser = await chromium.launch({
      executablePath: chromiumPath(),
      headless: true,
      args: CHROMIUM_ARGS,
    });
    try {
      console.log(
        `[${name} bench] Chromium ${browser.version()}, API (${api.mode}) serving ${paths.webDist} at ${api.baseURL}`,
      );
      const context = await browser.newContext({
        baseURL: api.baseURL,
        viewport: { width: 1440, height: 900 },
        locale: 'en-US',
        colorScheme: 'light',
      });
      await signInVerified(context);
      return await work(context);
    } finally {
      await browser.close();
    }
  } finally {
    await api.stop();
  }
}
