import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { checkA11y, seeText, seeToast, settle, visible, waitUntil } from './harness';
import { field, newAnalystPage, openSavedDeal } from './support/analyzer-page';
import { DEAL_TEXT, typeInto } from './support/deal';

const TITLE = 'This project was changed in another window';
const SAVED = 'Property analysis saved successfully!';
const ORIGINAL_NAME = DEAL_TEXT[0]![1];
const RENAMED = 'Maple Court Plaza North';

/** The edit-conflict dialog, by its accessible name (the title). */
const conflictDialog = (page: Page): Locator => page.getByRole('dialog', { name: TITLE });

/** The project as the server holds it now, read inside the page's session. */
async function serverProject(
  page: Page,
  id: number,
): Promise<{ name: string; vacancyRate: number; version: number; etag: string | undefined }> {
  const res = await page.request.get(`/api/properties/${id}`);
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { name: string; vacancyRate: number; version: number };
  return { name: body.name, vacancyRate: body.vacancyRate, version: body.version, etag: res.headers().etag };
}

/** Waits until an input shows `value`. */
async function expectValue(input: Locator, value: string, what: string): Promise<void> {
  await waitUntil(async () => (await input.inputValue()) === value, {
    timeout: 5_000,
    message: `${what} should read "${value}"`,
  });
}

/** How many toasts on the page contain the text. */
const toastCount = (page: Page, text: string): Promise<number> =>
  page.locator('.mantine-Notification-root').filter({ hasText: text }).count();

/**
 * One verified analyst, the deal saved through the API (version 1) and open in two tabs of the
 * same browser (one session cookie). Tab A renames the project and saves (version 2); tab B,
 * still on version 1, sets Vacancy Rate to 9 and saves: refused, the dialog is shown.
 */
async function conflictInTwoTabs(): Promise<{ tabA: Page; tabB: Page; id: number }> {
  const { page: tabA } = await newAnalystPage();
  const id = await openSavedDeal(tabA);
  const tabB = await tabA.context().newPage();
  tabB.setDefaultTimeout(15_000);
  await tabB.goto(`/underwriting?project=${id}`);
  await seeToast(tabB, `${ORIGINAL_NAME} has been loaded for editing`);
  await expectValue(field(tabB, 'Property Name'), ORIGINAL_NAME, 'tab B: Property Name');
  expect((await serverProject(tabA, id)).version).toBe(1);

  // tab A: rename and save
  await tabA.bringToFront();
  await field(tabA, 'Property Name').fill(RENAMED);
  await tabA.getByRole('button', { name: 'Save Project' }).click();
  await seeToast(tabA, SAVED);
  expect(await serverProject(tabA, id)).toMatchObject({ name: RENAMED, vacancyRate: 6, version: 2 });

  // tab B (still on version 1): another field, Save → the conflict
  await tabB.bringToFront();
  await expectValue(field(tabB, 'Vacancy Rate'), '6', 'tab B: Vacancy Rate');
  await typeInto(field(tabB, 'Vacancy Rate'), '9');
  await tabB.getByRole('button', { name: 'Save Project' }).click();
  await visible(conflictDialog(tabB));
  await seeText(tabB, TITLE);
  await visible(conflictDialog(tabB).getByRole('button', { name: 'Reload', exact: true }));
  await visible(conflictDialog(tabB).getByRole('button', { name: 'Overwrite', exact: true }));
  // nothing was saved from tab B, and it says so
  expect(await toastCount(tabB, SAVED)).toBe(0);
  expect(await serverProject(tabB, id)).toMatchObject({
    name: RENAMED,
    vacancyRate: 6,
    version: 2,
    etag: '"2"',
  });
  return { tabA, tabB, id };
}

