import { type AnalysisInput, analyze, type TenantLease } from '@cre/underwriting';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { newPage, registerViaApi, seeToast, uniqueEmail, verifyViaApi, visible } from '../harness';
import {
  DEAL_ANNUAL_RENT,
  DEAL_FIELDS,
  DEAL_TEXT,
  dealInput,
  dealProject,
  expectedMetrics,
  readMetricTiles,
  typeInto,
} from './deal';

/** The analyzer's input column. */
export const inputs = (page: Page): Locator => page.locator('#inputs');

/** An input of the analyzer by its exact label. */
export const field = (page: Page, label: string): Locator => inputs(page).getByLabel(label, { exact: true });

/** The fieldset of the n-th tenant of the rent roll (1-based). */
export const tenant = (page: Page, n: number): Locator =>
  inputs(page).getByRole('group', { name: `Tenant #${n}` });

/**
 * A fresh desktop page signed in as a new verified analyst, and the browser's local date
 * (YYYY-MM-DD), which the analyzer uses as the analysis date.
 */
export async function newAnalystPage(): Promise<{ page: Page; asOf: string }> {
  const page = await newPage('desktop');
  await registerViaApi(page, uniqueEmail('analyst'));
  await verifyViaApi(page);
  const asOf = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  return { page, asOf };
}

/** Clicks Calculate Analysis and waits for the results to be shown and the button to be back. */
export async function calculate(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Calculate Analysis' }).click();
  await visible(page.getByRole('button', { name: 'Calculating...' }), 3_000).catch(() => undefined);
  await visible(page.getByRole('heading', { name: 'Key Financial Metrics', exact: true }));
  await visible(page.getByRole('button', { name: 'Calculate Analysis' }));
}

/** Every Key Financial Metric on screen equals `analyze()` of the same deal, formatted by the engine. */
export async function expectMetricsMatchEngine(
  page: Page,
  asOf: string,
  label: string,
  tenants: TenantLease[] = [],
  overrides: Partial<AnalysisInput> = {},
): Promise<void> {
  const expected = expectedMetrics(analyze({ ...dealInput(asOf, tenants), ...overrides }));
  const shown = await readMetricTiles(page);
  console.log(`[analyzer] ${label}: ${JSON.stringify(shown)}`);
  expect(shown).toEqual(expected);
}

/** Picks an option of a segmented control (its radio input is visually hidden behind the label). */
export async function chooseSegment(page: Page, name: string): Promise<void> {
  await inputs(page)
    .locator('label')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .click();
  await expect(inputs(page).getByRole('radio', { name }).isChecked()).resolves.toBe(true);
}

/** Types the deal of `deal.ts` into an empty analyzer: names, total annual rent, every figure. */
export async function typeDeal(page: Page): Promise<void> {
  for (const [label, value] of DEAL_TEXT) await field(page, label).fill(value);
  await chooseSegment(page, 'Total Annual');
  await typeInto(field(page, 'Annual Rent'), DEAL_ANNUAL_RENT);
  for (const [label, typed] of DEAL_FIELDS) {
    await typeInto(field(page, label), typed, label === 'Purchase Price' || label === 'Square Feet');
  }
}

/** Fills the n-th tenant's fieldset with a lease. */
export async function fillTenant(page: Page, n: number, lease: TenantLease): Promise<void> {
  const block = tenant(page, n);
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

/**
 * Saves the deal with its 3-tenant rent roll for the page's user through the API and opens it
 * in the analyzer by its URL (`/underwriting?project=<id>`); returns the project's id.
 */
export async function openSavedDeal(page: Page): Promise<number> {
  const saved = await page.request.post('/api/properties', { data: dealProject() });
  expect(saved.status(), await saved.text()).toBe(200);
  const { id } = (await saved.json()) as { id: number };
  await page.goto(`/underwriting?project=${id}`);
  await seeToast(page, `${DEAL_TEXT[0]![1]} has been loaded for editing`);
  return id;
}
