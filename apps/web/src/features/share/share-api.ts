import type { RouterOutputs } from '@cre/api';
import { errorStatus } from '../../lib/toast';

/** The expiry choices of a new link, in days (the server takes 1..365, default 30). */
export const SHARE_EXPIRY_DAYS = [7, 30, 90, 365] as const;
/** The expiry a new link gets unless another is chosen. */
export const DEFAULT_EXPIRY_DAYS = 30;

/** The text a dead link (revoked, expired, unknown) shows, as the server words it. */
export const LINK_UNAVAILABLE = 'This link is no longer available';

/** One share link of a project as the owner's list shows it (`shares.list`, dates as ISO strings). */
export type ShareLink = RouterOutputs['shares']['list'][number];

/** A link just created (`shares.create`): the list's fields plus its token and the full URL to hand out. */
export type CreatedShare = RouterOutputs['shares']['create'];

/** What a live link shows (`shared.get`): the project (every input as saved) and when it was last saved. */
export type SharedAnalysis = RouterOutputs['shared']['get'];

/** The project a link shows. */
export type SharedProject = SharedAnalysis['project'];

/**
 * True when the shared link is dead (revoked, expired, unknown or malformed): `shared.get` answers
 * NOT_FOUND (404) for all of them alike.
 */
export function isDeadLink(error: unknown): boolean {
  return errorStatus(error) === 404;
}

/** True when a link's expiry has passed (the owner's list keeps expired links until revoked). */
export function isExpired(link: Pick<ShareLink, 'expiresAt'>, now: Date = new Date()): boolean {
  return new Date(link.expiresAt).getTime() <= now.getTime();
}
