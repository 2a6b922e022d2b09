import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  artifactsDir,
  checkA11y,
  newPage,
  registerViaApi,
  screenshot,
  screenshotBoth,
  seeText,
  seeToast,
  uniqueEmail,
  waitUntil,
} from './harness';

const OLD_PASSWORD = 'journey-pass-1';
const NEW_PASSWORD = 'journey-pass-2';
const SERVER_LOG = join(artifactsDir, 'api-server.log');

/**
 * The newest password-reset link emailed to `email`: development mode writes every email to the
 * API server's log (one JSON line each, `{ email: { to, subject, text } }`).
 */
async function resetLinkFromLog(email: string): Promise<string> {
  const find = () => {
    const links = readFileSync(SERVER_LOG, 'utf8')
      .split('\n')
      .filter((line) => line.includes(`"to":"${email}"`))
      .flatMap((line) => line.match(/https?:\/\/[^\s"\\]+\/reset-password\?token=[\w-]+/g) ?? []);
    return links.at(-1);
  };
  const link = await waitUntil(find, {
    timeout: 10_000,
    interval: 100,
    message: `a reset link for ${email} in ${SERVER_LOG}`,
  });
  if (!link) throw new Error(`no reset link for ${email} in ${SERVER_LOG}`);
  return link;
}

/** Signs in through the login page; resolves once the answer (a toast) is on screen. */
async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

describe('account flows', () => {
  test('forgot password: request a link, reset, sign in with the new password', async () => {
    const setup = await newPage('desktop');
    const email = uniqueEmail('forgot');
    await registerViaApi(setup, email, OLD_PASSWORD);

    const page = await newPage('desktop');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByLabel('Email').fill(email);
    await screenshotBoth(page, 'forgot-password');
    await checkA11y(page, 'forgot password');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await seeText(page, 'If an account exists for that email, we sent a link to reset its password.');

    const link = await resetLinkFromLog(email);
    await page.goto(link);
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
    await screenshotBoth(page, 'reset-password');
    await checkA11y(page, 'reset password');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForURL('**/login');
    await seeToast(page, 'Your password has been reset. Sign in with your new password.');

    // The other session (the registration's) was signed out.
    expect((await setup.request.get('/api/user')).status()).toBe(401);

    // The link works once.
    await page.goto(link);
    await page.getByLabel('New password').fill('yet another one');
    await page.getByLabel('Confirm password').fill('yet another one');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await seeText(
      page,
      'This password reset link is invalid, has expired or was already used. Request a new one.',
    );

    await signIn(page, email, OLD_PASSWORD);
    await seeToast(page, 'Invalid email or password');
    await signIn(page, email, NEW_PASSWORD);
    await page.waitForURL('**/dashboard');
    await seeToast(page, 'Logged in successfully!');
  });

  test('change password on the Account page: the old one stops working', async () => {
    const page = await newPage('desktop');
    const email = uniqueEmail('change');
    await registerViaApi(page, email, OLD_PASSWORD);
    const other = await newPage('desktop');
    await signIn(other, email, OLD_PASSWORD);
    await other.waitForURL('**/dashboard');

    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Account' }).click();
    await page.waitForURL('**/account');
    await seeText(page, 'Delete account');
    await screenshotBoth(page, 'account');
    await checkA11y(page, 'account');

    const card = page.getByRole('region', { name: 'Change password' });
    await card.getByLabel('Current password').fill(OLD_PASSWORD);
    await card.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await card.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await card.getByRole('button', { name: 'Change password' }).click();
    await seeToast(page, 'Your password has been changed.');

    // This session stays; the other one is signed out.
    expect((await page.request.get('/api/user')).status()).toBe(200);
    expect((await other.request.get('/api/user')).status()).toBe(401);

    const fresh = await newPage('desktop');
    await signIn(fresh, email, OLD_PASSWORD);
    await seeToast(fresh, 'Invalid email or password');
    await signIn(fresh, email, NEW_PASSWORD);
    await fresh.waitForURL('**/dashboard');
  });

  test('delete account: confirmed with the password, the user can no longer sign in', async () => {
    const page = await newPage('desktop');
    const email = uniqueEmail('delete');
    await registerViaApi(page, email, OLD_PASSWORD);
    await page.goto('/account');
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Password', { exact: true }).fill('not my password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText('Password is incorrect').waitFor();
    await dialog.getByLabel('Password', { exact: true }).fill(OLD_PASSWORD);
    await screenshot(page, 'account-delete-dialog');
    await checkA11y(page, 'delete account dialog');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await seeToast(page, 'Your account has been deleted.');
    await waitUntil(() => new URL(page.url()).pathname === '/', {
      timeout: 10_000,
      message: 'the landing page',
    });
    await seeText(page, 'Know what your commercial property is worth before you sell');
    expect((await page.request.get('/api/user')).status()).toBe(401);

    await signIn(page, email, OLD_PASSWORD);
    await seeToast(page, 'Invalid email or password');
  });
});
