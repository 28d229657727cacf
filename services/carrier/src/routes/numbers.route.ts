import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContentBlockRequest, ContentBlockResponse, NumberParams, NumberStatus, NumberStatusQuery } from '../contract';
import { unwrap } from '../errors';
import { allowContent } from '../use-cases/allow-content';
import { getNumberStatus } from '../use-cases/get-number-status';
import type { RouteOptions } from './route-options';

/** GET /v1/numbers/:msisdn/status and PUT /v1/numbers/:msisdn/content-block. */
export const numbersRoute: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.get(
    '/numbers/:msisdn/status',
    { config: { endpoint: 'status' }, schema: { params: NumberParams, querystring: NumberStatusQuery, response: { 200: NumberStatus } } },
    async (request) => unwrap(getNumberStatus(ctx, request.params.msisdn, request.query.service_key)),
  );

  app.put(
    '/numbers/:msisdn/content-block',
    { config: { endpoint: 'content_block' }, schema: { params: NumberParams, body: ContentBlockRequest, response: { 200: ContentBlockResponse } } },
    async (request) => unwrap(allowContent(ctx, request.params.msisdn, request.body.service_key)),
  );
};
