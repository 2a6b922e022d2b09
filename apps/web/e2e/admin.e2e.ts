import { describe, expect, test } from 'vitest';
import {
  adminEmail,
  checkA11y,
  newPage,
  registerViaApi,
  screenshotBoth,
  seeText,
  seeToast,
  uniqueEmail,
  verifyViaApi,
  visible,
} from './harness';

/** A small saved project, so the admin list shows a property with its address line. */
const PROPERTY = {
  name: 'Harbor Point Retail',
  address: '12 Harbor Way',
  city: 'Oakland',
  state: 'CA',
  zipCode: '94607',
  propertyType: 'Retail',
  yearBuilt: 1998,
  purchasePrice: 2_400_000,
  sqft: 12_000,
  holdPeriod: 5,
  annualRent: 240_000,
  otherIncome: 0,
  vacancyRate: 5,
  propertyTaxes: 24_000,
  insurance: 6_000,
  maintenance: 9_000,
  managementFees: 7_200,
  repairs: 0,
  otherExpenses: 0,
  downPaymentPercent: 25,
  interestRate: 6.25,
  loanTerm: 25,
  isInterestOnly: false,
  marketCapRate: null,
  exitCapRate: null,
  appreciationRate: 3,
  rentEscalationRate: 3,
  isNnnLease: false,
  nnnChargesPerSqft: 0,
  nnnEscalationRate: 2.5,
  revenueInputType: 'aggregate',
  rentInputMode: 'total',
  nnnInputMethod: 'perSqft',
  tenantLeases: [],
};

describe('the admin', () => {
  test('lists users with their properties and deletes one', async () => {
    // Two ordinary users: one verified with a saved project, one unverified with none.
    const owner = await newPage('desktop');
    const ownerEmail = uniqueEmail('owner');
    await registerViaApi(owner, ownerEmail);
    await verifyViaApi(owner);
    const saved = await owner.request.post('/api/properties', { data: PROPERTY });
    expect(saved.status(), await saved.text()).toBeLessThan(300);
    const doomed = await newPage('desktop');
    const doomedEmail = uniqueEmail('doomed');
    await registerViaApi(doomed, doomedEmail);

    // A non-admin cannot use the admin page: access denied, then back home.
    await owner.goto('/admin');
    await owner.waitForURL((url) => url.pathname === '/');
    await seeText(owner, 'Email Verified');

    // The admin registers through the form with ADMIN_EMAIL.
    const page = await newPage('desktop');
    await page.goto('/register');
    await page.getByLabel('Email', { exact: false }).first().fill(adminEmail);
    await page
      .getByLabel(/^Password/)
      .first()
      .fill('admin-pass-1');
    await page.getByLabel(/Confirm Password/i).fill('admin-pass-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/dashboard');
    // Admin rights count only once the address is verified: no tag, no Admin button before.
    await seeText(page, `Welcome, ${adminEmail}`);
    expect(await page.getByText(`Welcome, ${adminEmail} (Admin)`).count()).toBe(0);
    expect(
      await page
        .getByRole('link', { name: 'Admin' })
        .or(page.getByRole('button', { name: 'Admin' }))
        .count(),
    ).toBe(0);
    await verifyViaApi(page);
    await page.reload();
    await seeText(page, `Welcome, ${adminEmail} (Admin)`);
    await page
      .getByRole('link', { name: 'Admin' })
      .or(page.getByRole('button', { name: 'Admin' }))
      .first()
      .click();
    await page.waitForURL('**/admin');

    // Users with badges, ids, property counts and properties
    await seeText(page, ownerEmail);
    await seeText(page, doomedEmail);
    await seeText(page, 'ADMIN');
    await seeText(page, PROPERTY.name);
    await seeText(page, '12 Harbor Way, Oakland, CA');
    await seeText(page, /1 property\b/);
    await seeText(page, 'No properties analyzed yet');
    await seeText(page, 'Verified');
    await seeText(page, 'Unverified');
    await screenshotBoth(page, 'admin');
    await checkA11y(page, 'admin');

    // The admin's own row has no delete button; the doomed user's has one.
    const deleteButtons = page.getByRole('button', { name: /delete/i });
    const users = (await (await page.request.get('/api/admin/users-with-properties')).json()) as {
      id: number;
      email: string;
    }[];
    expect(await deleteButtons.count()).toBe(users.length - 1);

    const row = page
      .locator('[data-user-email], .mantine-Card-root, li, tr')
      .filter({ hasText: doomedEmail })
      .last();
    await row.getByRole('button', { name: /delete/i }).click();
    const dialog = await visible(page.getByRole('dialog'));
    await visible(dialog.getByText('Delete User Account'));
    await visible(dialog.getByText(/permanently removes/i).or(dialog.getByText(/cannot be undone/i)));
    await visible(dialog.getByRole('button', { name: 'Cancel' }));
    await screenshotBoth(page, 'admin-delete-dialog');
    await checkA11y(page, 'admin delete dialog');
    await dialog.getByRole('button', { name: 'Delete User' }).click();
    await seeToast(page, 'User deleted successfully');
    await page.getByText(doomedEmail, { exact: true }).waitFor({ state: 'detached' });
    await seeText(page, ownerEmail);

    // The deleted user's session is gone.
    expect((await doomed.request.get('/api/user')).status()).toBe(401);

    await page
      .getByRole('button', { name: 'Back to Dashboard' })
      .or(page.getByRole('link', { name: 'Back to Dashboard' }))
      .click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
