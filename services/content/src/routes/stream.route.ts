import { StreamRequest, StreamResponse } from '@grtv/machines';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHash, timingSafeEqual } from 'node:crypto';
import { ContentErrors } from '../errors';
import { createStreamUrl } from '../media/create-stream-url';
import { PRIVATE_NO_STORE, useCacheControl } from './cache-control';
import type { RouteOptions } from './route-deps';

/** Compares secrets in constant time whatever their lengths (hashes are equal-length). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * POST internal/stream {kind, slug} with `x-internal-key`: the API, having checked entitlement,
 * asks for a signed stream URL. Only the content host holds the media signing secret.
 */
export const streamRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { deps }) => {
  useCacheControl(app, PRIVATE_NO_STORE);
  app.addHook('onRequest', async (request) => {
    const key = request.headers['x-internal-key'];
    if (typeof key !== 'string' || !sameSecret(key, deps.config.internalKey)) throw ContentErrors.internalKeyRequired();
  });
  app.post('/internal/stream', { schema: { body: StreamRequest, response: { 200: StreamResponse } } }, async (request) => {
    const stream = await createStreamUrl(
      { db: deps.db, secret: deps.config.mediaSigningSecret, ttlSeconds: deps.config.streamTtlSeconds },
      { ...request.body, nowMs: deps.clock.now() },
    );
    if (!stream) throw ContentErrors.notFound(`There is no ${request.body.kind} "${request.body.slug}".`);
    return stream;
  });
};
