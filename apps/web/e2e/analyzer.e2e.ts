import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyze, formatCurrency } from '@cre/underwriting';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  artifactsDir,
  checkA11y,
  newPage,
  registerViaApi,
  screenshotBoth,
  seeText,
  seeToast,
  uniqueEmail,
  verifyViaApi,
  visible,
} from './harness';
import {
  DEAL_ANNUAL_RENT,
  DEAL_FIELDS,
  DEAL_TEXT,
  dealInput,
  expectedMetrics,
  readMetricTiles,
  TENANTS,
  typeInto,
} from './support/deal';

const EMPTY_RESULTS = 'Enter property details and click "Calculate Analysis" to see results.';
let page: Page;
let asOf: string;

const inputs = () => page.locator('#inputs');
const field = (label: string) => inputs().getByLabel(label, { exact: true });

async function calculate(): Promise<void> {
  await page.getByRole('button', { name: 'Calculate Analysis' }).click();
  await visible(page.getByRole('button', { name: 'Calculating...' }), 3_000).catch(() => undefined);
  await visible(page.getByRole('heading', { name: 'Key Financial Metrics', exact: true }));
  await visible(page.getByRole('button', { name: 'Calculate Analysis' }));
}

async function expectMetricsMatchEngine(label: string, tenants = [] as typeof TENANTS): Promise<void> {
  const expected = expectedMetrics(analyze(dealInput(asOf, tenants)));
  const shown = await readMetricTiles(page);
  console.log(`[analyzer] ${label}: ${JSON.stringify(shown)}`);
  expect(shown).toEqual(expected);
}

beforeAll(async () => {
  page = await newPage('desktop');
  await registerViaApi(page, uniqueEmail('analyst'));
  await verifyViaApi(page);
  asOf = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
});