describe('edit conflicts (two tabs on one project)', () => {
  test("Reload brings the other tab's save into the form; the next save builds on it", async () => {
    const { tabA, tabB, id } = await conflictInTwoTabs();

    // the dialog, for a person to look at (and axe)
    await tabB.mouse.move(0, 0);
    await settle(tabB);
    await tabB.screenshot({ path: '/tmp/edit-conflict-dialog.png', animations: 'disabled' });
    await checkA11y(tabB, 'analyzer (edit conflict dialog)');

    // a third tab, opened now, shows what the server holds: tab A's name, the old vacancy
    const tabC = await tabA.context().newPage();
    await tabC.goto(`/underwriting?project=${id}`);
    await seeToast(tabC, `${RENAMED} has been loaded for editing`);
    await expectValue(field(tabC, 'Property Name'), RENAMED, 'tab C: Property Name');
    await expectValue(field(tabC, 'Vacancy Rate'), '6', 'tab C: Vacancy Rate');
    await tabC.close();

    await tabB.bringToFront();
    await conflictDialog(tabB).getByRole('button', { name: 'Reload', exact: true }).click();
    await seeToast(tabB, `${RENAMED} has been loaded for editing`);
    await conflictDialog(tabB).waitFor({ state: 'hidden' });
    expect(await tabB.getByText(TITLE, { exact: true }).count()).toBe(0);
    // tab A's name, and tab B's unsaved 9 % replaced by the saved 6 %
    await expectValue(field(tabB, 'Property Name'), RENAMED, 'tab B after Reload: Property Name');
    await expectValue(field(tabB, 'Vacancy Rate'), '6', 'tab B after Reload: Vacancy Rate');
    expect(await toastCount(tabB, SAVED)).toBe(0);

    // edit again in tab B and save: accepted on version 2
    await typeInto(field(tabB, 'Vacancy Rate'), '9');
    await tabB.getByRole('button', { name: 'Save Project' }).click();
    await seeToast(tabB, SAVED);
    expect(await conflictDialog(tabB).count()).toBe(0);
    expect(await serverProject(tabB, id)).toMatchObject({ name: RENAMED, vacancyRate: 9, version: 3 });

    // and tab A, still on version 2, is now the stale one
    await tabA.bringToFront();
    await typeInto(field(tabA, 'Vacancy Rate'), '7');
    await tabA.getByRole('button', { name: 'Save Project' }).click();
    await visible(conflictDialog(tabA));
    expect(await serverProject(tabA, id)).toMatchObject({ name: RENAMED, vacancyRate: 9, version: 3 });
  });

  test("Overwrite saves this tab's inputs over the other tab's save", async () => {
    const { tabA, tabB, id } = await conflictInTwoTabs();

    await conflictDialog(tabB).getByRole('button', { name: 'Overwrite', exact: true }).click();
    const saved = await seeToast(tabB, SAVED);
    await conflictDialog(tabB).waitFor({ state: 'hidden' });
    // tab B's inputs as they were: its name (tab A's rename is overwritten) and 9 %
    await expectValue(field(tabB, 'Property Name'), ORIGINAL_NAME, 'tab B after Overwrite: Property Name');
    await expectValue(field(tabB, 'Vacancy Rate'), '9', 'tab B after Overwrite: Vacancy Rate');
    expect(await serverProject(tabA, id)).toMatchObject({
      name: ORIGINAL_NAME,
      vacancyRate: 9,
      version: 3,
      etag: '"3"',
    });

    // tab B builds on version 3: another save is accepted without a dialog (the first toast
    // is closed so that the next one is told apart)
    await saved.locator('.mantine-Notification-closeButton').click();
    await saved.waitFor({ state: 'hidden' });
    expect(await toastCount(tabB, SAVED)).toBe(0);
    await typeInto(field(tabB, 'Vacancy Rate'), '8');
    await tabB.getByRole('button', { name: 'Save Project' }).click();
    await seeToast(tabB, SAVED);
    expect(await conflictDialog(tabB).count()).toBe(0);
    expect(await serverProject(tabB, id)).toMatchObject({ name: ORIGINAL_NAME, vacancyRate: 8, version: 4 });
  });
});
