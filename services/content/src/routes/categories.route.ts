import { CategoriesResponse, CategoryVideosRequest, EmptyBody, PageLimit, PageNumber, Slug, SlugsResponse, VideoList } from '@grtv/machines';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getCategoryVideos } from '../catalogue/get-category-videos';
import { listChannelCategories } from '../catalogue/list-channel-categories';
import { listSlugs } from '../catalogue/list-slugs';
import { ContentErrors } from '../errors';
import { CATALOGUE_CACHE, useCacheControl } from './cache-control';
import type { RouteOptions } from './route-deps';

const ChannelParams = z.object({ channel: Slug });
const ChannelLimitParams = z.object({ channel: Slug, limit: z.coerce.number().pipe(z.number().int().min(1).max(100)) });
const CategoryPageParams = z.object({
  channel: Slug,
  category: Slug,
  page: z.coerce.number().pipe(PageNumber),
  limit: z.coerce.number().pipe(PageLimit),
});

/** Second API: categories/slugs, list/categories/{channel}[/{limit}], list/category/{channel}/{category}/{page}/{limit}; and POST categories/videos. */
export const categoriesRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { deps }) => {
  useCacheControl(app, CATALOGUE_CACHE);
  const channelCategories = async (channel: string, limit?: number) => {
    const categories = await listChannelCategories(deps.db, channel, limit);
    if (!categories) throw ContentErrors.notFound(`There is no channel "${channel}".`);
    return { categories };
  };
  const categoryVideos = async (input: { channel: string; category: string; page: number; limit: number }) => {
    const list = await getCategoryVideos(deps.db, input);
    if (!list) throw ContentErrors.notFound(`There is no category "${input.category}" in channel "${input.channel}".`);
    return list;
  };
  app.post('/categories/slugs', { schema: { body: EmptyBody, response: { 200: SlugsResponse } } }, async () => ({ slugs: await listSlugs(deps.db, 'categories') }));
  app.get('/list/categories/:channel', { schema: { params: ChannelParams, response: { 200: CategoriesResponse } } }, (request) => channelCategories(request.params.channel));
  // SPEC: GET list/categories/{channel}/6 — 6 categories per channel (section 9); any limit 1..100 works.
  app.get('/list/categories/:channel/:limit', { schema: { params: ChannelLimitParams, response: { 200: CategoriesResponse } } }, (request) =>
    channelCategories(request.params.channel, request.params.limit),
  );
  app.get('/list/category/:channel/:category/:page/:limit', { schema: { params: CategoryPageParams, response: { 200: VideoList } } }, (request) => categoryVideos(request.params));
  app.post('/categories/videos', { schema: { body: CategoryVideosRequest, response: { 200: VideoList } } }, (request) => categoryVideos(request.body));
};
