import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { ContentErrors } from '../errors';
import { getImageSubject } from '../images/get-image-subject';
import { IMAGE_KINDS } from '../images/image-path';
import { renderImageSvg } from '../images/render-image-svg';
import type { RouteOptions } from './route-deps';

const ImageParams = z.object({
  kind: z.enum(IMAGE_KINDS),
  file: z.string().regex(/^[a-z0-9][a-z0-9-]{0,159}\.svg$/, 'An image is <slug>.svg.'),
});

/** A day fresh, a week usable while revalidating: titles and colours rarely change. */
const IMAGE_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

/**
 * GET images/{kind}/{slug}.svg: posters, thumbnails, logos and slides drawn on the fly from the
 * item's title and colour (nothing fetched from the internet), with an ETag so a phone that has
 * one pays only for a 304.
 */
export const imagesRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { deps }) => {
  app.get('/images/:kind/:file', { schema: { params: ImageParams } }, async (request, reply) => {
    const key = request.params.file.slice(0, -'.svg'.length);
    const subject = await getImageSubject(deps.db, request.params.kind, key);
    if (!subject) throw ContentErrors.notFound(`There is no ${request.params.kind} image "${key}".`);
    const svg = renderImageSvg(request.params.kind, key, subject);
    const etag = `"${createHash('sha1').update(svg).digest('base64url').slice(0, 20)}"`;
    reply.header('cache-control', IMAGE_CACHE).header('etag', etag).header('access-control-allow-origin', '*');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(svg);
  });
};
