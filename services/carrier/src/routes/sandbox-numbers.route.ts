import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NumberState, SandboxNumberParams, SetNumberRequest } from '../contract';
import { numberState } from '../use-cases/number-state';
import { updateNumber } from '../use-cases/update-number';
import type { RouteOptions } from './route-options';

/** GET and PUT /sandbox/numbers/:msisdn: a number's balance, content block and bar. */
export const sandboxNumbersRoute: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.get('/numbers/:msisdn', { schema: { params: SandboxNumberParams, response: { 200: NumberState } } }, async (request) =>
    numberState(ctx.store.number(request.params.msisdn)),
  );

  app.put('/numbers/:msisdn', { schema: { params: SandboxNumberParams, body: SetNumberRequest, response: { 200: NumberState } } }, async (request) =>
    updateNumber(ctx, request.params.msisdn, request.body),
  );
};
