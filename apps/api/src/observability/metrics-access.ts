import { createHash, timingSafeEqual } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** Why `GET /metrics` was refused: no or the wrong token (401), or not from the loopback address (403). */
export interface MetricsRefusal {
  status: 401 | 403;
  body: { message: string; code: string };
}

/** The 401 answer when METRICS_TOKEN is set and the request does not carry it. */
export const METRICS_TOKEN_MESSAGE = 'Metrics need the bearer token set in METRICS_TOKEN.';

/** The 403 answer when METRICS_TOKEN is unset and the request is not from this machine. */
export const METRICS_LOOPBACK_MESSAGE =
  'Metrics are served only to the loopback address when METRICS_TOKEN is unset; set METRICS_TOKEN to scrape from another host.';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** True for 127.0.0.0/8, ::1 and IPv4-mapped loopback addresses. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIPv4(v4)) return v4.startsWith('127.');
  return isIPv6(address) && (address === '::1' || address === '0:0:0:0:0:0:0:1');
}

/**
 * Who may read `/metrics`: with a token, requests with `Authorization: Bearer <token>` (compared
 * in constant time) from anywhere; without one, only requests whose socket peer is the loopback
 * address and that carry no forwarding header (a reverse proxy on the same machine would make
 * every outside client look local). Returns null when the request may read the metrics.
 */
export function metricsAccess(token: string | undefined): (req: FastifyRequest) => MetricsRefusal | null {
  const expected = token === undefined ? undefined : digest(token);
  return (req) => {
    if (expected) {
      const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
      if (match?.[1] && timingSafeEqual(digest(match[1]), expected)) return null;
      return { status: 401, body: { message: METRICS_TOKEN_MESSAGE, code: 'UNAUTHORIZED' } };
    }
    const forwarded = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
    if (!forwarded && isLoopback(req.socket.remoteAddress)) return null;
    return { status: 403, body: { message: METRICS_LOOPBACK_MESSAGE, code: 'FORBIDDEN' } };
  };
}
