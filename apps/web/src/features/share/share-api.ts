import type { PropertyPayloadInput, ReadyTargets } from '@cre/underwriting';

/** The expiry choices of a new link, in days (the server takes 1..365, default 30). */
export const SHARE_EXPIRY_DAYS = [7, 30, 90, 365] as const;
/** The expiry a new link gets unless another is chosen. */
export const DEFAULT_EXPIRY_DAYS = 30;

/** The text a dead link (revoked, expired, unknown) shows, as the server words it. */
export const LINK_UNAVAILABLE = 'This link is no longer available';

/** One share link of a project as the owner's list shows it (dates as ISO strings). */
export interface ShareLink {
  id: number | string;
  createdAt: string;
  expiresAt: string;
  views: number;
}

/** A link just created: the list's fields plus its secret token and the full URL to hand out. */
export interface CreatedShare extends ShareLink {
  token: string;
  url: string;
}

/** The project a link shows: every input as saved, the rent roll and the ready-answer targets. */
export type SharedProject = PropertyPayloadInput & {
  readyTargets?: Partial<ReadyTargets> | null;
};

/** What `GET /api/shared/:token` answers for a live link. */
export interface SharedAnalysis {
  project: SharedProject;
  updatedAt: string;
}

/** A failed call to the share API: the HTTP status (null when the server never answered) and its message. */
export class ShareApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'ShareApiError';
  }
}

/** True when the shared link is dead (revoked, expired or unknown): the server answers 404. */
export function isDeadLink(error: unknown): boolean {
  return error instanceof ShareApiError && error.status === 404;
}

/** An absolute URL of the API on this origin (Node's fetch, used by the tests, needs one). */
function apiUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}

/**
 * Calls the REST API with the session cookie and returns the JSON answer (undefined for 204). A
 * non-2xx answer throws a {@link ShareApiError} with the server's `message`; a network failure
 * throws one with a null status.
 */
async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method,
      credentials: 'include',
      headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ShareApiError('Could not reach the server. Check your connection and try again.', null);
  }
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message = (data as { message?: unknown } | undefined)?.message;
    throw new ShareApiError(
      typeof message === 'string' && message.trim() !== '' ? message : `Request failed (${response.status})`,
      response.status,
    );
  }
  return data as T;
}

const projectShares = (projectId: number) => `/api/properties/${encodeURIComponent(projectId)}/shares`;

/** The share links of one of the user's projects. */
export function listShares(projectId: number): Promise<ShareLink[]> {
  return request<ShareLink[]>('GET', projectShares(projectId));
}

/** Creates a read-only link to one of the user's projects, valid for `expiresInDays` days. */
export function createShare(projectId: number, expiresInDays: number): Promise<CreatedShare> {
  return request<CreatedShare>('POST', projectShares(projectId), { expiresInDays });
}

/** Revokes a link: it answers 404 from then on. */
export function revokeShare(projectId: number, shareId: ShareLink['id']): Promise<void> {
  return request<void>('DELETE', `${projectShares(projectId)}/${encodeURIComponent(String(shareId))}`);
}

/** The project behind a link (no session needed); a dead link throws a 404 {@link ShareApiError}. */
export function fetchSharedAnalysis(token: string): Promise<SharedAnalysis> {
  return request<SharedAnalysis>('GET', `/api/shared/${encodeURIComponent(token)}`);
}

/** Query keys of the share data in the app's TanStack Query cache. */
export const shareKeys = {
  list: (projectId: number) => ['shares', 'list', projectId] as const,
  shared: (token: string) => ['shares', 'shared', token] as const,
};

/** Query options of a shared analysis (route loaders prefetch with them, the page reads them). */
export function sharedAnalysisQuery(token: string) {
  return {
    queryKey: shareKeys.shared(token),
    queryFn: () => fetchSharedAnalysis(token),
    retry: false,
  } as const;
}
