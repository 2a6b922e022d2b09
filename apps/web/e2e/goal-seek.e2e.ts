import { readyAnswers, SOLVE_VARIES, solveFor } from '@cre/underwriting';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { checkA11y, seeToast, settle, visible, waitUntil } from './harness';
import { calculate, field, newAnalystPage, typeDeal } from './support/analyzer-page';
import { dealInput, readMetricTiles } from './support/deal';

/** The Goal Seek card. */
const card = (page: Page): Locator => page.getByRole('region', { name: 'Goal Seek' });
/** The ready answers under Key Financial Metrics. */
const readyRow = (page: Page): Locator => page.getByRole('region', { name: 'Ready answers' });

/** Picks `option` in one of the card's selects. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await card(page).getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Saves an element's screenshot to /tmp/goalseek-<name>.png (for a person to look at). */
async function shoot(locator: Locator, name: string): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  await locator.screenshot({ path: `/tmp/goalseek-${name}.png`, animations: 'disabled' });
}

/** The row's box with room above it for its tooltip. */
async function clipAround(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error('the ready answers are not on screen');
  return { x: Math.max(0, box.x - 160), y: box.y - 90, width: box.width + 170, height: box.height + 100 };
}

describe('goal seek', () => {
  test('Apply puts the price for a 15% IRR into the form, and the IRR tile then shows 15.00%', async () => {
    const { page, asOf } = await newAnalystPage();
    await page.goto('/underwriting');
    await typeDeal(page);
    await calculate(page);

    // the ready answers, next to the metrics they answer for
    const expected = solveFor(dealInput(asOf), { vary: 'purchasePrice', metric: 'irr', target: 15 });
    if (expected.value === null) throw new Error('the e2e deal should reach a 15% IRR');
    for (const label of [
      'Max price for 15% IRR',
      'Max price for 1.25x DSCR',
      'Max price for 8% cash-on-cash',
    ]) {
      await visible(readyRow(page).getByRole('listitem', { name: label }));
    }
    const price = `$${Math.round(expected.value).toLocaleString('en-US')}`;
    await visible(readyRow(page).getByRole('listitem', { name: 'Max price for 15% IRR' }).getByText(price));

    // the card opens on IRR 15% by varying the purchase price
    const answer = card(page).getByTestId('goal-seek-value');
    await visible(answer);
    expect(await answer.textContent()).toBe(`Purchase Price: ${price}`);
    await settle(page);
    await shoot(readyRow(page), 'ready-answers');
    await shoot(card(page), 'card');
    await shoot(page.locator('#results'), 'results');
    await checkA11y(page, 'analyzer (goal seek)');

    await card(page).getByRole('button', { name: 'Apply' }).click();
    await seeToast(page, 'Goal seek applied');
    const cents = (Math.round(expected.value * 100) / 100).toLocaleString('en-US', {
      maximumFractionDigits: 2,
    });
    await waitUntil(async () => (await field(page, 'Purchase Price').inputValue()) === cents, {
      timeout: 10_000,
      message: `the price field should read ${cents}`,
    });
    await visible(card(page).getByRole('button', { name: 'Applied' }));
    await settle(page);
    await shoot(page.locator('.mantine-Notification-root').last(), 'toast');

    await calculate(page);
    await waitUntil(async () => (await readMetricTiles(page)).IRR === '15.00%', {
      timeout: 10_000,
      message: 'the IRR tile should show the 15.00% target after Apply and Calculate',
    });
  });

  test('an impossible target says "out of reach" with the engine reason', async () => {
    const { page, asOf } = await newAnalystPage();
    await page.goto('/underwriting');
    await typeDeal(page);
    await calculate(page);
    await visible(card(page).getByTestId('goal-seek-value'));

    await choose(page, 'Vary', SOLVE_VARIES.interestRate.label);
    const target = card(page).getByRole('textbox', { name: 'Target' });
    await target.fill('400');
    const expected = solveFor(dealInput(asOf), { vary: 'interestRate', metric: 'irr', target: 400 });
    if (expected.value !== null) throw new Error('a 400% IRR should be out of reach');
    await visible(card(page).getByText('Out of reach', { exact: true }));
    const reason = card(page).getByTestId('goal-seek-reason');
    await visible(reason);
    expect(await reason.textContent()).toBe(expected.reason);
    await expect(card(page).getByRole('button', { name: 'Apply' }).count()).resolves.toBe(0);
    await settle(page);
    await shoot(card(page), 'out-of-reach');

    // a ready answer out of reach: "out of reach", the engine's reason on hover
    await readyRow(page).getByRole('button', { name: 'Edit ready-answer targets' }).click();
    await page.getByRole('textbox', { name: 'Target IRR' }).fill('-150');
    await page.keyboard.press('Escape');
    const targets = { irr: -150, dscr: 1.25, cashOnCash: 8 };
    const [irr] = readyAnswers(dealInput(asOf), targets);
    if (!irr || irr.result.value !== null) throw new Error('a -150% IRR should be out of reach');
    const tile = readyRow(page).getByRole('listitem', { name: 'Max price for -150% IRR' });
    const outOfReach = tile.getByText('out of reach', { exact: true });
    await visible(outOfReach);
    await outOfReach.hover();
    await visible(page.getByRole('tooltip').filter({ hasText: irr.result.reason }));
    await settle(page);
    await page.screenshot({
      path: '/tmp/goalseek-ready-out-of-reach.png',
      clip: await clipAround(readyRow(page)),
    });
  });
});
