import {
  type DbHandle,
  SESSION_CHANGES_CHANNEL,
  type StopListening,
  sessionChangeTriggersInstalled,
} from '@cre/db';

/** How often the installation of the change triggers is checked again while missing, in ms. */
const TRIGGER_RECHECK_MS = 1000;

/**
 * One announcement of the change channel (migrations 003 and 004): a session deleted or
 * shortened (`s:<session id>`), a user changed or deleted (`u:<user id>`), a user's projects or
 * leases changed (`p:<user id>`), or anything else sent on the channel.
 */
export type DataChange =
  | { kind: 'session'; sessionId: string }
  | { kind: 'user'; userId: number }
  | { kind: 'projects'; userId: number }
  | { kind: 'other'; payload: string };

/** Reads one payload of the change channel. */
export function parseChange(payload: string): DataChange {
  const body = payload.slice(2);
  if (payload.startsWith('s:')) return { kind: 'session', sessionId: body };
  if (payload.startsWith('u:') || payload.startsWith('p:')) {
    const userId = Number(body);
    if (Number.isSafeInteger(userId)) return { kind: payload[0] === 'u' ? 'user' : 'projects', userId };
  }
  return { kind: 'other', payload };
}

/** What a subscriber of {@link ChangeFeed} is told. */
export interface ChangeSubscriber {
  /** A change announced by the database (from any process, or psql). */
  onChange?(change: DataChange): void;
  /** Whether every change is being heard (false: some may be missed, caches must not be trusted). */
  onLive?(live: boolean): void;
}

/** Where the feed reports what it does (a Fastify logger fits). */
export interface ChangeFeedLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * The database's change announcements for this process, on one listening connection. It is live
 * only while that connection is up and the change triggers are installed (checked again every
 * second while they are missing, e.g. before the migrations ran); subscribers hear at once when
 * it goes down, so caches fed by it are bypassed and cleared until it is live again.
 */
export class ChangeFeed {
  readonly #subscribers = new Set<ChangeSubscriber>();
  #live = false;
  #listening = false;
  #stop: StopListening | null = null;
  #recheck: NodeJS.Timeout | undefined;

  /** True while every change is being heard. */
  get live(): boolean {
    return this.#live;
  }

  /** Adds a subscriber (told the current state at once); returns how to remove it. */
  subscribe(subscriber: ChangeSubscriber): () => void {
    this.#subscribers.add(subscriber);
    subscriber.onLive?.(this.#live);
    return () => {
      this.#subscribers.delete(subscriber);
    };
  }

  #setLive(live: boolean): void {
    this.#live = live;
    for (const subscriber of [...this.#subscribers]) subscriber.onLive?.(live);
  }

  /** Delivers one payload of the channel to every subscriber. */
  #deliver(payload: string): void {
    const change = parseChange(payload);
    for (const subscriber of [...this.#subscribers]) subscriber.onChange?.(change);
  }

  /**
   * Starts listening on `handle`. Resolves once the first attempt is made; never throws (when
   * listening fails the feed stays down and caches are bypassed).
   */
  async start(handle: DbHandle, log: ChangeFeedLog): Promise<void> {
    const check = async () => {
      this.#recheck = undefined;
      if (!this.#listening) return;
      const installed = await sessionChangeTriggersInstalled(handle.db).catch(() => false);
      if (!this.#listening) return;
      if (installed) {
        this.#setLive(true);
        log.info({}, 'Caches live: listening for database changes');
      } else {
        this.#recheck = setTimeout(() => void check(), TRIGGER_RECHECK_MS);
        this.#recheck.unref();
      }
    };
    try {
      this.#stop = await handle.listen(SESSION_CHANGES_CHANNEL, {
        onPayload: (payload) => this.#deliver(payload),
        onLive: (listening) => {
          this.#listening = listening;
          if (listening) void check();
          else {
            if (this.#live) log.warn({}, 'Caches off: the change channel was lost');
            clearTimeout(this.#recheck);
            this.#setLive(false);
          }
        },
      });
    } catch (error) {
      log.warn({ err: error }, 'Caches off: could not listen for database changes');
    }
  }

  /** Stops listening; subscribers are told the feed is down. */
  async close(): Promise<void> {
    clearTimeout(this.#recheck);
    this.#listening = false;
    this.#setLive(false);
    const stop = this.#stop;
    this.#stop = null;
    if (stop) await stop();
  }
}
