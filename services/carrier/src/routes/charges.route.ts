import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChargeLookupParams, ChargeLookupResponse, ChargeRequest, ChargeResponse } from '../contract';
import { unwrap } from '../errors';
import { chargeSubscription } from '../use-cases/charge-subscription';
import { lookupCharges } from '../use-cases/lookup-charges';
import type { RouteOptions } from './route-options';

/** POST /v1/charges (not idempotent) and GET /v1/charges/:transaction_id. */
export const chargesRoute: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.post(
    '/charges',
    { config: { endpoint: 'charge' }, schema: { body: ChargeRequest, response: { 200: ChargeResponse } } },
    async (request) => unwrap(chargeSubscription(ctx, request.body)),
  );

  app.get(
    '/charges/:transaction_id',
    { config: { endpoint: 'charge_lookup' }, schema: { params: ChargeLookupParams, response: { 200: ChargeLookupResponse } } },
    async (request) => lookupCharges(ctx, request.params.transaction_id),
  );
};
