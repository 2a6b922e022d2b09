import { createFileRoute } from '@tanstack/react-router';
import { InsightsRoute } from '../../features/blog/insights-route';
import { insightsRouteOptions } from '../../features/blog/post-search';

/** Market insights at /market-insights; `?post=3` names the post being read. The loader starts fetching what is shown. */
export const Route = createFileRoute('/_authed/market-insights')({
  ...insightsRouteOptions,
  component: MarketInsights,
});

function MarketInsights() {
  return <InsightsRoute post={Route.useSearch().post} navigate={Route.useNavigate()} />;
}
