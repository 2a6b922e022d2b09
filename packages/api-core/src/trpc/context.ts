import type { Db, Session, User } from '@cre/db';
import { TRPCError } from '@trpc/server';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Mailer } from '../services/mailer.js';
import type { ProjectService } from '../services/projects.js';
import type { SessionCache } from '../services/session-cache.js';
import { endSession, loadSession, readSessionToken, startSession } from '../services/sessions.js';
import type { AppTelemetry } from '../services/telemetry.js';
import type { UserService } from '../services/users.js';

/** Long-lived dependencies shared by every request. */
export interface AppDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** Signed-in sessions cached in this process (bypassed while it cannot hear every change). */
  sessions: SessionCache;
  /** Users' projects: reads (the list cached per user) and writes (which keep the cache current). */
  projects: ProjectService;
  /** Changes to existing users (which keep the caches current). */
  users: UserService;
  /** The clock of share links' creation and expiry (tests move it; `buildApp`'s `now` option). */
  now: () => Date;
  /** Whether the process is shutting down (`GET /api/ready` answers 503 then); absent: never. */
  readiness?: { closing: boolean };
  /** Counts sessions created, failed sign-ins and rate-limit refusals (metrics); absent: not counted. */
  telemetry?: AppTelemetry;
}

/** What every procedure receives: dependencies, the caller's session and reply helpers. */
export interface Context extends AppDeps {
  requestId: string;
  /** Client IP (X-Forwarded-For only when TRUST_PROXY is set). */
  ip: string;
  log: FastifyBaseLogger;
  session: Session | null;
  user: User | null;
  /** Starts a new session for the user (rotating any current one) and sets the cookie. */
  signIn(userId: number): Promise<void>;
  /** Destroys the current session server-side and clears the cookie. */
  signOut(): Promise<void>;
}

/**
 * Builds the context of one request. Anonymous requests cost no database query; a request
 * with a session cookie costs one indexed query unless the session cache holds it. A database
 * outage surfaces as a 503.
 */
export async function createContext(
  deps: AppDeps,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<Context> {
  const token = readSessionToken(req);
  let active: Awaited<ReturnType<typeof loadSession>> = null;
  if (token) {
    try {
      active = await loadSession(deps.db, token, new Date(), deps.sessions);
    } catch (cause) {
      // No context to carry the request id to the error formatter: the error carries it.
      const error = new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: 'Session lookup failed', cause });
      throw Object.assign(error, { requestId: String(req.id) });
    }
  }
  const cookieSettings = { secure: deps.config.cookieSecure };
  const ctx: Context = {
    ...deps,
    requestId: String(req.id),
    ip: req.ip,
    log: req.log,
    session: active?.session ?? null,
    user: active?.user ?? null,
    async signIn(userId) {
      ctx.session = await startSession(
        deps.db,
        reply,
        cookieSettings,
        userId,
        ctx.session?.id,
        new Date(),
        deps.sessions,
      );
      deps.telemetry?.sessionCreated();
    },
    async signOut() {
      await endSession(deps.db, reply, cookieSettings, ctx.session?.id, deps.sessions);
      ctx.session = null;
      ctx.user = null;
    },
  };
  return ctx;
}
