import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from './schema.js';

/** Receives the payloads of one NOTIFY channel and whether they can currently be trusted. */
export interface NotificationHandlers {
  /** A notification's payload. */
  onPayload(payload: string): void;
  /**
   * `true` once LISTEN is in place (again); `false` as soon as the listening connection is
   * lost: notifications sent while not live are missed, so caches must not be trusted then.
   */
  onLive(live: boolean): void;
}

/** Stops listening (idempotent). */
export type StopListening = () => Promise<void>;

/** How often a lost PostgreSQL listening connection is retried, in ms. */
const RETRY_MS = 1000;
/** A live listening connection is checked this often (detects half-open connections), in ms. */
const PING_MS = 5000;

/** Listens on an embedded PGlite database: in-process, so it is live at once and never drops. */
export async function listenPglite(
  pglite: PGlite,
  channel: string,
  handlers: NotificationHandlers,
): Promise<StopListening> {
  const unlisten = await pglite.listen(channel, handlers.onPayload);
  handlers.onLive(true);
  let stopped = false;
  return async () => {
    if (stopped) return;
    stopped = true;
    handlers.onLive(false);
    await unlisten().catch(() => {});
  };
}

/**
 * Listens on PostgreSQL with a dedicated connection (not from the pool). When the connection
 * fails, `onLive(false)` is reported at once and a new connection is tried every second; a
 * periodic ping catches connections that died silently.
 */
export async function listenPostgres(
  connectionString: string,
  channel: string,
  handlers: NotificationHandlers,
): Promise<StopListening> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let ping: NodeJS.Timeout | undefined;

  const lost = (failed: pg.Client) => {
    if (failed !== client) return;
    client = null;
    clearInterval(ping);
    handlers.onLive(false);
    failed.end().catch(() => {});
    if (!stopped) retry = setTimeout(connect, RETRY_MS);
  };

  async function connect(): Promise<void> {
    if (stopped) return;
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 3000, keepAlive: true });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onPayload(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch {
      lost(next);
      return;
    }
    if (client !== next || stopped) return;
    handlers.onLive(true);
    ping = setInterval(() => {
      const timeout = setTimeout(() => lost(next), 3000);
      timeout.unref();
      next
        .query('select 1')
        .then(() => clearTimeout(timeout))
        .catch(() => lost(next));
    }, PING_MS);
    ping.unref();
  }

  await connect();
  return async () => {
    if (stopped) return;
    stopped = true;
    clearTimeout(retry);
    clearInterval(ping);
    const current = client;
    client = null;
    if (current) {
      handlers.onLive(false);
      await current.end().catch(() => {});
    }
  };
}

/** Sends a notification on `channel` through `db` (delivered when the surrounding transaction commits). */
export async function notify(db: Db, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}

const CHANGE_TRIGGERS = [
  'sessions_notify_delete',
  'sessions_notify_shorten',
  'users_notify_change',
  'properties_notify_change',
  'tenant_leases_notify_change',
];

/** True when every change trigger of migrations 003 and 004 is installed in `db`. */
export async function sessionChangeTriggersInstalled(db: Db): Promise<boolean> {
  const result = await sql<{ n: number }>`
    select count(*)::int as n from pg_trigger where tgname = any(${CHANGE_TRIGGERS})`.execute(db);
  return result.rows[0]?.n === CHANGE_TRIGGERS.length;
}
