import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, inject } from 'vitest';
import { takeA11yFailures } from './support/axe';
import { waitUntil } from './support/wait';

export { checkA11y } from './support/axe';
export { waitUntil } from './support/wait';

/** Base URL of the API serving the production build (http://127.0.0.1:<port>). */
export const baseURL = inject('baseURL');
/** The ADMIN_EMAIL the server was started with. */
export const adminEmail = inject('adminEmail');
/** Folder for screenshots, downloads and PDFs (ARTIFACTS_DIR or apps/web/artifacts). */
export const artifactsDir = inject('artifactsDir');
export const screenshotsDir = join(artifactsDir, 'screenshots');

export const PHONE = { width: 390, height: 844 } as const;
/** A phone browser's user agent (the app tells phones from desktops by it, e.g. to dial directly). */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
export const DESKTOP = { width: 1440, height: 900 } as const;
export type Viewport = 'phone' | 'desktop';

let browser: Promise<Browser> | undefined;
/** Contexts opened by the running test (or hook); every one is closed when the test ends. */
const contexts = new Set<BrowserContext>();

/** The shared Chromium launched by the global setup (one connection per test file). */
export function getBrowser(): Promise<Browser> {
  browser ??= chromium.connect(inject('wsEndpoint'));
  return browser;
}

afterEach(async ({ task }) => {
  try {
    if (task.result?.state === 'fail') {
      const dir = join(artifactsDir, 'failures');
      mkdirSync(dir, { recursive: true });
      const slug = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
      let i = 0;
      for (const context of contexts) {
        for (const open of context.pages()) {
          const file = join(dir, `${slug}-${i++}.png`);
          await open.screenshot({ path: file, fullPage: true }).catch(() => undefined);
          console.error(`[e2e] failure screenshot: ${file} (${open.url()})`);
        }
      }
    }
  } finally {
    // A fresh page per test: nothing a test opened (cookies, storage, pages) outlives it.
    await closeContexts();
  }
  const failures = takeA11yFailures();
  if (failures.length > 0) throw new Error(failures.join('\n\n'));
});

afterAll(async () => {
  await closeContexts();
  if (browser) await (await browser).close();
});

async function closeContexts(): Promise<void> {
  const open = [...contexts];
  contexts.clear();
  await Promise.all(open.map((context) => context.close().catch(() => undefined)));
}

/**
 * A fresh browser context (own cookies and storage) and page at phone (390x844, isMobile, touch,
 * phone user agent) or desktop (1440x900) size, with downloads accepted and relative URLs
 * resolved against the server. The context is closed when the current test ends.
 */
export async function newPage(
  viewport: Viewport = 'desktop',
  options: {
    colorScheme?: 'light' | 'dark';
    storageState?: Awaited<ReturnType<BrowserContext['storageState']>>;
    /** Another server to resolve relative URLs against (default: the run's API). */
    baseURL?: string;
  } = {},
): Promise<Page> {
  const context = await (await getBrowser()).newContext({
    baseURL: options.baseURL ?? baseURL,
    viewport: viewport === 'phone' ? PHONE : DESKTOP,
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
    userAgent: viewport === 'phone' ? PHONE_USER_AGENT : undefined,
    acceptDownloads: true,
    colorScheme: options.colorScheme ?? 'light',
    locale: 'en-US',
    storageState: options.storageState,
  });
  contexts.add(context);
  context.on('close', () => contexts.delete(context));
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (error) => console.warn(`[browser pageerror] ${page.url()}: ${error.message}`));
  return page;
}

/**
 * Waits until the network is quiet, web fonts are ready, no finite animation or transition is
 * running (spinners loop forever and are ignored) and two animation frames have been painted.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await waitUntil(
    () =>
      page.evaluate(() =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      ),
    { timeout: 10_000, message: 'animations and transitions have finished' },
  );
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** Saves `<name>-<viewport>.png` (full page) into the screenshots folder and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotsDir, { recursive: true });
  const size = page.viewportSize();
  const kind = size && size.width <= 480 ? 'phone' : 'desktop';
  const file = join(screenshotsDir, `${name}-${kind}.png`);
  // From the top: a sticky header otherwise lands mid-page in a full-page capture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}

/**
 * Screenshots the current state at both widths: the page's own size, then the other width
 * (by resizing the viewport, so dialogs and toasts stay open), then restores the size.
 */
export async function screenshotBoth(page: Page, name: string): Promise<void> {
  const original = page.viewportSize() ?? DESKTOP;
  await settle(page);
  await screenshot(page, name);
  const other = original.width <= 480 ? DESKTOP : PHONE;
  await page.setViewportSize(other);
  await settle(page);
  await screenshot(page, name);
  await page.setViewportSize(original);
  await settle(page);
}

/** Waits for the locator to become visible and returns it. */
export async function visible(locator: Locator, timeout = 15_000): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator.first();
}

/** Waits for a visible element with exactly this text (the product wording, verbatim). */
export function seeText(page: Page, text: string | RegExp, timeout = 15_000): Promise<Locator> {
  return visible(page.getByText(text, typeof text === 'string' ? { exact: true } : undefined), timeout);
}

/**
 * Waits for the newest toast (a Mantine notification) containing the text (case-sensitive) and
 * returns it.
 */
export async function seeToast(page: Page, text: string | RegExp, timeout = 15_000): Promise<Locator> {
  const pattern = typeof text === 'string' ? new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : text;
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: pattern }).last();
  await toast.waitFor({ state: 'visible', timeout });
  return toast;
}

/** A unique, valid email for a test account. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** Registers (and thereby signs in) an account through the REST API inside the page's context. */
export async function registerViaApi(page: Page, email: string, password = 'e2e-password-1'): Promise<void> {
  const res = await page.request.post('/api/register', { data: { email, password } });
  if (res.status() !== 201) throw new Error(`register ${email}: ${res.status()} ${await res.text()}`);
}

/** Marks the signed-in account verified through the development-mode resend link. */
export async function verifyViaApi(page: Page): Promise<void> {
  const res = await page.request.post('/api/resend-verification');
  const body = (await res.json()) as { message?: string };
  const link = extractVerificationLink(body.message ?? '');
  const verify = await page.request.get(link, { maxRedirects: 0 });
  if (verify.status() >= 400) throw new Error(`verify: ${verify.status()} ${await verify.text()}`);
}

/** Pulls the /api/verify-email?token=… link out of a development-mode message. */
export function extractVerificationLink(message: string): string {
  const match = message.match(/https?:\/\/\S*\/api\/verify-email\?token=[A-Za-z0-9_\-%.]+/);
  if (!match) throw new Error(`No verification link in: ${message}`);
  return match[0].replace(/\.+$/, '');
}
