import { join } from 'node:path';
import { analyze, formatCurrency, formatNumber, formatPercent } from '@cre/underwriting';
import ExcelJS from 'exceljs';
import { describe, expect, test } from 'vitest';
import { recalculate } from '../test/recalc-harness';
import { artifactsDir, checkA11y, screenshot, seeToast, visible } from './harness';
import {
  calculate,
  chooseSegment,
  expectMetricsMatchEngine,
  field,
  newAnalystPage,
  openSavedDeal,
  tenant,
  typeDeal,
} from './support/analyzer-page';
import { BROKER_FILE, BROKER_LEASES, brokerWorkbook, parsedBrokerLeases } from './support/broker-xlsx';
import { dealInput, readMetricTiles, TENANTS } from './support/deal';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('Excel in and out', () => {
  test("imports a broker's .xlsx rent roll, sees its tenants and calculates", async () => {
    // the fixture says what the test expects: the engine parses it into exactly these leases
    const parsed = await parsedBrokerLeases();
    expect(parsed.map((lease) => ({ ...lease, rentPerSqft: Number(lease.rentPerSqft.toFixed(9)) }))).toEqual(
      BROKER_LEASES,
    );

    const { page, asOf } = await newAnalystPage();
    await page.goto('/underwriting');
    await typeDeal(page);
    await chooseSegment(page, 'Individual Rent Roll');
    await page.getByRole('button', { name: 'Import Rent Roll' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Rent Roll' });
    await visible(dialog.getByText("Drop a broker's rent roll here (.csv or .xlsx), or"));
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'maple-court.xlsx',
      mimeType: XLSX_TYPE,
      buffer: await brokerWorkbook(),
    });
    await visible(dialog.getByText('maple-court.xlsx'));
    const leased = BROKER_LEASES.reduce((sum, lease) => sum + lease.sqftLeased, 0);
    const rent = BROKER_LEASES.reduce((sum, lease) => sum + lease.sqftLeased * lease.rentPerSqft, 0);
    await expect(dialog.getByTestId('import-summary').textContent()).resolves.toBe(
      `3 tenants · ${formatNumber(leased)} sq ft leased · $${formatNumber(Math.round(rent))} annual rent · 1 vacant suite (2,350 sq ft)`,
    );
    // the monthly rent column was recognised as such and converted
    await expect(dialog.getByRole('combobox', { name: 'Column D: Monthly Rent' }).inputValue()).resolves.toBe(
      'Monthly rent',
    );
    const preview = dialog.getByRole('table', { name: 'Rent roll preview' });
    await expect(preview.getByRole('row').nth(1).textContent()).resolves.toContain('Granite Title Co.');
    await expect(preview.getByRole('row').nth(1).textContent()).resolves.toContain('$27.50');
    await checkA11y(page, 'import rent roll dialog');
    await screenshot(page, 'import-rent-roll-preview');

    await dialog.getByRole('button', { name: 'Replace' }).click();
    await seeToast(page, '3 tenants imported from maple-court.xlsx.');
    for (const [i, lease] of BROKER_LEASES.entries()) {
      const block = tenant(page, i + 1);
      await expect(block.getByLabel('Tenant Name', { exact: true }).inputValue()).resolves.toBe(
        lease.tenantName,
      );
      await expect(block.getByLabel('Square Footage', { exact: true }).inputValue()).resolves.toBe(
        formatNumber(lease.sqftLeased),
      );
      await expect(block.getByLabel('Start Date', { exact: true }).inputValue()).resolves.toBe(
        lease.startDate,
      );
      await expect(block.getByLabel('End Date', { exact: true }).inputValue()).resolves.toBe(lease.endDate);
    }
    await visible(page.getByTestId('lease-roll-summary').filter({ hasText: 'Leased: 9,650 sq ft' }));
    // the file's as-of date, building area and name were taken into the form with its leases
    await expect(field(page, 'As-of Date').inputValue()).resolves.toBe(BROKER_FILE.asOf);
    await expect(field(page, 'Square Feet').inputValue()).resolves.toBe(formatNumber(BROKER_FILE.sqft));
    await calculate(page);
    await expectMetricsMatchEngine(page, BROKER_FILE.asOf, 'imported rent roll', BROKER_LEASES, {
      sqft: BROKER_FILE.sqft,
    });
    expect(asOf).not.toBe(BROKER_FILE.asOf);
  });

  test('downloads the workbook, recalculates it with an independent formula engine and finds the IRR shown', async () => {
    const { page, asOf } = await newAnalystPage();
    await openSavedDeal(page);
    await calculate(page);
    const shown = await readMetricTiles(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`cre-analysis-${asOf}.xlsx`);
    const file = join(artifactsDir, download.suggestedFilename());
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const live = await recalculate(workbook);
    expect(live.sheetNames).toEqual(
      expect.arrayContaining(['Inputs', 'Rent Roll', 'Cash Flow', 'Sensitivity', 'Summary']),
    );
    // the workbook's own IRR formula, recalculated, is the IRR on screen
    expect(formatPercent((live.value('HoldIrr') as number) * 100)).toBe(shown.IRR);
    expect(formatCurrency(live.value('NetOperatingIncome') as number)).toBe(shown['Net Operating Income']);
    const result = analyze(dealInput(asOf, TENANTS));
    expect(live.value('HoldIrr') as number).toBeCloseTo(result.irr / 100, 9);
    // the formulas are live: a new price flows through to the IRR as the engine computes it
    live.set('PurchasePrice', 2_900_000);
    const repriced = analyze({ ...dealInput(asOf, TENANTS), purchasePrice: 2_900_000 });
    expect(live.value('HoldIrr') as number).toBeCloseTo(repriced.irr / 100, 9);
    console.log(
      `[excel] ${download.suggestedFilename()}: IRR ${shown.IRR} on screen and recalculated; at $2,900,000 ${formatPercent(repriced.irr)}`,
    );
  });
});
