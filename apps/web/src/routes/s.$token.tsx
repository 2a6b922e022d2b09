import { createFileRoute } from '@tanstack/react-router';
import { SharedAnalysisPage } from '../features/share/shared-analysis-page';

/**
 * A read-only shared analysis (`/s/<token>`), public: it opens signed in or not. The loader starts
 * fetching the project while the page's chunk loads; the page shows loading, a dead link and
 * failures itself.
 */
export const Route = createFileRoute('/s/$token')({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(context.trpc.shared.get.queryOptions({ token: params.token }));
  },
  component: SharedRoute,
});

function SharedRoute() {
  const { token } = Route.useParams();
  return <SharedAnalysisPage token={token} />;
}
