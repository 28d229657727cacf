import type { HttpApp } from '@grtv/kit';
import { ApiError, DcbProtectRequest, DcbProtectResponse, TransactionId } from '@grtv/machines';
import { z } from 'zod';
import type { ApiContext } from '../api-context';
import { carrierCall } from '../auth/check-status';
import { ApiErrors } from '../errors';

/**
 * POST /api/dcbprotect/getDCBProtectScript: the carrier's anti-fraud script and token for a
 * transaction. The script is also served at /api/dcbprotect/script/<transaction>.js so the page
 * can load it from its own origin (the content security policy allows no inline scripts).
 */
export async function dcbProtectRoutes(app: HttpApp, { ctx }: { ctx: ApiContext }): Promise<void> {
  const scriptKey = (transactionId: string) => `${ctx.config.REDIS_PREFIX}:protect-script:${transactionId}`;
  app.post('/api/dcbprotect/getDCBProtectScript', { schema: { body: DcbProtectRequest, response: { 200: DcbProtectResponse, 400: ApiError, 502: ApiError } } }, async (request) => {
    const protect = await carrierCall(() => ctx.carrier.protectScript(request.body.transaction_id));
    await ctx.redis.set(scriptKey(protect.transactionId), protect.script, 'EX', 900);
    return { s: protect.script, transaction_id: protect.transactionId, t: protect.token };
  });
  app.get('/api/dcbprotect/script/:file', { schema: { params: z.object({ file: z.string().regex(/^[A-Za-z0-9_-]+\.js$/) }) } }, async (request, reply) => {
    const transactionId = TransactionId.parse(request.params.file.replace(/\.js$/, ''));
    const script = await ctx.redis.get(scriptKey(transactionId));
    if (!script) throw ApiErrors.notFound('This security script has expired. Please reload the page.');
    return reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-store').send(script);
  });
}
