import type { HttpApp } from '@grtv/kit';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Histogram, type Registry } from 'prom-client';

/** Prometheus: process metrics, request latency by route and status, and billing's own metrics, at /metrics. */
export const metricsPlugin = fp(async (app: HttpApp, { registry }: { registry: Registry }) => {
  if (!registry.getSingleMetric('process_cpu_user_seconds_total')) collectDefaultMetrics({ register: registry });
  const requests =
    (registry.getSingleMetric('grtv_http_request_seconds') as Histogram<'method' | 'route' | 'status'> | undefined) ??
    new Histogram({
      name: 'grtv_http_request_seconds',
      help: 'API request latency by method, route and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
  app.addHook('onResponse', async (request, reply) => {
    requests.observe({ method: request.method, route: request.routeOptions.url ?? 'unknown', status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
  app.get('/metrics', async (_request, reply) => reply.type(registry.contentType).send(await registry.metrics()));
});
