import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { MockTrpcError } from '../../../test/trpc-mock';

describe('register page', () => {
  it('has the three labelled fields, Create Account and a sign-in button', async () => {
    renderApp('/register');
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it('shows the account validation messages', async () => {
    const { user, calls } = renderApp('/register');
    await user.type(await screen.findByLabelText('Email'), 'jane');
    await user.type(screen.getByLabelText('Password'), '123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Password confirmation is required')).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'auth.register')).toBe(false);
  });

  it('reports mismatched passwords on the confirmation field', async () => {
    const { user } = renderApp('/register');
    await user.type(await screen.findByLabelText('Email'), 'jane.doe@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret13');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription("Passwords don't match");
  });

  it('creates the account, toasts the server message and goes to the dashboard', async () => {
    const { user, router } = renderApp('/register', {
      handlers: {
        'auth.register': () => ({
          message: 'Account created successfully! Please check your email to verify your account.',
          user: testUser,
        }),
        'properties.list': () => [],
        'properties.page': () => ({ items: [], nextCursor: null, total: 0 }),
      },
    });
    await user.type(await screen.findByLabelText('Email'), 'jane.doe@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByText(
        'Account created successfully! Please check your email to verify your account.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Welcome back, jane.doe!' })).toBeInTheDocument();
  });

  it('shows the server message when the email is taken', async () => {
    const { user } = renderApp('/register', {
      handlers: {
        'auth.register': () => {
          throw new MockTrpcError('An account with this email already exists', 'CONFLICT', 409);
        },
      },
    });
    await user.type(await screen.findByLabelText('Email'), 'jane.doe@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
  });
});
