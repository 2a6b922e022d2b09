import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { type MockHandler, MockTrpcError } from '../../../test/trpc-mock';
import { addressLine, propertyCountLabel } from './admin-labels';

/** One page of the admin console holding `users` (every row's projects shown in full). */
function usersPage(users: Array<Record<string, unknown>>) {
  return {
    items: users.map((u) => ({ propertiesCursor: null, ...u })),
    nextCursor: null,
    total: users.length,
  };
}

const owner = {
  id: 12,
  email: 'owner@example.com',
  isEmailVerified: false,
  isAdmin: false,
  createdAt: '2026-02-10T12:00:00.000Z',
  propertyCount: 2,
  properties: [
    {
      id: 30,
      name: 'Harbor Plaza',
      address: '12 Pier Rd',
      city: 'Long Beach',
      state: 'CA',
      purchasePrice: 2450000,
      sqft: 18500,
      createdAt: '2026-02-11T12:00:00.000Z',
      updatedAt: '2026-03-01T12:00:00.000Z',
    },
    {
      id: 31,
      name: null,
      address: null,
      city: null,
      state: null,
      purchasePrice: 900000,
      sqft: 6000,
      createdAt: '2026-02-12T12:00:00.000Z',
      updatedAt: '2026-02-12T12:00:00.000Z',
    },
  ],
};
const lone = {
  ...owner,
  id: 13,
  email: 'lone@example.com',
  isEmailVerified: true,
  propertyCount: 1,
  properties: [owner.properties[0]!],
};
const empty = { ...owner, id: 14, email: 'empty@example.com', propertyCount: 0, properties: [] };
const adminRow = { ...adminUser, propertyCount: 0, properties: [] };

function renderAdmin(handlers: Record<string, MockHandler>) {
  return renderApp('/admin', { handlers: { 'auth.me': () => adminUser, ...handlers } });
}

