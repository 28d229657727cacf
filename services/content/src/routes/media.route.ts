import { verifyMediaSignature } from '@grtv/kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ContentErrors } from '../errors';
import { serveMedia } from '../media/serve-media';
import type { RouteOptions } from './route-deps';

const MediaParams = z.object({
  exp: z.string().max(20),
  sig: z.string().max(200),
  asset: z.string().max(200),
  '*': z.string().max(300),
});

/**
 * GET media/s/{exp}/{sig}/{asset}/{file}: HLS playlists and segments behind signed, expiring
 * paths (kit's signMediaPath). Players resolve relative URIs, so every rendition and segment
 * carries the same signature. Readable from any origin: the web app may sit elsewhere.
 */
export const mediaRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { deps }) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('access-control-allow-origin', '*');
    if (reply.statusCode >= 400) reply.header('cache-control', 'no-store');
    return payload;
  });
  app.get('/media/s/:exp/:sig/:asset/*', { schema: { params: MediaParams } }, async (request, reply) => {
    const { exp, sig, asset } = request.params;
    const nowMs = deps.clock.now();
    if (!/^\d{1,12}$/.test(exp)) throw ContentErrors.mediaLinkInvalid();
    const check = verifyMediaSignature(asset, Number(exp), sig, deps.config.mediaSigningSecret, nowMs);
    if (!check.ok) throw check.reason === 'expired' ? ContentErrors.mediaLinkExpired() : ContentErrors.mediaLinkInvalid();
    const answer = await serveMedia({ db: deps.db, store: deps.mediaStore }, { asset, file: request.params['*'], nowMs });
    switch (answer.kind) {
      case 'not-found':
        throw ContentErrors.notFound(answer.message);
      case 'unavailable':
        throw ContentErrors.mediaUnavailable();
      case 'text':
        return reply.header('cache-control', answer.cacheControl).type(answer.contentType).send(answer.body);
      case 'stream':
        return reply
          .header('cache-control', answer.cacheControl)
          .header('content-length', answer.size)
          .type(answer.contentType)
          .send(deps.mediaStore.stream(answer.asset, answer.file));
    }
  });
};
