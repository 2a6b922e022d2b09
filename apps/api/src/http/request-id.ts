import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';
import type { TrustProxy } from '../env.js';

/** An incoming request id is used only when it looks like one: 1–128 of these characters, nothing a log could misread. */
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:/+=@-]{1,128}$/;

/** Whether the socket peer is a proxy TRUST_PROXY trusts (the first hop). */
function trustsPeer(trust: TrustProxy): (address: string) => boolean {
  if (trust === false) return () => false;
  if ('hops' in trust) return () => trust.hops > 0;
  const trusted = proxyAddr.compile(trust.addresses);
  return (address) => trusted(address, 0);
}

/**
 * Fastify's `genReqId` for TRUST_PROXY: a request that comes straight from a trusted proxy keeps
 * the `X-Request-Id` that proxy sent (so one id follows a request from the load balancer through
 * the app's logs); any other request, or an id that is malformed, gets a new
 * UUID. A client cannot choose its id by sending the header itself.
 */
export function requestIdGenerator(trust: TrustProxy): (req: IncomingMessage) => string {
  const fromTrustedProxy = trustsPeer(trust);
  return (req) => {
    const incoming = req.headers['x-request-id'];
    if (
      typeof incoming === 'string' &&
      REQUEST_ID_PATTERN.test(incoming) &&
      fromTrustedProxy(req.socket?.remoteAddress ?? '')
    ) {
      return incoming;
    }
    return randomUUID();
  };
}
