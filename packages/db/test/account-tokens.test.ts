import { describe, expect, it } from 'vitest';
import {
  changePasswordHash,
  confirmEmailChangeByToken,
  createSession,
  createUser,
  type Db,
  deleteUser,
  findPendingEmailChange,
  findUserById,
  issueAccountToken,
  migrateTo,
  migrateToLatest,
  resetPasswordByToken,
  sql,
} from '../src/index.js';
import { backends, uniqueEmail, useTestDatabase } from './backends.js';
import { migrationsAfter } from './migrations.js';

const BEFORE = '2026_11_27_012_property_versions';
const MIGRATION = '2026_11_27_013_account_tokens';

const T0 = new Date('2030-03-01T12:00:00.000Z');
const HOUR = 3_600_000;
const at = (ms: number) => new Date(T0.getTime() + ms);

async function newUser(db: Db, prefix = 'tokens') {
  const user = await createUser(db, { email: uniqueEmail(prefix), passwordHash: 'old-hash' });
  if (!user) throw new Error('user not created');
  return user;
}

async function accountTokensTables(db: Db): Promise<number | undefined> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from information_schema.tables where table_name = 'account_tokens'`.execute(db);
  return rows[0]?.n;
}

async function addSession(db: Db, id: string, userId: number) {
  await createSession(db, { id, userId, expiresAt: at(7 * 24 * HOUR), idleExpiresAt: at(12 * HOUR) });
}

async function sessionIds(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

async function tokenRows(db: Db, userId: number) {
  return db
    .selectFrom('account_tokens')
    .select(['purpose', 'token_hash', 'new_email'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

describe.each(backends)('account tokens on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('a new password-reset token replaces the earlier one, which stops working', async () => {
    const { db } = database();
    const user = await newUser(db);
    const reset = { userId: user.id, purpose: 'password_reset' as const, expiresAt: at(HOUR) };
    expect(await issueAccountToken(db, { ...reset, tokenHash: 'hash-a' })).toBe(true);
    expect(await issueAccountToken(db, { ...reset, tokenHash: 'hash-b' })).toBe(true);
    expect(await tokenRows(db, user.id)).toEqual([
      { purpose: 'password_reset', token_hash: 'hash-b', new_email: null },
    ]);
    expect(await resetPasswordByToken(db, 'hash-a', 'new-hash', T0)).toBeNull();
    expect((await findUserById(db, user.id))?.passwordHash).toBe('old-hash');
    expect(await issueAccountToken(db, { ...reset, userId: 2_000_000_000, tokenHash: 'hash-c' })).toBe(false);
  });

  it('a reset token works once, before it expires, and deletes every session of the user', async () => {
    const { db } = database();
    const user = await newUser(db);
    const other = await newUser(db);
    await addSession(db, `reset-a-${kind}`, user.id);
    await addSession(db, `reset-b-${kind}`, user.id);
    await addSession(db, `reset-other-${kind}`, other.id);
    await issueAccountToken(db, {
      userId: user.id,
      purpose: 'password_reset',
      tokenHash: 'once',
      expiresAt: at(HOUR),
    });
    expect(await resetPasswordByToken(db, 'once', 'new-hash', at(HOUR))).toBeNull();
    expect(await resetPasswordByToken(db, 'once', 'new-hash', at(HOUR - 1))).toBe(user.id);
    expect((await findUserById(db, user.id))?.passwordHash).toBe('new-hash');
    expect(await sessionIds(db, user.id)).toEqual([]);
    expect(await sessionIds(db, other.id)).toEqual([`reset-other-${kind}`]);
    expect(await resetPasswordByToken(db, 'once', 'newer-hash', T0)).toBeNull();
    expect((await findUserById(db, user.id))?.passwordHash).toBe('new-hash');
    expect(await tokenRows(db, user.id)).toEqual([]);
  });

  it('an email-change token is not a reset token, and the other way round', async () => {
    const { db } = database();
    const user = await newUser(db);
    await issueAccountToken(db, {
      userId: user.id,
      purpose: 'email_change',
      tokenHash: 'change-not-reset',
      expiresAt: at(24 * HOUR),
      newEmail: uniqueEmail('new'),
    });
    await issueAccountToken(db, {
      userId: user.id,
      purpose: 'password_reset',
      tokenHash: 'reset-not-change',
      expiresAt: at(HOUR),
    });
    expect(await resetPasswordByToken(db, 'change-not-reset', 'x', T0)).toBeNull();
    expect(await confirmEmailChangeByToken(db, 'reset-not-change', T0)).toEqual({ status: 'invalid' });
    expect((await tokenRows(db, user.id)).map((r) => r.purpose)).toEqual(['email_change', 'password_reset']);
  });

  it('changing the password keeps only the given session', async () => {
    const { db } = database();
    const user = await newUser(db);
    await addSession(db, `keep-${kind}`, user.id);
    await addSession(db, `drop-1-${kind}`, user.id);
    await addSession(db, `drop-2-${kind}`, user.id);
    expect(await changePasswordHash(db, user.id, 'changed-hash', `keep-${kind}`)).toBe(2);
    expect(await sessionIds(db, user.id)).toEqual([`keep-${kind}`]);
    expect((await findUserById(db, user.id))?.passwordHash).toBe('changed-hash');
  });

  it('an email change takes effect only through its token, verified, once', async () => {
    const { db } = database();
    const user = await newUser(db);
    const wanted = uniqueEmail('Wanted').toUpperCase();
    await issueAccountToken(db, {
      userId: user.id,
      purpose: 'email_change',
      tokenHash: 'change-1',
      expiresAt: at(24 * HOUR),
      newEmail: ` ${wanted} `,
    });
    expect(await findPendingEmailChange(db, user.id, T0)).toEqual({
      newEmail: wanted.toLowerCase(),
      expiresAt: at(24 * HOUR),
    });
    expect(await findPendingEmailChange(db, user.id, at(24 * HOUR))).toBeNull();
    expect((await findUserById(db, user.id))?.email).toBe(user.email);
    expect(await confirmEmailChangeByToken(db, 'change-1', at(24 * HOUR))).toEqual({ status: 'invalid' });
    const result = await confirmEmailChangeByToken(db, 'change-1', T0);
    expect(result).toMatchObject({
      status: 'changed',
      user: { id: user.id, email: wanted.toLowerCase(), isEmailVerified: true },
    });
    expect(await confirmEmailChangeByToken(db, 'change-1', T0)).toEqual({ status: 'invalid' });
    expect(await findPendingEmailChange(db, user.id, T0)).toBeNull();
  });

  it('an email change to an address another account took meanwhile is refused and the link used up', async () => {
    const { db } = database();
    const user = await newUser(db);
    const wanted = uniqueEmail('contested');
    await issueAccountToken(db, {
      userId: user.id,
      purpose: 'email_change',
      tokenHash: 'change-taken',
      expiresAt: at(24 * HOUR),
      newEmail: wanted,
    });
    const taker = await createUser(db, { email: wanted, passwordHash: 'h' });
    expect(await confirmEmailChangeByToken(db, 'change-taken', T0)).toEqual({
      status: 'taken',
      userId: user.id,
    });
    expect((await findUserById(db, user.id))?.email).toBe(user.email);
    expect((await findUserById(db, taker!.id))?.email).toBe(wanted);
    expect(await tokenRows(db, user.id)).toEqual([]);
  });

  it("deleting a user deletes their tokens; migration 013's down drops the table", async () => {
    const { db } = database();
    const user = await newUser(db);
    await issueAccountToken(db, {
      userId: user.id,
      purpose: 'password_reset',
      tokenHash: 'gone',
      expiresAt: at(HOUR),
    });
    expect(await deleteUser(db, user.id)).toBe(true);
    const left = await sql<{
      n: number;
    }>`select count(*)::int as n from account_tokens where token_hash = 'gone'`.execute(db);
    expect(left.rows).toEqual([{ n: 0 }]);
    await expect(
      db
        .insertInto('account_tokens')
        .values({ user_id: user.id, purpose: 'email_change', token_hash: 'x', expires_at: T0 })
        .execute(),
    ).rejects.toThrow();
    expect(await migrateTo(db, BEFORE)).toEqual((await migrationsAfter(BEFORE)).reverse());
    expect(await accountTokensTables(db)).toBe(0);
    expect(await migrateTo(db, MIGRATION)).toEqual([MIGRATION]);
    expect(await accountTokensTables(db)).toBe(1);
    expect(await migrateToLatest(db)).toEqual(await migrationsAfter(MIGRATION));
  });
});
