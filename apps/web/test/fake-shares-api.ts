import type { SavedProject } from '../src/features/analyzer/model/saved-project';
import { LINK_UNAVAILABLE, type SharedAnalysis, type ShareLink } from '../src/features/share/share-api';
import { type MockHandler, MockTrpcError } from './trpc-mock';

/** A link as the fake keeps it. */
export interface FakeShare extends ShareLink {
  token: string;
  projectId: number;
  revoked?: boolean;
}

const DAY_MS = 86_400_000;
/** A token of the server's shape (43 base64url characters) made from a number. */
export const fakeToken = (n: number) => `tok${String(n).padStart(6, '0')}`.padEnd(43, 'x');

/** What `shared.get` answers for a saved project: every input and scenario, without the owner. */
export function sharedOf(project: SavedProject, updatedAt = project.updatedAt): SharedAnalysis {
  const { userId: _owner, ...rest } = project;
  return { project: rest, updatedAt };
}

/**
 * An in-memory stand-in for the share procedures (tests only), behaving like the server:
 * `shares.create` (expiry 1..365 days, default 30; the URL `http://localhost:3000/s/<token>`),
 * `shares.list` (newest first, revoked links gone), `shares.revoke` and the public `shared.get`
 * (counts a view; NOT_FOUND "This link is no longer available" for a revoked, expired or unknown
 * link). `analyses` are the owner's projects by id; another id answers "Project not found".
 */
export function fakeSharesApi(
  analyses: Record<number, SharedAnalysis>,
  initial: FakeShare[] = [],
  now = () => new Date('2026-11-22T10:00:00.000Z'),
) {
  const shares: FakeShare[] = initial.map((share) => ({ ...share }));
  let nextId = 100;
  const projectNotFound = () => new MockTrpcError('Project not found', 'NOT_FOUND', 404);
  const project = (id: number) => {
    if (!analyses[id]) throw projectNotFound();
    return id;
  };
  const link = ({ id, createdAt, expiresAt, views }: FakeShare): ShareLink => ({
    id,
    createdAt,
    expiresAt,
    views,
  });
  const handlers: Record<string, MockHandler> = {
    'shares.list': ({ propertyId }: { propertyId: number }) => {
      project(propertyId);
      return shares
        .filter((s) => s.projectId === propertyId && !s.revoked)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .map(link);
    },
    'shares.create': ({ propertyId, expiresInDays = 30 }: { propertyId: number; expiresInDays?: number }) => {
      project(propertyId);
      if (!Number.isInteger(expiresInDays) || expiresInDays < 1 || expiresInDays > 365)
        throw new MockTrpcError('expiresInDays must be a whole number of days from 1 to 365');
      const created = now();
      const id = nextId++;
      const share: FakeShare = {
        id,
        token: fakeToken(id),
        projectId: propertyId,
        createdAt: created.toISOString(),
        expiresAt: new Date(created.getTime() + expiresInDays * DAY_MS).toISOString(),
        views: 0,
      };
      shares.push(share);
      return { ...link(share), token: share.token, url: `http://localhost:3000/s/${share.token}` };
    },
    'shares.revoke': ({ propertyId, shareId }: { propertyId: number; shareId: number }) => {
      project(propertyId);
      const share = shares.find((s) => s.projectId === propertyId && s.id === shareId && !s.revoked);
      if (!share) throw new MockTrpcError('Share link not found', 'NOT_FOUND', 404);
      share.revoked = true;
      return null;
    },
    'shared.get': ({ token }: { token: string }) => {
      const share = shares.find((s) => s.token === token);
      const analysis = share ? analyses[share.projectId] : undefined;
      if (!share || share.revoked || new Date(share.expiresAt) <= now() || !analysis)
        throw new MockTrpcError(LINK_UNAVAILABLE, 'NOT_FOUND', 404);
      share.views += 1;
      return analysis;
    },
  };
  return { handlers, shares: () => shares };
}
