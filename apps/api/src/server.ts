import {
  createDb,
  DataDirectoryLockedError,
  type DbHandle,
  deleteExpiredSessions,
  MAINTENANCE_TIMEOUTS,
  migrateToLatest,
  pruneRateLimits,
  seedBlogPosts,
} from '@cre/db';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './env.js';
import { PortInUseError, reservePort } from './startup/port-reservation.js';

const MIGRATION_ATTEMPTS = 30;
const HOUSEKEEPING_INTERVAL_MS = 10 * 60 * 1000;
/** Longest rate-limit window (see trpc/rate-limit.ts); older counters are useless. */
const RATE_LIMIT_RETENTION_SECONDS = 60 * 60;
const RETRY_DELAY_MS = 2000;

/** Prints a plain, human-readable reason to stderr and exits with status 1. */
function fatal(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/**
 * Applies pending migrations and the blog seed, waiting for a database that is still starting.
 * On PostgreSQL they run on a connection of their own without the pool's query time limits (an
 * index over a large table may take minutes); the embedded database has none and one handle only.
 */
async function prepareDatabase(
  handle: DbHandle,
  databaseUrl: string | undefined,
  log: (msg: string) => void,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const maintenance =
      handle.kind === 'postgres'
        ? await createDb(databaseUrl, { poolSize: 1, timeouts: MAINTENANCE_TIMEOUTS })
        : handle;
    try {
      const applied = await migrateToLatest(maintenance.db);
      if (applied.length) log(`Applied migrations: ${applied.join(', ')}`);
      await seedBlogPosts(maintenance.db);
      return;
    } catch (error) {
      if (attempt >= MIGRATION_ATTEMPTS) throw error;
      log(`Database not ready (${(error as Error).message}); retrying in ${RETRY_DELAY_MS / 1000}s`);
      await new Promise((r) => setTimeout(r, RETRY_DELAY_MS));
    } finally {
      if (maintenance !== handle) await maintenance.close();
    }
  }
}

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fatal(`CRE Sale Analyzer cannot start: ${error.message}`);
    throw error;
  }
  // The port first, then the database: a second instance (same folder, same port) stops here
  // without opening the running instance's embedded database. createDb locks that directory
  // for this process's life, so even a second instance on another port cannot open it.
  let port: Awaited<ReturnType<typeof reservePort>>;
  let handle: DbHandle;
  try {
    port = await reservePort(config.host, config.port);
    handle = await createDb(config.databaseUrl);
  } catch (error) {
    if (error instanceof PortInUseError || error instanceof DataDirectoryLockedError) {
      fatal(`CRE Sale Analyzer cannot start: ${error.message}`);
    }
    throw error;
  }
  const app = await buildApp(config, { db: handle });
  try {
    await prepareDatabase(handle, config.databaseUrl, (msg) => app.log.info(msg));
  } catch (error) {
    app.log.fatal({ err: error }, 'Could not prepare the database');
    await handle.close();
    process.exit(1);
  }

  // Housekeeping: forget expired sessions and stale rate-limit counters (any process may do it).
  const housekeeping = setInterval(() => {
    const now = new Date();
    Promise.all([
      deleteExpiredSessions(handle.db, now),
      pruneRateLimits(handle.db, RATE_LIMIT_RETENTION_SECONDS, now),
    ]).catch((error: unknown) => app.log.warn({ err: error }, 'Housekeeping skipped'));
  }, HOUSEKEEPING_INTERVAL_MS);
  housekeeping.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Shutting down gracefully');
    const timer = setTimeout(() => fatal('Graceful shutdown timed out after 10s'), 10_000);
    timer.unref();
    clearInterval(housekeeping);
    try {
      await app.close();
      await handle.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'Error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await port.release();
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: handle.kind,
      email: config.developmentMode ? 'development mode (emails are written to this log)' : 'smtp',
      appUrl: config.appUrl,
    },
    `CRE Sale Analyzer listening on ${config.appUrl}`,
  );
  if (config.nodeEnv === 'production' && config.developmentMode) {
    app.log.warn(
      'SMTP_URL is not set: emails are only written to this log and POST /api/manual-verify lets users verify themselves. Set SMTP_URL for a real deployment.',
    );
  }
}

main().catch((error: unknown) => {
  fatal(`CRE Sale Analyzer failed to start: ${error instanceof Error ? error.message : String(error)}`);
});
