import { createFileRoute, redirect } from '@tanstack/react-router';
import {
  loadOpenedProject,
  recentProjectToOpen,
  validateProjectSearch,
} from '../../features/analyzer/projects/open-project';
import { ProjectAnalyzer } from '../../features/analyzer/projects/project-route';

/**
 * The analyzer. `?project=12` names the open project (loaded by the loader); entered without one,
 * it opens the most recent project (replacing the history entry).
 */
export const Route = createFileRoute('/_authed/calculator')({
  validateSearch: validateProjectSearch,
  beforeLoad: async ({ context, search, cause }) => {
    const recent = await recentProjectToOpen(context, search, cause);
    if (recent !== null) throw redirect({ to: '/calculator', search: { project: recent }, replace: true });
  },
  loaderDeps: ({ search }) => ({ project: search.project }),
  loader: ({ context, deps }) => loadOpenedProject(context, deps.project),
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
