import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { AppMetrics, RequestRecorder } from './metrics.js';
import { metricsAccess } from './metrics-access.js';
import { TRPC_ROUTE_PATTERN, trpcRouteLabeler, UNMATCHED_ROUTE } from './route-label.js';

/** Options of {@link metricsPlugin}. */
export interface MetricsPluginOptions {
  metrics: AppMetrics;
  /** METRICS_TOKEN (undefined: loopback only). */
  token: string | undefined;
  /** Every tRPC procedure path, so each gets its own route label. */
  procedures: ReadonlySet<string>;
}

type Done = () => void;

/** The `onResponse` hook of a route whose pattern is fixed: counts into that route's series. */
const routeHook =
  (record: RequestRecorder): onResponseHookHandler =>
  (req, reply, done: Done) => {
    record(req.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  };

/**
 * Counts every answered request in the metrics (by route pattern, method and status class, with
 * its duration as Fastify measured it) and serves the registry at `GET /metrics` in the
 * Prometheus text format, to the callers {@link metricsAccess} lets in. Each route gets its own
 * `onResponse` hook that knows its pattern (read once, when the route is added), so a request
 * costs no lookup of its route; requests that matched none are counted by one global hook.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: MetricsPluginOptions) => {
  const { metrics } = options;
  const trpcLabel = trpcRouteLabeler(options.procedures);
  const refusal = metricsAccess(options.token);
  const count = (req: FastifyRequest, reply: FastifyReply, route: string) =>
    metrics.observeRequest(req.method, route, reply.statusCode, reply.elapsedTime / 1000);

  app.addHook('onRoute', (route) => {
    const pattern = route.url;
    const hook: onResponseHookHandler =
      pattern === TRPC_ROUTE_PATTERN
        ? (req, reply, done: Done) => {
            count(req, reply, trpcLabel((req.params as { path?: unknown }).path));
            done();
          }
        : routeHook(metrics.routeRecorder(pattern));
    const existing = route.onResponse;
    route.onResponse =
      existing === undefined ? [hook] : [...(Array.isArray(existing) ? existing : [existing]), hook];
  });
  app.addHook('onResponse', (req, reply, done) => {
    if (req.is404) count(req, reply, UNMATCHED_ROUTE);
    done();
  });

  app.get('/metrics', async (req, reply) => {
    const refused = refusal(req);
    if (refused) {
      if (refused.status === 401) reply.header('www-authenticate', 'Bearer realm="metrics"');
      return reply.code(refused.status).send(refused.body);
    }
    const text = await metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
  });
});
