import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { lockDataDirectory } from './data-dir-lock.js';
import {
  listenPglite,
  listenPostgres,
  type NotificationHandlers,
  type StopListening,
} from './notifications.js';
import { initializeInChild, isInitialized, PGLITE_CONF } from './pglite-init.js';
import { closeOnQueryTimeout, POOL_TIMEOUTS, type PoolTimeouts, poolTimeoutConfig } from './pool-timeouts.js';
import { type PoolStats, type QueryObserver, queryObservers } from './query-observers.js';
import type { Database } from './schema.js';

/** PostgreSQL type ids that must leave the package as JS numbers. */
const NUMERIC_OID = 1700;
const INT8_OID = 20;

/** Which engine a {@link DbHandle} talks to. */
export type DbKind = 'pglite' | 'postgres';

/** A connected database: the Kysely instance, its engine, and how to release it. */
export interface DbHandle {
  db: Kysely<Database>;
  kind: DbKind;
  /** Closes the pool or the embedded database. Safe to call more than once. */
  close(): Promise<void>;
  /**
   * Subscribes to a NOTIFY channel (PostgreSQL: a dedicated, self-reconnecting connection;
   * PGlite: in-process). Stop listening before closing the handle.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<StopListening>;
  /**
   * Calls `observer` after every statement this handle runs (its duration and outcome), in the
   * async context of the code that ran it; returns the function that stops observing.
   */
  observeQueries(observer: QueryObserver): () => void;
  /** The pool's connection counts now (PostgreSQL); undefined for the embedded database (one connection, no pool). */
  poolStats(): PoolStats | undefined;
}

/** Tuning knobs for {@link createDb}; every one has a sensible default. */
export interface CreateDbOptions {
  /** Directory of the embedded database when `url` is unset (default `PGLITE_DIR` or `<cwd>/.data/pglite`). */
  pgliteDir?: string;
  /** Maximum connections of the `pg` pool (default 10). */
  poolSize?: number;
  /** How long to wait for a PostgreSQL connection before failing, in ms (default 5000). */
  connectionTimeoutMillis?: number;
  /** The PostgreSQL pool's other time limits (defaults: {@link POOL_TIMEOUTS}). */
  timeouts?: Partial<PoolTimeouts>;
  /**
   * Called when a pooled connection fails outside a query (e.g. PostgreSQL restarted). Without a
   * listener `pg` would crash the process; the default ignores it because the affected query or
   * transaction reports the failure to its caller anyway.
   */
  onPoolError?: (error: Error) => void;
}

/** Thrown by {@link createDb} for a URL it cannot handle. */
export class UnsupportedDatabaseUrlError extends Error {
  constructor(url: string) {
    super(
      `Unsupported DATABASE_URL "${redact(url)}": use postgres://… or postgresql://… for PostgreSQL, memory:// for an in-memory database, or leave it unset for the embedded database in .data/pglite`,
    );
    this.name = 'UnsupportedDatabaseUrlError';
  }
}

const toNumber = (value: string): number => Number(value);

/**
 * Opens the database named by `url`:
 * - unset or empty → embedded PGlite persisted in `options.pgliteDir`, `PGLITE_DIR` or
 *   `<cwd>/.data/pglite` (directories are created), locked for this handle's life: a second
 *   opener, in this process or another, gets a `DataDirectoryLockedError`;
 * - `memory://` → in-memory PGlite (tests);
 * - `postgres://` / `postgresql://` → a `pg` pool.
 *
 * `numeric` and `int8` values are parsed to JS numbers on both engines. The schema is not
 * migrated here: call `migrateToLatest(handle.db)`.
 *
 * @example
 * const { db, kind, close } = await createDb(process.env.DATABASE_URL);
 */
export async function createDb(url?: string, options: CreateDbOptions = {}): Promise<DbHandle> {
  const trimmed = url?.trim() ?? '';
  if (trimmed === '' || trimmed.startsWith('memory://')) {
    const dataDir = trimmed === '' ? pgliteDirectory(options.pgliteDir) : undefined;
    if (dataDir) mkdirSync(dataDir, { recursive: true });
    // Before anything reads the directory: a second process opening it would corrupt it.
    const lock = dataDir ? lockDataDirectory(dataDir) : undefined;
    let pglite: PGlite;
    try {
      if (dataDir && !isInitialized(dataDir)) initializeInChild(dataDir);
      pglite = await PGlite.create({
        ...(dataDir ? { dataDir } : {}),
        postgresqlconf: PGLITE_CONF,
        // Trigram indexes for the lists' contains-search (migration 007).
        extensions: { pg_trgm },
        parsers: { [NUMERIC_OID]: toNumber, [INT8_OID]: toNumber },
      });
    } catch (error) {
      lock?.release();
      throw error;
    }
    const observers = queryObservers();
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }), log: observers.log });
    return {
      db,
      kind: 'pglite',
      close: once(async () => {
        try {
          await db.destroy();
        } finally {
          lock?.release();
        }
      }),
      listen: (channel, handlers) => listenPglite(pglite, channel, handlers),
      observeQueries: observers.observe,
      poolStats: () => undefined,
    };
  }
  if (/^postgres(ql)?:\/\//i.test(trimmed)) {
    const timeouts: PoolTimeouts = {
      ...POOL_TIMEOUTS,
      ...(options.connectionTimeoutMillis === undefined
        ? {}
        : { connectionTimeoutMillis: options.connectionTimeoutMillis }),
      ...options.timeouts,
    };
    const pool = new pg.Pool({
      connectionString: trimmed,
      max: options.poolSize ?? 10,
      ...poolTimeoutConfig(timeouts),
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === NUMERIC_OID || oid === INT8_OID
            ? toNumber
            : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // pg emits 'error' on a client that loses its connection while no query is running — idle
    // in the pool (handled by the pool's 'error') or checked out between two statements of a
    // transaction (no listener by default: the process would crash). Listen on every client so a
    // PostgreSQL restart only fails the affected queries; pg then discards the broken client.
    const onError = options.onPoolError ?? (() => {});
    pool.on('error', onError);
    pool.on('connect', (client) => {
      client.on('error', onError);
      closeOnQueryTimeout(client);
    });
    const observers = queryObservers();
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: observers.log });
    const max = options.poolSize ?? 10;
    return {
      db,
      kind: 'postgres',
      close: once(() => db.destroy()),
      listen: (channel, handlers) => listenPostgres(trimmed, channel, handlers),
      observeQueries: observers.observe,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    };
  }
  throw new UnsupportedDatabaseUrlError(trimmed);
}

function pgliteDirectory(explicit: string | undefined): string {
  const fromEnv = process.env.PGLITE_DIR?.trim();
  return resolve(explicit ?? (fromEnv || join(process.cwd(), '.data', 'pglite')));
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let pending: Promise<void> | undefined;
  return () => {
    pending ??= fn();
    return pending;
  };
}

/** Hides the password of a connection URL so that it can appear in an error message. */
export function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@/]*@/, '//$1:***@');
}
