import { QueryClient } from '@tanstack/react-query';

/**
 * The app's QueryClient: data never goes stale, no refetch on
 * window focus, no polling and no retries for queries or mutations.
 */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}
