import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createAppQueryClient } from '../src/lib/query-client';
import { createAppTrpc, createAppTrpcClient } from '../src/lib/trpc';
import { AppProviders } from '../src/providers';
import { createAppRouter } from '../src/router';
import { testConfig } from './fixtures';
import { type MockHandler, mockTrpc } from './trpc-mock';

/** Options of the render helpers. */
export interface RenderOptions {
  /** Procedure handlers, merged over the defaults (signed out, test broker config). */
  handlers?: Record<string, MockHandler>;
}

function setup(handlers: Record<string, MockHandler> = {}) {
  const queryClient = createAppQueryClient();
  const { url, calls } = mockTrpc({
    'auth.me': () => null,
    'config.get': () => testConfig,
    'blog.list': () => [],
    ...handlers,
  });
  const client = createAppTrpcClient(url);
  return { queryClient, client, calls };
}

/** Renders the whole app (real route tree) at `path`, talking to the mocked API. */
export function renderApp(path: string, options: RenderOptions = {}) {
  const { queryClient, client, calls } = setup(options.handlers);
  const trpc = createAppTrpc(client, queryClient);
  const router = createAppRouter({ queryClient, trpc }, createMemoryHistory({ initialEntries: [path] }));
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient} trpcClient={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, user, router, queryClient, calls };
}

/** Renders one component inside every provider (and a router, so links work) with the mocked API. */
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
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, user, router, queryClient, calls };
}
