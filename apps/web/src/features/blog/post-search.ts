import { positiveIntegerParam } from '../../lib/search-params';
import type { RouterContext } from '../../router';

/** The market-insights search parameters: `?post=3` names the post being read. */
export interface PostSearch {
  post?: number;
}

/** `validateSearch` of /blog and /market-insights: `post` when it is a positive integer, else ignored. */
export function validatePostSearch(search: Record<string, unknown>): PostSearch {
  return { post: positiveIntegerParam(search.post) };
}

/** The market-insights loader: starts fetching the post list and, when one is named, that post. */
export function prefetchInsights(
  { queryClient, trpc }: Pick<RouterContext, 'queryClient' | 'trpc'>,
  post?: number,
) {
  void queryClient.prefetchQuery(trpc.blog.list.queryOptions());
  if (post !== undefined) void queryClient.prefetchQuery(trpc.blog.get.queryOptions({ id: post }));
}

/** The route options /blog and /market-insights share: the post named by `?post=`, prefetched. */
export const insightsRouteOptions = {
  validateSearch: validatePostSearch,
  loaderDeps: ({ search }: { search: PostSearch }) => ({ post: search.post }),
  loader: ({ context, deps }: { context: Pick<RouterContext, 'queryClient' | 'trpc'>; deps: PostSearch }) =>
    prefetchInsights(context, deps.post),
};
