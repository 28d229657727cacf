import { AppError, type HttpApp } from '@grtv/kit';
import {
  ApiError,
  CarouselsResponse,
  CategoriesResponse,
  ChannelResponse,
  ChannelsResponse,
  ChannelTitlesResponse,
  EpisodePage,
  EpisodeResponse,
  HomeData,
  LiveCategoryResponse,
  LiveData,
  LiveLinksResponse,
  PageLimit,
  PageNumber,
  PrivacyPolicyResponse,
  ShowResponse,
  Slug,
  TermsResponse,
  VideoList,
  VideoResponse,
  VideosResponse,
} from '@grtv/machines';
import { z } from 'zod';
import type { ApiContext } from '../api-context';
import { ApiErrors } from '../errors';
import { nearbyEpisodes } from './nearby-episodes';
import { CategoryPage, ChannelPage, EpisodeScreen, LiveChannelPage, ShowPage, VideoScreen } from '@grtv/machines';

/** Public catalogue reads: the same for everyone and fine a minute stale, so phones and proxies may keep them. */
export const PAGE_CACHE = 'public, max-age=60';

/** SPEC section 9: a channel page shows six titles and six categories. */
const CHANNEL_TITLES = 6;
const CHANNEL_CATEGORIES = 6;
/** Videos under a video: more from its category. */
const RELATED_VIDEOS = 8;

const SlugParams = z.object({ slug: Slug });
const number = <T extends z.ZodType<number, number>>(schema: T) => z.coerce.number().pipe(schema);
const ShowQuery = z.object({ season: number(z.number().int().min(1).max(1000)).optional(), limit: number(PageLimit).default(10) });
const EpisodeQuery = z.object({ limit: number(PageLimit).default(10) });
const CategoryQuery = z.object({ channel: Slug.optional(), page: number(PageNumber).default(1), limit: number(PageLimit).default(12) });
const errors = { 400: ApiError, 404: ApiError, 502: ApiError };

/**
 * GET /api/content/*: the read-through routes the web app's page loaders use, one request per
 * screen (the content host's calls for a screen are made here, in parallel where they can be).
 */
