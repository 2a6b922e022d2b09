import { positiveIntegerParam } from '../../../lib/search-params';
import type { RouterContext } from '../../../router';
import type { SavedProject } from '../model/saved-project';

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

/** Whether a failed read was the server's "Project not found" (a missing id or another user's). */
function isNotFound(error: unknown): boolean {
  const data = (error as { data?: { code?: unknown } } | null)?.data;
  return data?.code === 'NOT_FOUND';
}

/**
 * The analyzer's loader: the project the URL names, read on its own (`properties.get`, cached and
 * refetched once a save or delete invalidates it), so opening one of 2,000 projects downloads one.
 * A project that is not the user's comes back as `project: null`, any other failure as `error`.
 */
export async function loadOpenedProject(
  context: DataContext,
  id: number | undefined,
): Promise<OpenedProject> {
  if (id === undefined) return { requestedId: null, project: null, error: null };
  try {
    const project = await context.queryClient.fetchQuery(context.trpc.properties.get.queryOptions({ id }));
    return { requestedId: id, project, error: null };
  } catch (error) {
    if (isNotFound(error)) return { requestedId: id, project: null, error: null };
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
