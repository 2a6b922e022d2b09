import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { MockTrpcError } from '../../../test/trpc-mock';

const NEUTRAL = 'If an account exists for that email, we sent a link to reset its password.';

describe('forgot password page', () => {
  it('is linked from the login page', async () => {
    const { user, router } = renderApp('/login');
    const link = await screen.findByRole('link', { name: 'Forgot password?' });
    expect(link).toHaveAttribute('href', '/forgot-password');
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(await screen.findByRole('heading', { name: 'Forgot password?' })).toBeInTheDocument();
  });

  it('validates the email before sending anything', async () => {
    const { user, calls } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'account.forgotPassword')).toBe(false);
  });

  it('sends the address and shows the neutral answer in place of the form', async () => {
    const { user, calls } = renderApp('/forgot-password', {
      handlers: { 'account.forgotPassword': () => ({ message: NEUTRAL, developmentMode: true }) },
    });
    await user.type(await screen.findByLabelText('Email'), ' jane.doe@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(NEUTRAL)).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    expect(calls.find((call) => call.path === 'account.forgotPassword')?.input).toEqual({
      email: 'jane.doe@example.com',
    });
  });

  it('toasts the server message when it refuses (too many attempts)', async () => {
    const { user } = renderApp('/forgot-password', {
      handlers: {
        'account.forgotPassword': () => {
          throw new MockTrpcError(
            'Too many attempts. Please try again in 15 minutes.',
            'TOO_MANY_REQUESTS',
            429,
          );
        },
      },
    });
    await user.type(await screen.findByLabelText('Email'), 'jane.doe@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Too many attempts. Please try again in 15 minutes.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });
});
