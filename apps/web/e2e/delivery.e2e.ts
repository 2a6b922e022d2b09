import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newPage, registerViaApi, seeText, settle, uniqueEmail, verifyViaApi } from './harness';

/** JavaScript a first visit may transfer (issue 14): what the browser receives, compressed. */
const BUDGETS_KB = { landing: 200, dashboard: 200, underwriting: 350 } as const;

interface Transfer {
  url: string;
  encoding: string | undefined;
  /** Bytes of the response body as received (compressed when it was sent compressed). */
  bytes: number;
}

/** Records every script the page fetches, with the body bytes it transferred and its encoding. */
function recordTransfers(page: Page): Transfer[] {
  const transfers: Transfer[] = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
    const headers = (await response?.allHeaders()) ?? {};
    transfers.push({
      url: request.url(),
      encoding: headers['content-encoding'],
      bytes: sizes.responseBodySize,
    });
  });
  return transfers;
}

const kb = (transfers: readonly Transfer[]) => transfers.reduce((sum, t) => sum + t.bytes, 0) / 1024;

/** Visits `path` in a fresh context (cold cache) and returns the scripts it transferred. */
async function coldVisit(page: Page, path: string, marker: string): Promise<Transfer[]> {
  const transfers = recordTransfers(page);
  await page.goto(path);
  await seeText(page, marker);
  await settle(page);
  return transfers;
}

describe('compressed delivery from the production server', () => {
  test('first visits transfer at most 200 KB of JavaScript (landing, dashboard) and 350 KB (analyzer)', async () => {
    const landing = await coldVisit(await newPage('desktop'), '/', 'Who it is for');

    const member = await newPage('desktop');
    await registerViaApi(member, uniqueEmail('delivery'));
    const dashboard = await coldVisit(member, '/dashboard', 'Unlimited property analyses available');

    const analyst = await newPage('desktop');
    await registerViaApi(analyst, uniqueEmail('delivery-analyst'));
    await verifyViaApi(analyst);
    const underwriting = await coldVisit(analyst, '/underwriting', 'Calculate Analysis');

    for (const [name, transfers] of [
      ['landing', landing],
      ['dashboard', dashboard],
      ['underwriting', underwriting],
    ] as const) {
      const total = kb(transfers);
      console.log(
        `[delivery] ${name}: ${transfers.length} scripts, ${total.toFixed(1)} KB transferred ` +
          `(budget ${BUDGETS_KB[name]} KB); encodings ${[...new Set(transfers.map((t) => t.encoding ?? 'none'))].join(', ')}`,
      );
      expect(transfers.length, `${name} loads scripts`).toBeGreaterThan(0);
      // every script worth compressing arrives compressed (brotli: Chromium accepts it)
      for (const t of transfers) if (t.bytes > 1024) expect(t.encoding, t.url).toBe('br');
      expect(total, `${name} JavaScript transferred`).toBeLessThanOrEqual(BUDGETS_KB[name]);
      // charts (recharts) and the PDF code stay lazy: none on a first visit
      expect(
        transfers.some((t) => /pdfmake|vfs_fonts|exceljs/.test(t.url)),
        `${name} loads export code`,
      ).toBe(false);
    }
  });
});
