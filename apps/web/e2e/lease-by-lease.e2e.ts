import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyze, formatNumber } from '@cre/underwriting';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { artifactsDir, checkA11y, screenshotBoth, seeText, seeToast, visible, waitUntil } from './harness';
import {
  calculate,
  chooseSegment,
  field,
  fillTenant,
  inputs,
  newAnalystPage,
  tenant,
  typeDeal,
} from './support/analyzer-page';
import { DEAL_TEXT, expectedMetrics, readMetricTiles, typeInto } from './support/deal';
import {
  averageRentPlaceholder,
  csvLine,
  expectedAnnualRows,
  expectedRolloverRows,
  LEASE_ASSUMPTION_FIELDS,
  LEASE_ASSUMPTIONS,
  leaseDealInput,
  leaseTenants,
  readTable,
} from './support/lease-deal';
import { exportPdf } from './support/pdf-export';

const ANNUAL_LABELS = [
  'Scheduled Rent',
  'Free Rent',
  'Credit Loss',
  'Other Income',
  'Recoveries',
  'Effective Gross Income',
  'Operating Expenses',
  'Net Operating Income',
  'Tenant Improvements',
  'Leasing Commissions',
  'Debt Service',
  'Cash Flow',
  'Occupancy',
];
const ROLLOVER_COLUMNS = [
  'Suite',
  'Tenant',
  'Sq Ft',
  'Available',
  'Starts',
  'Downtime (months)',
  'Free Months',
  'Rent/Sq Ft',
  'TI',
  'LC',
];
const RENEWAL_MESSAGE = 'Renewal probability must be a whole percent between 0 and 100';
const MARKET_RENT = 'Market Rent ($/sq ft/yr)';

/** The live card, its annual table (captioned by its years) and its rollover table. */
const leaseCard = (page: Page) => page.getByRole('region', { name: 'Lease-by-Lease Projection' });
const annualTable = (page: Page, years: number) =>
  leaseCard(page).getByRole('table', { name: `Annual cash flow, years 1 to ${years}`, exact: true });
const rolloverTable = (page: Page) => leaseCard(page).getByRole('table', { name: /rollover leases?/ });

/** Waits until the table shows `expected` (the live card follows the form in the keystroke's pass). */
async function expectTable(table: ReturnType<typeof annualTable>, expected: string[][], what: string) {
  const same = async () => JSON.stringify(await readTable(table)) === JSON.stringify(expected);
  await waitUntil(same, { timeout: 5_000, message: what }).catch(() => undefined);
  expect(await readTable(table), what).toEqual(expected);
}

/** Every Market Leasing assumption shows its value; market rent is blank with the average as placeholder. */
async function expectAssumptions(page: Page, placeholder: string): Promise<void> {
  const shown = Object.fromEntries(
    await Promise.all(
      LEASE_ASSUMPTIONS.map(async ([label]) => [label, await field(page, label).inputValue()]),
    ),
  );
  expect(shown).toEqual(Object.fromEntries(LEASE_ASSUMPTIONS.map(([label, , value]) => [label, value])));
  await expect(field(page, MARKET_RENT).getAttribute('placeholder')).resolves.toBe(placeholder);
}

