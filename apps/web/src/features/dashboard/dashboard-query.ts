/**
 * The dashboard's one project read (`properties.page` input): the 3 most recently updated projects
 * and how many there are. Its own module so the routes' loaders can prefetch it without pulling the
 * dashboard's components into the first chunk.
 */
export const DASHBOARD_PROJECTS = { limit: 3 } as const;
