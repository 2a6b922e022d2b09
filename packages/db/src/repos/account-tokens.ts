import { sql } from 'kysely';
import { toDate } from '../convert.js';
import type { User } from '../domain.js';
import { isRowId } from '../ids.js';
import type { AccountTokenPurpose, Db } from '../schema.js';
import { normalizeEmail, toUser, USER_COLUMNS } from './users.js';

/** Runs `fn` in a transaction, or directly when `db` already is one. */
async function inTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}

/** A new single-use link of a user: only the token's hash is stored. */
export interface NewAccountToken {
  userId: number;
  purpose: AccountTokenPurpose;
  tokenHash: string;
  expiresAt: Date;
  /** The address an `email_change` link confirms. */
  newEmail?: string;
}

/**
 * Stores a user's new password-reset or email-change token, deleting their earlier ones of the
 * same purpose in the same transaction (a new link makes the previous ones stop working).
 * Returns false for an unknown user.
 */
export async function issueAccountToken(db: Db, token: NewAccountToken): Promise<boolean> {
  if (!isRowId(token.userId)) return false;
  return inTransaction(db, async (trx) => {
    await trx
      .deleteFrom('account_tokens')
      .where('user_id', '=', token.userId)
      .where('purpose', '=', token.purpose)
      .execute();
    const user = await trx.selectFrom('users').select('id').where('id', '=', token.userId).executeTakeFirst();
    if (!user) return false;
    await trx
      .insertInto('account_tokens')
      .values({
        user_id: token.userId,
        purpose: token.purpose,
        token_hash: token.tokenHash,
        new_email: token.newEmail === undefined ? null : normalizeEmail(token.newEmail),
        expires_at: token.expiresAt,
      })
      .execute();
    return true;
  });
}

/** Deletes (uses up) an unexpired token of `purpose`, returning its row, or undefined. */
function consume(trx: Db, purpose: AccountTokenPurpose, tokenHash: string, now: Date) {
  return trx
    .deleteFrom('account_tokens')
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', now)
    .returning(['user_id', 'new_email'])
    .executeTakeFirst();
}

/**
 * Uses a password-reset token: deletes it (single use, atomically), stores the new password hash
 * and deletes every session of the user, in one transaction. Returns the user's id, or null for an
 * unknown, used or expired token (nothing written).
 */
export async function resetPasswordByToken(
  db: Db,
  tokenHash: string,
  passwordHash: string,
  now: Date,
): Promise<number | null> {
  return inTransaction(db, async (trx) => {
    const token = await consume(trx, 'password_reset', tokenHash, now);
    if (!token) return null;
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', token.user_id)
      .execute();
    await trx.deleteFrom('sessions').where('user_id', '=', token.user_id).execute();
    return token.user_id;
  });
}

/**
 * Stores a user's new password hash and deletes every session of theirs but `keepSessionId`, in
 * one transaction. Returns how many sessions were deleted.
 */
export async function changePasswordHash(
  db: Db,
  userId: number,
  passwordHash: string,
  keepSessionId: string,
): Promise<number> {
  if (!isRowId(userId)) return 0;
  return inTransaction(db, async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where('id', '=', userId)
      .execute();
    const deleted = await trx
      .deleteFrom('sessions')
      .where('user_id', '=', userId)
      .where('id', '<>', keepSessionId)
      .executeTakeFirst();
    return Number(deleted.numDeletedRows);
  });
}

/** What using an email-change token did. */
export type EmailChangeResult =
  | { status: 'changed'; user: User }
  | { status: 'invalid' }
  | { status: 'taken'; userId: number };

/** PostgreSQL's unique_violation. */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/**
 * Uses an email-change token: deletes it (single use) and, unless another account holds the new
 * address by now, makes it the user's email, verified, in one transaction. `taken`: the email is
 * unchanged (the link is used up, unless the address was taken at the very same moment, which
 * rolls everything back); `invalid`: an unknown, used or expired token.
 */
export async function confirmEmailChangeByToken(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<EmailChangeResult> {
  let userId = 0;
  try {
    return await inTransaction(db, async (trx): Promise<EmailChangeResult> => {
      const token = await consume(trx, 'email_change', tokenHash, now);
      if (!token?.new_email) return { status: 'invalid' };
      userId = token.user_id;
      const holder = await trx
        .selectFrom('users')
        .select('id')
        .where('email', '=', token.new_email)
        .where('id', '<>', token.user_id)
        .executeTakeFirst();
      if (holder) return { status: 'taken', userId };
      const row = await trx
        .updateTable('users')
        .set({
          email: sql<string>`lower(${token.new_email})`,
          is_email_verified: true,
          email_verification_token_hash: null,
          email_verification_token_expires_at: null,
          updated_at: now,
        })
        .where('id', '=', token.user_id)
        .returning(USER_COLUMNS)
        .executeTakeFirstOrThrow();
      return { status: 'changed', user: toUser(row) };
    });
  } catch (error) {
    // Another account registered the address between the check and the update (rolled back).
    if (isUniqueViolation(error) && userId) return { status: 'taken', userId };
    throw error;
  }
}

/** The address a user's unexpired email-change link would confirm, or null. */
export async function findPendingEmailChange(
  db: Db,
  userId: number,
  now: Date,
): Promise<{ newEmail: string; expiresAt: Date } | null> {
  if (!isRowId(userId)) return null;
  const row = await db
    .selectFrom('account_tokens')
    .select(['new_email', 'expires_at'])
    .where('user_id', '=', userId)
    .where('purpose', '=', 'email_change')
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.new_email ? { newEmail: row.new_email, expiresAt: toDate(row.expires_at) } : null;
}
