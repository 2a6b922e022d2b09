import { createFileRoute } from '@tanstack/react-router';
import { BlogPage } from '../../features/blog/blog-page';
import { prefetchInsights, validatePostSearch } from '../../features/blog/post-search';

/** Market insights; `?post=3` names the post being read. The loader starts fetching what is shown. */
export const Route = createFileRoute('/_authed/market-insights')({
  validateSearch: validatePostSearch,
  loaderDeps: ({ search }) => ({ post: search.post }),
  loader: ({ context, deps }) => prefetchInsights(context, deps.post),
  component: MarketInsights,
});

function MarketInsights() {
  const { post } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BlogPage
      selectedId={post ?? null}
      onSelect={(id) => void navigate({ search: { post: id } })}
      onBack={() => void navigate({ search: {} })}
    />
  );
}
