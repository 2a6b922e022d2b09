import { positiveIntegerParam } from '../../../lib/search-params';
import type { RouterContext } from '../../../router';
import type { SavedProject } from '../form/project-mapping';

/** The analyzer's search parameters: `?project=12` names the open project. */
export interface ProjectSearch {
  project?: number;
}

/**
 * The analyzer routes' `validateSearch`: `project` when it is a positive integer; anything else is
 * ignored (the analyzer opens as if no project were named). The key is always present: the router
 * merges the result over the raw search, so an invalid value must be overwritten, not left out.
 */
export function validateProjectSearch(search: Record<string, unknown>): ProjectSearch {
  return { project: positiveIntegerParam(search.project) };
}

/** What the analyzer's loader found for the URL's `project`. */
export interface OpenedProject {
  /** The id the URL names, or null when it names none. */
  requestedId: number | null;
  /** That project, or null when the URL names none or it is not one of the user's projects. */
  project: SavedProject | null;
  /** Why the projects could not be fetched (the analyzer toasts it), or null. */
  error: unknown;
}

type DataContext = Pick<RouterContext, 'queryClient' | 'trpc'>;

/**
 * The analyzer's loader: the project the URL names, picked from the user's project list (there is
 * no single-project procedure; the list is cached and refetched once a save or delete invalidates it).
 * A project that is not the user's comes back as `project: null`, a failed fetch as `error`.
 */
export async function loadOpenedProject(
  context: DataContext,
  id: number | undefined,
): Promise<OpenedProject> {
  if (id === undefined) return { requestedId: null, project: null, error: null };
  try {
    const projects = await context.queryClient.fetchQuery(context.trpc.properties.list.queryOptions());
    return { requestedId: id, project: projects.find((project) => project.id === id) ?? null, error: null };
  } catch (error) {
    return { requestedId: id, project: null, error };
  }
}

/**
 * The project to open when the analyzer is entered without one (the most recent
 * project is loaded on page load): its id, or null when the user has none, the URL already names
 * one, the analyzer was not just entered (New Project stays empty) or the lookup failed.
 */
export async function recentProjectToOpen(
  context: DataContext,
  search: ProjectSearch,
  cause: 'enter' | 'stay' | 'preload',
): Promise<number | null> {
  if (search.project !== undefined || cause !== 'enter') return null;
  try {
    const recent = await context.queryClient.fetchQuery(
      context.trpc.properties.recent.queryOptions(undefined, { staleTime: 0 }),
    );
    return recent?.id ?? null;
  } catch (error) {
    console.warn('Could not load the most recent project', error);
    return null;
  }
}