export async function contentPageRoutes(app: HttpApp, { ctx }: { ctx: ApiContext }): Promise<void> {
  const { content } = ctx;
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', reply.statusCode < 400 ? PAGE_CACHE : 'no-store');
    return payload;
  });

  app.get('/api/content/home', { schema: { response: { 200: HomeData, ...errors } } }, () => content.get<HomeData>('/home'));

  app.get('/api/content/channels', { schema: { response: { 200: ChannelsResponse, ...errors } } }, () => content.post<ChannelsResponse>('/channels'));

  app.get('/api/content/channels/:slug', { schema: { params: SlugParams, response: { 200: ChannelPage, ...errors } } }, async (request) => {
    const { slug } = request.params;
    const [{ channel }, { titles }, { carousels }, { categories }] = await Promise.all([
      content.post<ChannelResponse>('/channel', { slug }),
      content.post<ChannelTitlesResponse>('/channel/titles', { slug, limit: CHANNEL_TITLES }),
      content.post<CarouselsResponse>('/channel/carousels', { slug }),
      content.get<CategoriesResponse>(`/list/categories/${slug}/${CHANNEL_CATEGORIES}`),
    ]);
    return { channel, titles, carousels, categories };
  });

  app.get('/api/content/shows/:slug', { schema: { params: SlugParams, querystring: ShowQuery, response: { 200: ShowPage, ...errors } } }, async (request) => {
    const { show } = await content.post<ShowResponse>('/show', { slug: request.params.slug });
    const { season: ordinal, limit } = request.query;
    const season = (ordinal === undefined ? show.seasons[0] : show.seasons.find((s) => s.ordinal === ordinal)) ?? null;
    if (ordinal !== undefined && !season) throw ApiErrors.notFound(`${show.title} has no season ${ordinal}.`);
    const episodes = season ? await content.post<EpisodePage>('/episodes/season', { season_id: season.id, page: 1, limit }) : null;
    return { show, season, episodes };
  });

  app.get('/api/content/episodes/:slug', { schema: { params: SlugParams, querystring: EpisodeQuery, response: { 200: EpisodeScreen, ...errors } } }, async (request) => {
    const { episode } = await content.post<EpisodeResponse>('/episode', { slug: request.params.slug });
    const { limit } = request.query;
    // The page of its season that holds it, and a neighbouring page when it sits at an edge, so the
    // screen can show what comes next (and what came before) whatever its ordinal.
    const season = (page: number) => content.post<EpisodePage>('/episodes/season', { season_id: episode.season_id, page, limit });
    const page = Math.max(1, Math.ceil(episode.ordinal / limit));
    const held = await season(page);
    const [before, after] = await Promise.all([
      page > 1 && held.data.length < limit ? season(page - 1) : null,
      page < held.lastPage && episode.ordinal > page * limit - 3 ? season(page + 1) : null,
    ]);
    const pages = [...(before?.data ?? []), ...held.data, ...(after?.data ?? [])];
    return { episode, nearby: nearbyEpisodes(pages, episode.slug, limit) ?? held.data, season_total: held.total };
  });

  app.get('/api/content/videos/:slug', { schema: { params: SlugParams, response: { 200: VideoScreen, ...errors } } }, async (request) => {
    const { slug } = request.params;
    const [{ video }, { videos }] = await Promise.all([
      content.post<VideoResponse>('/video', { slug }),
      content.post<VideosResponse>('/videos/randomCategoryVideos', { slug, limit: RELATED_VIDEOS }),
    ]);
    return { video, related: videos };
  });

  app.get('/api/content/categories/:slug', { schema: { params: SlugParams, querystring: CategoryQuery, response: { 200: CategoryPage, ...errors } } }, async (request) => {
    const { slug } = request.params;
    const { page, limit } = request.query;
    const channel = request.query.channel ?? (await channelOfCategory(ctx, slug));
    const list = await content.get<VideoList>(`/list/category/${channel}/${slug}/${page}/${limit}`);
    return { ...list, channel_slug: channel, category_slug: slug };
  });

  app.get('/api/content/live', { schema: { response: { 200: LiveData, ...errors } } }, () => content.get<LiveData>('/live'));

  app.get('/api/content/live/categories/:slug', { schema: { params: SlugParams, response: { 200: LiveCategoryResponse, ...errors } } }, (request) =>
    content.post<LiveCategoryResponse>('/live/live-category', { category_slug: request.params.slug }),
  );

  app.get('/api/content/live/channels/:slug', { schema: { params: SlugParams, response: { 200: LiveChannelPage, ...errors } } }, async (request) => {
    const { live_links } = await content.post<LiveLinksResponse>('/live/live-links');
    const link = live_links.find((l) => l.slug === request.params.slug);
    if (!link) throw ApiErrors.notFound(`There is no live channel "${request.params.slug}".`);
    return { live_link: link };
  });

  app.get('/api/content/terms', { schema: { response: { 200: TermsResponse, ...errors } } }, () => content.post<TermsResponse>('/terms'));

  app.get('/api/content/privacy-policy', { schema: { response: { 200: PrivacyPolicyResponse, ...errors } } }, () =>
    content.post<PrivacyPolicyResponse>('/privacypolicy'),
  );
}

/**
 * The channel a category belongs to (category slugs are unique across channels): from one of its
 * videos, else by looking through the channels' category lists. A search result names a category
 * without its channel; the content host's list call needs both.
 */
async function channelOfCategory(ctx: ApiContext, category: string): Promise<string> {
  const notFound = () => ApiErrors.notFound(`There is no category "${category}".`);
  const { videos } = await ctx.content.post<VideosResponse>('/videos/slider', { slug: category, limit: 1 }).catch((error: unknown) => {
    throw error instanceof AppError && error.statusCode === 404 ? notFound() : error;
  });
  if (videos[0]) return videos[0].channel_slug;
  const { channels } = await ctx.content.post<ChannelsResponse>('/channels');
  const lists = await Promise.all(channels.map((c) => ctx.content.get<CategoriesResponse>(`/list/categories/${c.slug}`)));
  const found = lists.flatMap((l) => l.categories).find((c) => c.slug === category);
  if (!found) throw notFound();
  return found.channel_slug;
}