describe('admin console', () => {
  it('shows a spinner while loading', async () => {
    renderAdmin({ 'admin.usersPage': () => new Promise(() => {}) });
    expect(await screen.findByLabelText('Loading users')).toBeInTheDocument();
  });

  it('shows "No users found" for an empty list', async () => {
    const { calls } = renderAdmin({ 'admin.usersPage': () => usersPage([]) });
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    // the route loader and the page read the same first page, once; never the unpaged list
    expect(calls.filter((c) => c.path === 'admin.usersPage').map((c) => c.input)).toEqual([{ limit: 50 }]);
    expect(calls.map((c) => c.path)).not.toContain('admin.usersWithProperties');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
  });

  it('shows users with badges, ids, dates, counts and properties', async () => {
    renderAdmin({ 'admin.usersPage': () => usersPage([adminRow, owner, lone, empty]) });
    const ownerCard = (await screen.findByText('owner@example.com')).closest('li') as HTMLElement;
    expect(within(ownerCard).getByText('Unverified')).toBeInTheDocument();
    const joined = new Date(owner.createdAt).toLocaleDateString('en-US');
    expect(within(ownerCard).getByText(`ID: 12 · Joined ${joined} · 2 properties`)).toBeInTheDocument();
    expect(within(ownerCard).getByText('Harbor Plaza')).toBeInTheDocument();
    expect(within(ownerCard).getByText('12 Pier Rd, Long Beach, CA')).toBeInTheDocument();
    expect(within(ownerCard).getByText('$2,450,000')).toBeInTheDocument();
    expect(within(ownerCard).getByText('18,500 sq ft')).toBeInTheDocument();
    const created = new Date('2026-02-11T12:00:00.000Z').toLocaleDateString('en-US');
    const updated = new Date('2026-03-01T12:00:00.000Z').toLocaleDateString('en-US');
    expect(within(ownerCard).getByText(`Created ${created} · Updated ${updated}`)).toBeInTheDocument();
    expect(within(ownerCard).getByText('Unnamed Property')).toBeInTheDocument();
    expect(within(ownerCard).getByText('Address not specified')).toBeInTheDocument();
    const sameDay = new Date('2026-02-12T12:00:00.000Z').toLocaleDateString('en-US');
    expect(within(ownerCard).getByText(`Created ${sameDay}`)).toBeInTheDocument();

    const loneCard = screen.getByText('lone@example.com').closest('li') as HTMLElement;
    expect(within(loneCard).getByText('Verified')).toBeInTheDocument();
    expect(within(loneCard).getByText(/1 property$/)).toBeInTheDocument();

    const emptyCard = screen.getByText('empty@example.com').closest('li') as HTMLElement;
    expect(within(emptyCard).getByText('No properties analyzed yet')).toBeInTheDocument();

    const adminCard = screen.getByText('admin@example.com').closest('li') as HTMLElement;
    expect(within(adminCard).getByText('ADMIN')).toBeInTheDocument();
    expect(within(ownerCard).queryByText('ADMIN')).not.toBeInTheDocument();
  });

  it('offers no delete button for yourself or the specific admin account', async () => {
    const otherAdmin = { ...adminUser, id: 2, email: 'second.admin@example.com' };
    renderApp('/admin', {
      handlers: {
        'auth.me': () => otherAdmin,
        'admin.usersPage': () =>
          usersPage([adminRow, { ...otherAdmin, propertyCount: 0, properties: [] }, owner]),
      },
    });
    expect(await screen.findByRole('button', { name: 'Delete user owner@example.com' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete user admin@example.com' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Delete user second.admin@example.com' }),
    ).not.toBeInTheDocument();
  });

  it('deletes a user after confirmation and refreshes the list', async () => {
    let users = [adminRow, owner];
    const { user, calls } = renderAdmin({
      'admin.usersPage': () => usersPage(users),
      'admin.deleteUser': () => {
        users = [adminRow];
        return { message: 'User deleted successfully' };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete user owner@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete User Account' });
    expect(
      within(dialog).getByText(/permanently removes the account and all of its properties/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/cannot be undone/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete User' }));
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('owner@example.com')).not.toBeInTheDocument());
    expect(calls.find((call) => call.path === 'admin.deleteUser')?.input).toEqual({ id: 12 });
  });

  it('searches by email, shows the total, pages with Next and Previous, and stays on the page after a delete', async () => {
    const person = (n: number) => ({ ...empty, id: 100 + n, email: `person${n}@example.com` });
    let pageTwo = [person(51), person(52)];
    const { user, calls } = renderAdmin({
      'admin.usersPage': (input) => {
        const { cursor, q } = (input ?? {}) as { cursor?: string; q?: string };
        if (q) return { items: [{ ...person(7), propertiesCursor: null }], nextCursor: null, total: 1 };
        if (cursor === 'after-50')
          return {
            items: pageTwo.map((u) => ({ ...u, propertiesCursor: null })),
            nextCursor: null,
            total: 50 + pageTwo.length,
          };
        return {
          items: Array.from({ length: 50 }, (_, i) => ({ ...person(i + 1), propertiesCursor: null })),
          nextCursor: 'after-50',
          total: 52,
        };
      },
      'admin.deleteUser': () => {
        pageTwo = [person(52)];
        return { message: 'User deleted successfully' };
      },
    });
    expect(await screen.findByTestId('admin-user-total')).toHaveTextContent('52 users');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('person51@example.com')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    // deleting on page 2 keeps the admin on page 2
    await user.click(screen.getByRole('button', { name: 'Delete user person51@example.com' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete User Account' })).getByRole('button', {
        name: 'Delete User',
      }),
    );
    await waitFor(() => expect(screen.queryByText('person51@example.com')).not.toBeInTheDocument());
    expect(screen.getByText('person52@example.com')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('person1@example.com')).toBeInTheDocument();
    // a search goes back to the first page of its matches
    await user.type(screen.getByRole('textbox', { name: 'Search users' }), 'son7@');
    expect(await screen.findByText('1 user matching "son7@"')).toBeInTheDocument();
    expect(screen.getByText('person7@example.com')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === 'admin.usersPage').at(-1)?.input).toEqual({
      limit: 50,
      q: 'son7@',
    });
  });

  it('keeps the shown count with its own words and marks the list busy while a search loads', async () => {
    const waiting: Array<(page: ReturnType<typeof usersPage>) => void> = [];
    const { user } = renderAdmin({
      'admin.usersPage': (input) => {
        const { q } = (input ?? {}) as { q?: string };
        if (!q) return usersPage([adminRow, owner, lone]);
        return new Promise((resolve) => waiting.push(resolve));
      },
    });
    expect(await screen.findByTestId('admin-user-total')).toHaveTextContent('3 users');
    await user.type(screen.getByRole('textbox', { name: 'Search users' }), 'lone');
    await waitFor(() => expect(screen.getByRole('list', { busy: true })).toBeInTheDocument());
    expect(screen.getByTestId('admin-user-total')).toHaveTextContent(/^3 users$/);
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    for (const answer of waiting) answer(usersPage([lone]));
    expect(await screen.findByText('1 user matching "lone"')).toBeInTheDocument();
    expect(screen.queryByRole('list', { busy: true })).not.toBeInTheDocument();
    expect(screen.queryByText('owner@example.com')).not.toBeInTheDocument();
  });

  it("opens a user's projects past the five recent ones on demand", async () => {
    const recent = Array.from({ length: 5 }, (_, i) => ({
      ...owner.properties[0]!,
      id: 200 + i,
      name: `Recent ${i + 1}`,
    }));
    const { user, calls } = renderAdmin({
      'admin.usersPage': () => ({
        items: [{ ...owner, propertyCount: 7, properties: recent, propertiesCursor: 'owner-after-5' }],
        nextCursor: null,
        total: 1,
      }),
      'admin.userProperties': () => ({
        items: [
          { ...owner.properties[0]!, id: 301, name: 'Older One' },
          { ...owner.properties[0]!, id: 302, name: 'Older Two' },
        ],
        nextCursor: null,
        total: 7,
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Show 2 more of 2 projects' }));
    expect(await screen.findByText('Older Two')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /more of/ })).toBeNull();
    expect(calls.find((c) => c.path === 'admin.userProperties')?.input).toEqual({
      id: 12,
      limit: 25,
      cursor: 'owner-after-5',
    });
  });

  it('keeps the user when the dialog is cancelled', async () => {
    const { user, calls } = renderAdmin({ 'admin.usersPage': () => usersPage([adminRow, owner]) });
    await user.click(await screen.findByRole('button', { name: 'Delete user owner@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete User Account' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.path === 'admin.deleteUser')).toBe(false);
  });

  it('toasts "Failed to delete user" when deletion fails', async () => {
    const { user } = renderAdmin({
      'admin.usersPage': () => usersPage([adminRow, owner]),
      'admin.deleteUser': () => {
        throw new MockTrpcError('Forbidden', 'FORBIDDEN', 403);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete user owner@example.com' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete User' }));
    expect(await screen.findByText('Failed to delete user')).toBeInTheDocument();
  });

  it('shows Access Denied when the server refuses the list', async () => {
    renderAdmin({
      'admin.usersPage': () => {
        throw new MockTrpcError("You don't have permission", 'FORBIDDEN', 403);
      },
    });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page.")).toBeInTheDocument();
  });
});

describe('admin helpers', () => {
  it('builds the address line', () => {
    expect(addressLine({ address: '1 Main', city: 'Reno', state: 'NV' })).toBe('1 Main, Reno, NV');
    expect(addressLine({ address: '', city: 'Reno', state: null })).toBe('Reno');
    expect(addressLine({ address: null, city: null, state: ' ' })).toBe('Address not specified');
  });
  it('pluralises the property count', () => {
    expect(propertyCountLabel(0)).toBe('0 properties');
    expect(propertyCountLabel(1)).toBe('1 property');
    expect(propertyCountLabel(5)).toBe('5 properties');
  });
});
