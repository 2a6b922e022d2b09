import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { MockTrpcError } from '../../test/trpc-mock';
import { useManualVerify } from '../features/account/use-account-actions';
import { CURRENT_USER_STALE_MS, isSpecialAdmin, isSpecialAdminEmail, useCurrentUser } from './auth';
import { createAppQueryClient } from './query-client';

function WhoAmI() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <p>loading</p>;
  return (
    <p>{user ? `user ${user.email} ${user.isEmailVerified ? 'verified' : 'unverified'}` : 'signed out'}</p>
  );
}

function VerifyButton() {
  const { verify } = useManualVerify();
  return (
    <button type="button" onClick={verify}>
      verify
    </button>
  );
}

describe('current user', () => {
  it('is cached for 5 minutes', async () => {
    const { queryClient } = renderWithProviders(<WhoAmI />, { handlers: { 'auth.me': () => testUser } });
    expect(await screen.findByText('user jane.doe@example.com unverified')).toBeInTheDocument();
    const query = queryClient.getQueryCache().find({ queryKey: [['auth', 'me'], { type: 'query' }] });
    expect(CURRENT_USER_STALE_MS).toBe(300_000);
    expect(query).toBeDefined();
    expect((query!.options as { staleTime?: number }).staleTime).toBe(300_000);
  });

  it('means signed out when the call answers 401', async () => {
    renderWithProviders(<WhoAmI />, {
      handlers: {
        'auth.me': () => {
          throw new MockTrpcError('Not signed in', 'UNAUTHORIZED', 401);
        },
      },
    });
    expect(await screen.findByText('signed out')).toBeInTheDocument();
  });

  it('manual verification refreshes the user and toasts "Email verified"', async () => {
    let verified = false;
    const { user } = renderWithProviders(
      <>
        <WhoAmI />
        <VerifyButton />
      </>,
      {
        handlers: {
          'auth.me': () => ({ ...testUser, isEmailVerified: verified }),
          'auth.manualVerify': () => {
            verified = true;
            return { message: 'Your email has been verified for testing purposes.' };
          },
        },
      },
    );
    await screen.findByText('user jane.doe@example.com unverified');
    await user.click(screen.getByRole('button', { name: 'verify' }));
    expect(await screen.findByText('Email verified')).toBeInTheDocument();
    expect(screen.getByText('Your email has been verified for testing purposes.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('user jane.doe@example.com verified')).toBeInTheDocument());
  });

  it('manual verification failure toasts the message or "Failed to verify email"', async () => {
    const { user } = renderWithProviders(<VerifyButton />, {
      handlers: {
        'auth.manualVerify': () => {
          throw new MockTrpcError('Not found', 'NOT_FOUND', 404);
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'verify' }));
    expect(await screen.findByText('Not found')).toBeInTheDocument();
  });
});

describe('query defaults', () => {
  it('never go stale, never refetch on focus and never retry', () => {
    const defaults = createAppQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(defaults.mutations?.retry).toBe(false);
  });
});

describe('isSpecialAdminEmail', () => {
  it('compares without case or spaces', () => {
    expect(isSpecialAdminEmail(' Admin@Example.com', 'admin@example.com')).toBe(true);
    expect(isSpecialAdminEmail('jane@example.com', 'admin@example.com')).toBe(false);
    expect(isSpecialAdminEmail('admin@example.com', undefined)).toBe(false);
  });
});

describe('isSpecialAdmin', () => {
  it('needs the admin address and the server saying isAdmin', () => {
    expect(isSpecialAdmin({ email: ' Admin@Example.com', isAdmin: true }, 'admin@example.com')).toBe(true);
    expect(isSpecialAdmin({ email: 'admin@example.com', isAdmin: false }, 'admin@example.com')).toBe(false);
    expect(isSpecialAdmin({ email: 'jane@example.com', isAdmin: true }, 'admin@example.com')).toBe(false);
    expect(isSpecialAdmin({ email: 'admin@example.com', isAdmin: true }, undefined)).toBe(false);
  });
});
