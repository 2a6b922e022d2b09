import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { testUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { apiServer, type MockHandler, MockTrpcError } from '../../../test/trpc-mock';

const signedIn = (handlers: Record<string, MockHandler> = {}) =>
  renderApp('/account', {
    handlers: {
      'auth.me': () => testUser,
      'properties.page': () => ({ items: [], nextCursor: null, total: 0 }),
      'account.pendingEmailChange': () => null,
      ...handlers,
    },
  });

const section = (name: string) => screen.getByRole('region', { name });

describe('account page', () => {
  it('is reachable from the dashboard header and shows the four cards', async () => {
    const { user, router } = renderApp('/dashboard', {
      handlers: {
        'auth.me': () => testUser,
        'properties.page': () => ({ items: [], nextCursor: null, total: 0 }),
        'properties.list': () => [],
        'account.pendingEmailChange': () => null,
      },
    });
    const link = await screen.findByRole('link', { name: 'Account' });
    expect(link).toHaveAttribute('href', '/account');
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(await screen.findByRole('heading', { name: 'Account', level: 1 })).toBeInTheDocument();
    for (const name of ['Change password', 'Change email', 'Your data', 'Delete account']) {
      expect(section(name)).toBeInTheDocument();
    }
    expect(within(section('Change password')).getByLabelText('Current password')).toBeInTheDocument();
    expect(within(section('Change password')).getByLabelText('New password')).toBeInTheDocument();
    expect(within(section('Change password')).getByLabelText('Confirm new password')).toBeInTheDocument();
    expect(within(section('Change email')).getByLabelText('New email')).toBeInTheDocument();
    expect(within(section('Change email')).getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export my data' })).toHaveAttribute(
      'href',
      '/api/account/export',
    );
    expect(screen.getByRole('button', { name: 'Import projects from a file' })).toBeInTheDocument();
  });

  it('changes the password: checks the fields, sends both, toasts and clears the form', async () => {
    const { user, calls } = signedIn({
      'account.changePassword': () => ({ message: 'Your password has been changed.' }),
    });
    const card = await screen.findByRole('region', { name: 'Change password' });
    await user.click(within(card).getByRole('button', { name: 'Change password' }));
    expect(await within(card).findByText('Password is required')).toBeInTheDocument();
    expect(within(card).getByText('Password must be at least 6 characters')).toBeInTheDocument();
    await user.type(within(card).getByLabelText('Current password'), 'old secret');
    await user.type(within(card).getByLabelText('New password'), 'new secret');
    await user.type(within(card).getByLabelText('Confirm new password'), 'new secret');
    await user.click(within(card).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'account.changePassword')?.input).toEqual({
      currentPassword: 'old secret',
      newPassword: 'new secret',
    });
    expect(within(card).getByLabelText('Current password')).toHaveValue('');
  });

  it('shows "Current password is incorrect" from the server', async () => {
    const { user } = signedIn({
      'account.changePassword': () => {
        throw new MockTrpcError('Current password is incorrect', 'BAD_REQUEST', 400);
      },
    });
    const card = await screen.findByRole('region', { name: 'Change password' });
    await user.type(within(card).getByLabelText('Current password'), 'wrong one');
    await user.type(within(card).getByLabelText('New password'), 'new secret');
    await user.type(within(card).getByLabelText('Confirm new password'), 'new secret');
    await user.click(within(card).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
  });

  it('asks for an email change and shows the development-mode link', async () => {
    const message =
      'We sent a verification link to new@example.com. Your email changes when you open it. Development mode: no email was sent. Open this link: http://localhost:3000/api/confirm-email-change?token=t';
    const { user, calls } = signedIn({
      'account.changeEmail': () => ({ message, developmentMode: true }),
    });
    const card = await screen.findByRole('region', { name: 'Change email' });
    await user.type(within(card).getByLabelText('New email'), 'new@example.com');
    await user.type(within(card).getByLabelText('Password'), 'my secret');
    await user.click(within(card).getByRole('button', { name: 'Change email' }));
    expect(await within(card).findByText(message)).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'account.changeEmail')?.input).toEqual({
      newEmail: 'new@example.com',
      password: 'my secret',
    });
  });

  it('shows an email change that waits for its link', async () => {
    signedIn({
      'account.pendingEmailChange': () => ({
        newEmail: 'next@example.com',
        expiresAt: '2026-12-01T10:00:00.000Z',
      }),
    });
    expect(
      await screen.findByText('Waiting for you to open the link sent to next@example.com.'),
    ).toBeInTheDocument();
  });

  it('says so when an email change was confirmed (?emailChanged=1)', async () => {
    renderApp('/account?emailChanged=1', {
      handlers: { 'auth.me': () => testUser, 'account.pendingEmailChange': () => null },
    });
    expect(await screen.findByText('Your email address has been changed.')).toBeInTheDocument();
  });

  it('imports a file through POST /api/account/import and toasts the answer', async () => {
    let received: unknown;
    apiServer.use(
      http.post('*/api/account/import', async ({ request }) => {
        received = await request.json();
        return HttpResponse.json({ message: 'Imported 2 projects.', imported: 2, ids: [5, 6] });
      }),
    );
    const { user } = signedIn();
    await screen.findByRole('region', { name: 'Your data' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(
      ['{"format":"cre-sale-analyzer-export","version":1,"projects":[]}'],
      'export.json',
      {
        type: 'application/json',
      },
    );
    await user.upload(input, file);
    expect(await screen.findByText('Imported 2 projects.')).toBeInTheDocument();
    expect(received).toEqual({ format: 'cre-sale-analyzer-export', version: 1, projects: [] });
  });

  it('deletes the account after the password, signs out and shows the landing page', async () => {
    const { user, router, calls, queryClient } = signedIn({
      'account.delete': ({ password }: { password: string }) => {
        if (password !== 'right one') throw new MockTrpcError('Password is incorrect', 'BAD_REQUEST', 400);
        return { message: 'Your account has been deleted.' };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Password is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Password'), 'wrong one');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Password is incorrect')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'right one');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByRole('heading', {
        name: 'Know what your commercial property is worth before you sell',
      }),
    ).toBeInTheDocument();
    expect(queryClient.getQueryData([['auth', 'me'], { type: 'query' }])).toBeNull();
    expect(calls.filter((call) => call.path === 'account.delete').map((call) => call.input)).toEqual([
      { password: 'wrong one' },
      { password: 'right one' },
    ]);
  });
});
