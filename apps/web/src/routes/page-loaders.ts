import type {
  ChannelsResponse,
  Episode,
  HomeData,
  LiveCategoryResponse,
  LiveData,
  PlaylistResponse,
  PrivacyPolicyResponse,
  SearchResponse,
  TermsResponse,
} from '@grtv/machines';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { postJson } from '../api/http';
import { loadPage, positiveInt } from '../api/load-page';
import type { CategoryPage, ChannelPage, EpisodeScreen, LiveChannelPage, ShowPage, VideoScreen } from '@grtv/machines';
import { itemHref, type PlayableKind } from '../navigation/paths';
import { searchText } from '../search/search-query';

/**
 * The screens' loaders. They live in the entry chunk (a few hundred bytes), not in the screens'
 * lazy chunks, so react-router fetches a screen's data and its code at the same time: one round
 * trip per tap instead of two on a slow connection.
 */

const slugOf = (args: LoaderFunctionArgs) => encodeURIComponent(args.params.slug ?? '');
const notFound = (message: string) => new Response(JSON.stringify({ message }), { status: 404, headers: { 'content-type': 'application/json' } });

/** Page sizes of the paged screens (the first page comes with the screen, more on "Show more"). */
export const EPISODES_PER_PAGE = 10;
export const VIDEOS_PER_PAGE = 12;
export const RESULTS_PER_PAGE = 20;
export const ITEMS_PER_PAGE = 20;

/** Home: slides, carousels, categories and channels, in one request. */
export const homeLoader = ({ request }: LoaderFunctionArgs) => loadPage<HomeData>('/api/content/home', request);

/** /channels (Browse). */
export const channelsLoader = ({ request }: LoaderFunctionArgs) => loadPage<ChannelsResponse>('/api/content/channels', request);

/** /channel/:slug: the channel, six titles, its carousels and six categories. */
export const channelLoader = (args: LoaderFunctionArgs) => loadPage<ChannelPage>(`/api/content/channels/${slugOf(args)}`, args.request);

/** /category/:slug: the first page of a category's videos. */
export const categoryLoader = (args: LoaderFunctionArgs) =>
  loadPage<CategoryPage>(`/api/content/categories/${slugOf(args)}?limit=${VIDEOS_PER_PAGE}`, args.request);

/** /show/:slug?season=N: the show, its seasons, and the first episodes of one season. */
export const showLoader = (args: LoaderFunctionArgs) => {
  const season = new URL(args.request.url).searchParams.get('season');
  const query = season ? `?season=${positiveInt(season, 1)}&limit=${EPISODES_PER_PAGE}` : `?limit=${EPISODES_PER_PAGE}`;
  return loadPage<ShowPage>(`/api/content/shows/${slugOf(args)}${query}`, args.request);
};

/** /episode/:slug: the episode and its neighbours in the season. */
export const episodeLoader = (args: LoaderFunctionArgs) => loadPage<EpisodeScreen>(`/api/content/episodes/${slugOf(args)}`, args.request);

/** /video/:slug: the video and more from its category. */
export const videoLoader = (args: LoaderFunctionArgs) => loadPage<VideoScreen>(`/api/content/videos/${slugOf(args)}`, args.request);

/** /live: the live header, every live channel and the live categories. */
export const liveLoader = ({ request }: LoaderFunctionArgs) => loadPage<LiveData>('/api/content/live', request);

/** /live/category/:slug. */
export const liveCategoryLoader = (args: LoaderFunctionArgs) => loadPage<LiveCategoryResponse>(`/api/content/live/categories/${slugOf(args)}`, args.request);

/** /terms-and-conditions and /privacy-policy. */
export const termsLoader = ({ request }: LoaderFunctionArgs) => loadPage<TermsResponse>('/api/content/terms', request);
export const privacyPolicyLoader = ({ request }: LoaderFunctionArgs) => loadPage<PrivacyPolicyResponse>('/api/content/privacy-policy', request);

export interface SearchPage {
  text: string | null;
  answer: SearchResponse | null;
  message: string | null;
}

/** /search?q=: the first results for the text. */
export async function searchLoader({ request }: LoaderFunctionArgs): Promise<SearchPage> {
  const text = searchText(new URL(request.url).searchParams.get('q') ?? '');
  if (!text) return { text: null, answer: null, message: null };
  try {
    return { text, answer: await postJson<SearchResponse>('/api/search', { text, offset: 0, limit: RESULTS_PER_PAGE }, { signal: request.signal }), message: null };
  } catch (error) {
    if (request.signal.aborted) throw error;
    return { text, answer: null, message: (error as { message?: string }).message ?? 'Search is not available right now.' };
  }
}

export type MyListPage = { signedIn: false } | { signedIn: true; list: PlaylistResponse };

/** /my-list: the signed-in user's list (POST /api/playlist); a visitor (401) has none. */
export async function myListLoader({ request }: LoaderFunctionArgs): Promise<MyListPage> {
  try {
    return { signedIn: true, list: await postJson<PlaylistResponse>('/api/playlist', { channel: '', page: 1, limit: ITEMS_PER_PAGE }, { signal: request.signal }) };
  } catch (error) {
    if ((error as { kind?: string }).kind === 'session') return { signedIn: false };
    if (request.signal.aborted) throw error;
    throw new Response(JSON.stringify({ message: (error as { message?: string }).message ?? 'My List could not be loaded.' }), {
      status: 503,
      headers: { 'content-type': 'application/json' },
    });
  }
}

/** What the watch screen shows around the player. */
export interface WatchItem {
  kind: PlayableKind;
  slug: string;
  title: string;
  subtitle: string;
  poster: string;
  durationSeconds: number;
  /** Where the title's own page is. */
  detailsHref: string;
  upNext: Episode[];
}

/** /watch/:kind/:slug and /live/:slug: the item's details; the stream itself is asked for once the session is known. */
export async function watchLoader(args: LoaderFunctionArgs): Promise<WatchItem> {
  const { params, request } = args;
  const kind = params.kind ?? 'live';
  const slug = slugOf(args);
  if (kind === 'episode') {
    const { episode, nearby } = await loadPage<EpisodeScreen>(`/api/content/episodes/${slug}`, request);
    return {
      kind,
      slug: episode.slug,
      title: episode.title,
      subtitle: `${episode.show_title} · S${episode.season_ordinal} E${episode.ordinal}`,
      poster: episode.thumbnail,
      durationSeconds: episode.duration_seconds,
      detailsHref: itemHref('episode', episode.slug),
      upNext: nearby.filter((e) => e.ordinal > episode.ordinal).slice(0, 5),
    };
  }
  if (kind === 'video') {
    const { video } = await loadPage<VideoScreen>(`/api/content/videos/${slug}`, request);
    return { kind, slug: video.slug, title: video.title, subtitle: video.genres.join(', '), poster: video.thumbnail, durationSeconds: video.duration_seconds, detailsHref: itemHref('video', video.slug), upNext: [] };
  }
  if (kind === 'live') {
    const { live_link } = await loadPage<LiveChannelPage>(`/api/content/live/channels/${slug}`, request);
    return { kind, slug: live_link.slug, title: live_link.title, subtitle: `Now: ${live_link.now_playing}`, poster: live_link.thumbnail, durationSeconds: Number.NaN, detailsHref: '/live', upNext: [] };
  }
  throw notFound('There is nothing to watch at this address.');
}

/** Any other address. */
export const notFoundLoader = () => {
  throw notFound('There is nothing at this address.');
};
