import {
  createSession,
  type Db,
  deleteSession,
  findSession,
  type Session,
  touchSession,
  type User,
} from '@cre/db';
// The cookie methods of requests and replies (the app registers @fastify/cookie with its secret).
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionCache } from './session-cache.js';
import { hashToken, randomToken } from './tokens.js';

/** Name of the session cookie. */
export const SESSION_COOKIE = 'sid';
/** Idle timeout: a session unused for 12 hours ends (rolling). */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** Absolute lifetime: a session ends 7 days after sign-in whatever the activity. */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * The idle expiry is written back at most this often, so that hot read paths such as
 * `GET /api/user` stay one indexed query instead of a query plus an update.
 */
const TOUCH_INTERVAL_MS = 60 * 1000;

/** A signed-in request's session (its id is the hash stored in the database). */
export interface ActiveSession {
  session: Session;
  user: User;
}

/** Reads and verifies the signed session cookie; returns the raw token or null. */
export function readSessionToken(request: FastifyRequest): string | null {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : null;
}

/**
 * Loads the session for a raw cookie token: from the session cache when it is live and holds
 * it, otherwise with one indexed query (session joined with its user), which is then cached.
 * Extends the rolling idle expiry when it was last extended more than a minute ago.
 */
export async function loadSession(
  db: Db,
  token: string,
  now = new Date(),
  cache?: SessionCache,
): Promise<ActiveSession | null> {
  const id = hashToken(token);
  const found = cache
    ? await cache.getOrLoad(id, () => findSession(db, id, now), now.getTime())
    : await findSession(db, id, now);
  if (!found) return null;
  const idleExpiresAt = new Date(
    Math.min(now.getTime() + SESSION_IDLE_MS, found.session.expiresAt.getTime()),
  );
  if (idleExpiresAt.getTime() - found.session.idleExpiresAt.getTime() > TOUCH_INTERVAL_MS) {
    await touchSession(db, found.session.id, idleExpiresAt);
    found.session.idleExpiresAt = idleExpiresAt;
  }
  return found;
}

/** Cookie settings shared by set and clear. */
export interface CookieSettings {
  secure: boolean;
}

/**
 * Starts a fresh session for `userId` (new random id: rotation at login and registration),
 * deleting the request's previous session if any, and sets the signed cookie.
 */
export async function startSession(
  db: Db,
  reply: FastifyReply,
  settings: CookieSettings,
  userId: number,
  previousSessionId: string | undefined,
  now = new Date(),
  cache?: SessionCache,
): Promise<Session> {
  if (previousSessionId) {
    await deleteSession(db, previousSessionId);
    cache?.evict(previousSessionId);
  }
  const token = randomToken();
  const session = await createSession(db, {
    id: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    idleExpiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
  });
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secure,
    signed: true,
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
  return session;
}

/** Deletes the session server-side (when there is one) and clears the cookie. */
export async function endSession(
  db: Db,
  reply: FastifyReply,
  settings: CookieSettings,
  sessionId: string | undefined,
  cache?: SessionCache,
): Promise<void> {
  if (sessionId) {
    await deleteSession(db, sessionId);
    cache?.evict(sessionId);
  }
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: settings.secure });
}
