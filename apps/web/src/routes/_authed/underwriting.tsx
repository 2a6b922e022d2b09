import { createFileRoute } from '@tanstack/react-router';
import { analyzerRouteOptions, ProjectAnalyzer } from '../../features/analyzer/page/project-route';

/** The analyzer at /underwriting, the open project named by `?project=12`. */
export const Route = createFileRoute('/_authed/underwriting')({
  ...analyzerRouteOptions('/underwriting'),
  component: RouteAnalyzer,
});

function RouteAnalyzer() {
  return (
    <ProjectAnalyzer
      opened={Route.useLoaderData()}
      current={Route.useSearch().project}
      navigate={Route.useNavigate()}
    />
  );
}
