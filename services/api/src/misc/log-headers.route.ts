import type { HttpApp } from '@grtv/kit';
import { LogHeadersRequest, LogHeadersResponse, maskMsisdn } from '@grtv/machines';
import type { ApiContext } from '../api-context';
import { readHeaderNumber } from '../auth/read-header-number';

const SECRET_HEADERS = new Set(['cookie', 'authorization', 'x-csrf-token']);
const mask = (text: string) => text.replace(/27\d{9}/g, (m) => maskMsisdn(m));

/**
 * POST /api/log-headers: the test headers page posts the headers it has; the answer shows what
 * this server received on the same request (masked), and whether the carrier's number header
 * came through a trusted proxy. For checking header enrichment on a real phone.
 */
export async function logHeadersRoute(app: HttpApp, { ctx }: { ctx: ApiContext }): Promise<void> {
  app.post('/api/log-headers', { config: { rateLimit: { max: 30, timeWindow: 60_000 } }, schema: { body: LogHeadersRequest, response: { 200: LogHeadersResponse } } }, async (request) => {
    const received = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([name]) => !SECRET_HEADERS.has(name))
        .map(([name, value]) => [name, mask(String(value))]),
    );
    const fromHeader = readHeaderNumber(request, ctx.config.HE_HEADER, ctx.config.TRUSTED_PROXIES);
    request.log.info({ posted: Object.keys(request.body.headers), received: Object.keys(received) }, 'headers page');
    return { received, he_msisdn_masked: fromHeader ? maskMsisdn(fromHeader) : null };
  });
}
