import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { checkA11y, newPage, screenshotBoth, seeText, settle, uniqueEmail, visible } from './harness';

let broker: { brokerLicense: string; brokerAddress: string; brokerPhone: string };

beforeAll(async () => {
  const page = await newPage('desktop');
  broker = (await (await page.request.get('/api/config')).json()) as typeof broker;
  await page.context().close();
});

/** The landing page is on screen: its footer carries the broker's licence and address. */
async function expectLanding(page: Page): Promise<void> {
  await visible(page.getByText(broker.brokerAddress, { exact: false }));
  await visible(page.getByText(broker.brokerLicense, { exact: false }));
  expect(await page.getByText('404 - Page Not Found').count()).toBe(0);
}

describe('a logged-out visitor', () => {
  test('sees the landing page at /, /landing, /dashboard, /random-path and the admin page', async () => {
    const page = await newPage('desktop');
    await page.goto('/');
    await expectLanding(page);
    await settle(page);
    await screenshotBoth(page, 'landing');
    await checkA11y(page, 'landing');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshotBoth(page, 'landing-dark');
    await checkA11y(page, 'landing (dark)');
    await page.emulateMedia({ colorScheme: 'light' });
    for (const path of ['/landing', '/dashboard', '/random-path', '/admin', '/underwriting']) {
      await page.goto(path);
      await expectLanding(page);
    }
    expect((await page.request.get('/api/user')).status()).toBe(401);
  });

  test('on a phone, the landing page fits the screen', async () => {
    const page = await newPage('phone');
    await page.goto('/random-path');
    await expectLanding(page);
    await settle(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'horizontal overflow on a 390 px phone').toBeLessThanOrEqual(0);
    await checkA11y(page, 'landing (phone)');
  });

  test('sees the login form and its validation messages', async () => {
    const page = await newPage('desktop');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await seeText(page, 'Please enter a valid email address');
    await seeText(page, 'Password is required');
    await visible(page.getByRole('link', { name: 'Sign up' }));
    await screenshotBoth(page, 'login');
    await checkA11y(page, 'login');
    await page.getByLabel('Email', { exact: false }).first().fill(uniqueEmail('nobody'));
    await page
      .getByLabel(/^Password/)
      .first()
      .fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await seeText(page, 'Invalid email or password');
  });

  test('sees the register form and its validation messages', async () => {
    const page = await newPage('desktop');
    await page.goto('/register');
    await page.getByLabel('Email', { exact: false }).first().fill('not-an-email');
    await page
      .getByLabel(/^Password/)
      .first()
      .fill('123');
    await page.getByLabel(/Confirm Password/i).fill('1234567');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await seeText(page, 'Please enter a valid email address');
    await seeText(page, 'Password must be at least 6 characters');
    await page
      .getByLabel(/^Password/)
      .first()
      .fill('12345678');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await seeText(page, "Passwords don't match");
    await screenshotBoth(page, 'register-errors');
  });

  test('sees the thank-you page with the email from the query string', async () => {
    const page = await newPage('desktop');
    const email = 'prospect@example.com';
    await page.goto(`/thank-you?email=${encodeURIComponent(email)}`);
    await seeText(page, new RegExp(email.replace('.', '\\.')));
    await visible(page.getByRole('button', { name: /Download Your Playbook/i }));
    await visible(
      page
        .getByRole('link', { name: /Go to Dashboard/i })
        .or(page.getByRole('button', { name: /Go to Dashboard/i })),
    );
    await settle(page);
    await screenshotBoth(page, 'thank-you');
    await checkA11y(page, 'thank-you');
  });
});
