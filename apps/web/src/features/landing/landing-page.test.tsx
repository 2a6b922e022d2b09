import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testConfig, testUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { MockTrpcError } from '../../../test/trpc-mock';
import { REGISTRATION_EMAIL_KEY } from './use-landing-registration';

const post = (id: number, title: string) => ({
  id,
  title,
  slug: `post-${id}`,
  summary: `Summary of ${title}`,
  publishedAt: '2026-02-03T12:00:00.000Z',
});

async function fillForm(user: ReturnType<typeof renderApp>['user'], password: string, confirm: string) {
  const form = await screen.findByRole('form', { name: 'Create your free account' });
  await user.type(within(form).getByLabelText('Email'), 'new.owner@example.com');
  await user.type(within(form).getByLabelText('Password'), password);
  await user.type(within(form).getByLabelText('Confirm Password'), confirm);
  await user.click(within(form).getByRole('button', { name: 'Create Free Account' }));
  return form;
}

describe('landing page', () => {
  it('shows the hero, benefits, audience, includes list and the broker footer', async () => {
    renderApp('/');
    expect(
      await screen.findByRole('heading', {
        name: 'Know what your commercial property is worth before you sell',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "The Owner's Playbook" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The Sale Analyzer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Who it is for' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The platform includes' })).toBeInTheDocument();
    expect(
      await screen.findByText(`Licensed commercial real estate broker · License ${testConfig.brokerLicense}`),
    ).toBeInTheDocument();
    expect(screen.getByText(testConfig.brokerAddress)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it('hides the insights teaser when there are no posts', async () => {
    renderApp('/');
    await screen.findByRole('heading', { name: 'Who it is for' });
    expect(screen.queryByRole('heading', { name: 'Market Insights' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continue Reading' })).not.toBeInTheDocument();
  });

  it('shows only the first 3 posts with Continue Reading links to /register', async () => {
    renderApp('/', {
      handlers: {
        'blog.list': () => [post(1, 'Cap Rates'), post(2, 'Financing'), post(3, 'Timing'), post(4, 'Fourth')],
      },
    });
    expect(await screen.findByRole('heading', { name: 'Market Insights' })).toBeInTheDocument();
    expect(screen.getByText('Cap Rates')).toBeInTheDocument();
    expect(screen.getByText('Timing')).toBeInTheDocument();
    expect(screen.queryByText('Fourth')).not.toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Continue Reading' });
    expect(links).toHaveLength(3);
    for (const link of links) expect(link).toHaveAttribute('href', '/register');
  });

  it('validates the inline form', async () => {
    const { user, calls } = renderApp('/');
    const form = await screen.findByRole('form', { name: 'Create your free account' });
    await user.click(within(form).getByRole('button', { name: 'Create Free Account' }));
    expect(await within(form).findByText('Email is required')).toBeInTheDocument();
    expect(within(form).getByText('Password is required')).toBeInTheDocument();
    expect(within(form).getByText('Please confirm your password')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Password'), '12345');
    await user.click(within(form).getByRole('button', { name: 'Create Free Account' }));
    expect(await within(form).findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'auth.register')).toBe(false);
  });

  it('toasts "Passwords do not match." on a mismatch', async () => {
    const { user, calls } = renderApp('/');
    await fillForm(user, 'secret12', 'secret99');
    expect((await screen.findAllByText('Passwords do not match.')).length).toBeGreaterThanOrEqual(1);
    expect(calls.some((call) => call.path === 'auth.register')).toBe(false);
  });

  it('registers, records the lead, resets, remembers the email and redirects after 2 s', async () => {
    const { user, calls, router } = renderApp('/', {
      handlers: {
        'auth.register': () => ({
          message: 'created',
          user: { ...testUser, email: 'new.owner@example.com' },
        }),
        'leads.create': () => ({ message: 'Thank you!' }),
      },
    });
    const form = await fillForm(user, 'secret12', 'secret12');
    expect(
      await screen.findByText('Account created! Redirecting to your welcome page...'),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Email')).toHaveValue('');
    expect(window.localStorage.getItem(REGISTRATION_EMAIL_KEY)).toBe('new.owner@example.com');
    await waitFor(() =>
      expect(calls.find((call) => call.path === 'leads.create')?.input).toEqual({
        fullName: 'new.owner@example.com',
        email: 'new.owner@example.com',
        phone: '',
        includeCalculator: true,
      }),
    );
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you'), { timeout: 4000 });
    expect(router.state.location.search).toEqual({ email: 'new.owner@example.com' });
    expect(
      await screen.findByText(/We sent a confirmation email to new.owner@example.com/),
    ).toBeInTheDocument();
  });

  it('still redirects when recording the lead fails', async () => {
    const { user, router } = renderApp('/', {
      handlers: {
        'auth.register': () => ({ message: 'created', user: testUser }),
        'leads.create': () => {
          throw new MockTrpcError('Too many requests', 'TOO_MANY_REQUESTS', 429);
        },
      },
    });
    await fillForm(user, 'secret12', 'secret12');
    await waitFor(() => expect(router.state.location.pathname).toBe('/thank-you'), { timeout: 4000 });
  });

  it('shows "Registration Failed" with the server message', async () => {
    const { user } = renderApp('/', {
      handlers: {
        'auth.register': () => {
          throw new MockTrpcError('An account with this email already exists', 'CONFLICT', 409);
        },
      },
    });
    await fillForm(user, 'secret12', 'secret12');
    expect(await screen.findByText('Registration Failed')).toBeInTheDocument();
    expect(screen.getByText('An account with this email already exists')).toBeInTheDocument();
  });
});
