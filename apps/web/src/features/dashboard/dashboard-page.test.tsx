import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, testConfig, testUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { type MockHandler, MockTrpcError } from '../../../test/trpc-mock';

const project = (id: number, name: string | null, purchasePrice: number, updatedAt: string) => ({
  id,
  name,
  purchasePrice,
  sqft: 10000,
  createdAt: '2026-01-02T12:00:00.000Z',
  updatedAt,
});

const PROJECTS = [
  project(4, 'Harbor Plaza', 2450000, '2026-03-14T12:00:00.000Z'),
  project(3, null, 980000, '2026-03-10T12:00:00.000Z'),
  project(2, 'Oak Street Retail', 1500000, '2026-03-01T12:00:00.000Z'),
  project(1, 'Fourth Project', 500000, '2026-02-01T12:00:00.000Z'),
];

function renderDashboard(handlers: Record<string, MockHandler> = {}) {
  return renderApp('/dashboard', {
    handlers: {
      'auth.me': () => testUser,
      'properties.list': () => [],
      'properties.page': () => ({ items: [], nextCursor: null, total: 0 }),
      ...handlers,
    },
  });
}

describe('dashboard', () => {
  it('shows the header, greeting and the action cards', async () => {
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Welcome back, jane.doe!' })).toBeInTheDocument();
    expect(await screen.findByText('CRE Sale Analyzer')).toBeInTheDocument();
    expect(screen.getByText('Dashboard')).toBeInTheDocument();
    expect(screen.getByText('Welcome, jane.doe@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Analysis' })).toHaveAttribute('href', '/underwriting');
    expect(screen.getByRole('link', { name: 'Read Market Insights' })).toHaveAttribute('href', '/blog');
    expect(await screen.findByRole('link', { name: 'Email' })).toHaveAttribute(
      'href',
      `mailto:${testConfig.brokerEmail}`,
    );
    expect(screen.getByRole('heading', { name: 'Getting Started' })).toBeInTheDocument();
    expect(screen.getByText('Download the playbook')).toBeInTheDocument();
    expect(screen.getByText('Run your first analysis')).toBeInTheDocument();
    expect(screen.getByText('Contact the broker')).toBeInTheDocument();
  });

  it('tags the specific admin account and shows the Admin button to admins', async () => {
    renderApp('/dashboard', {
      handlers: {
        'auth.me': () => adminUser,
        'properties.list': () => [],
        'properties.page': () => ({ items: [], nextCursor: null, total: 0 }),
      },
    });
    expect(await screen.findByText('Welcome, admin@example.com (Admin)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(screen.getByText('Email Verified')).toBeInTheDocument();
  });

  it('shows a spinner while projects load', async () => {
    renderDashboard({ 'properties.page': () => new Promise(() => {}) });
    expect((await screen.findAllByLabelText('Loading projects')).length).toBeGreaterThan(0);
    // While loading, the count is not claimed to be 0.
    expect(screen.queryByRole('link', { name: 'Create First Project' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('0 saved projects')).not.toBeInTheDocument();
  });

  it('shows the empty state without projects', async () => {
    renderDashboard();
    expect(await screen.findByText('No projects yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your First Analysis' })).toHaveAttribute(
      'href',
      '/underwriting',
    );
    expect(screen.getByRole('link', { name: 'Create First Project' })).toBeInTheDocument();
    expect(screen.getByText('Unlimited property analyses available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Projects' })).toHaveAttribute('href', '/underwriting');
  });

  it('lists the first 3 projects with name, price and date, each opening in the analyzer', async () => {
    renderDashboard({
      'properties.page': ({ limit }: { limit: number }) => ({
        items: PROJECTS.slice(0, limit),
        nextCursor: 'more',
        total: PROJECTS.length,
      }),
    });
    expect(await screen.findByRole('link', { name: 'Harbor Plaza' })).toHaveAttribute(
      'href',
      '/underwriting?project=4',
    );
    expect(screen.getByRole('link', { name: 'Untitled Property' })).toHaveAttribute(
      'href',
      '/underwriting?project=3',
    );
    expect(screen.getByText('Untitled Property')).toBeInTheDocument();
    expect(screen.getByText('Oak Street Retail')).toBeInTheDocument();
    expect(screen.queryByText('Fourth Project')).not.toBeInTheDocument();
    expect(screen.getByText('$2,450,000')).toBeInTheDocument();
    expect(screen.getByText('$980,000')).toBeInTheDocument();
    expect(
      screen.getByText(new Date('2026-03-14T12:00:00.000Z').toLocaleDateString('en-US')),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('4 saved projects')).toHaveTextContent('4');
    expect(screen.getByRole('link', { name: 'New Analysis' })).toHaveAttribute('href', '/underwriting');
    expect(screen.getByRole('link', { name: 'View All Projects' })).toHaveAttribute('href', '/underwriting');
  });

  it('shows an error when projects cannot be loaded', async () => {
    renderDashboard({
      'properties.page': () => {
        throw new MockTrpcError('Database unavailable', 'INTERNAL_SERVER_ERROR', 500);
      },
    });
    expect(await screen.findByText('Projects could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('500: Database unavailable')).toBeInTheDocument();
  });

  it('resends the verification email and shows the Development Mode toast', async () => {
    let release: (value: unknown) => void = () => {};
    const { user, calls } = renderDashboard({
      'auth.resendVerification': () =>
        new Promise((resolve) => {
          release = resolve;
        }),
    });
    expect(await screen.findByText('Email Verification Required')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend Email' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    release({
      message: 'Development mode: open http://localhost:3000/api/verify-email?token=abc',
      developmentMode: true,
    });
    expect(await screen.findByText('Development Mode')).toBeInTheDocument();
    expect(
      screen.getByText('Development mode: open http://localhost:3000/api/verify-email?token=abc'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'auth.resendVerification')).toBe(true);
  });

  it('confirms a sent verification email outside development mode', async () => {
    const { user } = renderDashboard({ 'auth.resendVerification': () => ({ message: 'sent' }) });
    await user.click(await screen.findByRole('button', { name: 'Resend Email' }));
    expect(await screen.findByText('Verification email sent')).toBeInTheDocument();
    expect(screen.getByText('Please check your email for the verification link.')).toBeInTheDocument();
  });

  it('shows the server message when resending fails', async () => {
    const { user } = renderDashboard({
      'auth.resendVerification': () => {
        throw new MockTrpcError('Too many attempts. Try again in 60 seconds.', 'TOO_MANY_REQUESTS', 429);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Resend Email' }));
    expect(await screen.findByText('429: Too many attempts. Try again in 60 seconds.')).toBeInTheDocument();
  });

  it('requests the playbook and says the link was sent to the email', async () => {
    const { user, calls } = renderDashboard({ 'playbook.request': () => ({ message: 'ok' }) });
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(
      await screen.findByText('A download link for the playbook has been sent to jane.doe@example.com.'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.path === 'playbook.request')).toHaveLength(1);
  });

  it('opens the contact dialog from the contact card', async () => {
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: `Call ${testConfig.brokerPhone}` }));
    const dialog = await screen.findByRole('dialog', { name: `Contact ${testConfig.brokerName}` });
    expect(within(dialog).getByRole('button', { name: 'Copy Number' })).toBeInTheDocument();
  });

  it('logs out: "Logging out...", toast, cleared cache and the landing page', async () => {
    let release: (value: unknown) => void = () => {};
    const { user, queryClient, router } = renderDashboard({
      'auth.logout': () =>
        new Promise((resolve) => {
          release = resolve;
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Logging out...' })).toBeDisabled();
    release({ message: 'Logged out successfully' });
    expect(await screen.findByText('You have been successfully logged out.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByRole('heading', {
        name: 'Know what your commercial property is worth before you sell',
      }),
    ).toBeInTheDocument();
    const keys = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => JSON.stringify(query.queryKey));
    expect(keys.some((key) => key.includes('properties'))).toBe(false);
    expect(queryClient.getQueryData([['auth', 'me'], { type: 'query' }])).toBeNull();
  });

  it('logs out from the root path (where the dashboard is shown) to the landing page', async () => {
    const { user, router } = renderApp('/', {
      handlers: {
        'auth.me': () => testUser,
        'properties.list': () => [],
        'properties.page': () => ({ items: [], nextCursor: null, total: 0 }),
        'auth.logout': () => ({ message: 'Logged out successfully' }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('You have been successfully logged out.')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', {
        name: 'Know what your commercial property is worth before you sell',
      }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Welcome back, jane.doe!' })).not.toBeInTheDocument();
  });

  it('toasts "Logout failed" when logout fails', async () => {
    const { user } = renderDashboard({
      'auth.logout': () => {
        throw new MockTrpcError('nope', 'INTERNAL_SERVER_ERROR', 500);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
  });
});
