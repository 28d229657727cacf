import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Inbox, SandboxNumberParams } from '../contract';
import type { RouteOptions } from './route-options';

/** GET /sandbox/sms/:msisdn: a subscriber's SMS inbox, oldest first. */
export const sandboxSmsRoute: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.get('/sms/:msisdn', { schema: { params: SandboxNumberParams, response: { 200: Inbox } } }, async (request) => ({
    msisdn: request.params.msisdn,
    messages: ctx.store.inbox(request.params.msisdn),
  }));
};
