import { createFileRoute, redirect } from '@tanstack/react-router';
import { useCallback } from 'react';
import {
  loadOpenedProject,
  recentProjectToOpen,
  validateProjectSearch,
} from '../../features/analyzer/projects/open-project';
import type { OpenProjectInUrl } from '../../features/analyzer/use-analyzer-page';
import { AnalyzerRoute } from '../../features/session/analyzer-route';

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
  component: ProjectAnalyzer,
});

function ProjectAnalyzer() {
  const opened = Route.useLoaderData();
  const { project } = Route.useSearch();
  const navigate = Route.useNavigate();
  const openInUrl = useCallback<OpenProjectInUrl>(
    (id, options) => {
      if (id === (project ?? null)) return;
      // Rewriting the entry (save, delete, not found) keeps the scroll position.
      const replace = options?.replace ?? false;
      void navigate({ search: id === null ? {} : { project: id }, replace, resetScroll: !replace });
    },
    [navigate, project],
  );
  return <AnalyzerRoute opened={opened} openInUrl={openInUrl} />;
}
