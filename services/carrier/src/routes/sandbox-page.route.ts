import { normaliseMsisdn } from '@grtv/machines';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderSandboxPage } from '../sandbox-page/render-sandbox-page';
import { numberState } from '../use-cases/number-state';
import type { SandboxRouteOptions } from './route-options';

const PageQuery = z.object({ msisdn: z.string().max(32).optional() });

/** GET /sandbox: a page a person reads their OTP on (phone-sized, dark, refreshes itself). */
export const sandboxPageRoute: FastifyPluginAsyncZod<SandboxRouteOptions> = async (app, { ctx, faults }) => {
  app.get('/', { schema: { querystring: PageQuery } }, async (request, reply) => {
    const input = request.query.msisdn?.trim() ?? '';
    // People type spaces, dashes and brackets; the SPEC's rule only trims, so drop them first.
    const normalised = input ? normaliseMsisdn(input.replace(/[\s()-]/g, '')) : undefined;
    const msisdn = normalised?.ok ? normalised.msisdn : null;
    const inboxes = ctx.store.inboxes().filter((box) => msisdn === null || box.msisdn === msisdn);
    // One number shows its state even when never set up (the defaults a person would meet).
    const numbers = msisdn === null ? ctx.store.numbers().map(numberState) : [numberState(ctx.store.number(msisdn))];
    const charges = ctx.store
      .charges(msisdn === null ? {} : { msisdn })
      .slice(-20)
      .reverse();
    const html = renderSandboxPage({
      inboxes: msisdn === null ? inboxes.slice(0, 20) : inboxes,
      numbers,
      charges,
      filter: { input, msisdn, invalid: normalised !== undefined && !normalised.ok },
      faultsActive: faults.state().active,
    });
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
};
