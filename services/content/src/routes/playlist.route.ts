import { HostPlaylistRequest, PlaylistChangeResponse, PlaylistItem, PlaylistResponse, PlaylistStatusRequest, PlaylistStatusResponse } from '@grtv/machines';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContentErrors } from '../errors';
import { addPlaylistItem } from '../playlist/add-playlist-item';
import { isInPlaylist } from '../playlist/is-in-playlist';
import { listPlaylist } from '../playlist/list-playlist';
import { readBearerUser } from '../playlist/read-bearer-user';
import { removePlaylistItem } from '../playlist/remove-playlist-item';
import { resolvePlaylistItem } from '../playlist/resolve-playlist-item';
import { PRIVATE_NO_STORE, useCacheControl } from './cache-control';
import type { RouteOptions } from './route-deps';

declare module 'fastify' {
  interface FastifyRequest {
    /** The My List owner, from the bearer token (set by the playlist routes' onRequest hook). */
    playlistUser?: string;
  }
}

/**
 * My List (SPEC playlist), one user's at a time: POST playlist {channel, page, limit, offset},
 * playlist/status, playlist/add, playlist/remove, each with `Authorization: Bearer <token>`.
 */
export const playlistRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { deps }) => {
  useCacheControl(app, PRIVATE_NO_STORE);
  // Before the body is read: a request without a valid token learns nothing else.
  app.addHook('onRequest', async (request) => {
    const user = readBearerUser(request.headers.authorization, deps.config.contentTokenSecret, deps.clock.now());
    if (!user) throw ContentErrors.sessionRequired();
    request.playlistUser = user;
  });
  const userOf = (request: { playlistUser?: string }) => {
    if (!request.playlistUser) throw ContentErrors.sessionRequired();
    return request.playlistUser;
  };
  const resolve = async (item: PlaylistItem) => {
    const resolved = await resolvePlaylistItem(deps.db, item);
    if (!resolved.ok) throw ContentErrors.notFound(resolved.message);
    return resolved.item;
  };

  app.post('/playlist', { schema: { body: HostPlaylistRequest.optional(), response: { 200: PlaylistResponse } } }, async (request) => {
    const body = request.body ?? HostPlaylistRequest.parse({});
    const list = await listPlaylist(deps.db, { userId: userOf(request), ...body });
    if (!list) throw ContentErrors.notFound(`There is no channel "${body.channel}".`);
    return list;
  });
  app.post('/playlist/status', { schema: { body: PlaylistStatusRequest, response: { 200: PlaylistStatusResponse } } }, async (request) => {
    const item = await resolve(request.body);
    return { status: await isInPlaylist(deps.db, userOf(request), item.itemKey) };
  });
  app.post('/playlist/add', { schema: { body: PlaylistItem, response: { 200: PlaylistChangeResponse } } }, async (request) => {
    const item = await resolve(request.body);
    await addPlaylistItem(deps.db, userOf(request), item, deps.clock.now());
    return { status: true };
  });
  app.post('/playlist/remove', { schema: { body: PlaylistItem, response: { 200: PlaylistChangeResponse } } }, async (request) => {
    const item = await resolve(request.body);
    await removePlaylistItem(deps.db, userOf(request), item.itemKey);
    return { status: false };
  });
};
