import type { HttpApp } from '@grtv/kit';
import { maskMsisdn } from '@grtv/machines';
import { z } from 'zod';
import type { ApiContext } from '../api-context';
import { issueHeToken } from './he-token';
import { readHeaderNumber } from './read-header-number';

const HeResponse = z.object({ he_token: z.string().nullable(), msisdn_masked: z.string().nullable() });

/**
 * GET /api/auth/he: when the carrier's network supplied this phone's number (header enrichment),
 * a short-lived signed token of it for the subscribe flow (the SPEC's HE_token). Never the number itself.
 */
export async function heRoute(app: HttpApp, { ctx }: { ctx: ApiContext }): Promise<void> {
  app.get('/api/auth/he', { schema: { response: { 200: HeResponse } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const msisdn = readHeaderNumber(request, ctx.config.HE_HEADER, ctx.config.TRUSTED_PROXIES);
    if (!msisdn) return { he_token: null, msisdn_masked: null };
    return { he_token: issueHeToken(msisdn, ctx.config.HE_TOKEN_SECRET, ctx.config.HE_TOKEN_TTL_SECONDS), msisdn_masked: maskMsisdn(msisdn) };
  });
}
