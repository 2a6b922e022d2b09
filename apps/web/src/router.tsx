import { FullScreenLoader } from '@cre/ui';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { AppTrpc } from './lib/trpc';
import { routeTree } from './routeTree.gen';

/** Context every route receives: the query cache and the typed tRPC options for loaders. */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: AppTrpc;
}

/**
 * Creates the app router (browser history by default; tests pass a memory history). TanStack Query
 * is the data cache, so loaders always run (`defaultPreloadStaleTime: 0`) and read through it.
 */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: FullScreenLoader,
    scrollRestoration: true,
    ...(history ? { history } : {}),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
