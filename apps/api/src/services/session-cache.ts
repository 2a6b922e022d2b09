import { randomUUID } from 'node:crypto';
import {
  type Db,
  type DbHandle,
  notify,
  SESSION_CHANGES_CHANNEL,
  type Session,
  type StopListening,
  sessionChangeTriggersInstalled,
  type User,
} from '@cre/db';

/** A cached session is re-read from the database after this long at the latest, in ms. */
export const SESSION_CACHE_TTL_MS = 60_000;
/** At most this many sessions are cached per process (the oldest go first). */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;
/** How often the installation of the change triggers is checked again while missing, in ms. */
const TRIGGER_RECHECK_MS = 1000;

/** A session with its user, as loaded for a request. */
export interface CachedSession {
  session: Session;
  user: User;
}

interface Entry {
  value: CachedSession;
  cachedAt: number;
}

/** Stores `value` under `key`, first dropping the oldest entry when the map is full. */
function putBounded<K, V>(map: Map<K, V>, key: K, value: V): void {
  if (map.size >= SESSION_CACHE_MAX_ENTRIES && !map.has(key)) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
  map.set(key, value);
}

/** Where the cache reports what it does (a Fastify logger fits). */
export interface SessionCacheLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * An in-process cache of signed-in sessions and of each user's project list (as JSON text), so
 * that authenticated requests skip the session query and `GET /api/properties` skips the list
 * query. It is only trusted while it hears every change: the database announces deleted or
 * shortened sessions, changed or deleted users and changed projects or leases on a NOTIFY channel
 * (migrations 003 and 004), from any API process or from psql. While that channel is down, or before the triggers are installed,
 * every lookup goes to the database. Changes made by this process are evicted at once; other
 * processes hear of them within milliseconds. Entries also expire after
 * {@link SESSION_CACHE_TTL_MS} and are never used past the session's own expiry.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  readonly #lists = new Map<number, { text: string; cachedAt: number }>();
  readonly #waiters = new Map<string, () => void>();
  #live = false;
  #listening = false;
  #generation = 0;
  #stop: StopListening | null = null;
  #recheck: NodeJS.Timeout | undefined;

  /** True while the cache hears every change and may answer lookups. */
  get live(): boolean {
    return this.#live;
  }

  /** Number of cached sessions. */
  get size(): number {
    return this.#entries.size;
  }

  /** Changes whenever something was evicted; pass it back to {@link set} (see there). */
  get generation(): number {
    return this.#generation;
  }

  /** The cached session `id` when it is still valid at `now`, otherwise undefined. */
  get(id: string, now: Date): CachedSession | undefined {
    if (!this.#live) return undefined;
    const entry = this.#entries.get(id);
    if (!entry) return undefined;
    const t = now.getTime();
    const { session } = entry.value;
    if (
      t - entry.cachedAt > SESSION_CACHE_TTL_MS ||
      session.expiresAt.getTime() <= t ||
      session.idleExpiresAt.getTime() <= t
    ) {
      this.#entries.delete(id);
      return undefined;
    }
    return entry.value;
  }

  /**
   * Caches a session read from the database. `generation` is {@link generation} as it was
   * before the read: when anything was evicted since, the read may be stale and is not kept.
   */
  set(id: string, value: CachedSession, generation: number, now: Date): void {
    if (!this.#live || generation !== this.#generation) return;
    putBounded(this.#entries, id, { value, cachedAt: now.getTime() });
  }

  /** The user's cached project list (JSON text) when fresh, otherwise undefined. */
  getPropertyList(userId: number, now: Date): string | undefined {
    if (!this.#live) return undefined;
    const entry = this.#lists.get(userId);
    if (!entry) return undefined;
    if (now.getTime() - entry.cachedAt > SESSION_CACHE_TTL_MS) {
      this.#lists.delete(userId);
      return undefined;
    }
    return entry.text;
  }

  /** Caches a project list read from the database; `generation` as for {@link set}. */
  setPropertyList(userId: number, text: string, generation: number, now: Date): void {
    if (!this.#live || generation !== this.#generation) return;
    putBounded(this.#lists, userId, { text, cachedAt: now.getTime() });
  }

  /** Forgets a user's project list (a project was saved, deleted or opened). */
  evictPropertyList(userId: number): void {
    this.#generation++;
    this.#lists.delete(userId);
  }

  /** Forgets one session (logout, rotation). */
  evictSession(id: string): void {
    this.#generation++;
    this.#entries.delete(id);
  }

  /** Forgets every session of a user (deleted, verified, changed). */
  evictUser(userId: number): void {
    this.#generation++;
    this.#lists.delete(userId);
    for (const [id, entry] of this.#entries) {
      if (entry.value.user.id === userId) this.#entries.delete(id);
    }
  }

  /** Forgets everything. */
  clear(): void {
    this.#generation++;
    this.#entries.clear();
    this.#lists.clear();
  }

  /**
   * Applies one payload of the change channel: `s:<session id>`, `u:<user id>`, `p:<user id>`
   * (projects) or `sync:<token>`.
   */
  handle(payload: string): void {
    if (payload.startsWith('s:')) this.evictSession(payload.slice(2));
    else if (payload.startsWith('p:')) this.evictPropertyList(Number(payload.slice(2)));
    else if (payload.startsWith('u:')) this.evictUser(Number(payload.slice(2)));
    else if (payload.startsWith('sync:')) {
      const waiter = this.#waiters.get(payload.slice(5));
      if (waiter) waiter();
    }
  }

  /**
   * Starts listening for changes on `handle`. The cache goes live once the channel is up and the
   * triggers are installed (checked again every second while they are missing, e.g. before the
   * migrations ran). Resolves once the first attempt is made; never throws.
   */
  async start(handle: DbHandle, log: SessionCacheLog): Promise<void> {
    const check = async () => {
      this.#recheck = undefined;
      if (!this.#listening) return;
      const installed = await sessionChangeTriggersInstalled(handle.db).catch(() => false);
      if (!this.#listening) return;
      if (installed) {
        this.clear();
        this.#live = true;
        log.info({ entries: this.#entries.size }, 'Session cache live');
      } else {
        this.#recheck = setTimeout(() => void check(), TRIGGER_RECHECK_MS);
        this.#recheck.unref();
      }
    };
    try {
      this.#stop = await handle.listen(SESSION_CHANGES_CHANNEL, {
        onPayload: (payload) => this.handle(payload),
        onLive: (live) => {
          this.#listening = live;
          if (live) void check();
          else {
            if (this.#live) log.warn({}, 'Session cache off: the change channel was lost');
            this.#live = false;
            this.clear();
          }
        },
      });
    } catch (error) {
      log.warn({ err: error }, 'Session cache off: could not listen for session changes');
    }
  }

  /** Stops listening; the cache is then bypassed. */
  async close(): Promise<void> {
    clearTimeout(this.#recheck);
    this.#live = false;
    this.clear();
    // nothing is cached any more, so callers waiting in sync() have nothing left to wait for
    for (const release of [...this.#waiters.values()]) release();
    const stop = this.#stop;
    this.#stop = null;
    if (stop) await stop();
  }

  /**
   * Resolves once every change committed to `db` before the call has reached this cache (a
   * barrier: it sends its own notification and waits for it). Immediate when not live.
   * Tests use it after changing sessions or users directly in the database.
   */
  async sync(db: Db, timeoutMs = 5000): Promise<void> {
    if (!this.#live) return;
    const token = randomUUID();
    const arrived = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#waiters.delete(token);
        reject(new Error(`session cache sync timed out after ${timeoutMs} ms`));
      }, timeoutMs);
      this.#waiters.set(token, () => {
        clearTimeout(timer);
        this.#waiters.delete(token);
        resolve();
      });
    });
    await notify(db, SESSION_CHANGES_CHANNEL, `sync:${token}`);
    await arrived;
  }
}
