import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  checkA11y,
  extractVerificationLink,
  newPage,
  registerViaApi,
  screenshotBoth,
  seeText,
  seeToast,
  settle,
  uniqueEmail,
  visible,
  waitUntil,
} from './harness';

const PASSWORD = 'journey-pass-1';
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The broker configuration the server hands to the browser (GET /api/config). */
async function brokerConfig(
  page: Page,
): Promise<{ brokerName: string; brokerPhone: string; brokerAddress: string }> {
  const res = await page.request.get('/api/config');
  expect(res.status()).toBe(200);
  return (await res.json()) as { brokerName: string; brokerPhone: string; brokerAddress: string };
}

/** Records, in the page, every `tel:` link the app follows (the app clicks a detached anchor). */
async function recordTelLinks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const followed: string[] = [];
    window.e2eTelLinks = followed;
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.href.startsWith('tel:')) followed.push(this.href);
      click.call(this);
    };
  });
}

/** The `tel:` links followed so far (see {@link recordTelLinks}). */
function telLinksFollowed(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(window.e2eTelLinks ?? [])]);
}

describe('a new user', () => {
  test('registers, verifies, reads a post, copies the broker number and logs out', async () => {
    const page = await newPage('desktop');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const email = uniqueEmail('journey');

    // Register
    await page.goto('/register');
    await page.getByLabel('Email', { exact: false }).first().fill(email);
    await page
      .getByLabel(/^Password/)
      .first()
      .fill(PASSWORD);
    await page.getByLabel(/Confirm Password/i).fill(PASSWORD);
    await screenshotBoth(page, 'register');
    await checkA11y(page, 'register');
    await page.getByRole('button', { name: 'Create Account' }).click();

    // Dashboard, unverified
    await page.waitForURL('**/dashboard');
    // Development mode appends the verification link to the server's message.
    await seeToast(page, /Account created successfully!/);
    await seeText(page, `Welcome, ${email}`);
    await seeText(page, 'Email Verification Required');
    await seeText(page, 'Please check your email and click the verification link to save property analyses.');
    await seeText(page, 'Unlimited property analyses available');
    await seeText(page, 'No projects yet');
    await screenshotBoth(page, 'dashboard-unverified');
    await checkA11y(page, 'dashboard (unverified)');

    // Resend verification: development mode shows the link in a toast
    await page.getByRole('button', { name: 'Resend Email' }).click();
    const toast = await seeToast(page, 'Development Mode');
    const link = extractVerificationLink(((await toast.textContent()) ?? '').replace(/\s+/g, ' '));
    expect(new URL(link).pathname).toBe('/api/verify-email');
    await screenshotBoth(page, 'dashboard-development-mode-toast');

    // Verify by following the link: the server marks the email verified and redirects to /dashboard
    await page.goto(link);
    await page.waitForURL('**/dashboard');
    await seeText(page, 'Email Verified');
    await seeText(page, 'Your email address has been verified.');
    await settle(page);
    await screenshotBoth(page, 'dashboard-verified');
    await checkA11y(page, 'dashboard (verified)');

    // The same dashboard in dark mode (follows the system)
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshotBoth(page, 'dashboard-dark');
    await checkA11y(page, 'dashboard (dark)');
    await page.emulateMedia({ colorScheme: 'light' });

    // Market insights: list, then one post
    await page.goto('/blog');
    const posts = await page.request.get('/api/blog/posts');
    const list = (await posts.json()) as { id: number; title: string; summary: string }[];
    expect(list.length).toBeGreaterThan(0);
    const first = list[0]!;
    await seeText(page, first.title);
    await screenshotBoth(page, 'blog-list');
    await checkA11y(page, 'blog list');
    await page
      .getByRole('button', { name: new RegExp(escapeRe(first.title)) })
      .first()
      .click();
    await visible(page.getByRole('button', { name: 'Back to Market Insights' }));
    await visible(page.getByRole('heading', { name: first.title }));
    await screenshotBoth(page, 'blog-post');
    await checkA11y(page, 'blog post');
    await page.getByRole('button', { name: 'Back to Market Insights' }).click();
    await seeText(page, first.title);

    // Contact dialog from the dashboard: copy the number
    const broker = await brokerConfig(page);
    await page.goto('/dashboard');
    await seeText(page, 'Email Verified');
    await page.getByRole('button', { name: /call/i }).first().click();
    const dialog = await visible(page.getByRole('dialog'));
    await visible(dialog.getByText(`Contact ${broker.brokerName}`));
    await visible(dialog.getByText('Call or text for expert commercial real estate guidance'));
    await visible(dialog.getByText('Available for calls and text messages'));
    await visible(dialog.getByRole('link', { name: 'Try to Call Now' }));
    await dialog.getByRole('button', { name: 'Copy Number' }).click();
    await seeToast(page, 'Phone number copied!');
    await seeText(page, 'The phone number has been copied to your clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(broker.brokerPhone);
    await screenshotBoth(page, 'contact-dialog');
    await checkA11y(page, 'contact dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // An unknown path while signed in: the not-found page
    await page.goto('/random-path');
    await visible(page.getByRole('heading', { name: '404 - Page Not Found' }));
    await seeText(page, "The page you're looking for doesn't exist or has been moved.");
    await screenshotBoth(page, 'not-found');
    await checkA11y(page, 'not found');
    await page
      .getByRole('link', { name: 'Return Home' })
      .or(page.getByRole('button', { name: 'Return Home' }))
      .click();
    await seeText(page, 'Email Verified');
    expect(new URL(page.url()).pathname).toBe('/');

    // Log out
    await page.getByRole('button', { name: 'Logout' }).click();
    await seeToast(page, 'You have been successfully logged out.');
    // The landing page (its footer carries the broker's address)
    await visible(page.getByText(broker.brokerAddress, { exact: false }));
    const me = await page.request.get('/api/user');
    expect(me.status()).toBe(401);
    await screenshotBoth(page, 'logged-out');
  });

  test('on a phone, Call dials the broker directly instead of opening the dialog', async () => {
    const page = await newPage('phone');
    await recordTelLinks(page);
    await registerViaApi(page, uniqueEmail('phone'));
    const broker = await brokerConfig(page);
    await page.goto('/dashboard');
    await seeText(page, 'Unlimited property analyses available');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'horizontal overflow on a 390 px phone').toBeLessThanOrEqual(0);
    await page
      .getByRole('button', { name: new RegExp(escapeRe(broker.brokerPhone)) })
      .first()
      .click();
    // The click is handled once the tel: link is followed; only then is "no dialog" meaningful.
    const followed = await waitUntil(
      () => telLinksFollowed(page).then((links) => links.length > 0 && links),
      {
        message: 'the Call button follows a tel: link',
      },
    );
    expect(followed).toEqual([`tel:${broker.brokerPhone.replace(/[^\d+]/g, '')}`]);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await checkA11y(page, 'dashboard (phone)');
  });
});
