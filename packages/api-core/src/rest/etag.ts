import { TRPCError } from '@trpc/server';

/** The ETag of a project's version: the version in quotes (a strong validator). */
export const etagOf = (version: number): string => `"${version}"`;

/** The 400 of an `If-Match` header that names no single project version. */
export const IF_MATCH_MESSAGE =
  'If-Match must name one project version, as its ETag gives it, e.g. If-Match: "3"';

/**
 * The project version an `If-Match` header names: undefined when it is absent or `*` (any
 * version), the number of `"7"` (or `W/"7"`). Anything else, a list included, is a 400 with
 * {@link IF_MATCH_MESSAGE}.
 */
export function versionFromIfMatch(header: string | string[] | undefined): number | undefined {
  if (header === undefined) return undefined;
  const text = (Array.isArray(header) ? header.join(',') : header).trim();
  if (text === '*') return undefined;
  const match = /^(?:W\/)?"([1-9]\d{0,9})"$/.exec(text);
  const version = match ? Number(match[1]) : 0;
  if (version < 1 || version > 2_147_483_647)
    throw new TRPCError({ code: 'BAD_REQUEST', message: IF_MATCH_MESSAGE });
  return version;
}
