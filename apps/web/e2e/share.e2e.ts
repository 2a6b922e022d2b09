import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { checkA11y, newPage, seeText, seeToast, settle, visible, waitUntil } from './harness';
import { calculate, newAnalystPage, typeDeal } from './support/analyzer-page';
import { DEAL_TEXT, readMetricTiles } from './support/deal';

const UNAVAILABLE = 'This link is no longer available';

/** The "Share analysis" dialog. */
const shareDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Share analysis' });

/** Saves a screenshot to /tmp/share-<name>.png (for a person to look at): an element, or the full page. */
async function shoot(target: Page | Locator, name: string): Promise<void> {
  const path = `/tmp/share-${name}.png`;
  if ('goto' in target) {
    await target.evaluate(() => window.scrollTo(0, 0));
    await target.screenshot({ path, fullPage: true, animations: 'disabled' });
  } else {
    await target.screenshot({ path, animations: 'disabled' });
  }
}

/** Opens the Share dialog from the analyzer's project actions and waits for its list of links. */
async function openShareDialog(page: Page): Promise<Locator> {
  await page.getByRole('toolbar', { name: 'Project actions' }).getByRole('button', { name: 'Share' }).click();
  const dialog = await visible(shareDialog(page));
  await waitUntil(async () => (await dialog.getByLabel('Loading links').count()) === 0, {
    timeout: 10_000,
    message: 'the links have loaded',
  });
  return dialog;
}

describe('read-only share links', () => {
  test('a saved analysis is shared, opens without an account with the same figures, and its revoked link is a 404', async () => {
    // an analyst saves a deal and calculates it
    const { page } = await newAnalystPage();
    await page.goto('/underwriting');
    await visible(page.getByRole('button', { name: 'Save Project' }));
    // nothing to share before the project is saved
    expect(await page.getByRole('button', { name: 'Share', exact: true }).count()).toBe(0);
    await typeDeal(page);
    await page.getByRole('button', { name: 'Save Project' }).click();
    await seeToast(page, 'Property analysis saved successfully!');
    await page.waitForURL(/[?&]project=\d+/);
    await calculate(page);
    const analyzerTiles = await readMetricTiles(page);
    expect(analyzerTiles['Net Operating Income']).toMatch(/^\$/);
    expect(analyzerTiles.IRR).toMatch(/%$/);

    // the Share dialog: 30 days by default, create a link, copy it
    let dialog = await openShareDialog(page);
    await seeText(page, 'Anyone with the link can view this analysis read-only, without an account.');
    expect(await dialog.getByRole('radio', { name: '30 days' }).isChecked()).toBe(true);
    await visible(dialog.getByText(/No links yet/));
    await dialog
      .locator('label')
      .filter({ hasText: /^90 days$/ })
      .click();
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const linkBox = await visible(dialog.getByRole('textbox', { name: 'Link' }));
    const url = await linkBox.inputValue();
    expect(url).toMatch(/\/s\/[A-Za-z0-9_-]{43}$/);
    await visible(dialog.getByText(/^Expires /));
    await visible(dialog.getByRole('table', { name: 'Existing links' }));
    await settle(page);
    await shoot(dialog, 'dialog');
    await checkA11y(page, 'share dialog');

    // a fresh browser without a session opens the link: the same figures, read-only, not indexed
    const visitor = await newPage('desktop');
    const opened = await visitor.goto(url);
    expect(opened?.status()).toBe(200);
    await visible(visitor.getByText('Read-only shared analysis'));
    await visible(visitor.getByRole('heading', { name: DEAL_TEXT[0]?.[1] ?? '', level: 1 }));
    await visible(visitor.getByText(/^Last updated /));
    await visible(visitor.getByRole('heading', { name: 'Key Financial Metrics', exact: true }));
    const sharedTiles = await readMetricTiles(visitor);
    console.log(`[share] analyzer NOI ${analyzerTiles['Net Operating Income']} IRR ${analyzerTiles.IRR}`);
    console.log(`[share] shared   NOI ${sharedTiles['Net Operating Income']} IRR ${sharedTiles.IRR}`);
    expect(sharedTiles).toEqual(analyzerTiles);
    expect(await visitor.getByRole('textbox').count()).toBe(0);
    expect(await visitor.getByRole('spinbutton').count()).toBe(0);
    expect(await visitor.getByRole('button', { name: /Save/ }).count()).toBe(0);
    expect(await visitor.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect((await opened?.headerValue('x-robots-tag')) ?? '').toContain('noindex');
    await visible(visitor.getByRole('button', { name: 'Export CSV' }));
    await visible(visitor.getByRole('button', { name: 'Export PDF' }));
    await visible(visitor.getByRole('heading', { name: 'Annual Cash Flow' }));
    const download = visitor.waitForEvent('download');
    await visitor.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^cre-analysis-\d{4}-\d{2}-\d{2}\.csv$/);
    await settle(visitor);
    await shoot(visitor, 'page');
    await checkA11y(visitor, 'shared analysis');

    // the owner sees the view, then revokes the link
    await page.keyboard.press('Escape');
    await shareDialog(page).waitFor({ state: 'hidden' });
    dialog = await openShareDialog(page);
    const row = dialog.getByRole('table', { name: 'Existing links' }).getByRole('row').nth(1);
    await waitUntil(async () => (await row.getByRole('cell').nth(2).textContent())?.trim() === '1', {
      timeout: 10_000,
      message: 'the link shows 1 view',
    });
    await settle(page);
    await shoot(dialog, 'dialog-views');
    await row.getByRole('button', { name: /Revoke/ }).click();
    const confirm = await visible(page.getByRole('dialog', { name: 'Revoke Link' }));
    await confirm.getByRole('button', { name: 'Revoke Link' }).click();
    await seeToast(page, 'Link revoked');
    dialog = await visible(shareDialog(page));
    await visible(dialog.getByText(/No links yet/));

    // the shared page, reloaded, is gone: the neutral text with HTTP 404
    const reloaded = await visitor.reload();
    expect(reloaded?.status()).toBe(404);
    await seeText(visitor, UNAVAILABLE);
    expect(await visitor.getByText(DEAL_TEXT[0]?.[1] ?? '').count()).toBe(0);
    expect(await visitor.getByText(/Last updated/).count()).toBe(0);
    await settle(visitor);
    await shoot(visitor, 'dead');
    await checkA11y(visitor, 'dead share link');
  });

  test('the shared page fits a phone', async () => {
    const { page } = await newAnalystPage();
    await page.goto('/underwriting');
    await typeDeal(page);
    await page.getByRole('button', { name: 'Save Project' }).click();
    await seeToast(page, 'Property analysis saved successfully!');
    const dialog = await openShareDialog(page);
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const url = await (await visible(dialog.getByRole('textbox', { name: 'Link' }))).inputValue();
    const phone = await newPage('phone');
    await phone.goto(url);
    await visible(phone.getByRole('heading', { name: 'Key Financial Metrics', exact: true }));
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await settle(phone);
    await shoot(phone, 'page-phone');
    await phone.evaluate(() => window.scrollTo(0, 0));
    await phone.screenshot({ path: '/tmp/share-page-phone-top.png', animations: 'disabled' });
  });
});
