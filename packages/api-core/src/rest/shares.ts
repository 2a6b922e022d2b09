import { isPropertyShareLive } from '@cre/db';
import { TRPCError } from '@trpc/server';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../trpc/context.js';
import { PROJECT_NOT_FOUND_MESSAGE } from '../trpc/routers/properties.js';
import {
  hashShareToken,
  isShareTokenShape,
  LINK_UNAVAILABLE_MESSAGE,
  SHARE_MESSAGES,
  type shareCreateInput,
  shareOptionsInput,
} from '../trpc/routers/shares.js';
import { type Caller, defineRoute, type RestRoute } from './define.js';
import { shareCreatedSchema, sharedProjectSchema, shareSchema } from './output-schemas.js';

const tag = 'Share links';

/** A positive 32-bit id from the path, or 0 (not a row id). */
function parsePathId(raw: unknown): number {
  const text = typeof raw === 'string' ? raw : '';
  const id = /^[1-9]\d{0,9}$/.test(text) ? Number(text) : 0;
  return id <= 2_147_483_647 ? id : 0;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The one body of a dead link (unknown, revoked, expired or malformed token): exactly `{ message }`. */
const LINK_UNAVAILABLE_BODY = JSON.stringify({ message: LINK_UNAVAILABLE_MESSAGE });

/**
 * Reads a shared project (`shared.get`, which counts the read against the IP's rate limit first) and
 * answers every dead link with the same 404 body and headers.
 */
async function readShared(caller: Caller, rawToken: unknown, reply: FastifyReply): Promise<unknown> {
  // Anything that is not a token's shape (NUL characters included) is looked up as '' (a dead link).
  const token = isShareTokenShape(rawToken) ? rawToken : '';
  try {
    return await caller.shared.get({ token });
  } catch (error) {
    if (error instanceof TRPCError && error.code === 'NOT_FOUND') {
      return reply.code(404).type('application/json; charset=utf-8').send(LINK_UNAVAILABLE_BODY);
    }
    throw error;
  }
}

const projectIdParam = { idNotFound: PROJECT_NOT_FOUND_MESSAGE } as const;

/** The share-link paths (issue 17): the owner's create/list/revoke and the public read. */
export const shareRoutes: RestRoute[] = [
  defineRoute({
    method: 'POST',
    path: '/api/properties/:id/shares',
    tag,
    summary: 'Create a read-only share link of one of your projects',
    description:
      'The answer is the only place the token appears: the server keeps its SHA-256 hash. The link (`url`) shows the project as saved at the time it is opened, until it expires or is revoked. The body may be left out (30 days).',
    auth: true,
    ...projectIdParam,
    body: shareOptionsInput,
    response: { status: 201, description: 'The new link with its token and URL', schema: shareCreatedSchema },
    errors: [400, 401, 404],
    handle: ({ caller, id, body }) => {
      const options = body === undefined || body === null ? {} : isPlainObject(body) ? body : null;
      // A body that is not a JSON object is refused (400) by the procedure, after authentication.
      const input: unknown = options ? { ...options, propertyId: id } : null;
      // Unvalidated on purpose: the procedure validates it (400) after authentication (401).
      return caller.shares.create(input as z.input<typeof shareCreateInput>);
    },
  }),
  {
    method: 'GET',
    path: '/api/properties/:id/shares',
    tag,
    summary: 'The share links of one of your projects, newest first (never their tokens)',
    description:
      'Revoked links are gone; expired ones stay listed (with their `expiresAt`) until revoked, and no longer open.',
    auth: true,
    ...projectIdParam,
    response: { status: 200, description: 'The links', schema: z.array(shareSchema) },
    errors: [401, 404],
    handle: ({ caller, id }) => caller.shares.list({ propertyId: id }),
  },
  {
    method: 'DELETE',
    path: '/api/properties/:id/shares/:shareId',
    tag,
    summary: 'Revoke a share link: it answers "This link is no longer available" from then on',
    auth: true,
    ...projectIdParam,
    pathParams: {
      shareId: {
        description: 'Id of the link (from the list or the creation answer)',
        schema: { type: 'integer', minimum: 1 },
      },
    },
    response: { status: 204, description: 'Revoked' },
    errors: [401, 404],
    handle: async ({ caller, id, req }) => {
      const shareId = parsePathId((req.params as { shareId?: unknown }).shareId);
      if (shareId === 0 && id !== 0) {
        // A malformed link id is a missing link, once the project is known to be the caller's.
        await caller.shares.list({ propertyId: id });
        throw new TRPCError({ code: 'NOT_FOUND', message: SHARE_MESSAGES.shareNotFound });
      }
      return caller.shares.revoke({ propertyId: id, shareId });
    },
  },
  {
    method: 'GET',
    path: '/api/shared/:token',
    tag,
    summary: 'A project read through its share link (no session needed)',
    description:
      'Every input of the project as saved now (with its rent roll), nothing about its owner; each answer counts one view. Unknown, revoked, expired and malformed tokens all answer the same 404 `{ "message": "This link is no longer available" }`. At most 60 reads a minute per client address (429 with Retry-After). Answers carry `X-Robots-Tag: noindex` and `Cache-Control: no-store`.',
    pathParams: {
      token: {
        description: 'The token of the link (the last segment of its URL)',
        schema: { type: 'string' },
      },
    },
    response: {
      status: 200,
      description: 'The shared project',
      schema: sharedProjectSchema,
      headers: {
        'X-Robots-Tag': { description: 'Always `noindex`', schema: { type: 'string' } },
      },
    },
    errors: [404, 429],
    handle: ({ caller, req, reply }) => readShared(caller, (req.params as { token?: unknown }).token, reply),
  },
];

/**
 * Paths under /api/shared that are not one token segment (`/api/shared/`, `/api/shared/a/b`): the
 * same neutral 404 as a dead link, after the same rate limit, so no URL shape tells anything apart.
 * Registered, not documented.
 */
export const sharedFallbackRoutes: RestRoute[] = ['/api/shared', '/api/shared/*'].map((path) => ({
  method: 'GET',
  path,
  documented: false,
  tag,
  summary: 'Not a share link',
  response: { status: 200, description: 'Never (always the neutral 404)' },
  errors: [404, 429],
  handle: ({ caller, reply }) => readShared(caller, '', reply),
}));

/** True when `token` opens a live link now (no view is counted): the `/s/{token}` page's status. */
export async function isShareLinkLive(deps: AppDeps, token: string): Promise<boolean> {
  if (!isShareTokenShape(token)) return false;
  return isPropertyShareLive(deps.db, hashShareToken(token), deps.now());
}
