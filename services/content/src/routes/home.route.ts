import { CarouselsResponse, CategoriesResponse, HomeData, SlidesResponse } from '@grtv/machines';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getHome } from '../catalogue/get-home';
import { listCarousels } from '../catalogue/list-carousels';
import { listHomeCategories } from '../catalogue/list-home-categories';
import { listHomeSlides } from '../catalogue/list-home-slides';
import { CATALOGUE_CACHE, useCacheControl } from './cache-control';
import type { RouteOptions } from './route-deps';

/** The home screen: SPEC's home/slides, home/carousels, home/categories, and all of them at once. */
export const homeRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { deps }) => {
  useCacheControl(app, CATALOGUE_CACHE);
  app.get('/home', { schema: { response: { 200: HomeData } } }, () => getHome(deps.db));
  app.get('/home/slides', { schema: { response: { 200: SlidesResponse } } }, async () => ({ slides: await listHomeSlides(deps.db) }));
  app.get('/home/carousels', { schema: { response: { 200: CarouselsResponse } } }, async () => ({ carousels: (await listCarousels(deps.db, null)) ?? [] }));
  app.get('/home/categories', { schema: { response: { 200: CategoriesResponse } } }, async () => ({ categories: await listHomeCategories(deps.db) }));
};
