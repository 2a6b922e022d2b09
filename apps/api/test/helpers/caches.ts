import { randomUUID } from 'node:crypto';
import type { ChangeFeed } from '@cre/api-core';
import { type Db, notify, SESSION_CHANGES_CHANNEL } from '@cre/db';

/**
 * Resolves once every change committed to `db` before the call has reached `feed` (a barrier:
 * it sends its own notification on the change channel and waits for it to come back through
 * the feed). Immediate when the feed is not live; released when it goes down meanwhile (its
 * caches are then bypassed, so nothing stale can be served). Tests use it after changing
 * sessions, users or projects directly in the database or through another process.
 */
export async function syncCaches(feed: ChangeFeed, db: Db, timeoutMs = 5000): Promise<void> {
  if (!feed.live) return;
  const payload = `sync:${randomUUID()}`;
  let unsubscribe = () => {};
  const arrived = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`cache sync timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    unsubscribe = feed.subscribe({
      onChange: (change) => {
        if (change.kind === 'other' && change.payload === payload) done();
      },
      onLive: (live) => {
        if (!live) done();
      },
    });
  });
  try {
    await notify(db, SESSION_CHANGES_CHANNEL, payload);
    await arrived;
  } finally {
    unsubscribe();
  }
}
