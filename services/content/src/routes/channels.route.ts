import { CarouselsResponse, ChannelResponse, ChannelsResponse, ChannelTitlesRequest, ChannelTitlesResponse, EmptyBody, SlugRequest, SlugsResponse } from '@grtv/machines';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getChannel } from '../catalogue/get-channel';
import { getChannelTitles } from '../catalogue/get-channel-titles';
import { listCarousels } from '../catalogue/list-carousels';
import { listChannels } from '../catalogue/list-channels';
import { listSlugs } from '../catalogue/list-slugs';
import { ContentErrors } from '../errors';
import { CATALOGUE_CACHE, useCacheControl } from './cache-control';
import type { RouteOptions } from './route-deps';

const noChannel = (slug: string) => ContentErrors.notFound(`There is no channel "${slug}".`);

/** SPEC: POST channels, channels/slugs, channel {slug}, channel/titles {slug, limit=6}, channel/carousels {slug}. */
export const channelsRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { deps }) => {
  useCacheControl(app, CATALOGUE_CACHE);
  app.post('/channels', { schema: { body: EmptyBody, response: { 200: ChannelsResponse } } }, async () => ({ channels: await listChannels(deps.db) }));
  app.post('/channels/slugs', { schema: { body: EmptyBody, response: { 200: SlugsResponse } } }, async () => ({ slugs: await listSlugs(deps.db, 'channels') }));
  app.post('/channel', { schema: { body: SlugRequest, response: { 200: ChannelResponse } } }, async (request) => {
    const channel = await getChannel(deps.db, request.body.slug);
    if (!channel) throw noChannel(request.body.slug);
    return { channel };
  });
  app.post('/channel/titles', { schema: { body: ChannelTitlesRequest, response: { 200: ChannelTitlesResponse } } }, async (request) => {
    const titles = await getChannelTitles(deps.db, request.body.slug, request.body.limit);
    if (!titles) throw noChannel(request.body.slug);
    return { titles };
  });
  app.post('/channel/carousels', { schema: { body: SlugRequest, response: { 200: CarouselsResponse } } }, async (request) => {
    const carousels = await listCarousels(deps.db, request.body.slug);
    if (!carousels) throw noChannel(request.body.slug);
    return { carousels };
  });
};
