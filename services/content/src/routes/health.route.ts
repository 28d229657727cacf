import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteOptions } from './route-deps';

/** GET healthz (the process answers) and readyz (the database answers too). */
export const healthRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { deps }) => {
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ ok: true }));
  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await deps.db.execute(sql`select 1`);
      return reply.send({ ok: true });
    } catch {
      return reply.status(503).send({ code: 'NOT_READY', message: 'The content database does not answer.' });
    }
  });
};
