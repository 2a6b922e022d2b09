import type { AppRouter } from '@cre/api';
import type { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext, createTRPCOptionsProxy, type TRPCOptionsProxy } from '@trpc/tanstack-react-query';

/**
 * tRPC bindings for React: `TRPCProvider` (mounted in providers.tsx), `useTRPC()` for
 * query/mutation options and `useTRPCClient()` for imperative calls.
 */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** The typed tRPC client of the app's API. */
export type AppTrpcClient = ReturnType<typeof createTRPCClient<AppRouter>>;

/** Typed query/mutation options of every procedure (what `useTRPC()` returns), for route loaders. */
export type AppTrpc = TRPCOptionsProxy<AppRouter>;

/**
 * Creates the tRPC client: calls are batched to `url` (`/trpc` on the same origin in the browser;
 * tests pass an absolute URL) with cookies.
 */
export function createAppTrpcClient(url = '/trpc'): AppTrpcClient {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url,
        // The server refuses batches of more than 10 calls (apps/api MAX_BATCH_SIZE).
        maxItems: 10,
        fetch: (input, options) => fetch(input, { ...(options as RequestInit), credentials: 'include' }),
      }),
    ],
  });
}

/** The options proxy route loaders use outside React (the same keys as `useTRPC()`). */
export function createAppTrpc(client: AppTrpcClient, queryClient: QueryClient): AppTrpc {
  return createTRPCOptionsProxy<AppRouter>({ client, queryClient });
}
