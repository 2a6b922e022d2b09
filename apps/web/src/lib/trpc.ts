import type { AppRouter } from '@cre/api';
import { createTRPCClient, httpBatchLink, type TRPCLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';

/**
 * tRPC bindings for React: `TRPCProvider` (mounted in providers.tsx), `useTRPC()` for
 * query/mutation options and `useTRPCClient()` for imperative calls.
 */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** The typed tRPC client of the app's API. */
export type AppTrpcClient = ReturnType<typeof createTRPCClient<AppRouter>>;

/**
 * Creates the tRPC client. In the browser it batches calls to `/trpc` on the same origin
 * with cookies; tests pass their own links.
 */
export function createAppTrpcClient(links?: TRPCLink<AppRouter>[]): AppTrpcClient {
  return createTRPCClient<AppRouter>({
    links: links ?? [
      httpBatchLink({
        url: '/trpc',
        fetch: (url, options) => fetch(url, { ...(options as RequestInit), credentials: 'include' }),
      }),
    ],
  });
}
