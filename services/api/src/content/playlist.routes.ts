import type { HttpApp } from '@grtv/kit';
import { ApiError, PlaylistChangeResponse, PlaylistItem, PlaylistRequest, PlaylistResponse, PlaylistStatusRequest, PlaylistStatusResponse } from '@grtv/machines';
import type { ApiContext } from '../api-context';
import { requireCsrf } from '../security/security.plugin';
import { requireUser } from '../sessions/require-user';

/**
 * SPEC section 7: My List. Stored per user by the content host; the API names the user with a
 * short-lived bearer token from the session, so one user can never read or change another's list.
 */
export async function playlistRoutes(app: HttpApp, { ctx }: { ctx: ApiContext }): Promise<void> {
  const errors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError };
  app.post('/api/playlist', { schema: { body: PlaylistRequest, response: { 200: PlaylistResponse, ...errors } } }, async (request) => {
    const user = requireUser(request);
    const { page, limit } = request.body;
    return ctx.content.postAsUser<PlaylistResponse>(user.userId, '/playlist', { ...request.body, offset: (page - 1) * limit });
  });
  app.post('/api/playlist/status', { schema: { body: PlaylistStatusRequest, response: { 200: PlaylistStatusResponse, ...errors } } }, async (request) =>
    ctx.content.postAsUser<PlaylistStatusResponse>(requireUser(request).userId, '/playlist/status', request.body),
  );
  for (const change of ['add', 'remove'] as const) {
    app.post(
      `/api/playlist/${change}`,
      { onRequest: requireCsrf(app), schema: { body: PlaylistItem, response: { 200: PlaylistChangeResponse, ...errors } } },
      async (request) => ctx.content.postAsUser<PlaylistChangeResponse>(requireUser(request).userId, `/playlist/${change}`, request.body),
    );
  }
}
