import type { FastifyRequest } from 'fastify';

/** The `route` label of a request that matched no route (404s, malformed URLs). */
export const UNMATCHED_ROUTE = '(unmatched)';

/** The `route` label of a tRPC request that calls several procedures in one batch. */
export const TRPC_BATCH_ROUTE = '/trpc/(batch)';

/** The `route` label of a tRPC request naming no procedure this server has. */
export const TRPC_UNKNOWN_ROUTE = '/trpc/(unknown)';

/**
 * The route label of requests: the pattern a request matched (`/api/properties/:id`), never its
 * URL, so ids, tokens and search terms stay out of the labels and their number stays bounded.
 * tRPC's one pattern (`/trpc/:path`) is split by procedure when `path` names exactly one of
 * `procedures` (`/trpc/projects.list`); batches and unknown names get one label each.
 */
export function routeLabeler(procedures: ReadonlySet<string>): (req: FastifyRequest) => string {
  return (req) => {
    const pattern = req.routeOptions.url;
    if (pattern === undefined) return UNMATCHED_ROUTE;
    if (pattern !== '/trpc/:path') return pattern;
    const path = (req.params as { path?: unknown }).path;
    if (typeof path !== 'string') return TRPC_UNKNOWN_ROUTE;
    if (procedures.has(path)) return `/trpc/${path}`;
    return path.includes(',') ? TRPC_BATCH_ROUTE : TRPC_UNKNOWN_ROUTE;
  };
}
