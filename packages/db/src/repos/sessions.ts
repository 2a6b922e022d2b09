import { toDate } from '../convert.js';
import type { Session, User } from '../domain.js';
import { isRowId } from '../ids.js';
import type { Db, SessionRow } from '../schema.js';
import { toUser } from './users.js';

function toSession(row: SessionRow): Session {
  return {
    id: row.id,
    userId: row.user_id,
    createdAt: toDate(row.created_at),
    expiresAt: toDate(row.expires_at),
    idleExpiresAt: toDate(row.idle_expires_at),
  };
}

/** Stores a new session for a user. The caller generates the random id. */
export async function createSession(
  db: Db,
  input: { id: string; userId: number; expiresAt: Date; idleExpiresAt: Date },
): Promise<Session> {
  const row = await db
    .insertInto('sessions')
    .values({
      id: input.id,
      user_id: input.userId,
      expires_at: input.expiresAt,
      idle_expires_at: input.idleExpiresAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toSession(row);
}

/**
 * The session with this id and its user, or `null` when there is none or when `now` is at or
 * past its absolute expiry or its idle expiry. One query (a join).
 */
export async function findSession(
  db: Db,
  id: string,
  now: Date,
): Promise<{ session: Session; user: User } | null> {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.id as session_id',
      's.user_id',
      's.created_at as session_created_at',
      's.expires_at',
      's.idle_expires_at',
      'u.id',
      'u.email',
      'u.password_hash',
      'u.is_email_verified',
      'u.is_admin',
      'u.created_at',
      'u.updated_at',
    ])
    .where('s.id', '=', id)
    .where('s.expires_at', '>', now)
    .where('s.idle_expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return null;
  return {
    session: toSession({
      id: row.session_id,
      user_id: row.user_id,
      created_at: row.session_created_at,
      expires_at: row.expires_at,
      idle_expires_at: row.idle_expires_at,
    }),
    user: toUser(row),
  };
}

/** Pushes the rolling idle expiry forward. Returns false when the session no longer exists. */
export async function touchSession(db: Db, id: string, idleExpiresAt: Date): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ idle_expires_at: idleExpiresAt })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes one session (logout). Returns false when it did not exist. */
export async function deleteSession(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('sessions').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Deletes every session of a user. Returns how many were deleted. */
export async function deleteUserSessions(db: Db, userId: number): Promise<number> {
  if (!isRowId(userId)) return 0;
  const result = await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Housekeeping: deletes sessions whose absolute or idle expiry is at or before `now`. */
export async function deleteExpiredSessions(db: Db, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('idle_expires_at', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
