/** The Risk card's Monte Carlo panel as the browser tests drive it. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The Monte Carlo panel. */
export const panel = (page: Page): Locator => page.getByRole('region', { name: 'Monte Carlo simulation' });

/** Picks a run count (the segmented control's radio sits behind its label). */
export async function chooseRuns(page: Page, runs: string): Promise<void> {
  await panel(page)
    .locator('label')
    .filter({ hasText: new RegExp(`^${runs}$`) })
    .click();
  expect(await panel(page).getByRole('radio', { name: runs }).isChecked()).toBe(true);
}

/** Replaces a field's text in one input event and leaves it. */
export async function setField(field: Locator, text: string): Promise<void> {
  await field.fill(text);
  await field.blur();
}
