import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, testConfig, testUser } from '../../../test/fixtures';
import { renderApp, renderWithProviders } from '../../../test/render';
import { AnalyzerHeader } from '../analyzer/page/analyzer-header';

/** One page of the admin console holding `users` (every row's projects shown in full). */
function usersPage(users: Array<Record<string, unknown>>) {
  return {
    items: users.map((u) => ({ propertiesCursor: null, ...u })),
    nextCursor: null,
    total: users.length,
  };
}

/*
 * Who the web app treats as an admin (issue 10 item 1): only the server's isAdmin counts. Whoever
 * registers the configured admin address (admin@example.com here) without verifying it gets
 * isAdmin false from the server and must see no (Admin) tag, Admin button, ADMIN badge or admin page.
 */

/** admin@example.com, registered but unverified: the server answers isAdmin false. */
const unverifiedAdminAddress = { ...adminUser, id: 3, isEmailVerified: false, isAdmin: false };
/** The same account as the server would describe it were it an admin. */
const confirmedAdminAddress = { ...unverifiedAdminAddress, isAdmin: true };
const row = (user: typeof adminUser) => ({ ...user, propertyCount: 0, properties: [] });

function renderDashboard(me: typeof adminUser) {
  return renderApp('/dashboard', {
    handlers: {
      'auth.me': () => me,
      'properties.list': () => [],
      'properties.page': () => ({ items: [], nextCursor: null, total: 0 }),
    },
  });
}

describe('the (Admin) tag and the Admin button follow the server', () => {
  it('shows neither to admin@example.com when the server says isAdmin false', async () => {
    renderDashboard(unverifiedAdminAddress);
    expect(await screen.findByText('Email Verification Required')).toBeInTheDocument();
    // The broker configuration (with the admin address) has arrived.
    expect(await screen.findByRole('link', { name: 'Email' })).toHaveAttribute(
      'href',
      `mailto:${testConfig.brokerEmail}`,
    );
    expect(screen.getByText('Welcome, admin@example.com')).toBeInTheDocument();
    expect(screen.queryByText(/\(Admin\)/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('shows both to admin@example.com when the server says isAdmin true', async () => {
    renderDashboard(confirmedAdminAddress);
    expect(await screen.findByText('Welcome, admin@example.com (Admin)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('gives another admin the Admin button but not the tag of the specific account', async () => {
    renderDashboard({ ...testUser, isEmailVerified: true, isAdmin: true });
    expect(await screen.findByText('Welcome, jane.doe@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it.each([
    [false, 0],
    [true, 1],
  ])('the analyzer header shows the Admin button when isAdmin is %s: %i link(s)', async (isAdmin, links) => {
    renderWithProviders(<AnalyzerHeader user={{ ...unverifiedAdminAddress, isAdmin }} />);
    expect(await screen.findByText('Welcome, admin')).toBeInTheDocument();
    expect(screen.queryAllByRole('link', { name: 'Admin' })).toHaveLength(links);
  });
});

describe('the ADMIN badge follows the row isAdmin', () => {
  it('does not badge the admin address when its row says isAdmin false', async () => {
    const secondAdmin = { ...adminUser, id: 2, email: 'second.admin@example.com' };
    const owner = { ...testUser, id: 12, email: 'owner@example.com' };
    renderApp('/admin', {
      handlers: {
        'auth.me': () => secondAdmin,
        'admin.usersPage': () => usersPage([row(unverifiedAdminAddress), row(secondAdmin), row(owner)]),
      },
    });
    // Delete buttons appear once the broker configuration (with the admin address) has arrived.
    expect(await screen.findByRole('button', { name: 'Delete user owner@example.com' })).toBeInTheDocument();
    const card = screen.getByText('admin@example.com').closest('li') as HTMLElement;
    expect(within(card).getByText('Unverified')).toBeInTheDocument();
    expect(within(card).queryByText('ADMIN')).not.toBeInTheDocument();
    // The server refuses to delete the admin address's account, so it never offers a button.
    expect(within(card).queryByRole('button', { name: /^Delete user/ })).not.toBeInTheDocument();
    expect(screen.queryAllByText('ADMIN')).toEqual([]);
  });

  it('badges the admin address when its row says isAdmin true', async () => {
    renderApp('/admin', {
      handlers: { 'auth.me': () => adminUser, 'admin.usersPage': () => usersPage([row(adminUser)]) },
    });
    const card = (await screen.findByText('admin@example.com')).closest('li') as HTMLElement;
    expect(within(card).getByText('ADMIN')).toBeInTheDocument();
  });
});

describe('the /admin route follows isAdmin', () => {
  it('sends admin@example.com home when the server says isAdmin false, without asking for the list', async () => {
    const { router, calls } = renderApp('/admin', {
      handlers: {
        'auth.me': () => unverifiedAdminAddress,
        'properties.list': () => [],
        'properties.page': () => ({ items: [], nextCursor: null, total: 0 }),
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Welcome, admin@example.com')).toBeInTheDocument();
    // The dashboard has its broker configuration (no request is left running after the test).
    expect(await screen.findByRole('link', { name: 'Email' })).toHaveAttribute(
      'href',
      `mailto:${testConfig.brokerEmail}`,
    );
    expect(calls.some((call) => call.path === 'admin.usersPage')).toBe(false);
  });

  it('opens the admin console when the server says isAdmin true', async () => {
    renderApp('/admin', {
      handlers: { 'auth.me': () => confirmedAdminAddress, 'admin.usersPage': () => usersPage([]) },
    });
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('shows Access Denied when the server stops saying isAdmin while the page is open', async () => {
    let me = confirmedAdminAddress;
    const { queryClient } = renderApp('/admin', {
      handlers: { 'auth.me': () => me, 'admin.usersPage': () => usersPage([]) },
    });
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    me = unverifiedAdminAddress;
    await queryClient.invalidateQueries();
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });
});
