import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProtectScriptRequest, ProtectScriptResponse } from '../contract';
import { issueProtectScript } from '../use-cases/issue-protect-script';
import type { RouteOptions } from './route-options';

/** POST /v1/protect/script: the anti-fraud script and token of a transaction. */
export const protectRoute: FastifyPluginAsyncZod<RouteOptions> = async (app, { ctx }) => {
  app.post(
    '/protect/script',
    { config: { endpoint: 'protect' }, schema: { body: ProtectScriptRequest, response: { 200: ProtectScriptResponse } } },
    async (request) => issueProtectScript(ctx, request.body.transaction_id),
  );
};
