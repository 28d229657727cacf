import type { HttpApp } from '@grtv/kit';
import { ApiError, CategoryVideosRequest, EpisodePage, EpisodesSeasonRequest, VideoList } from '@grtv/machines';
import type { ApiContext } from '../api-context';

/** SPEC section 7: /api/episodes/season and /api/categories/videos, paged lists from the content host. */
export async function catalogueListRoutes(app: HttpApp, { ctx }: { ctx: ApiContext }): Promise<void> {
  app.post('/api/episodes/season', { schema: { body: EpisodesSeasonRequest, response: { 200: EpisodePage, 400: ApiError, 404: ApiError } } }, async (request) =>
    ctx.content.post<EpisodePage>('/episodes/season', request.body),
  );
  app.post('/api/categories/videos', { schema: { body: CategoryVideosRequest, response: { 200: VideoList, 400: ApiError, 404: ApiError } } }, async (request) => {
    const { channel, category, page, limit } = request.body;
    return ctx.content.get<VideoList>(`/list/category/${channel}/${category}/${page}/${limit}`);
  });
}