describe('the lease-by-lease projection', () => {
  test('a 6-tenant rent roll projected lease by lease: live tables, chart, CSV, PDF, save and reload', async () => {
    const started = Date.now();
    const lap = (what: string) =>
      console.log(`[lease] ${what} at ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const { page, asOf } = await newAnalystPage();
    const tenants = leaseTenants(asOf);
    const input = leaseDealInput(asOf);
    const result = analyze(input);
    const projection = result.leaseProjection;
    expect(projection, 'the engine projects the deal lease by lease').not.toBeNull();
    const years = input.holdPeriod + 1;

    // The deal and its six tenants, typed by their labels.
    await page.goto('/underwriting');
    await seeText(page, 'Property Sale Analyzer');
    await typeDeal(page);
    await chooseSegment(page, 'Individual Rent Roll');
    for (const [i, lease] of tenants.entries()) {
      await inputs(page).getByRole('button', { name: 'Add Tenant' }).click();
      await fillTenant(page, i + 1, lease);
    }
    await expect(tenant(page, 6).getByLabel('Tenant Name', { exact: true }).inputValue()).resolves.toBe(
      tenants[5]!.tenantName,
    );
    await visible(inputs(page).getByText(/Leased: 16,500 sq ft \(89\.2%\)/));
    lap('deal and six tenants typed');

    // The Projection choice: simple growth by default, no market leasing panel and no lease card.
    const projectionChoice = inputs(page).getByRole('radiogroup', { name: 'Projection', exact: true });
    await expect(projectionChoice.getByRole('radio', { name: 'Simple growth' }).isChecked()).resolves.toBe(
      true,
    );
    await expect(page.getByText('Market Leasing Assumptions', { exact: true }).count()).resolves.toBe(0);
    await expect(leaseCard(page).count()).resolves.toBe(0);
    await chooseSegment(page, 'Lease by lease');
    await seeText(page, 'Market Leasing Assumptions');

    // Market rent is left blank: its placeholder is the rent roll's average rent per sq ft.
    const placeholder = averageRentPlaceholder(tenants);
    expect(placeholder).toBe(formatNumber(result.avgRentPerSqft, 2));
    await expect(field(page, MARKET_RENT).inputValue()).resolves.toBe('');
    await expect(field(page, MARKET_RENT).getAttribute('placeholder')).resolves.toBe(placeholder);

    // A renewal probability over 100 is refused under its field; then the journey's assumptions.
    await typeInto(field(page, 'Renewal Probability'), '101');
    await seeText(page, RENEWAL_MESSAGE);
    for (const [label, typed] of LEASE_ASSUMPTIONS)
      if (typed !== null) await typeInto(field(page, label), typed);
    await page.getByText(RENEWAL_MESSAGE, { exact: true }).waitFor({ state: 'hidden' });
    await expectAssumptions(page, placeholder);

    // The live card (no Calculate yet): the annual cash flow of years 1..hold + 1 and the rollovers.
    await visible(leaseCard(page));
    const annual = annualTable(page, years);
    await visible(annual);
    const annualRows = expectedAnnualRows(input, result);
    const header = ['Line item', ...Array.from({ length: years }, (_, j) => `Year ${j + 1}`)];
    await expectTable(annual, [header, ...annualRows], 'the live annual table equals analyze()');
    expect(annualRows.map((row) => row[0])).toEqual(ANNUAL_LABELS);
    const cell = (label: string, year: number) => annualRows.find((row) => row[0] === label)![year]!;
    console.log(
      `[lease] year 1: Scheduled Rent ${cell('Scheduled Rent', 1)}, NOI ${cell('Net Operating Income', 1)}, ` +
        `Debt Service ${cell('Debt Service', 1)}, Cash Flow ${cell('Cash Flow', 1)}, Occupancy ${cell('Occupancy', 1)}; ` +
        `year ${years} NOI ${cell('Net Operating Income', years)}`,
    );

    const rollovers = projection!.rollovers;
    const rolloverCaption =
      rollovers.length > 25
        ? `${rollovers.length} rollover leases, 1-25 shown`
        : `${rollovers.length} rollover leases`;
    const schedule = rolloverTable(page);
    await expect(schedule.locator('caption').textContent()).resolves.toBe(rolloverCaption);
    const firstRollovers = expectedRolloverRows(result, asOf, 4);
    const shownSchedule = await readTable(schedule);
    expect(shownSchedule[0]).toEqual(ROLLOVER_COLUMNS);
    expect(shownSchedule.slice(1, 5)).toEqual(firstRollovers);
    expect(shownSchedule).toHaveLength(1 + Math.min(25, rollovers.length));
    console.log(
      `[lease] ${rolloverCaption}; first: ${firstRollovers.map((r) => `${r[0]} ${r[2]}→${r[3]}`).join(', ')}`,
    );

    // The card sits above the Sensitivity Analysis card.
    const cardTop = (await leaseCard(page).boundingBox())!.y;
    const sensitivityTop = (await page
      .getByRole('heading', { name: 'Sensitivity Analysis', exact: true })
      .boundingBox())!.y;
    expect(cardTop).toBeLessThan(sensitivityTop);
    await checkA11y(page, 'analyzer (lease by lease, live)');
    lap('live card checked');

    // Calculate: the leases-mode result, and a fourth chart.
    await calculate(page);
    const metrics = await readMetricTiles(page);
    console.log(`[lease] metrics: ${JSON.stringify(metrics)}`);
    expect(metrics).toEqual(expectedMetrics(result));
    await visible(page.locator('#charts').getByRole('heading', { name: 'Lease Expirations', exact: true }));
    await waitUntil(
      () =>
        page
          .locator('#charts .recharts-surface')
          .count()
          .then((n) => n >= 4),
      {
        timeout: 15_000,
        message: 'the four charts are drawn',
      },
    );
    await screenshotBoth(page, 'analyzer-lease-by-lease');
    await checkA11y(page, 'analyzer (lease by lease, results)');
    lap('calculated, screenshots taken');

    // CSV: the annual table and the whole rollover schedule.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csvFile = join(artifactsDir, `lease-by-lease-${download.suggestedFilename()}`);
    await download.saveAs(csvFile);
    const lines = readFileSync(csvFile, 'utf8').split(/\r?\n/);
    const block = (title: string, length: number) => {
      const at = lines.indexOf(csvLine([title]));
      expect(at, `the CSV has a "${title}" section`).toBeGreaterThan(-1);
      return lines.slice(at + 1, at + 1 + length);
    };
    expect(block('Lease-by-Lease Cash Flow', 1 + ANNUAL_LABELS.length)).toEqual(
      [header, ...expectedAnnualRows(input, result)].map(csvLine),
    );
    expect(block('Lease Expirations & Rollovers', 1 + rollovers.length)).toEqual(
      [ROLLOVER_COLUMNS, ...expectedRolloverRows(result, asOf, rollovers.length)].map(csvLine),
    );
    lap(`CSV checked (${csvFile})`);

    // PDF: opened in a new window; its pages are rendered into <artifacts>/pdf-lease-by-lease/.
    const { bytes, text, pages, dir } = await exportPdf(page, 'pdf-lease-by-lease');
    expect(pages).toBeGreaterThan(1);
    for (const expected of ['Lease-by-Lease Cash Flow', ...ANNUAL_LABELS, 'Lease Expirations & Rollovers'])
      expect(text, `the PDF's text contains ${expected}`).toContain(expected);
    lap(`PDF checked (${bytes.length} bytes, ${pages} pages in ${dir})`);

    // Save, check what the API stored, reload: the choice, every assumption and the tables come back.
    const shownAnnual = await readTable(annual);
    await page.getByRole('button', { name: 'Save Project' }).click();
    await seeToast(page, 'Property analysis saved successfully!');
    const listed = await page.request.get('/api/properties');
    expect(listed.status()).toBe(200);
    const saved = ((await listed.json()) as Record<string, unknown>[]).find(
      (p) => p.name === DEAL_TEXT[0]![1],
    );
    expect(saved, 'the saved project is listed').toBeDefined();
    expect(saved).toMatchObject(LEASE_ASSUMPTION_FIELDS);

    await page.reload();
    await seeToast(page, `${DEAL_TEXT[0]![1]} has been loaded for editing`);
    await expect(
      inputs(page)
        .getByRole('radiogroup', { name: 'Projection', exact: true })
        .getByRole('radio', {
          name: 'Lease by lease',
        })
        .isChecked(),
    ).resolves.toBe(true);
    await seeText(page, 'Market Leasing Assumptions');
    await expectAssumptions(page, placeholder);
    await visible(annual);
    await expectTable(annual, shownAnnual, 'the restored annual table is the one saved');
    await expect(readTable(rolloverTable(page))).resolves.toEqual(shownSchedule);
    lap('restored after reload');
  });
});
