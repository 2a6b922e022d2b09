import { redirect } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { RouterContext } from '../../../router';
import {
  loadOpenedProject,
  type OpenedProject,
  type ProjectSearch,
  recentProjectToOpen,
  validateProjectSearch,
} from '../projects/open-project';
import { AnalyzerRoute } from './analyzer-route';
import type { OpenProjectInUrl } from './use-analyzer-page';

type DataContext = Pick<RouterContext, 'queryClient' | 'trpc'>;

/**
 * The route options both analyzer paths share: `?project=12` names the open project (loaded by the
 * loader); entered without one, the analyzer opens the most recent project (replacing the history
 * entry).
 */
export function analyzerRouteOptions(path: '/underwriting' | '/calculator') {
  return {
    validateSearch: validateProjectSearch,
    beforeLoad: async ({
      context,
      search,
      cause,
    }: {
      context: DataContext;
      search: ProjectSearch;
      cause: 'enter' | 'stay' | 'preload';
    }) => {
      const recent = await recentProjectToOpen(context, search, cause);
      if (recent !== null) throw redirect({ to: path, search: { project: recent }, replace: true });
    },
    loaderDeps: ({ search }: { search: ProjectSearch }) => ({ project: search.project }),
    loader: ({ context, deps }: { context: DataContext; deps: ProjectSearch }) =>
      loadOpenedProject(context, deps.project),
  };
}

/** What the analyzer needs of its route's `navigate`: set or clear `?project=`. */
type SearchNavigate = (options: {
  search: ProjectSearch;
  replace: boolean;
  resetScroll: boolean;
}) => Promise<void>;

/** Props of {@link ProjectAnalyzer}: what the analyzer route (/underwriting or /calculator) provides. */
export interface ProjectAnalyzerProps {
  /** What the route's loader found for `?project=`. */
  opened: OpenedProject;
  /** The `project` search parameter of the URL. */
  current: number | undefined;
  navigate: SearchNavigate;
}

/**
 * The analyzer of one of its two routes, with the open project kept in the URL: loading, saving a
 * new project or starting over navigates to `?project=<id>` (or none). Rewriting the entry (save,
 * delete, not found) keeps the scroll position.
 */
export function ProjectAnalyzer({ opened, current, navigate }: ProjectAnalyzerProps) {
  const openInUrl = useCallback<OpenProjectInUrl>(
    (id, options) => {
      if (id === (current ?? null)) return;
      const replace = options?.replace ?? false;
      void navigate({ search: id === null ? {} : { project: id }, replace, resetScroll: !replace });
    },
    [navigate, current],
  );
  return <AnalyzerRoute opened={opened} openInUrl={openInUrl} />;
}
