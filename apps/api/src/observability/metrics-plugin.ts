import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppMetrics } from './metrics.js';
import { metricsAccess } from './metrics-access.js';
import { routeLabeler } from './route-label.js';

/** Options of {@link metricsPlugin}. */
export interface MetricsPluginOptions {
  metrics: AppMetrics;
  /** METRICS_TOKEN (undefined: loopback only). */
  token: string | undefined;
  /** Every tRPC procedure path, so each gets its own route label. */
  procedures: ReadonlySet<string>;
}

/**
 * Counts every answered request in the metrics (by route pattern, method and status class, with
 * its duration as Fastify measured it) and serves the registry at `GET /metrics` in the
 * Prometheus text format, to the callers {@link metricsAccess} lets in.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: MetricsPluginOptions) => {
  const { metrics } = options;
  const routeOf = routeLabeler(options.procedures);
  const refusal = metricsAccess(options.token);
  app.addHook('onResponse', (req, reply, done) => {
    metrics.observeRequest(req.method, routeOf(req), reply.statusCode, reply.elapsedTime / 1000);
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
