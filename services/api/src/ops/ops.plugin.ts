import fastifyBasicAuth from '@fastify/basic-auth';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import type { HttpApp } from '@grtv/kit';
import { normaliseMsisdn } from '@grtv/machines';
import type { Queue } from 'bullmq';
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { ApiContext } from '../api-context';
import { renderSubscriberPage } from './render-subscriber-page';

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * /ops: behind ops credentials (OPS_USER / OPS_PASSWORD, HTTP basic auth). bull-board for every
 * billing queue (inspect, retry, promote, clean) and a subscriber look-up by number.
 */
export async function opsPlugin(app: HttpApp, { ctx, queues }: { ctx: ApiContext; queues: Queue[] }): Promise<void> {
  await app.register(fastifyBasicAuth, {
    authenticate: { realm: 'GRTV ops' },
    validate: async (user, password) => {
      if (!(same(user, ctx.config.OPS_USER) && same(password, ctx.config.OPS_PASSWORD))) throw new Error('Wrong ops credentials.');
    },
  });
  app.addHook('onRequest', app.basicAuth);
  // bull-board's UI needs inline styles and scripts: a looser policy for /ops only.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; frame-ancestors 'none'");
    reply.header('cache-control', 'no-store');
  });

  const board = new FastifyAdapter();
  createBullBoard({ queues: queues.map((queue) => new BullMQAdapter(queue)), serverAdapter: board });
  board.setBasePath('/ops/queues');
  await app.register(board.registerPlugin() as never, { prefix: '/queues' });

  const Lookup = z.object({ msisdn: z.string().max(32).optional() });
  const lookUp = async (raw: string | undefined) => {
    if (!raw) return { msisdn: null, history: null, error: null };
    const number = normaliseMsisdn(raw);
    if (!number.ok) return { msisdn: raw, history: null, error: number.message };
    return { msisdn: number.msisdn, history: await ctx.billing.history(number.msisdn), error: null };
  };
  app.get('/subscribers', { schema: { querystring: Lookup } }, async (request, reply) => {
    const found = await lookUp(request.query.msisdn);
    return reply.type('text/html; charset=utf-8').send(renderSubscriberPage(found.msisdn, found.history, found.error));
  });
  app.get('/api/subscribers', { schema: { querystring: Lookup } }, async (request, reply) => {
    const found = await lookUp(request.query.msisdn);
    if (found.error) return reply.status(400).send({ code: 'BAD_REQUEST', message: found.error });
    return found.history ?? { subscriptions: [], events: [] };
  });
  app.get('/', async (_request, reply) => reply.redirect('/ops/subscribers'));
}
