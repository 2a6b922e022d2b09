import { BlogPage } from './blog-page';
import type { PostSearch } from './post-search';

/** What the market-insights route (/blog or /market-insights) provides. */
export interface InsightsRouteProps {
  /** The `post` search parameter: the post being read. */
  post: number | undefined;
  navigate: (options: { search: PostSearch }) => Promise<void>;
}

/** Market insights with the post being read kept in the URL; Back (button or browser) returns to the list. */
export function InsightsRoute({ post, navigate }: InsightsRouteProps) {
  return (
    <BlogPage
      selectedId={post ?? null}
      onSelect={(id) => void navigate({ search: { post: id } })}
      onBack={() => void navigate({ search: {} })}
    />
  );
}
