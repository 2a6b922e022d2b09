import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, testUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

const LANDING_HEADING = 'Know what your commercial property is worth before you sell';

describe('route sets', () => {
  it('shows the full-screen Loading indicator while the session loads', async () => {
    renderApp('/', { handlers: { 'auth.me': () => new Promise(() => {}) } });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it.each([
    '/',
    '/landing',
    '/dashboard',
    '/underwriting',
    '/underwriting?project=9',
    '/calculator',
    '/blog',
    '/market-insights',
    '/admin',
    '/random-path',
  ])('signed out, %s shows the landing page at that path, asking only for public data', async (path) => {
    const { router, calls } = renderApp(path);
    expect(await screen.findByRole('heading', { name: LANDING_HEADING })).toBeInTheDocument();
    expect(router.state.location.href).toBe(path);
    // The signed-in routes' loaders never ran: no project, blog or admin call was made.
    expect(
      calls.map((c) => c.path).filter((p) => !['auth.me', 'config.get', 'blog.list'].includes(p)),
    ).toEqual([]);
  });

  it('treats a failing current-user call as signed out', async () => {
    renderApp('/dashboard', {
      handlers: {
        'auth.me': () => {
          throw new Error('boom');
        },
      },
    });
    expect(await screen.findByRole('heading', { name: LANDING_HEADING })).toBeInTheDocument();
  });

  it('signed out, /login and /register show their forms', async () => {
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it.each(['/', '/dashboard'])('signed in, %s shows the dashboard', async (path) => {
    renderApp(path, {
      handlers: {
        'auth.me': () => testUser,
        'properties.list': () => [],
        'properties.page': () => ({ items: [], nextCursor: null, total: 0 }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Welcome back, jane.doe!' })).toBeInTheDocument();
    // The title is set once the route's head has been applied, which may be after the heading shows.
    await waitFor(() => expect(document.title).toBe('Dashboard · CRE Sale Analyzer'));
    // The broker's email link comes with the configuration (config.get).
    expect(await screen.findByRole('link', { name: 'Email' })).toHaveAttribute(
      'href',
      'mailto:jordan@broker.test',
    );
  });

  it.each(['/random-path', '/login', '/register'])('signed in, %s shows the not-found page', async (path) => {
    renderApp(path, { handlers: { 'auth.me': () => testUser } });
    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText("The page you're looking for doesn't exist or has been moved."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    // The title is set once the route's head has been applied, which may be after the heading shows.
    await waitFor(() => expect(document.title).toBe('Page Not Found · CRE Sale Analyzer'));
  });

  it('signed in, /landing and /thank-you show the same pages as signed out', async () => {
    renderApp('/landing', { handlers: { 'auth.me': () => testUser } });
    expect(await screen.findByRole('heading', { name: LANDING_HEADING })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toBeInTheDocument();
  });

  it('redirects an authenticated non-admin from /admin to /', async () => {
    const { router } = renderApp('/admin', {
      handlers: {
        'auth.me': () => testUser,
        'properties.list': () => [],
        'properties.page': () => ({ items: [], nextCursor: null, total: 0 }),
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Welcome back, jane.doe!' })).toBeInTheDocument();
  });

  it('shows the admin console to admins', async () => {
    renderApp('/admin', {
      handlers: {
        'auth.me': () => adminUser,
        'admin.usersPage': () => ({ items: [], nextCursor: null, total: 0 }),
      },
    });
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('/blog and /market-insights show market insights when signed in', async () => {
    renderApp('/market-insights', { handlers: { 'auth.me': () => testUser, 'blog.list': () => [] } });
    expect(await screen.findByText('No market insights available')).toBeInTheDocument();
  });
});
