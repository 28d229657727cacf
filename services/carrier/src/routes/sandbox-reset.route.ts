import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ResetResponse } from '../contract';
import type { SandboxRouteOptions } from './route-options';

/** POST /sandbox/reset: forgets every number, OTP, subscription, charge, message, notification and fault. */
export const sandboxResetRoute: FastifyPluginAsyncZod<SandboxRouteOptions> = async (app, { ctx, faults }) => {
  app.post('/reset', { schema: { response: { 200: ResetResponse } } }, async (request) => {
    ctx.notifier.cancelAll();
    ctx.store.reset();
    faults.clear();
    request.log.info('sandbox reset');
    return { reset: true as const };
  });
};
