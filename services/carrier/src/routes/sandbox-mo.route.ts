import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MoRequest, MoResponse } from '../contract';
import { receiveMo } from '../use-cases/receive-mo';
import type { RouteOptions } from './route-options';

/** POST /sandbox/mo: a subscriber sends an SMS or USSD message to the service (e.g. STOP). */
export const sandboxMoRoute: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.post('/mo', { schema: { body: MoRequest, response: { 200: MoResponse } } }, async (request) => receiveMo(ctx, request.body));
};
