import { nodePackageConfig } from '@cre/vitest-config';

/**
 * Browser journeys: Playwright (playwright-core) driving Chromium against the production web
 * build served by the real API (see e2e/global-setup.ts). One server and one browser for the
 * whole run, a fresh browser context per test; files run one after another because they share
 * the server and the machine is small.
 */
export default nodePackageConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
