import { waitUntil } from '@cre/vitest-config/wait-until';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  createSession,
  createUser,
  type DbHandle,
  deleteSession,
  deleteUser,
  markEmailVerified,
  notify,
  SESSION_CHANGES_CHANNEL,
  sessionChangeTriggersInstalled,
  touchSession,
} from '../src/index.js';
import { backends, uniqueEmail, useTestDatabase } from './backends.js';

const HOUR = 3_600_000;

/** Waits until `received` holds `payload` (notifications arrive asynchronously on PostgreSQL). */
async function waitFor(received: string[], payload: string): Promise<void> {
  await waitUntil(() => received.includes(payload), { timeout: 4000, message: `"${payload}" arrives` });
}

/** Listens on the session-change channel, recording every payload and every live report. */
async function record(handle: DbHandle) {
  const received: string[] = [];
  const live: boolean[] = [];
  const stop = await handle.listen(SESSION_CHANGES_CHANNEL, {
    onPayload: (payload) => received.push(payload),
    onLive: (value) => live.push(value),
  });
  return { received, live, stop };
}

describe.each(backends)('session change notifications on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('announces deleted and shortened sessions and changed or deleted users, not extended sessions', async () => {
    const handle = database();
    const { db } = handle;
    expect(await sessionChangeTriggersInstalled(db)).toBe(true);
    const { received, live, stop } = await record(handle);
    try {
      expect(live).toEqual([true]);
      const user = await createUser(db, { email: uniqueEmail('notify'), passwordHash: 'hash' });
      if (!user) throw new Error('no user');
      const now = Date.now();
      const session = await createSession(db, {
        id: `sess-notify-${kind}`,
        userId: user.id,
        expiresAt: new Date(now + 7 * 24 * HOUR),
        idleExpiresAt: new Date(now + HOUR),
      });
      // Extending the idle expiry (the rolling timeout) is silent...
      await touchSession(db, session.id, new Date(now + 2 * HOUR));
      // ...bringing it forward is announced.
      await touchSession(db, session.id, new Date(now + HOUR / 2));
      await notify(db, SESSION_CHANGES_CHANNEL, 'barrier-1');
      await waitFor(received, 'barrier-1');
      expect(received).toEqual([`s:${session.id}`, 'barrier-1']);

      await markEmailVerified(db, user.id);
      await deleteSession(db, session.id);
      await waitFor(received, `s:${session.id}`);
      await notify(db, SESSION_CHANGES_CHANNEL, 'barrier-2');
      await waitFor(received, 'barrier-2');
      expect(received.slice(2)).toEqual([`u:${user.id}`, `s:${session.id}`, 'barrier-2']);

      const second = await createSession(db, {
        id: `sess-notify-2-${kind}`,
        userId: user.id,
        expiresAt: new Date(now + 7 * 24 * HOUR),
        idleExpiresAt: new Date(now + HOUR),
      });
      await deleteUser(db, user.id);
      await notify(db, SESSION_CHANGES_CHANNEL, 'barrier-3');
      await waitFor(received, 'barrier-3');
      expect(received.slice(5).sort()).toEqual([`s:${second.id}`, `u:${user.id}`, 'barrier-3'].sort());
    } finally {
      await stop();
    }
    expect(live).toEqual([true, false]);
  });
});

describe.each(backends.filter((kind) => kind === 'postgres'))('the listener on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('reports a lost connection at once and listens again after reconnecting', async () => {
    const handle = database();
    const { received, live, stop } = await record(handle);
    try {
      expect(live).toEqual([true]);
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query like 'listen%'`.execute(handle.db);
      await waitUntil(() => live.length >= 3, {
        timeout: 6000,
        message: 'the listener is down and live again',
      });
      expect(live).toEqual([true, false, true]);
      await notify(handle.db, SESSION_CHANGES_CHANNEL, 'after-reconnect');
      await waitFor(received, 'after-reconnect');
      expect(received).toEqual(['after-reconnect']);
    } finally {
      await stop();
    }
  });
});
