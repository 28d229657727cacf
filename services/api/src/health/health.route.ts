import type { HttpApp } from '@grtv/kit';

export interface HealthChecks {
  /** Each named dependency the app needs to serve: true when it answers. */
  [name: string]: () => Promise<boolean>;
}

/** `/healthz`: the process is alive. `/readyz`: Redis and the database answer (503 with which one does not). */
export async function healthRoutes(app: HttpApp, options: { checks: HealthChecks }): Promise<void> {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const names = Object.keys(options.checks);
    const results = await Promise.all(names.map((name) => options.checks[name]!().catch(() => false)));
    const checks = Object.fromEntries(names.map((name, i) => [name, results[i] ? 'ok' : 'down']));
    const ready = results.every(Boolean);
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', checks });
  });
}
