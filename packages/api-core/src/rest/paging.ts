import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PAGE_MESSAGES } from '../trpc/schemas.js';

/** The query string of a paged list as documented (OpenAPI); the procedure validates the values. */
export function pageQuerySchema(defaultLimit: number, searches: string) {
  return z.object({
    limit: z
      .number()
      .int()
      .min(1)
      .max(200)
      .default(defaultLimit)
      .describe(`Rows per page, 1 to 200 (default ${defaultLimit}); otherwise 400 "${PAGE_MESSAGES.limit}"`),
    cursor: z
      .string()
      .optional()
      .describe(
        `Opaque: the \`cursor\` of the previous response's \`Link: <…>; rel="next"\` URL; absent for the first page. One this server did not make is a 400 "${PAGE_MESSAGES.cursor}"`,
      ),
    q: z
      .string()
      .max(200)
      .optional()
      .describe(`Case-insensitive "contains" search on ${searches}; blank means none`),
  });
}

/** The response headers of a page, for OpenAPI. */
export const PAGE_HEADERS = {
  Link: {
    description:
      'The next page: `<url>; rel="next"` (a path with the same query and the next `cursor`); absent on the last page',
    schema: { type: 'string' },
  },
  'X-Total-Count': {
    description: 'How many rows match `q` over all pages',
    schema: { type: 'integer' },
  },
} as const;

/** A page request from the query string (`limit` as a number when it is digits; the rest as sent). */
export function pageQuery(query: unknown): { limit?: number; cursor?: string; q?: string } {
  const { limit, cursor, q } = (query ?? {}) as Record<string, unknown>;
  return {
    ...(limit !== undefined
      ? { limit: typeof limit === 'string' && /^\d{1,6}$/.test(limit) ? Number(limit) : limit }
      : {}),
    ...(cursor !== undefined ? { cursor } : {}),
    ...(q !== undefined ? { q } : {}),
  } as { limit?: number; cursor?: string; q?: string };
}

/**
 * Announces a page in the headers: `X-Total-Count`, and `Link: <this path and query with the next
 * cursor>; rel="next"` unless it is the last page.
 */
export function setPageHeaders(
  req: FastifyRequest,
  reply: FastifyReply,
  page: { nextCursor: string | null; total: number },
): void {
  reply.header('X-Total-Count', String(page.total));
  if (page.nextCursor !== null) {
    const url = new URL(req.url, 'http://localhost');
    url.searchParams.set('cursor', page.nextCursor);
    reply.header('Link', `<${url.pathname}${url.search}>; rel="next"`);
  }
}
