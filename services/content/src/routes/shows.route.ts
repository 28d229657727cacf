import { EmptyBody, EpisodePage, EpisodeResponse, EpisodesSeasonRequest, ShowResponse, SlugRequest, SlugsResponse } from '@grtv/machines';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getEpisode } from '../catalogue/get-episode';
import { getSeasonEpisodes } from '../catalogue/get-season-episodes';
import { getShow } from '../catalogue/get-show';
import { listSlugs } from '../catalogue/list-slugs';
import { ContentErrors } from '../errors';
import { CATALOGUE_CACHE, useCacheControl } from './cache-control';
import type { RouteOptions } from './route-deps';

/** SPEC: POST shows/slugs, show {slug}, episodes/slugs, episode {slug}, episodes/season {season_id, page, limit}. */
export const showsRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { deps }) => {
  useCacheControl(app, CATALOGUE_CACHE);
  app.post('/shows/slugs', { schema: { body: EmptyBody, response: { 200: SlugsResponse } } }, async () => ({ slugs: await listSlugs(deps.db, 'shows') }));
  app.post('/show', { schema: { body: SlugRequest, response: { 200: ShowResponse } } }, async (request) => {
    const show = await getShow(deps.db, request.body.slug);
    if (!show) throw ContentErrors.notFound(`There is no show "${request.body.slug}".`);
    return { show };
  });
  app.post('/episodes/slugs', { schema: { body: EmptyBody, response: { 200: SlugsResponse } } }, async () => ({ slugs: await listSlugs(deps.db, 'episodes') }));
  app.post('/episode', { schema: { body: SlugRequest, response: { 200: EpisodeResponse } } }, async (request) => {
    const episode = await getEpisode(deps.db, request.body.slug);
    if (!episode) throw ContentErrors.notFound(`There is no episode "${request.body.slug}".`);
    return { episode };
  });
  app.post('/episodes/season', { schema: { body: EpisodesSeasonRequest, response: { 200: EpisodePage } } }, async (request) => {
    const page = await getSeasonEpisodes(deps.db, { seasonId: request.body.season_id, page: request.body.page, limit: request.body.limit });
    if (!page) throw ContentErrors.notFound(`There is no season "${request.body.season_id}".`);
    return page;
  });
};
