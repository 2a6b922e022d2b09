import { createFileRoute } from '@tanstack/react-router';
import { BlogPage } from '../../features/blog/blog-page';

/** Market insights; the post list is fetched while the route loads. */
export const Route = createFileRoute('/_authed/blog')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.blog.list.queryOptions());
  },
  component: BlogPage,
});
