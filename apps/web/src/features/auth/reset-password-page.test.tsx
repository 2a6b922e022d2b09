import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { MockTrpcError } from '../../../test/trpc-mock';

const RESET = 'Your password has been reset. Sign in with your new password.';
const INVALID = 'This password reset link is invalid, has expired or was already used. Request a new one.';

describe('reset password page', () => {
  it('checks both fields: the password rules and that they match', async () => {
    const { user, calls } = renderApp('/reset-password?token=abc');
    await user.type(await screen.findByLabelText('New password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Password confirmation is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), '6');
    await user.type(screen.getByLabelText('Confirm password'), '654321');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'account.resetPassword')).toBe(false);
  });

  it('sends the token with the new password, then goes to /login with a toast', async () => {
    const { user, router, calls } = renderApp('/reset-password?token=tok-123', {
      handlers: { 'account.resetPassword': () => ({ message: RESET }) },
    });
    await user.type(await screen.findByLabelText('New password'), 'fresh password');
    await user.type(screen.getByLabelText('Confirm password'), 'fresh password');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(RESET)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.find((call) => call.path === 'account.resetPassword')?.input).toEqual({
      token: 'tok-123',
      password: 'fresh password',
    });
  });

  it('shows why a used link failed, with a way to request a new one', async () => {
    const { user } = renderApp('/reset-password?token=used', {
      handlers: {
        'account.resetPassword': () => {
          throw new MockTrpcError(INVALID, 'BAD_REQUEST', 400);
        },
      },
    });
    await user.type(await screen.findByLabelText('New password'), 'fresh password');
    await user.type(screen.getByLabelText('Confirm password'), 'fresh password');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