describe('the analyzer', () => {
  test('computes the Key Financial Metrics of a typed deal exactly as the engine does', async () => {
    await page.goto('/underwriting');
    await seeText(page, 'Property Sale Analyzer');
    await seeText(page, 'Commercial Real Estate Analysis');
    await seeText(page, EMPTY_RESULTS);
    await screenshotBoth(page, 'analyzer-empty');
    await checkA11y(page, 'analyzer (empty)');

    for (const [label, value] of DEAL_TEXT) await field(label).fill(value);
    await chooseSegment('Total Annual');
    await typeInto(field('Annual Rent'), DEAL_ANNUAL_RENT);
    for (const [label, typed] of DEAL_FIELDS) {
      await typeInto(field(label), typed, label === 'Purchase Price' || label === 'Square Feet');
    }
    await expect(field('Purchase Price').inputValue()).resolves.toBe('3,250,000');
    await expect(field('Square Feet').inputValue()).resolves.toBe('18,500');

    await calculate();
    await expectMetricsMatchEngine('aggregate deal');
    await screenshotBoth(page, 'analyzer-results');
    await checkA11y(page, 'analyzer (results)');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshotBoth(page, 'analyzer-results-dark');
    await checkA11y(page, 'analyzer (results, dark)');
    await page.emulateMedia({ colorScheme: 'light' });
  });

  test('builds a 3-tenant rent roll, saves it, and finds it restored after a reload', async () => {
    await chooseSegment('Individual Rent Roll');
    await seeText(page, 'No tenants added yet. Click "Add Tenant" to start building your lease roll.');
    await expect(field('Annual Rent').isDisabled()).resolves.toBe(true);

    await inputs().getByRole('button', { name: 'Add Tenant' }).click();
    await fillTenant(1, TENANTS[0]!);
    await tenant(1).getByRole('button', { name: 'Duplicate lease terms' }).click();
    // The copy is renamed to the next "Tenant #n" with 0 square feet; the rest is copied.
    await expect(tenant(2).getByLabel('Tenant Name', { exact: true }).inputValue()).resolves.toBe(
      'Tenant #2',
    );
    await expect(tenant(2).getByLabel('Square Footage', { exact: true }).inputValue()).resolves.toBe('0');
    await expect(tenant(2).getByLabel('Annual Rent per Sq Ft', { exact: true }).inputValue()).resolves.toBe(
      '18.5',
    );
    await tenant(2).getByLabel('Tenant Name', { exact: true }).fill(TENANTS[1]!.tenantName);
    await typeInto(tenant(2).getByLabel('Square Footage', { exact: true }), '2,400');
    await inputs().getByRole('button', { name: 'Add Tenant' }).click();
    await fillTenant(3, TENANTS[2]!);
    // A throw-away fourth tenant, removed again.
    await inputs().getByRole('button', { name: 'Add Tenant' }).click();
    await tenant(4).getByRole('button', { name: 'Remove tenant' }).click();
    await expect(page.getByRole('group', { name: 'Tenant #4' }).count()).resolves.toBe(0);

    const first = TENANTS[0]!;
    await visible(
      tenant(1).getByText(`Annual Rent: ${formatCurrency(first.sqftLeased * first.rentPerSqft)}`),
    );
    await visible(inputs().getByText(/Leased: 14,500 sq ft \(78\.4%\)/));

    await calculate();
    await expectMetricsMatchEngine('3-tenant rent roll', TENANTS);
    await screenshotBoth(page, 'analyzer-rent-roll');
    await checkA11y(page, 'analyzer (rent roll)');

    await page.getByRole('button', { name: 'Save Project' }).click();
    await seeToast(page, 'Property analysis saved successfully!');

    await page.reload();
    await seeToast(page, `${DEAL_TEXT[0]![1]} has been loaded for editing`);
    for (const [label, value] of DEAL_TEXT) await expect(field(label).inputValue()).resolves.toBe(value);
    await expect(field('Purchase Price').inputValue()).resolves.toBe('3,250,000');
    await expect(field('Discount Rate').inputValue()).resolves.toBe('8');
    await expect(inputs().getByRole('radio', { name: 'Individual Rent Roll' }).isChecked()).resolves.toBe(
      true,
    );
    for (const [i, lease] of TENANTS.entries()) {
      const block = tenant(i + 1);
      await expect(block.getByLabel('Tenant Name', { exact: true }).inputValue()).resolves.toBe(
        lease.tenantName,
      );
      await expect(block.getByLabel('Start Date', { exact: true }).inputValue()).resolves.toBe(
        lease.startDate,
      );
      await expect(block.getByLabel('End Date', { exact: true }).inputValue()).resolves.toBe(lease.endDate);
    }
    await expect(page.getByRole('group', { name: 'Tenant #4' }).count()).resolves.toBe(0);
    await calculate();
    await expectMetricsMatchEngine('restored project', TENANTS);

    // The project list, and the delete confirmation (cancelled).
    const name = DEAL_TEXT[0]![1];
    await page.getByRole('button', { name: 'Load Project' }).click();
    const list = await visible(page.getByRole('dialog', { name: 'Select a Project' }));
    await visible(list.getByRole('button', { name: `Load ${name}` }));
    await screenshotBoth(page, 'analyzer-load-project-dialog');
    await checkA11y(page, 'analyzer (Select a Project)');
    await list.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = await visible(page.getByRole('dialog'));
    await visible(
      confirm.getByText(
        `Are you sure you want to delete "${name}"? This action cannot be undone and all project data will be permanently removed.`,
      ),
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    // Cancel goes back to the project list, still holding the project; Escape closes it.
    await visible(
      page.getByRole('dialog', { name: 'Select a Project' }).getByRole('button', { name: `Load ${name}` }),
    );
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').first().waitFor({ state: 'hidden' });
  });

  test('exports the analysis as CSV', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`cre-analysis-${asOf}.csv`);
    const file = join(artifactsDir, download.suggestedFilename());
    await download.saveAs(file);
    const csv = readFileSync(file, 'utf8');
    const lines = csv.split(/\r?\n/).filter((line) => line !== '');
    for (const line of lines)
      expect(line, 'every cell quoted').toMatch(/^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/);
    const result = analyze(dealInput(asOf, TENANTS));
    expect(csv).toContain('"Inputs","Purchase Price","$3,250,000"');
    expect(csv).toContain(`"Results","Net Operating Income","${formatCurrency(result.noi)}"`);
    for (const lease of TENANTS) expect(csv).toContain(`"${lease.tenantName}"`);
    console.log(`[analyzer] CSV ${download.suggestedFilename()}: ${lines.length} lines, saved to ${file}`);
  });

  test('exports the analysis as a PDF opened in a new window', async () => {
    // Remember the objects behind blob URLs: the page's CSP (connect-src 'self') rightly forbids
    // fetch() of blob: URLs, so the test reads the Blob the window was opened with directly.
    await page.evaluate(() => {
      const blobs = new Map<string, Blob>();
      const create = URL.createObjectURL.bind(URL);
      URL.createObjectURL = (object: Blob | MediaSource) => {
        const url = create(object);
        if (object instanceof Blob) blobs.set(url, object);
        return url;
      };
      (window as unknown as { e2eBlobs: Map<string, Blob> }).e2eBlobs = blobs;
    });
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Export PDF' }).click(),
    ]);
    await popup.waitForURL(/^blob:/, { timeout: 30_000 });
    const base64 = await page.evaluate(async (url) => {
      const blob = (window as unknown as { e2eBlobs: Map<string, Blob> }).e2eBlobs.get(url);
      if (!blob) throw new Error(`the new window shows ${url}, which the page did not create`);
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000)
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    }, popup.url());
    const pdf = Buffer.from(base64, 'base64');
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const dir = join(artifactsDir, 'pdf');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'analysis-report.pdf');
    writeFileSync(file, pdf);
    execFileSync('pdftoppm', ['-png', '-r', '60', file, join(dir, 'page')]);
    const pages = readdirSync(dir).filter((f) => f.endsWith('.png'));
    expect(pages.length).toBeGreaterThan(1);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    const result = analyze(dealInput(asOf, TENANTS));
    for (const expected of [
      'Commercial Real Estate Analysis Report',
      'Property Details',
      'Key Metrics',
      'Financing Details',
      'Tenant Lease Details',
      'Investment Recommendation',
      formatCurrency(result.noi),
      ...TENANTS.map((t) => t.tenantName.split(' ')[0]!),
      `page 1 of ${pages.length}`,
      `page ${pages.length} of ${pages.length}`,
    ]) {
      expect(text, `PDF text contains ${expected}`).toContain(expected);
    }
    console.log(`[analyzer] PDF ${pdf.length} bytes, ${pages.length} pages rendered into ${dir}`);
    await popup.close();
  });
});

/** Picks an option of a segmented control (its radio input is visually hidden behind the label). */
async function chooseSegment(name: string): Promise<void> {
  await inputs()
    .locator('label')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .click();
  await expect(inputs().getByRole('radio', { name }).isChecked()).resolves.toBe(true);
}

function tenant(n: number) {
  return inputs().getByRole('group', { name: `Tenant #${n}` });
}

async function fillTenant(n: number, lease: (typeof TENANTS)[number]): Promise<void> {
  const block = tenant(n);
  await block.getByLabel('Tenant Name', { exact: true }).fill(lease.tenantName);
  const numbers: [string, number][] = [
    ['Square Footage', lease.sqftLeased],
    ['Annual Rent per Sq Ft', lease.rentPerSqft],
    ['Lease Term (Months)', lease.leaseTerm],
    ['Free Months', lease.freeMonths],
    ['Tenant Improvements', lease.tenantImprovements],
    ['Annual Rent Increase (%)', lease.annualRentIncrease],
  ];
  for (const [label, value] of numbers)
    await typeInto(block.getByLabel(label, { exact: true }), String(value));
  await block.getByLabel('Start Date', { exact: true }).fill(lease.startDate);
  await block.getByLabel('End Date', { exact: true }).fill(lease.endDate);
}
