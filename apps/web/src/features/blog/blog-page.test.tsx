import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testUser } from '../../../test/fixtures';
import { renderApp, renderWithProviders } from '../../../test/render';
import { type MockHandler, MockTrpcError } from '../../../test/trpc-mock';
import { MarketInsightsAccess } from './blog-page';
import { contentParagraphs } from './blog-post-view';

const summary = (id: number, title: string) => ({
  id,
  title,
  slug: `post-${id}`,
  summary: `Summary of ${title}`,
  publishedAt: '2026-03-14T12:00:00.000Z',
});

function renderBlog(handlers: Record<string, MockHandler>, path = '/blog') {
  return renderApp(path, { handlers: { 'auth.me': () => testUser, ...handlers } });
}

const POSTS = {
  'blog.list': () => [summary(1, 'Cap Rates in 2026'), summary(2, 'Refinancing')],
  'blog.get': (input: { id: number }) => ({
    ...summary(input.id, input.id === 1 ? 'Cap Rates in 2026' : 'Refinancing'),
    content: '## Why cap rates moved\n\nRates rose.\n\nBuyers adjusted.',
  }),
};

describe('market insights', () => {
  it('shows 3 skeletons while loading', async () => {
    renderBlog({ 'blog.list': () => new Promise(() => {}) });
    expect(await screen.findAllByTestId('blog-skeleton')).toHaveLength(3);
  });

  it('shows the empty state', async () => {
    renderBlog({ 'blog.list': () => [] });
    expect(await screen.findByText('No market insights available')).toBeInTheDocument();
  });

  it('shows an error when posts cannot be loaded', async () => {
    renderBlog({
      'blog.list': () => {
        throw new MockTrpcError('Service unavailable', 'INTERNAL_SERVER_ERROR', 500);
      },
    });
    expect(await screen.findByText('Market insights could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('500: Service unavailable')).toBeInTheDocument();
  });

  it('lists posts and opens the selected post (?post=1), then goes back', async () => {
    const { user, calls, router } = renderBlog(POSTS);
    expect(await screen.findByRole('heading', { name: 'Refinancing' })).toBeInTheDocument();
    expect(screen.getAllByText('March 14, 2026')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Read more: Cap Rates in 2026' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cap Rates in 2026' })).toBeInTheDocument();
    expect(screen.getByText('March 14, 2026')).toBeInTheDocument();
    expect(screen.getByText('Summary of Cap Rates in 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why cap rates moved' })).toBeInTheDocument();
    expect(screen.getByText('Buyers adjusted.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Analyze a property' })).toHaveAttribute('href', '/underwriting');
    expect(calls.find((call) => call.path === 'blog.get')?.input).toEqual({ id: 1 });
    expect(router.state.location.search).toEqual({ post: 1 });
    await user.click(screen.getByRole('button', { name: 'Back to Market Insights' }));
    expect(await screen.findByRole('heading', { name: 'Refinancing' })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({});
  });

  it.each(['/blog', '/market-insights'])(
    '%s?post=2 opens that post; the browser Back button leaves it',
    async (path) => {
      const { user, calls, router } = renderBlog(POSTS, `${path}?post=2`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Refinancing' })).toBeInTheDocument();
      expect(calls.filter((call) => call.path === 'blog.get').map((call) => call.input)).toEqual([{ id: 2 }]);
      await user.click(screen.getByRole('button', { name: 'Back to Market Insights' }));
      await user.click(await screen.findByRole('button', { name: 'Read more: Cap Rates in 2026' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Cap Rates in 2026' })).toBeInTheDocument();
      router.history.back();
      expect(await screen.findByRole('heading', { name: 'Market Insights', level: 1 })).toBeInTheDocument();
      expect(router.state.location.search).toEqual({});
    },
  );

  it('ignores a ?post that is not a positive integer', async () => {
    renderBlog(POSTS, '/blog?post=abc');
    expect(await screen.findByRole('heading', { name: 'Refinancing' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Market Insights', level: 1 })).toBeInTheDocument();
  });

  it('shows an error when the post cannot be loaded', async () => {
    const { user } = renderBlog({
      'blog.list': () => [summary(1, 'Cap Rates in 2026')],
      'blog.get': () => {
        throw new MockTrpcError('Post not found', 'NOT_FOUND', 404);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Read more: Cap Rates in 2026' }));
    expect(await screen.findByText('404: Post not found')).toBeInTheDocument();
  });

  it('asks signed-out visitors to sign in', async () => {
    renderWithProviders(<MarketInsightsAccess />);
    expect(await screen.findByRole('heading', { name: 'Market Insights Access' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In to Continue' })).toHaveAttribute('href', '/login');
  });
});

describe('contentParagraphs', () => {
  it('splits on blank lines and drops empty parts', () => {
    expect(contentParagraphs('One\n\n\nTwo\nstill two\n\n  ')).toEqual(['One', 'Two\nstill two']);
  });
});
