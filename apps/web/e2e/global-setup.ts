import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { assertWebBuild, paths, startApi } from './support/api-server';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium';

/** The ADMIN_EMAIL the API is started with: registering this address makes the admin account. */
export const E2E_ADMIN_EMAIL = 'e2e-admin@example.com';

declare module 'vitest' {
  interface ProvidedContext {
    baseURL: string;
    wsEndpoint: string;
    adminEmail: string;
    artifactsDir: string;
  }
}

/**
 * One API server (production web build, in-memory database, development-mode email) and one
 * Chromium for the whole run; test files connect to both through the provided values.
 */
export default async function setup(project: TestProject) {
  assertWebBuild();
  for (const dir of ['screenshots', 'failures', 'pdf']) {
    rmSync(join(paths.artifacts, dir), { recursive: true, force: true });
  }
  mkdirSync(join(paths.artifacts, 'screenshots'), { recursive: true });
  const api = await startApi({ adminEmail: E2E_ADMIN_EMAIL });
  console.log(`[e2e] API (${api.mode}) serving ${paths.webDist} at ${api.baseURL}; log: ${api.logFile}`);
  let browserServer: Awaited<ReturnType<typeof chromium.launchServer>>;
  try {
    browserServer = await chromium.launchServer({
      executablePath: chromiumPath(),
      headless: true,
      args: CHROMIUM_ARGS,
    });
  } catch (error) {
    await api.stop();
    throw error;
  }
  project.provide('baseURL', api.baseURL);
  project.provide('wsEndpoint', browserServer.wsEndpoint());
  project.provide('adminEmail', E2E_ADMIN_EMAIL);
  project.provide('artifactsDir', paths.artifacts);
  return async () => {
    await browserServer.close();
    await api.stop();
  };
}
