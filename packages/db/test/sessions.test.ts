import { describe, expect, it } from 'vitest';
import {
  createSession,
  createUser,
  type Db,
  deleteExpiredSessions,
  deleteSession,
  deleteUserSessions,
  findSession,
  touchSession,
} from '../src/index.js';
import { backends, uniqueEmail, useTestDatabase } from './backends.js';

const T0 = new Date('2030-03-01T12:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const HOUR = 3_600_000;

async function newUser(db: Db) {
  const user = await createUser(db, { email: uniqueEmail('session'), passwordHash: 'secret-hash' });
  if (!user) throw new Error('user not created');
  return user;
}

describe.each(backends)('sessions on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('creates a session and finds it with its user until it expires', async () => {
    const { db } = database();
    const user = await newUser(db);
    const session = await createSession(db, {
      id: 'sess-find',
      userId: user.id,
      expiresAt: at(7 * 24 * HOUR),
      idleExpiresAt: at(12 * HOUR),
    });
    expect(session).toEqual({
      id: 'sess-find',
      userId: user.id,
      createdAt: expect.any(Date),
      expiresAt: at(7 * 24 * HOUR),
      idleExpiresAt: at(12 * HOUR),
    });
    expect(await findSession(db, 'sess-find', T0)).toEqual({ session, user });
    expect(await findSession(db, 'sess-find', at(12 * HOUR - 1))).not.toBeNull();
    expect(await findSession(db, 'sess-find', at(12 * HOUR))).toBeNull();
    expect(await findSession(db, 'unknown', T0)).toBeNull();
  });

  it('touch extends the idle expiry; the absolute expiry still ends the session', async () => {
    const { db } = database();
    const user = await newUser(db);
    await createSession(db, {
      id: 'sess-touch',
      userId: user.id,
      expiresAt: at(24 * HOUR),
      idleExpiresAt: at(HOUR),
    });
    expect(await touchSession(db, 'sess-touch', at(30 * HOUR))).toBe(true);
    const found = await findSession(db, 'sess-touch', at(2 * HOUR));
    expect(found?.session.idleExpiresAt).toEqual(at(30 * HOUR));
    // The absolute expiry still wins.
    expect(await findSession(db, 'sess-touch', at(24 * HOUR))).toBeNull();
    expect(await touchSession(db, 'missing', at(HOUR))).toBe(false);
  });

  it('deletes one session, or all of a user’s', async () => {
    const { db } = database();
    const user = await newUser(db);
    const other = await newUser(db);
    const window = { expiresAt: at(48 * HOUR), idleExpiresAt: at(12 * HOUR) };
    await createSession(db, { id: 'sess-a', userId: user.id, ...window });
    await createSession(db, { id: 'sess-b', userId: user.id, ...window });
    await createSession(db, { id: 'sess-c', userId: user.id, ...window });
    await createSession(db, { id: 'sess-other', userId: other.id, ...window });
    expect(await deleteSession(db, 'sess-a')).toBe(true);
    expect(await deleteSession(db, 'sess-a')).toBe(false);
    expect(await findSession(db, 'sess-a', T0)).toBeNull();
    expect(await deleteUserSessions(db, user.id)).toBe(2);
    expect(await findSession(db, 'sess-b', T0)).toBeNull();
    expect((await findSession(db, 'sess-other', T0))?.user.id).toBe(other.id);
  });

  it('rejects a session for a user that does not exist', async () => {
    const { db } = database();
    await expect(
      createSession(db, { id: 'sess-orphan', userId: 987654, expiresAt: at(HOUR), idleExpiresAt: at(HOUR) }),
    ).rejects.toThrow(/foreign key/);
  });

  it('deleteExpiredSessions removes only dead sessions', async () => {
    const { db } = database();
    const user = await newUser(db);
    await createSession(db, {
      id: 'sess-live',
      userId: user.id,
      expiresAt: at(2 * HOUR),
      idleExpiresAt: at(HOUR),
    });
    await createSession(db, {
      id: 'sess-idle',
      userId: user.id,
      expiresAt: at(2 * HOUR),
      idleExpiresAt: at(-1),
    });
    await createSession(db, { id: 'sess-old', userId: user.id, expiresAt: at(0), idleExpiresAt: at(HOUR) });
    expect(await deleteExpiredSessions(db, T0)).toBe(2);
    const left = await db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute();
    expect(left).toEqual([{ id: 'sess-live' }]);
  });
});
