import { EmptyBody, LatestVideosRequest, RandomCategoryVideosRequest, SlugRequest, SlugsResponse, VideoResponse, VideosResponse, VideosSliderRequest } from '@grtv/machines';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getVideo } from '../catalogue/get-video';
import { listLatestVideos } from '../catalogue/list-latest-videos';
import { listRandomCategoryVideos } from '../catalogue/list-random-category-videos';
import { listSliderVideos } from '../catalogue/list-slider-videos';
import { listSlugs } from '../catalogue/list-slugs';
import { ContentErrors } from '../errors';
import { CATALOGUE_CACHE, useCacheControl } from './cache-control';
import type { RouteOptions } from './route-deps';

/** SPEC: POST video/slugs, video {slug}, videos/latest, videos/slider {slug}, videos/randomCategoryVideos {slug}. */
export const videosRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { deps }) => {
  useCacheControl(app, CATALOGUE_CACHE);
  app.post('/video/slugs', { schema: { body: EmptyBody, response: { 200: SlugsResponse } } }, async () => ({ slugs: await listSlugs(deps.db, 'videos') }));
  app.post('/video', { schema: { body: SlugRequest, response: { 200: VideoResponse } } }, async (request) => {
    const video = await getVideo(deps.db, request.body.slug);
    if (!video) throw ContentErrors.notFound(`There is no video "${request.body.slug}".`);
    return { video };
  });
  app.post('/videos/latest', { schema: { body: LatestVideosRequest, response: { 200: VideosResponse } } }, async (request) => ({
    videos: await listLatestVideos(deps.db, request.body?.limit ?? 12),
  }));
  app.post('/videos/slider', { schema: { body: VideosSliderRequest, response: { 200: VideosResponse } } }, async (request) => {
    const videos = await listSliderVideos(deps.db, request.body.slug, request.body.limit);
    if (!videos) throw ContentErrors.notFound(`There is no channel or category "${request.body.slug}".`);
    return { videos };
  });
  app.post('/videos/randomCategoryVideos', { schema: { body: RandomCategoryVideosRequest, response: { 200: VideosResponse } } }, async (request) => {
    const videos = await listRandomCategoryVideos(deps.db, { ...request.body, nowMs: deps.clock.now() });
    if (!videos) throw ContentErrors.notFound(`There is no category or video "${request.body.slug}".`);
    return { videos };
  });
};
