import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createAppQueryClient } from '../src/lib/query-client';
import { AppProviders } from '../src/providers';
import { createAppRouter } from '../src/router';
import { testConfig } from './fixtures';
import { createMockTrpcClient, type MockHandler } from './trpc-mock';

/** Options of the render helpers. */
export interface RenderOptions {
  /** Procedure handlers, merged over the defaults (signed out, test broker config). */
  handlers?: Record<string, MockHandler>;
}

function setup(handlers: Record<string, MockHandler> = {}) {
  const queryClient = createAppQueryClient();
  const { client, calls } = createMockTrpcClient({
    'auth.me': () => null,
    'config.get': () => testConfig,
    'blog.list': () => [],
    ...handlers,
  });
  return { queryClient, client, calls };
}

/** Renders the whole app (real route tree) at `path` with a mocked API. */
export function renderApp(path: string, options: RenderOptions = {}) {
  const { queryClient, client, calls } = setup(options.handlers);
  const router = createAppRouter({ queryClient }, createMemoryHistory({ initialEntries: [path] }));
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient} trpcClient={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, user, router, queryClient, calls };
}

/** Renders one component inside every provider (and a router, so links work) with a mocked API. */
export function renderWithProviders(ui: ReactNode, options: RenderOptions = {}) {
  const { queryClient, client, calls } = setup(options.handlers);
  const rootRoute = createRootRoute({ component: () => <>{ui}</> });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient} trpcClient={client}>
      <RouterProvider router={router as never} />
    </AppProviders>,
  );
  return { ...view, user, router, queryClient, calls };
}
