/**
 * The readiness probe, `GET /api/ready` (issue 29): 200 when the database answers and every
 * migration this version of the code knows is applied; 503 otherwise, and from the moment the
 * server starts shutting down (a load balancer stops sending it requests while those in flight
 * finish). `/api/health` stays the liveness answer.
 */
import { type Db, knownMigrations, sql } from '@cre/db';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../errors.js';
import type { RestRoute } from './define.js';
import { readinessSchema } from './output-schemas.js';

/** How long a probe (health or readiness) waits for the database. */
const PROBE_TIMEOUT_MS = 3000;

/** The message while the server shuts down. */
export const SHUTTING_DOWN_MESSAGE = 'The server is shutting down';

/** Whether the process is shutting down (set by the server's close hook). */
export interface Readiness {
  closing: boolean;
}

/** The migrations this version knows that the database has not applied, in the order they run. */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const known = await knownMigrations();
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const applied = new Set(rows.map((row) => row.name));
  return known.filter((name) => !applied.has(name));
}

/** `work`, or a rejection (`<probe> check timed out`) after {@link PROBE_TIMEOUT_MS}. */
export function withProbeTimeout<T>(work: Promise<T>, probe: 'health' | 'readiness'): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${probe} check timed out`)), PROBE_TIMEOUT_MS).unref(),
    ),
  ]);
}

/** `GET /api/ready`. */
export const readinessRoute: RestRoute = {
  method: 'GET',
  path: '/api/ready',
  tag: 'System',
  summary:
    'Readiness: 200 when the database answers and every migration is applied; 503 otherwise and while shutting down',
  response: { status: 200, description: 'Ready to take requests', schema: readinessSchema },
  errors: [503],
  errorBodies: { 503: readinessSchema },
  usesContext: false,
  async handle({ req, reply, deps }) {
    reply.header('cache-control', 'no-store');
    const requestId = String(req.id);
    if (deps.readiness?.closing) {
      return reply.code(503).send({
        status: 'error',
        database: 'up',
        migrations: 'unknown',
        message: SHUTTING_DOWN_MESSAGE,
        requestId,
      });
    }
    let pending: string[];
    try {
      pending = await withProbeTimeout(pendingMigrations(deps.db), 'readiness');
    } catch {
      return reply.code(503).send({
        status: 'error',
        database: 'down',
        migrations: 'unknown',
        message: DATABASE_UNAVAILABLE_MESSAGE,
        requestId,
      });
    }
    if (pending.length > 0) {
      const names = pending.join(', ');
      return reply.code(503).send({
        status: 'error',
        database: 'up',
        migrations: 'pending',
        message: `${pending.length} database migration${pending.length === 1 ? ' is' : 's are'} not applied: ${names}`,
        requestId,
      });
    }
    return reply.send({ status: 'ok', database: 'up', migrations: 'current' });
  },
};
