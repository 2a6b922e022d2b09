import { HttpResponse, http } from 'msw';
import { apiServer } from '../../../test/trpc-mock';
import { LINK_UNAVAILABLE, type SharedAnalysis, type ShareLink } from './share-api';

interface StoredShare extends ShareLink {
  id: number;
  token: string;
  projectId: number;
  revoked: boolean;
}

/** A call the fake received: method, path and JSON body. */
export interface ShareCall {
  method: string;
  path: string;
  body: unknown;
}

const DAY_MS = 86_400_000;

/**
 * An in-memory stand-in for the share endpoints (tests only), behaving like the server's contract:
 * `POST /api/properties/:id/shares` (201, expiry 1..365 days, default 30),
 * `GET /api/properties/:id/shares`, `DELETE /api/properties/:id/shares/:shareId` (204) and the
 * public `GET /api/shared/:token` (counts a view; 404 "This link is no longer available" for a
 * revoked, expired or unknown link). `analyses` are the projects the owner can share, by id.
 * `install()` registers it on the tests' msw server (reset after each test).
 */
export function fakeSharesApi(
  analyses: Record<number, SharedAnalysis>,
  initial: Omit<StoredShare, 'revoked'>[] = [],
  now = () => new Date('2026-11-22T10:00:00.000Z'),
) {
  const shares: StoredShare[] = initial.map((share) => ({ ...share, revoked: false }));
  const calls: ShareCall[] = [];
  let nextId = 100;
  const dead = () => HttpResponse.json({ message: LINK_UNAVAILABLE }, { status: 404 });
  const notFound = () => HttpResponse.json({ message: 'Project not found' }, { status: 404 });
  const link = ({ id, createdAt, expiresAt, views }: StoredShare): ShareLink => ({
    id,
    createdAt,
    expiresAt,
    views,
  });
  const record = async (request: Request) => {
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
    const call = {
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    return call;
  };
  const live = (share: StoredShare) => !share.revoked && new Date(share.expiresAt) > now();

  const handlers = [
    http.get('*/api/properties/:id/shares', async ({ request, params }) => {
      await record(request);
      const projectId = Number(params.id);
      if (!analyses[projectId]) return notFound();
      return HttpResponse.json(
        shares
          .filter((s) => s.projectId === projectId && live(s))
          .map(link)
          .reverse(),
      );
    }),
    http.post('*/api/properties/:id/shares', async ({ request, params }) => {
      const { body } = await record(request);
      const projectId = Number(params.id);
      if (!analyses[projectId]) return notFound();
      const days = (body as { expiresInDays?: number } | undefined)?.expiresInDays ?? 30;
      if (!Number.isInteger(days) || days < 1 || days > 365)
        return HttpResponse.json({ message: 'expiresInDays must be 1..365' }, { status: 400 });
      const created = now();
      const id = nextId++;
      const token = `tok${id}abcdefghijklmnopqrstuv`;
      const share: StoredShare = {
        id,
        token,
        projectId,
        createdAt: created.toISOString(),
        expiresAt: new Date(created.getTime() + days * DAY_MS).toISOString(),
        views: 0,
        revoked: false,
      };
      shares.push(share);
      return HttpResponse.json(
        { ...link(share), token, url: `http://localhost:3000/s/${token}` },
        { status: 201 },
      );
    }),
    http.delete('*/api/properties/:id/shares/:shareId', async ({ request, params }) => {
      await record(request);
      const share = shares.find((s) => s.projectId === Number(params.id) && String(s.id) === params.shareId);
      if (!share || share.revoked) return notFound();
      share.revoked = true;
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/api/shared/:token', async ({ request, params }) => {
      await record(request);
      const share = shares.find((s) => s.token === params.token);
      if (!share || !live(share)) return dead();
      share.views += 1;
      return HttpResponse.json(analyses[share.projectId]);
    }),
  ];

  return {
    calls,
    shares: () => shares,
    install: () => apiServer.use(...handlers),
  };
}
