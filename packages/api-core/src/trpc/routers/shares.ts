import { createHash, randomBytes } from 'node:crypto';
import {
  createPropertyShare,
  hitRateLimit,
  listPropertyShares,
  type Property,
  type PropertyShare,
  readSharedProperty,
  revokePropertyShare,
} from '@cre/db';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { RateLimitError } from '../../errors.js';
import type { Context } from '../context.js';
import { ACCOUNT_MESSAGES } from '../schemas.js';
import { type Jsonify, toApiProperty } from '../serialize.js';
import { protectedProcedure, publicProcedure, router } from '../trpc.js';
import { PROJECT_NOT_FOUND_MESSAGE } from './properties.js';

/** The one answer for an unknown, revoked, expired or malformed link (tokens cannot be probed). */
export const LINK_UNAVAILABLE_MESSAGE = 'This link is no longer available';

/** Validation messages of the share procedures. */
export const SHARE_MESSAGES = {
  expiresInDays: 'expiresInDays must be a whole number of days from 1 to 365',
  shareNotFound: 'Share link not found',
} as const;

/** Days a new link lives when `expiresInDays` is left out. */
export const DEFAULT_SHARE_DAYS = 30;

/** Reads of shared projects per client IP: 60 a minute (counters in the database). */
export const SHARED_READ_LIMIT = { windowSeconds: 60, max: 60 } as const;

/** A link token: 32 random bytes (256 bits) in base64url, 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** True when `token` has the shape of a link token (anything else is answered like a dead link). */
export function isShareTokenShape(token: unknown): token is string {
  return typeof token === 'string' && TOKEN_PATTERN.test(token);
}

/** The SHA-256 hex of a token: the only form in which the database keeps it. */
export function hashShareToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const bodyError = { error: ACCOUNT_MESSAGES.body };
const idField = (what: string) =>
  z
    .number({ error: ACCOUNT_MESSAGES.id })
    .int({ error: ACCOUNT_MESSAGES.id })
    .positive({ error: ACCOUNT_MESSAGES.id })
    .meta({ description: `${what}: a positive whole number` });
const daysError = { error: SHARE_MESSAGES.expiresInDays };

/** The options of a new link (the JSON body of `POST /api/properties/{id}/shares`). */
export const shareOptionsShape = {
  expiresInDays: z
    .number(daysError)
    .int(daysError)
    .min(1, daysError)
    .max(365, daysError)
    .default(DEFAULT_SHARE_DAYS)
    .meta({
      description: `Days until the link stops working: a whole number from 1 to 365 (default ${DEFAULT_SHARE_DAYS})`,
    }),
};
export const shareOptionsInput = z.object(shareOptionsShape, bodyError);

/** `shares.create`. */
export const shareCreateInput = z.object(
  { propertyId: idField('Id of one of your projects'), ...shareOptionsShape },
  bodyError,
);
/** `shares.list`. */
export const shareListInput = z.object({ propertyId: idField('Id of one of your projects') }, bodyError);
/** `shares.revoke`. */
export const shareRevokeInput = z.object(
  { propertyId: idField('Id of one of your projects'), shareId: idField('Id of the link') },
  bodyError,
);
/** `shared.get`: any text (a token of the wrong shape answers like a dead link, never a 400). */
export const sharedGetInput = z.object(
  { token: z.string().max(1000).catch('').meta({ description: 'The token of the share link' }) },
  bodyError,
);

/** A link as its owner sees it in lists (never the token). */
export function toApiShare(share: PropertyShare) {
  return {
    id: share.id,
    createdAt: share.createdAt.toISOString(),
    expiresAt: share.expiresAt.toISOString(),
    views: share.views,
  };
}

/**
 * The shared project: every input and scenario as saved now, without anything about the account
 * or its activity (owner id, when the owner last opened it, how many saves it took).
 */
export type SharedProject = Omit<Jsonify<Property>, 'userId' | 'lastAccessedAt' | 'version'>;

/** The project as a share link shows it: the owner's id and activity are left out. */
export function toSharedProject(property: Property): SharedProject {
  const { userId: _userId, lastAccessedAt: _opened, version: _saves, ...project } = toApiProperty(property);
  return project;
}

const projectNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: PROJECT_NOT_FOUND_MESSAGE });
const linkUnavailable = () => new TRPCError({ code: 'NOT_FOUND', message: LINK_UNAVAILABLE_MESSAGE });

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Counts one read of a shared project for the caller's IP; 429 (with Retry-After) over the limit. */
async function enforceSharedReadLimit(ctx: Context): Promise<void> {
  const { windowSeconds, max } = SHARED_READ_LIMIT;
  const result = await hitRateLimit(ctx.db, `sharedRead:${ctx.ip}`, windowSeconds, max, ctx.now());
  if (result.allowed) return;
  ctx.telemetry?.rateLimited('sharedRead');
  const message = `Too many attempts. Please try again in ${waitText(result.retryAfterSeconds)}.`;
  throw new TRPCError({
    code: 'TOO_MANY_REQUESTS',
    message,
    cause: new RateLimitError(message, result.retryAfterSeconds),
  });
}

/** The owner's side of share links: create, list and revoke links of their own projects. */
export const sharesRouter = router({
  /**
   * A new read-only link to one of the caller's projects, alive `expiresInDays` days (1..365, default
   * 30). The token (256 random bits) is returned here only; the database keeps its SHA-256 hash.
   */
  create: protectedProcedure.input(shareCreateInput).mutation(async ({ ctx, input }) => {
    const token = randomBytes(32).toString('base64url');
    const createdAt = ctx.now();
    const expiresAt = new Date(createdAt.getTime() + input.expiresInDays * 24 * 60 * 60 * 1000);
    const share = await createPropertyShare(ctx.db, ctx.user.id, input.propertyId, {
      tokenHash: hashShareToken(token),
      createdAt,
      expiresAt,
    });
    if (!share) throw projectNotFound();
    return { ...toApiShare(share), token, url: `${ctx.config.appUrl}/s/${token}` };
  }),

  /** The project's links, newest first (expired ones included, revoked ones gone); never a token. */
  list: protectedProcedure.input(shareListInput).query(async ({ ctx, input }) => {
    const shares = await listPropertyShares(ctx.db, ctx.user.id, input.propertyId);
    if (!shares) throw projectNotFound();
    return shares.map(toApiShare);
  }),

  /** Revokes (deletes) a link: it answers "This link is no longer available" from then on. */
  revoke: protectedProcedure.input(shareRevokeInput).mutation(async ({ ctx, input }) => {
    const result = await revokePropertyShare(ctx.db, ctx.user.id, input.propertyId, input.shareId);
    if (result === 'project-not-found') throw projectNotFound();
    if (result === 'share-not-found') {
      throw new TRPCError({ code: 'NOT_FOUND', message: SHARE_MESSAGES.shareNotFound });
    }
  }),
});

/** The public side: reading a project through its link. */
export const sharedRouter = router({
  /**
   * The shared project as saved now (no session needed), counting one view. Unknown, revoked,
   * expired and malformed tokens all answer NOT_FOUND "This link is no longer available".
   * Limited to 60 reads a minute per client IP.
   */
  get: publicProcedure.input(sharedGetInput).query(async ({ ctx, input }) => {
    await enforceSharedReadLimit(ctx);
    if (!isShareTokenShape(input.token)) throw linkUnavailable();
    const property = await readSharedProperty(ctx.db, hashShareToken(input.token), ctx.now());
    if (!property) throw linkUnavailable();
    return { project: toSharedProject(property), updatedAt: property.updatedAt.toISOString() };
  }),
});
