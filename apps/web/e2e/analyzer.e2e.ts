import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyze, formatCurrency, formatPercent, riskVariableLabel, tornado } from '@cre/underwriting';
import { describe, expect, test } from 'vitest';
import { artifactsDir, checkA11y, screenshotBoth, seeText, seeToast, visible } from './harness';
import {
  calculate,
  chooseSegment,
  expectMetricsMatchEngine,
  field,
  fillTenant,
  inputs,
  newAnalystPage,
  openSavedDeal,
  tenant,
  typeDeal,
} from './support/analyzer-page';
import { DEAL_TEXT, dealInput, TENANTS, typeInto } from './support/deal';
import { exportPdf } from './support/pdf-export';

const EMPTY_RESULTS = 'Enter property details and click "Calculate Analysis" to see results.';

describe('the analyzer', () => {
  test('computes the Key Financial Metrics of a typed deal exactly as the engine does', async () => {
    const { page, asOf } = await newAnalystPage();
    await page.goto('/underwriting');
    await seeText(page, 'Property Sale Analyzer');
    await seeText(page, 'Commercial Real Estate Analysis');
    await seeText(page, EMPTY_RESULTS);
    await screenshotBoth(page, 'analyzer-empty');
    await checkA11y(page, 'analyzer (empty)');

    await typeDeal(page);
    await expect(field(page, 'Purchase Price').inputValue()).resolves.toBe('3,250,000');
    await expect(field(page, 'Square Feet').inputValue()).resolves.toBe('18,500');

    await calculate(page);
    await expectMetricsMatchEngine(page, asOf, 'aggregate deal');
    await screenshotBoth(page, 'analyzer-results');
    await checkA11y(page, 'analyzer (results)');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshotBoth(page, 'analyzer-results-dark');
    await checkA11y(page, 'analyzer (results, dark)');
    await page.emulateMedia({ colorScheme: 'light' });
  });

  test('builds a 3-tenant rent roll, saves it, and finds it restored after a reload', async () => {
    const { page, asOf } = await newAnalystPage();
    await page.goto('/underwriting');
    await seeText(page, EMPTY_RESULTS);
    await typeDeal(page);
    await chooseSegment(page, 'Individual Rent Roll');
    await seeText(page, 'No tenants added yet. Click "Add Tenant" to start building your lease roll.');
    await expect(field(page, 'Annual Rent').isDisabled()).resolves.toBe(true);

    await inputs(page).getByRole('button', { name: 'Add Tenant' }).click();
    await fillTenant(page, 1, TENANTS[0]!);
    await tenant(page, 1).getByRole('button', { name: 'Duplicate lease terms' }).click();
    // The copy is renamed to the next "Tenant #n" with 0 square feet; the rest is copied.
    await expect(tenant(page, 2).getByLabel('Tenant Name', { exact: true }).inputValue()).resolves.toBe(
      'Tenant #2',
    );
    await expect(tenant(page, 2).getByLabel('Square Footage', { exact: true }).inputValue()).resolves.toBe(
      '0',
    );
    await expect(
      tenant(page, 2).getByLabel('Annual Rent per Sq Ft', { exact: true }).inputValue(),
    ).resolves.toBe('18.5');
    await tenant(page, 2).getByLabel('Tenant Name', { exact: true }).fill(TENANTS[1]!.tenantName);
    await typeInto(tenant(page, 2).getByLabel('Square Footage', { exact: true }), '2,400');
    await inputs(page).getByRole('button', { name: 'Add Tenant' }).click();
    await fillTenant(page, 3, TENANTS[2]!);
    // A throw-away fourth tenant, removed again.
    await inputs(page).getByRole('button', { name: 'Add Tenant' }).click();
    await tenant(page, 4).getByRole('button', { name: 'Remove tenant' }).click();
    await expect(page.getByRole('group', { name: 'Tenant #4' }).count()).resolves.toBe(0);

    const first = TENANTS[0]!;
    await visible(
      tenant(page, 1).getByText(`Annual Rent: ${formatCurrency(first.sqftLeased * first.rentPerSqft)}`),
    );
    await visible(inputs(page).getByText(/Leased: 14,500 sq ft \(78\.4%\)/));

    await calculate(page);
    await expectMetricsMatchEngine(page, asOf, '3-tenant rent roll', TENANTS);
    await screenshotBoth(page, 'analyzer-rent-roll');
    await checkA11y(page, 'analyzer (rent roll)');

    await page.getByRole('button', { name: 'Save Project' }).click();
    await seeToast(page, 'Property analysis saved successfully!');

    await page.reload();
    await seeToast(page, `${DEAL_TEXT[0]![1]} has been loaded for editing`);
    for (const [label, value] of DEAL_TEXT)
      await expect(field(page, label).inputValue()).resolves.toBe(value);
    await expect(field(page, 'Purchase Price').inputValue()).resolves.toBe('3,250,000');
    await expect(field(page, 'Discount Rate').inputValue()).resolves.toBe('8');
    await expect(inputs(page).getByRole('radio', { name: 'Individual Rent Roll' }).isChecked()).resolves.toBe(
      true,
    );
    for (const [i, lease] of TENANTS.entries()) {
      const block = tenant(page, i + 1);
      await expect(block.getByLabel('Tenant Name', { exact: true }).inputValue()).resolves.toBe(
        lease.tenantName,
      );
      await expect(block.getByLabel('Start Date', { exact: true }).inputValue()).resolves.toBe(
        lease.startDate,
      );
      await expect(block.getByLabel('End Date', { exact: true }).inputValue()).resolves.toBe(lease.endDate);
    }
    await expect(page.getByRole('group', { name: 'Tenant #4' }).count()).resolves.toBe(0);
    await calculate(page);
    await expectMetricsMatchEngine(page, asOf, 'restored project', TENANTS);

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
    const { page, asOf } = await newAnalystPage();
    await openSavedDeal(page);
    await calculate(page);
    await expectMetricsMatchEngine(page, asOf, 'saved project', TENANTS);
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
    // the Risk section ends it: the IRR's tornado, its base first (issue 28)
    const { base } = tornado(dealInput(asOf, TENANTS), { metric: 'irr' });
    expect(csv).toContain(
      `"Risk: Tornado (IRR)"\r\n"Variable","Low","High","IRR at Low","IRR at High","Swing"\r\n` +
        `"Base (as entered)","","","${formatPercent(base)}","${formatPercent(base)}",""`,
    );
    console.log(`[analyzer] CSV ${download.suggestedFilename()}: ${lines.length} lines, saved to ${file}`);
  });

  test('exports the analysis as a PDF opened in a new window, with the Risk section', async () => {
    const { page, asOf } = await newAnalystPage();
    await openSavedDeal(page);
    await calculate(page);
    const { bytes, text, pages: pageCount, dir } = await exportPdf(page, 'pdf');
    expect(pageCount).toBeGreaterThan(1);
    const result = analyze(dealInput(asOf, TENANTS));
    const risk = tornado(dealInput(asOf, TENANTS), { metric: 'irr' });
    for (const expected of [
      'Commercial Real Estate Analysis Report',
      'Property Details',
      'Key Metrics',
      'Financing Details',
      'Rent Roll',
      'Investment Recommendation',
      formatCurrency(result.noi),
      ...TENANTS.map((t) => t.tenantName.split(' ')[0]!),
      `page 1 of ${pageCount}`,
      `page ${pageCount} of ${pageCount}`,
    ]) {
      expect(text, `PDF text contains ${expected}`).toContain(expected);
    }
    // Risk (issue 28): the tornado's table and chart (its words are SVG text), base first
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of [
      'Tornado (IRR) Variable Low High IRR at Low IRR at High Swing',
      `Base (as entered) ${formatPercent(risk.base)} ${formatPercent(risk.base)} ${riskVariableLabel(risk.rows[0]?.variable ?? '')}`,
      `Base ${formatPercent(risk.base)}`,
    ]) {
      expect(flat, `PDF text contains ${expected}`).toContain(expected);
    }
    console.log(`[analyzer] PDF ${bytes.length} bytes, ${pageCount} pages rendered into ${dir}`);
  });
});
