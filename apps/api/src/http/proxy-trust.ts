import type { FastifyServerOptions } from 'fastify';
import type { TrustProxy } from '../env.js';

/**
 * Fastify's `trustProxy` for a parsed TRUST_PROXY. A hop count becomes a function trusting the
 * socket peer and the next `hops - 1` forwarded addresses, so the client IP is the entry the
 * outermost trusted proxy appended: anything a client writes to the left of it is ignored.
 * (Fastify 5 reads a bare number as "trust nothing", hence the function.)
 */
export function fastifyTrustProxy(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (trust === false) return false;
  if ('hops' in trust) {
    const { hops } = trust;
    return (_address: string, hop: number) => hop < hops;
  }
  return trust.addresses;
}
