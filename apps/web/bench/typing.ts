// Typing-latency benchmark of the analyzer (issue 11), run by `pnpm --filter @cre/web bench` after
// the bundle-size report. It serves the production build (apps/web/dist, or E2E_WEB_DIST) from the
// real API on the in-memory database, as the e2e suite does, and drives headless Chromium
// (CHROMIUM_PATH or /usr/bin/chromium) with playwright-core.
//
// For rent rolls of 3, 12 and 40 tenants (simple growth), then 20 tenants projected lease by lease
// (issue 12, bench/lease-typing.ts: the row "20 (leases)"): a verified account saves the deal
// (POST /api/properties), opens /underwriting?project=<id>, clicks Calculate Analysis and waits until
// the results, the three charts (four in leases mode) and both live sensitivity grids are on screen
// (in leases mode also the Lease-by-Lease Projection's annual table). Then it types into Purchase Price: before
// each keystroke the $100,000 digit is selected (setSelectionRange, outside the measured time) and
// the next digit is typed over it (14,500,000 → 14,600,000 → 14,700,000 …), so every keystroke
// changes the price and the grids' current-price column header ("$14.6M", the app's own
// compactDollars) differs from the one shown before it: the value waited for belongs to that
// keystroke alone. The live results while typing are the sensitivity grids (useLiveSensitivity
// recomputes them from the deferred form values; the Key Financial Metrics and the charts change
// only on Calculate).
//
// Method (in the page, bench/typing-probe.js): keydown's event.timeStamp from a capture listener on
// the window; a MutationObserver notices when both grids show the new price; then
// requestAnimationFrame and, inside it, a MessageChannel message, which runs just after that frame
// was rendered: keydown → that message is one keystroke's latency. Each keystroke waits for the
// previous one's paint, at a cadence of at most one key per 100 ms (a fast typist). Four warm-up
// keystrokes come first and are not counted; then 40 are measured. Over the window from the first
// measured keydown to the last paint: the 'longtask' entries (count, longest) and the Event Timing
// entries (durationThreshold 16, buffered), grouped by interactionId with the longest entry of each
// (INP-style); interactions under 16 ms are not reported by the browser and count as 0 ms in the p95.
//
// Prints a table and the targets with "met" / "not met". Exit code 0 whatever the figures;
// 1 when the page could not be driven (a selector broke, a value never showed, the server failed).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { compactDollars } from '../src/features/analyzer/export/svg-charts';
import { withSignedInBrowser } from './browser-session';
import { benchProject } from './deal';
import { LEASE_BENCH_TENANTS, leaseBenchProject, leaseTableCheck } from './lease-typing';
import { saveProject } from './session';
import {
  checkTargets,
  type EventEntry,
  formatTable,
  formatTargets,
  interactionDurations,
  type KeystrokeSample,
  type LongTask,
  type SizeResult,
  within,
} from './stats';

const TENANT_COUNTS = [3, 12, 40];
const KEYSTROKES = 40;
const WARMUP_KEYSTROKES = 4;
const CADENCE_MS = 100;
const KEYSTROKE_TIMEOUT_MS = 15_000;
const benchDir = dirname(fileURLToPath(import.meta.url));
const PROBE = join(benchDir, 'typing-probe.js');

/** The probe's interface on `window` (typing-probe.js). */
interface TypingProbe {
  longTasks: LongTask[];
  events: EventEntry[];
  headers(): string[];
  leaseDebtService(): string[] | null;
  next: Promise<KeystrokeSample> | null;
  arm(expected: string, timeoutMs: number): void;
}
declare global {
  interface Window {
    __typingBench: TypingProbe;
  }
}

