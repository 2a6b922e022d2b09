import { describe, expect, it } from 'vitest';
import {
  createUser,
  deleteUser,
  findUserByEmail,
  findUserById,
  markEmailVerified,
  setEmailVerificationToken,
  verifyEmailByTokenHash,
} from '../src/index.js';
import { backends, uniqueEmail, useTestDatabase } from './backends.js';

describe.each(backends)('users on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('creates a user with lower-cased email and default flags', async () => {
    const { db } = database();
    const before = Date.now();
    const user = await createUser(db, { email: '  Investor@Example.COM ', passwordHash: 'hash-1' });
    expect(user).toEqual({
      id: expect.any(Number),
      email: 'investor@example.com',
      passwordHash: 'hash-1',
      isEmailVerified: false,
      isAdmin: false,
      createdAt: expect.any(Date),
      updatedAt: expect.any(Date),
    });
    expect(user?.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5000);
    const row = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(row.email).toBe('investor@example.com');
    expect(row.email_verification_token_hash).toBeNull();
  });

  it('lower-cases non-ASCII emails consistently and finds them in any case', async () => {
    const { db } = database();
    const user = await createUser(db, { email: 'ÄNNE.İnvestor@Example.com', passwordHash: 'h' });
    expect(user?.email).toBe('ÄNNE.İnvestor@Example.com'.toLowerCase());
    expect((await findUserByEmail(db, 'änne.İNVESTOR@EXAMPLE.COM'))?.id).toBe(user?.id);
    expect(await createUser(db, { email: 'änne.İnvestor@example.com', passwordHash: 'h2' })).toBeNull();
  });

  it('stores the admin flag', async () => {
    const user = await createUser(database().db, {
      email: uniqueEmail('admin'),
      passwordHash: 'h',
      isAdmin: true,
    });
    expect(user?.isAdmin).toBe(true);
  });

  it('returns null on a duplicate email, whatever its case, and writes nothing', async () => {
    const { db } = database();
    const email = uniqueEmail('dup');
    const first = await createUser(db, { email, passwordHash: 'first' });
    expect(first).not.toBeNull();
    expect(await createUser(db, { email: email.toUpperCase(), passwordHash: 'second' })).toBeNull();
    const rows = await db.selectFrom('users').select(['password_hash']).where('email', '=', email).execute();
    expect(rows).toEqual([{ password_hash: 'first' }]);
  });

  it('finds users by email (case-insensitive) and by id', async () => {
    const { db } = database();
    const email = uniqueEmail('find');
    const created = await createUser(db, { email, passwordHash: 'h' });
    expect(await findUserByEmail(db, ` ${email.toUpperCase()} `)).toEqual(created);
    expect(await findUserById(db, created?.id ?? 0)).toEqual(created);
    expect(await findUserByEmail(db, 'nobody@example.com')).toBeNull();
    expect(await findUserById(db, 987654)).toBeNull();
  });

  it('verifies by token hash once, before expiry only', async () => {
    const { db } = database();
    const user = await createUser(db, { email: uniqueEmail('verify'), passwordHash: 'h' });
    const id = user?.id ?? 0;
    const expiresAt = new Date('2030-01-02T00:00:00Z');
    expect(await setEmailVerificationToken(db, id, 'hash-abc', expiresAt)).toBe(true);
    const stored = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.email_verification_token_hash).toBe('hash-abc');
    expect(stored.email_verification_token_expires_at).toEqual(expiresAt);

    expect(await verifyEmailByTokenHash(db, 'hash-abc', new Date('2030-01-02T00:00:00Z'))).toBeNull();
    expect(await verifyEmailByTokenHash(db, 'wrong', new Date('2030-01-01T00:00:00Z'))).toBeNull();
    const verified = await verifyEmailByTokenHash(db, 'hash-abc', new Date('2030-01-01T23:59:59Z'));
    expect(verified).toMatchObject({ id, isEmailVerified: true });
    expect(await verifyEmailByTokenHash(db, 'hash-abc', new Date('2030-01-01T00:00:00Z'))).toBeNull();
    const after = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(after.email_verification_token_hash).toBeNull();
    expect(after.email_verification_token_expires_at).toBeNull();
    expect(after.is_email_verified).toBe(true);
  });

  it('a new token replaces the previous one', async () => {
    const { db } = database();
    const user = await createUser(db, { email: uniqueEmail('replace'), passwordHash: 'h' });
    const id = user?.id ?? 0;
    const expiry = new Date('2030-01-02T00:00:00Z');
    await setEmailVerificationToken(db, id, 'old-hash', expiry);
    await setEmailVerificationToken(db, id, 'new-hash', expiry);
    const now = new Date('2030-01-01T00:00:00Z');
    expect(await verifyEmailByTokenHash(db, 'old-hash', now)).toBeNull();
    expect((await verifyEmailByTokenHash(db, 'new-hash', now))?.id).toBe(id);
    expect(await setEmailVerificationToken(db, 987654, 'x', expiry)).toBe(false);
  });

  it('marks a user verified directly', async () => {
    const { db } = database();
    const user = await createUser(db, { email: uniqueEmail('manual'), passwordHash: 'h' });
    const verified = await markEmailVerified(db, user?.id ?? 0);
    expect(verified?.isEmailVerified).toBe(true);
    expect((await findUserById(db, user?.id ?? 0))?.isEmailVerified).toBe(true);
    expect(await markEmailVerified(db, 987654)).toBeNull();
  });

  it('deleteUser reports whether the user existed', async () => {
    const { db } = database();
    const user = await createUser(db, { email: uniqueEmail('gone'), passwordHash: 'h' });
    expect(await deleteUser(db, user?.id ?? 0)).toBe(true);
    expect(await findUserById(db, user?.id ?? 0)).toBeNull();
    expect(await deleteUser(db, user?.id ?? 0)).toBe(false);
  });
});

describe.each(backends)('users with impossible ids on %s', (kind) => {
  const database = useTestDatabase(kind);

  it.each([0, -5, 2.5, 2_147_483_648])('id %s is simply not found', async (id) => {
    const { db } = database();
    expect(await findUserById(db, id)).toBeNull();
    expect(await markEmailVerified(db, id)).toBeNull();
    expect(await deleteUser(db, id)).toBe(false);
    expect(await setEmailVerificationToken(db, id, 'h', new Date('2030-01-01T00:00:00Z'))).toBe(false);
  });
});
