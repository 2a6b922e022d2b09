/** The `route` label of a request that matched no route (404s, malformed URLs). */
export const UNMATCHED_ROUTE = '(unmatched)';

/** The `route` label of a tRPC request that calls several procedures in one batch. */
export const TRPC_BATCH_ROUTE = '/trpc/(batch)';

/** The `route` label of a tRPC request naming no procedure this server has. */
export const TRPC_UNKNOWN_ROUTE = '/trpc/(unknown)';

/** The pattern of tRPC's one route (its procedures are in `:path`). */
export const TRPC_ROUTE_PATTERN = '/trpc/:path';

/**
 * Route labels are the pattern a request matched (`/api/properties/:id`), never its URL, so
 * ids, tokens and search terms stay out of the labels and their number stays bounded. tRPC's
 * one pattern is split by procedure: the label of its `path` parameter is `/trpc/<procedure>`
 * when it names exactly one of `procedures`, else one label for batches and one for unknown names.
 */
export function trpcRouteLabeler(procedures: ReadonlySet<string>): (path: unknown) => string {
  const labels = new Map([...procedures].map((procedure) => [procedure, `/trpc/${procedure}`]));
  return (path) => {
    if (typeof path !== 'string') return TRPC_UNKNOWN_ROUTE;
    const label = labels.get(path);
    if (label !== undefined) return label;
    return path.includes(',') ? TRPC_BATCH_ROUTE : TRPC_UNKNOWN_ROUTE;
  };
}
