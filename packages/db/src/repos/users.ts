import { sql } from 'kysely';
import { toDate } from '../convert.js';
import type { User, UserWithProperties } from '../domain.js';
import { isRowId } from '../ids.js';
import type { Db, UserRow } from '../schema.js';
import { allPropertySummariesByUser } from './property-rows.js';

/** The canonical stored form of an email address: trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The email as a SQL expression: JS lower-casing, then PostgreSQL's `lower()`, so that the value
 * always satisfies the table's `email = lower(email)` check whatever the database's locale does
 * with non-ASCII letters.
 */
const storedEmail = (email: string) => sql<string>`lower(${normalizeEmail(email)})`;

/** The `users` columns a {@link User} is built from (token hashes are never read back). */
export const USER_COLUMNS = [
  'id',
  'email',
  'password_hash',
  'is_email_verified',
  'is_admin',
  'created_at',
  'updated_at',
] as const;

/** Maps a `users` row (at least {@link USER_COLUMNS}) to the domain {@link User}. */
export function toUser(row: Pick<UserRow, (typeof USER_COLUMNS)[number]>): User {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    isEmailVerified: row.is_email_verified,
    isAdmin: row.is_admin,
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
  };
}

/**
 * Creates a user. The email is stored trimmed and lower-cased, so `A@X.com` and `a@x.com` are
 * the same account. Returns `null` when the email is already registered (no exception, no
 * write).
 */
export async function createUser(
  db: Db,
  input: { email: string; passwordHash: string; isAdmin?: boolean },
): Promise<User | null> {
  const row = await db
    .insertInto('users')
    .values({
      email: storedEmail(input.email),
      password_hash: input.passwordHash,
      is_admin: input.isAdmin ?? false,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning(USER_COLUMNS)
    .executeTakeFirst();
  return row ? toUser(row) : null;
}

/** Finds a user by email, case-insensitively. */
export async function findUserByEmail(db: Db, email: string): Promise<User | null> {
  const row = await db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where('email', '=', storedEmail(email))
    .executeTakeFirst();
  return row ? toUser(row) : null;
}

/** Finds a user by id. */
export async function findUserById(db: Db, id: number): Promise<User | null> {
  if (!isRowId(id)) return null;
  const row = await db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? toUser(row) : null;
}

/**
 * Stores the hash of a new verification token (replacing any previous one, which stops
 * working). Returns false when the user does not exist.
 */
export async function setEmailVerificationToken(
  db: Db,
  userId: number,
  tokenHash: string,
  expiresAt: Date,
): Promise<boolean> {
  if (!isRowId(userId)) return false;
  const result = await db
    .updateTable('users')
    .set({
      email_verification_token_hash: tokenHash,
      email_verification_token_expires_at: expiresAt,
      updated_at: new Date(),
    })
    .where('id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Verifies the account whose pending token hash is `tokenHash` and has not expired at `now`,
 * and clears the token in the same statement (single use). Returns the verified user, or
 * `null` for an unknown, used or expired token.
 */
export async function verifyEmailByTokenHash(db: Db, tokenHash: string, now: Date): Promise<User | null> {
  const row = await db
    .updateTable('users')
    .set({
      is_email_verified: true,
      email_verification_token_hash: null,
      email_verification_token_expires_at: null,
      updated_at: now,
    })
    .where('email_verification_token_hash', '=', tokenHash)
    .where('email_verification_token_expires_at', '>', now)
    .returning(USER_COLUMNS)
    .executeTakeFirst();
  return row ? toUser(row) : null;
}

/** Marks a user verified (development-mode manual verify) and clears any pending token. */
export async function markEmailVerified(db: Db, userId: number): Promise<User | null> {
  if (!isRowId(userId)) return null;
  const row = await db
    .updateTable('users')
    .set({
      is_email_verified: true,
      email_verification_token_hash: null,
      email_verification_token_expires_at: null,
      updated_at: new Date(),
    })
    .where('id', '=', userId)
    .returning(USER_COLUMNS)
    .executeTakeFirst();
  return row ? toUser(row) : null;
}

/**
 * Deletes a user; the foreign keys cascade to their properties, tenant leases and sessions.
 * Returns false when there was no such user.
 */
export async function deleteUser(db: Db, id: number): Promise<boolean> {
  if (!isRowId(id)) return false;
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Every user (oldest account first) with their project count and projects, most recently
 * updated first. Two queries whatever the number of users.
 */
export async function listUsersWithProperties(db: Db): Promise<UserWithProperties[]> {
  const users = await db.selectFrom('users').select(USER_COLUMNS).orderBy('id', 'asc').execute();
  const byUser = await allPropertySummariesByUser(db);
  return users.map((row) => {
    const { passwordHash: _omit, ...user } = toUser(row);
    const properties = byUser.get(row.id) ?? [];
    return { ...user, propertyCount: properties.length, properties };
  });
}
