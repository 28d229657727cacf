import type { HttpApp } from '@grtv/kit';
import { ApiError, SearchRequest, SearchResponse, type SearchScope } from '@grtv/machines';
import type { ApiContext } from '../api-context';

const SCOPES: Array<[path: string, scope: SearchScope]> = [
  ['/api/search', 'all'],
  ['/api/search/category', 'category'],
  ['/api/search/channels', 'channels'],
  ['/api/search/shows', 'shows'],
  ['/api/search/videos', 'videos'],
  ['/api/search/episodes', 'episodes'],
];

/** SPEC section 7: /api/search and its five scoped variants, same payload. */
export async function searchRoutes(app: HttpApp, { ctx }: { ctx: ApiContext }): Promise<void> {
  for (const [path, scope] of SCOPES) {
    app.post(path, { schema: { body: SearchRequest, response: { 200: SearchResponse, 400: ApiError } } }, async (request) =>
      ctx.content.post<SearchResponse>('/search', { ...request.body, scope }),
    );
  }
}