/** Awaits a step of driving the page; a failure names the step. */
async function step<T>(what: string, done: Promise<T>): Promise<T> {
  try {
    return await done;
  } catch (error) {
    throw new Error(`Waiting until ${what}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** A typed amount as a number ("14,600,000" → 14600000). */
const amount = (text: string) => Number(text.replace(/,/g, ''));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for the network to be quiet, no finite animation to run, and two painted frames. */
async function quiet(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** A rent-roll size and projection to measure. */
interface BenchCase {
  tenants: number;
  mode: 'simple' | 'leases';
}

/** The cases measured, in order: simple growth at 3, 12 and 40 tenants, then 20 tenants lease by lease. */
const CASES: BenchCase[] = [
  ...TENANT_COUNTS.map((tenants) => ({ tenants, mode: 'simple' as const })),
  { tenants: LEASE_BENCH_TENANTS, mode: 'leases' },
];

const caseLabel = ({ tenants, mode }: BenchCase) =>
  `${tenants} tenants${mode === 'leases' ? ' (leases)' : ''}`;

/** The browser's local date (yyyy-mm-dd), the analyzer's as-of date. */
const localDate = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });

/**
 * Opens the saved deal, calculates, and waits for results, the charts (three, four in leases mode),
 * both grids and, in leases mode, the lease card's annual table. Leases mode also returns the
 * per-keystroke check of that table (bench/lease-typing.ts).
 */
async function openCalculated(
  context: BrowserContext,
  { tenants, mode }: BenchCase,
): Promise<{ page: Page; price: number; check?: (sample: KeystrokeSample, price: number) => void }> {
  const project = mode === 'leases' ? leaseBenchProject(tenants) : benchProject(tenants);
  const charts = mode === 'leases' ? 4 : 3;
  const id = await saveProject(context, project);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  page.on('pageerror', (error) => console.warn(`[browser pageerror] ${error.message}`));
  await page.addInitScript({ path: PROBE });
  await page.goto(`/underwriting?project=${id}`);
  const toast = page.getByText(`${project.name} has been loaded for editing`, { exact: true });
  await step('the "loaded for editing" toast shows', toast.waitFor({ state: 'visible' }));
  await step(
    'Calculate Analysis is clicked',
    page.getByRole('button', { name: 'Calculate Analysis' }).click(),
  );
  await step(
    'the Key Financial Metrics show',
    page.getByRole('heading', { name: 'Key Financial Metrics', exact: true }).waitFor({ state: 'visible' }),
  );
  await step(
    'Calculate Analysis is back',
    page.getByRole('button', { name: 'Calculate Analysis' }).waitFor({ state: 'visible' }),
  );
  await step(
    `the ${charts} charts show`,
    page.waitForFunction(
      (count) => document.querySelectorAll('#charts .recharts-surface').length >= count,
      charts,
    ),
  );
  if (mode === 'leases') {
    await step(
      "the lease card's annual table shows its Debt Service row",
      page.waitForFunction(() => (window.__typingBench.leaseDebtService()?.length ?? 0) > 0),
    );
  }
  const expected = compactDollars(project.purchasePrice);
  await step(
    `both live sensitivity grids show ${expected} as the current price`,
    page.waitForFunction(
      (header) => window.__typingBench.headers().join('|') === `${header}|${header}`,
      expected,
    ),
  );
  // The "loaded" toast leaves after 5 s; its exit animation would land in the measured keystrokes.
  await step('the toast has left', toast.waitFor({ state: 'hidden' }));
  await quiet(page);
  const check = mode === 'leases' ? leaseTableCheck(project, await localDate(page)) : undefined;
  return { page, price: project.purchasePrice, check };
}

/** Types one digit over the price's $100,000 digit and waits for the grids to paint the new price. */
async function typeOneDigit(page: Page, price: number): Promise<{ sample: KeystrokeSample; price: number }> {
  const field = page.locator('#inputs').getByLabel('Purchase Price', { exact: true });
  const text = await field.inputValue();
  if (amount(text) !== price) throw new Error(`Purchase Price shows ${text}, expected ${price}`);
  // The $100,000s digit: the sixth digit from the right, wherever the thousands separators are.
  const digitIndexes = [...text].flatMap((char, i) => (/\d/.test(char) ? [i] : []));
  const at = digitIndexes[digitIndexes.length - 6]!;
  const digit = (Number(text[at]) + 1) % 10;
  const next = price + (digit - Number(text[at])) * 100_000;
  await field.evaluate((input, start) => (input as HTMLInputElement).setSelectionRange(start, start + 1), at);
  await page.evaluate(([expected, timeout]) => window.__typingBench.arm(expected, timeout), [
    compactDollars(next),
    KEYSTROKE_TIMEOUT_MS,
  ] as const);
  await page.keyboard.press(String(digit));
  const sample = await page.evaluate(() => window.__typingBench.next as Promise<KeystrokeSample>);
  const typed = await field.inputValue();
  if (amount(typed) !== next) throw new Error(`Purchase Price shows ${typed} after typing, expected ${next}`);
  return { sample, price: next };
}

/** Measures one case: 4 warm-up keystrokes, then 40 measured ones. */
async function measure(context: BrowserContext, benchCase: BenchCase): Promise<SizeResult> {
  const opened = await openCalculated(context, benchCase);
  const { page, check } = opened;
  let price = opened.price;
  await page.locator('#inputs').getByLabel('Purchase Price', { exact: true }).focus();
  const samples: KeystrokeSample[] = [];
  for (let i = 0; i < WARMUP_KEYSTROKES + KEYSTROKES; i++) {
    const started = Date.now();
    const typed = await typeOneDigit(page, price);
    price = typed.price;
    // leases mode: the lease table was committed with the grids (outside the measured time)
    check?.(typed.sample, price);
    if (i >= WARMUP_KEYSTROKES) samples.push(typed.sample);
    await sleep(CADENCE_MS - (Date.now() - started));
  }
  // Event Timing and long-task entries are delivered after the frame; give the last ones time to arrive.
  await sleep(300);
  const { longTasks, events } = await page.evaluate(() => ({
    longTasks: window.__typingBench.longTasks,
    events: window.__typingBench.events,
  }));
  await page.close();
  const from = samples[0]!.keydownAt;
  const to = samples.at(-1)!.paintedAt;
  return {
    tenants: benchCase.tenants,
    mode: benchCase.mode,
    keystrokes: samples.length,
    latencies: samples.map((s) => s.paintedAt - s.keydownAt),
    toShown: samples.map((s) => s.shownAt - s.keydownAt),
    longTasks: within(longTasks, from, to),
    interactions: interactionDurations(within(events, from, to)),
  };
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  const results: SizeResult[] = [];
  await withSignedInBrowser('typing', benchDir, async (context) => {
    for (const benchCase of CASES) {
      results.push(await measure(context, benchCase));
      console.log(`[typing bench] ${caseLabel(benchCase)} measured`);
    }
  });
  console.log(
    `\nTyping into Purchase Price with results, charts and live sensitivity grids showing ` +
      `(${KEYSTROKES} keystrokes after ${WARMUP_KEYSTROKES} warm-up; ms; paint = keydown → next frame painted ` +
      `after the grids show the new price (in leases mode with the lease card's Debt Service checked); ` +
      `DOM = keydown → grids updated; ET = Event Timing)\n`,
  );
  console.log(formatTable(results));
  console.log('\nTargets (issues 11 and 12; a missed target does not fail the run):');
  console.log(formatTargets(checkTargets(results)));
  console.log(`\n[typing bench] done in ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(
      `[typing bench] could not drive the page: ${error instanceof Error ? error.stack : String(error)}`,
    );
    process.exit(1);
  },
);
