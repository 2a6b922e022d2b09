import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AnalysisInput, formatNumber, solveFor, type TenantLease } from '@cre/underwriting';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { checkA11y, screenshot, seeToast, settle, visible } from './harness';
import { calculate, chooseSegment, field, newAnalystPage, typeDeal } from './support/analyzer-page';
import { dealInput } from './support/deal';

const FIXTURES = join(import.meta.dirname, '..', 'test', 'fixtures', 'rent-rolls');
const FILE = 'broker-two-row-header-100.xlsx';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One lease of the fixture's expected file: what the broker's row says, worked out by hand. */
interface ExpectedLease {
  tenantName: string;
  suite: string;
  sqftLeased: number;
  rentPerSqft: number;
  startDate: string;
  endDate: string;
  annualRentIncrease: number;
  rentSteps: { date: string; rentPerSqft: number }[];
  recoveryType: 'nnn' | 'gross' | 'base-year' | null;
  flags: string[];
}

/** The fixture's expected leases and what its title block states (test/fixtures/rent-rolls). */
const expected = JSON.parse(
  readFileSync(join(FIXTURES, 'broker-two-row-header-100.expected.json'), 'utf8'),
) as {
  asOf: string;
  buildingSqft: number;
  property: { name: string; address: string };
  leases: ExpectedLease[];
};

/** The expected leases as the engine takes them (the lease term is not used lease by lease). */
const expectedLeases: TenantLease[] = expected.leases.map((lease) => ({
  tenantName: lease.tenantName,
  suite: lease.suite,
  sqftLeased: lease.sqftLeased,
  rentPerSqft: lease.rentPerSqft,
  leaseTerm: 12,
  freeMonths: 0,
  tenantImprovements: 0,
  annualRentIncrease: lease.annualRentIncrease,
  startDate: lease.startDate,
  endDate: lease.endDate,
  rentSteps: lease.rentSteps,
  recoveryType: lease.recoveryType,
  marketRentPerSqft: null,
}));

/** The typed deal with the file's leases, date and building, projected lease by lease. */
const expectedInput: AnalysisInput = {
  ...dealInput(expected.asOf, expectedLeases),
  sqft: expected.buildingSqft,
  projectionMode: 'leases',
};

const readyRow = (page: Page) => page.getByRole('region', { name: 'Ready answers' });

describe("a broker's rent roll in", () => {
  test('imports the 100-tenant two-row-header roll untouched, lists what to review and goal-seeks the expected price', async () => {
    const flagged = expected.leases.filter((lease) => lease.flags.length > 0);
    const { page } = await newAnalystPage();
    await page.goto('/underwriting');
    await typeDeal(page);
    await chooseSegment(page, 'Individual Rent Roll');
    await chooseSegment(page, 'Lease by lease');

    await page.getByRole('button', { name: 'Import Rent Roll' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Rent Roll' });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: FILE,
      mimeType: XLSX_TYPE,
      buffer: readFileSync(join(FIXTURES, FILE)),
    });
    await visible(dialog.getByText(FILE));
    await expect(dialog.getByTestId('import-summary').textContent()).resolves.toMatch(/^100 tenants · /);
    // the header found across its two rows, under the title block
    await expect(dialog.getByLabel('Header row').inputValue()).resolves.toBe('6');
    await visible(dialog.getByText('Header on rows 5–6'));
    await visible(dialog.getByText(`${flagged.length} leases to review`));
    await visible(dialog.getByLabel('As-of date 12/31/2026 (the analysis date)'));
    await visible(dialog.getByLabel(`Building area ${formatNumber(expected.buildingSqft)} sq ft`));
    await checkA11y(page, 'import dialog with a broker roll');
    await screenshot(page, 'import-broker-100-preview');

    await dialog.getByRole('button', { name: 'Replace' }).click();
    await seeToast(page, `100 tenants imported from ${FILE}.`);

    // the flags stayed on the leases: the lease roll lists every lease to review
    const review = page.getByRole('region', { name: 'Lease review' });
    await expect(review.getByTestId('lease-review-summary').textContent()).resolves.toBe(
      `${flagged.length} leases of 100 need review`,
    );
    const rows = review.getByRole('table', { name: 'Leases that need review' }).locator('tbody tr');
    await expect(rows.count()).resolves.toBe(flagged.length);
    await expect(rows.first().textContent()).resolves.toContain(flagged[0]?.tenantName ?? '?');
    await expect(field(page, 'As-of Date').inputValue()).resolves.toBe(expected.asOf);
    await expect(field(page, 'Square Feet').inputValue()).resolves.toBe(formatNumber(expected.buildingSqft));
    await screenshot(page, 'import-broker-100-review');

    // Calculate without touching a lease; goal seek answers what the expected leases give
    await calculate(page);
    const answer = solveFor(expectedInput, { vary: 'purchasePrice', metric: 'irr', target: 15 });
    if (answer.value === null) throw new Error('the fixture deal should reach a 15% IRR');
    const price = `$${Math.round(answer.value).toLocaleString('en-US')}`;
    await visible(readyRow(page).getByRole('listitem', { name: 'Max price for 15% IRR' }).getByText(price));
    await settle(page);
    await screenshot(page, 'import-broker-100-results');
    console.log(
      `[rent-roll import] ${FILE}: ${flagged.length} leases to review; max price for 15% IRR ${price}`,
    );
  });
});
