import { SearchRequest, SearchResponse, SearchScope } from '@grtv/machines';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { searchCatalogue } from '../search/search-catalogue';
import { CATALOGUE_CACHE, useCacheControl } from './cache-control';
import type { RouteOptions } from './route-deps';

/** POST search {text, offset, limit, scope?}, and POST search/{category,channels,shows,videos,episodes} as the SPEC's /api paths have them. */
export const searchRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { deps }) => {
  useCacheControl(app, CATALOGUE_CACHE);
  app.post('/search', { schema: { body: SearchRequest, response: { 200: SearchResponse } } }, (request) =>
    searchCatalogue(deps.db, { ...request.body, scope: request.body.scope ?? 'all' }),
  );
  app.post('/search/:scope', { schema: { params: z.object({ scope: SearchScope }), body: SearchRequest, response: { 200: SearchResponse } } }, (request) =>
    searchCatalogue(deps.db, { ...request.body, scope: request.params.scope }),
  );
};
