import { analyzeScenarios, formatPercent, type ScenarioVariant } from '@cre/underwriting';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { checkA11y, seeToast, settle, visible, waitUntil } from './harness';
import { field, newAnalystPage, typeDeal } from './support/analyzer-page';
import { dealInput, typeInto } from './support/deal';

/** The scenario bar above the form. */
const bar = (page: Page): Locator => page.getByRole('region', { name: 'Scenarios', exact: true });
const scenarioTab = (page: Page, name: string): Locator => bar(page).getByRole('tab', { name, exact: true });

/** Saves an element's screenshot to /tmp/scenarios-<name>.png (for a person to look at). */
async function shoot(page: Page, locator: Locator, name: string): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  await settle(page);
  await locator.screenshot({ path: `/tmp/scenarios-${name}.png`, animations: 'disabled' });
}

/** Adds a variant with New scenario and renames it `name`. */
async function addScenario(page: Page, name: string): Promise<void> {
  await bar(page).getByRole('button', { name: 'New scenario' }).click();
  await bar(page)
    .getByRole('button', { name: /^Rename Scenario \d$/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Rename scenario' });
  await dialog.getByLabel('Scenario name').fill(name);
  await dialog.getByRole('button', { name: 'Rename' }).click();
  await visible(scenarioTab(page, name));
  expect(await scenarioTab(page, name).getAttribute('aria-selected')).toBe('true');
}

/** The IRR row of the comparison, one text per scenario column (figure and difference). */
async function irrRow(page: Page): Promise<string[]> {
  const row = page
    .getByRole('table', { name: 'Scenario comparison' })
    .getByRole('row')
    .filter({
      has: page.getByRole('rowheader', { name: 'IRR', exact: true }),
    });
  return row.getByRole('cell').allInnerTexts();
}

const VARIANTS: ScenarioVariant[] = [
  { name: 'Downside', overrides: { exitCapRate: 7.5, vacancyRate: 10 } },
  { name: 'Upside', overrides: { rentEscalationRate: 4 } },
];

describe('scenarios', () => {
  test('two variants, compared with Base, saved and found again after a reload', async () => {
    const { page, asOf } = await newAnalystPage();
    await page.goto('/underwriting');
    await typeDeal(page);
    await visible(scenarioTab(page, 'Base'));

    // Downside: exit cap +0.5 (7 → 7.5) and vacancy 10
    await addScenario(page, 'Downside');
    await typeInto(field(page, 'Exit Cap Rate'), '7.5', true);
    await typeInto(field(page, 'Vacancy Rate'), '10', true);
    await visible(page.getByRole('button', { name: 'Reset Vacancy Rate to Base' }));
    await visible(page.getByRole('button', { name: 'Reset Exit Cap Rate to Base' }));

    // Base is unchanged
    await scenarioTab(page, 'Base').click();
    await waitUntil(async () => (await field(page, 'Vacancy Rate').inputValue()) === '6', {
      timeout: 5_000,
      message: 'Base should still have a 6% vacancy',
    });
    expect(await page.getByRole('button', { name: 'Reset Vacancy Rate to Base' }).count()).toBe(0);

    // Upside: rent escalation 4
    await addScenario(page, 'Upside');
    await typeInto(field(page, 'Rent Escalation Rate'), '4', true);
    await visible(page.getByRole('button', { name: 'Reset Rent Escalation Rate to Base' }));

    // screenshots: the bar, and an overridden field (Downside's exit cap)
    await scenarioTab(page, 'Downside').click();
    await visible(page.getByRole('button', { name: 'Reset Exit Cap Rate to Base' }));
    await page.mouse.move(0, 0);
    await shoot(page, bar(page), 'bar');
    // the panel holding Exit Cap Rate (its section)
    const panel = field(page, 'Exit Cap Rate').locator('xpath=ancestor::section[1]');
    await shoot(page, panel, 'overridden-field');
    await checkA11y(page, 'analyzer (scenario Downside shown)');

    // Compare Scenarios: the IRR of each column is the engine's
    await page.getByRole('button', { name: 'Compare Scenarios' }).click();
    const table = page.getByRole('table', { name: 'Scenario comparison' });
    await visible(table);
    const analyses = analyzeScenarios(dealInput(asOf), VARIANTS);
    const [base, downside, upside] = analyses.map((analysis) => analysis.result.irr);
    if (base === undefined || downside === undefined || upside === undefined)
      throw new Error('three analyses');
    expect(downside).toBeLessThan(base);
    expect(upside).toBeGreaterThan(base);
    await waitUntil(
      async () => {
        const cells = await irrRow(page);
        return (
          cells.length === 3 &&
          cells[0]?.startsWith(formatPercent(base)) === true &&
          cells[1]?.startsWith(formatPercent(downside)) === true &&
          cells[2]?.startsWith(formatPercent(upside)) === true
        );
      },
      {
        timeout: 10_000,
        message: `the IRR row should read ${[base, downside, upside].map((v) => formatPercent(v))}`,
      },
    );
    const cells = await irrRow(page);
    console.log(`[scenarios] IRR row: ${JSON.stringify(cells)}`);
    expect(cells[1]).toContain('−');
    expect(cells[2]).toContain('+');
    const headers = await table.getByRole('columnheader').allInnerTexts();
    expect(headers.map((text) => text.trim())).toEqual(['Metric', 'Base', 'Downside', 'Upside']);
    // the discount rate is set: NPV is compared too
    await visible(table.getByRole('rowheader', { name: 'NPV', exact: true }));
    const compare = page.locator('#compare');
    await visible(compare.locator('.recharts-line').first(), 15_000);
    await page.mouse.move(0, 0);
    await shoot(page, compare, 'compare');
    await checkA11y(page, 'analyzer (compare scenarios)');

    // save (Base is the project's inputs, whichever scenario is shown) and reload
    await page.getByRole('button', { name: 'Save Project' }).click();
    await seeToast(page, 'Property analysis saved successfully!');
    await page.waitForURL(/project=\d+/);
    await page.reload();
    await visible(scenarioTab(page, 'Base'));
    expect(await field(page, 'Vacancy Rate').inputValue()).toBe('6');
    await visible(scenarioTab(page, 'Downside'));
    await visible(scenarioTab(page, 'Upside'));
    await scenarioTab(page, 'Downside').click();
    await waitUntil(async () => (await field(page, 'Vacancy Rate').inputValue()) === '10', {
      timeout: 5_000,
      message: 'Downside should come back with a 10% vacancy',
    });
    expect(await field(page, 'Exit Cap Rate').inputValue()).toBe('7.5');
    await scenarioTab(page, 'Upside').click();
    await waitUntil(async () => (await field(page, 'Rent Escalation Rate').inputValue()) === '4', {
      timeout: 5_000,
      message: 'Upside should come back with a 4% rent escalation',
    });
  });
});
