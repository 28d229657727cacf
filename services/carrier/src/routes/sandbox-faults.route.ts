import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FaultSettings, FaultState } from '../contract';
import type { SandboxRouteOptions } from './route-options';

/** GET, PUT and DELETE /sandbox/faults: seeded fault injection on the gateway endpoints. */
export const sandboxFaultsRoute: FastifyPluginAsyncZod<SandboxRouteOptions> = async (app, { faults }) => {
  app.get('/faults', { schema: { response: { 200: FaultState } } }, async () => faults.state());

  app.put('/faults', { schema: { body: FaultSettings, response: { 200: FaultState } } }, async (request) => {
    const state = faults.set(request.body);
    request.log.info({ settings: state.settings, seed: state.seed }, 'faults set');
    return state;
  });

  app.delete('/faults', { schema: { response: { 200: FaultState } } }, async () => faults.clear());
};
