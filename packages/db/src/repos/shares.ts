import { sql } from 'kysely';
import { toDate } from '../convert.js';
import type { Property } from '../domain.js';
import { isRowId } from '../ids.js';
import { LimitReachedError, MAX_LIVE_SHARES_PER_PROJECT, SHARE_LIMIT_MESSAGE } from '../limits.js';
import type { Db, PropertyShareRow } from '../schema.js';
import { leasesByProperty, toPropertySummary } from './property-rows.js';
import { scenariosByProperty } from './property-scenarios.js';
import { inSnapshot } from './snapshot.js';

/** A share link as its owner sees it (never the token, which is stored only as a hash). */
export interface PropertyShare {
  id: number;
  propertyId: number;
  createdAt: Date;
  expiresAt: Date;
  /** Successful reads of the shared project. */
  views: number;
}

/** What a new link is made of: the SHA-256 hex of its token and its two instants. */
export interface NewPropertyShare {
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
}

/** The answer of {@link revokePropertyShare}. */
export type RevokeShareResult = 'revoked' | 'project-not-found' | 'share-not-found';

function toShare(row: Pick<PropertyShareRow, 'id' | 'property_id' | 'created_at' | 'expires_at' | 'views'>) {
  return {
    id: row.id,
    propertyId: row.property_id,
    createdAt: toDate(row.created_at),
    expiresAt: toDate(row.expires_at),
    views: Number(row.views),
  } satisfies PropertyShare;
}

const SHARE_COLUMNS = ['id', 'property_id', 'created_at', 'expires_at', 'views'] as const;

async function ownsProperty(db: Db, userId: number, propertyId: number): Promise<boolean> {
  if (!isRowId(userId) || !isRowId(propertyId)) return false;
  const row = await db
    .selectFrom('properties')
    .select('id')
    .where('id', '=', propertyId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Creates a share link of one of the user's projects (one `INSERT … SELECT` that finds the project
 * only when the user owns it). Returns the link, or `null` (nothing written) when the project is
 * not theirs. Throws a {@link LimitReachedError} when the project already has
 * {@link MAX_LIVE_SHARES_PER_PROJECT} links that have not expired at `share.createdAt`.
 */
export async function createPropertyShare(
  db: Db,
  userId: number,
  propertyId: number,
  share: NewPropertyShare,
): Promise<PropertyShare | null> {
  if (!isRowId(userId) || !isRowId(propertyId)) return null;
  const create = async (trx: Db) => {
    // The project's row is locked, so concurrent creates count one after the other.
    const owned = await sql<{ id: number }>`
      select id from properties where id = ${propertyId} and user_id = ${userId} for update`.execute(trx);
    if (owned.rows.length === 0) return null;
    const { n } = await trx
      .selectFrom('property_shares')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('property_id', '=', propertyId)
      .where('expires_at', '>', share.createdAt)
      .executeTakeFirstOrThrow();
    if (Number(n) >= MAX_LIVE_SHARES_PER_PROJECT) throw new LimitReachedError('shares', SHARE_LIMIT_MESSAGE);
    return insertShare(trx, userId, propertyId, share);
  };
  return db.isTransaction ? create(db) : db.transaction().execute(create);
}

async function insertShare(
  db: Db,
  userId: number,
  propertyId: number,
  share: NewPropertyShare,
): Promise<PropertyShare | null> {
  const row = await db
    .insertInto('property_shares')
    .columns(['property_id', 'token_hash', 'created_at', 'expires_at'])
    .expression(
      db
        .selectFrom('properties')
        .select([
          'id',
          sql<string>`${share.tokenHash}::text`.as('token_hash'),
          sql<Date>`${share.createdAt}::timestamptz`.as('created_at'),
          sql<Date>`${share.expiresAt}::timestamptz`.as('expires_at'),
        ])
        .where('id', '=', propertyId)
        .where('user_id', '=', userId),
    )
    .returning(SHARE_COLUMNS)
    .executeTakeFirst();
  return row ? toShare(row) : null;
}

/**
 * The links of one of the user's projects, newest first (expired ones included, so the owner sees
 * and can revoke them; revoked ones are deleted), or `null` when the project is not theirs.
 */
export async function listPropertyShares(
  db: Db,
  userId: number,
  propertyId: number,
): Promise<PropertyShare[] | null> {
  if (!(await ownsProperty(db, userId, propertyId))) return null;
  const rows = await db
    .selectFrom('property_shares')
    .select(SHARE_COLUMNS)
    .where('property_id', '=', propertyId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toShare);
}

/**
 * Revokes (deletes) link `shareId` of the user's project `propertyId`: `'project-not-found'` when
 * the project is not theirs, `'share-not-found'` when the project has no such link.
 */
export async function revokePropertyShare(
  db: Db,
  userId: number,
  propertyId: number,
  shareId: number,
): Promise<RevokeShareResult> {
  if (!(await ownsProperty(db, userId, propertyId))) return 'project-not-found';
  if (!isRowId(shareId)) return 'share-not-found';
  const result = await db
    .deleteFrom('property_shares')
    .where('id', '=', shareId)
    .where('property_id', '=', propertyId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n ? 'revoked' : 'share-not-found';
}

/**
 * Counts one view of the live link whose token hashes to `tokenHash` (not expired at `now`) in one
 * atomic `UPDATE … RETURNING`, and returns its project as saved now with its rent roll and scenario
 * variants, or `null`
 * (nothing counted) for an unknown, revoked or expired link.
 */
export async function readSharedProperty(db: Db, tokenHash: string, now: Date): Promise<Property | null> {
  // Counted on its own (concurrent views of one link would conflict inside REPEATABLE READ
  // snapshots), then the project read in one snapshot, as one save left it.
  const share = await db
    .updateTable('property_shares')
    .set({ views: sql<number>`views + 1` })
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .returning(['property_id'])
    .executeTakeFirst();
  if (!share) return null;
  return inSnapshot(db, async (trx) => {
    const row = await trx
      .selectFrom('properties')
      .selectAll()
      .where('id', '=', share.property_id)
      .executeTakeFirst();
    if (!row) return null;
    const leases = await leasesByProperty(trx, [row.id]);
    const scenarios = await scenariosByProperty(trx, [row.id]);
    return {
      ...toPropertySummary(row),
      tenantLeases: leases.get(row.id) ?? [],
      scenarios: scenarios.get(row.id) ?? [],
    };
  });
}

/** True when the token hashing to `tokenHash` is a live link at `now` (no view is counted). */
export async function isPropertyShareLive(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('property_shares')
    .select('id')
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}
