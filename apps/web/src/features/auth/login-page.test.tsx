import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { MockTrpcError } from '../../../test/trpc-mock';

describe('login page', () => {
  it('has labelled fields, the Sign In button and a Sign up link', async () => {
    renderApp('/login');
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  });

  it('validates the email and requires a password', async () => {
    const { user, calls } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'auth.login')).toBe(false);
  });

  it('signs in, toasts and goes to the dashboard', async () => {
    let signedIn = false;
    const { user, router, calls } = renderApp('/login', {
      handlers: {
        'auth.me': () => (signedIn ? testUser : null),
        'auth.login': () => {
          signedIn = true;
          return testUser;
        },
        'properties.list': () => [],
        'properties.page': () => ({ items: [], nextCursor: null, total: 0 }),
      },
    });
    await user.type(await screen.findByLabelText('Email'), 'jane.doe@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Logged in successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Welcome back, jane.doe!' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'auth.login')?.input).toEqual({
      email: 'jane.doe@example.com',
      password: 'secret12',
    });
    expect(screen.queryByText('404 - Page Not Found')).not.toBeInTheDocument();
  });

  it('shows the server message when sign-in fails', async () => {
    const { user } = renderApp('/login', {
      handlers: {
        'auth.login': () => {
          throw new MockTrpcError('Invalid email or password', 'UNAUTHORIZED', 401);
        },
      },
    });
    await user.type(await screen.findByLabelText('Email'), 'jane.doe@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });
});
