import {
  CategoryLinksRequest,
  CategoryLinksResponse,
  EmptyBody,
  LiveCategoriesResponse,
  LiveCategoryRequest,
  LiveCategoryResponse,
  LiveData,
  LiveHeaderResponse,
  LiveLinksResponse,
} from '@grtv/machines';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContentErrors } from '../errors';
import { getLiveCategory } from '../live/get-live-category';
import { getLiveData } from '../live/get-live-data';
import { getLiveHeader } from '../live/get-live-header';
import { listCategoryLiveLinks } from '../live/list-category-live-links';
import { listLiveCategories } from '../live/list-live-categories';
import { listLiveLinks } from '../live/list-live-links';
import { CATALOGUE_CACHE, useCacheControl } from './cache-control';
import type { RouteOptions } from './route-deps';

/** Second API: POST live/live-header, live/live-links, live/live-categories, live/live-category, live/category/live-links; GET live for all at once. */
export const liveRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { deps }) => {
  useCacheControl(app, CATALOGUE_CACHE);
  const now = () => deps.clock.now();
  app.get('/live', { schema: { response: { 200: LiveData } } }, async () => {
    const data = await getLiveData(deps.db, now());
    if (!data) throw ContentErrors.notFound('Live TV is not set up yet.');
    return data;
  });
  app.post('/live/live-header', { schema: { body: EmptyBody, response: { 200: LiveHeaderResponse } } }, async () => {
    const header = await getLiveHeader(deps.db);
    if (!header) throw ContentErrors.notFound('Live TV is not set up yet.');
    return { live_header: header };
  });
  app.post('/live/live-links', { schema: { body: EmptyBody, response: { 200: LiveLinksResponse } } }, async () => ({ live_links: await listLiveLinks(deps.db, now()) }));
  app.post('/live/live-categories', { schema: { body: EmptyBody, response: { 200: LiveCategoriesResponse } } }, async () => ({
    live_categories: await listLiveCategories(deps.db),
  }));
  app.post('/live/live-category', { schema: { body: LiveCategoryRequest, response: { 200: LiveCategoryResponse } } }, async (request) => {
    const category = await getLiveCategory(deps.db, request.body.category_slug, now());
    if (!category) throw ContentErrors.notFound(`There is no live category "${request.body.category_slug}".`);
    return category;
  });
  app.post('/live/category/live-links', { schema: { body: CategoryLinksRequest, response: { 200: CategoryLinksResponse } } }, async (request) => {
    const links = await listCategoryLiveLinks(deps.db, request.body.category_id, now());
    if (!links) throw ContentErrors.notFound(`There is no live category with id "${request.body.category_id}".`);
    return { category_links: links };
  });
};
