import { z } from 'zod';
import { PageLimit, PageNumber, Pagination, Slug } from './common';

/** Content entities as the content host serves them (SPEC section 3). Images are URL paths. */

export const Genre = z.object({ id: z.string(), slug: z.string(), name: z.string() });
export type Genre = z.infer<typeof Genre>;

export const Channel = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  logo: z.string(),
  thumbnail: z.string(),
  /** The channel's brand colour, `#rrggbb`. */
  color: z.string(),
});
export type Channel = z.infer<typeof Channel>;

export const Category = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  channel_slug: z.string(),
  thumbnail: z.string(),
});
export type Category = z.infer<typeof Category>;

export const Season = z.object({
  id: z.string(),
  show_id: z.string(),
  ordinal: z.number().int().min(1),
  title: z.string(),
  episode_count: z.number().int().min(0),
});
export type Season = z.infer<typeof Season>;

export const ShowSummary = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  poster: z.string(),
  thumbnail: z.string(),
  channel_slug: z.string(),
  genres: z.array(z.string()),
  year: z.number().int(),
  age_rating: z.string(),
});
export type ShowSummary = z.infer<typeof ShowSummary>;

export const Show = ShowSummary.extend({ seasons: z.array(Season) });
export type Show = z.infer<typeof Show>;

export const Episode = z.object({
  id: z.string(),
  slug: z.string(),
  show_id: z.string(),
  show_slug: z.string(),
  show_title: z.string(),
  season_id: z.string(),
  season_ordinal: z.number().int().min(1),
  ordinal: z.number().int().min(1),
  title: z.string(),
  description: z.string(),
  thumbnail: z.string(),
  duration_seconds: z.number().int().min(0),
  /** The show's channel, so an episode page can link back and My List can file it. */
  channel_slug: z.string(),
});
export type Episode = z.infer<typeof Episode>;

export const Video = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  thumbnail: z.string(),
  channel_slug: z.string(),
  category_slug: z.string(),
  genres: z.array(z.string()),
  duration_seconds: z.number().int().min(0),
  published_at: z.string(),
});
export type Video = z.infer<typeof Video>;

/** A tile in a carousel or a channel's title list. */
export const Tile = z.object({
  type: z.enum(['show', 'episode', 'video', 'channel', 'live']),
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  thumbnail: z.string(),
});
export type Tile = z.infer<typeof Tile>;

export const Slide = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
  /** The app path the slide opens, e.g. `/show/isidingo`. */
  link: z.string(),
});
export type Slide = z.infer<typeof Slide>;

export const Carousel = z.object({ id: z.string(), slug: z.string(), title: z.string(), items: z.array(Tile) });
export type Carousel = z.infer<typeof Carousel>;

export const LiveHeader = z.object({ title: z.string(), description: z.string(), image: z.string() });
export type LiveHeader = z.infer<typeof LiveHeader>;

export const LiveCategory = z.object({ id: z.string(), slug: z.string(), name: z.string() });
export type LiveCategory = z.infer<typeof LiveCategory>;

export const LiveLink = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  thumbnail: z.string(),
  category_id: z.string(),
  channel_slug: z.string(),
  /** What is on now, for the tile. */
  now_playing: z.string(),
});
export type LiveLink = z.infer<typeof LiveLink>;

export const LegalText = z.object({ title: z.string(), body: z.string(), updated_at: z.string() });
export type LegalText = z.infer<typeof LegalText>;

/* ---- Content-host calls (SPEC section 7) ---- */

export const SlidesResponse = z.object({ slides: z.array(Slide) });
export type SlidesResponse = z.infer<typeof SlidesResponse>;
export const CarouselsResponse = z.object({ carousels: z.array(Carousel) });
export type CarouselsResponse = z.infer<typeof CarouselsResponse>;
export const CategoriesResponse = z.object({ categories: z.array(Category) });
export type CategoriesResponse = z.infer<typeof CategoriesResponse>;
export const ChannelsResponse = z.object({ channels: z.array(Channel) });
export type ChannelsResponse = z.infer<typeof ChannelsResponse>;
export const SlugsResponse = z.object({ slugs: z.array(z.string()) });
export type SlugsResponse = z.infer<typeof SlugsResponse>;

/** SPEC section 3 home data: slides, carousels, categories, channels. */
export const HomeData = z.object({
  slides: z.array(Slide),
  carousels: z.array(Carousel),
  categories: z.array(Category),
  channels: z.array(Channel),
});
export type HomeData = z.infer<typeof HomeData>;

/** A body naming one item by slug: channel, show, episode, video, videos/slider, ... */
export const SlugRequest = z.object({ slug: Slug });
export type SlugRequest = z.infer<typeof SlugRequest>;

export const ChannelResponse = z.object({ channel: Channel });
export type ChannelResponse = z.infer<typeof ChannelResponse>;

/** POST channel/titles: SPEC section 9, the limit defaults to 6. */
export const ChannelTitlesRequest = z.object({ slug: Slug, limit: z.number().int().min(1).max(50).default(6) });
export type ChannelTitlesRequest = z.infer<typeof ChannelTitlesRequest>;
export const ChannelTitlesResponse = z.object({ titles: z.array(Tile) });
export type ChannelTitlesResponse = z.infer<typeof ChannelTitlesResponse>;

export const ShowResponse = z.object({ show: Show });
export type ShowResponse = z.infer<typeof ShowResponse>;
export const EpisodeResponse = z.object({ episode: Episode });
export type EpisodeResponse = z.infer<typeof EpisodeResponse>;
export const VideoResponse = z.object({ video: Video });
export type VideoResponse = z.infer<typeof VideoResponse>;
export const VideosResponse = z.object({ videos: z.array(Video) });
export type VideosResponse = z.infer<typeof VideosResponse>;

export const LatestVideosRequest = z.object({ limit: PageLimit.default(12) }).optional();
export type LatestVideosRequest = z.infer<typeof LatestVideosRequest>;

/** POST videos/slider: `slug` names a channel or a category; the featured videos of it. */
export const VideosSliderRequest = z.object({ slug: Slug, limit: z.number().int().min(1).max(24).default(8) });
export type VideosSliderRequest = z.infer<typeof VideosSliderRequest>;

/**
 * POST videos/randomCategoryVideos: `slug` names a category, or a video (then: more from its
 * category, without it). The order is shuffled once an hour, so answers stay cacheable.
 */
export const RandomCategoryVideosRequest = z.object({ slug: Slug, limit: z.number().int().min(1).max(24).default(8) });
export type RandomCategoryVideosRequest = z.infer<typeof RandomCategoryVideosRequest>;

/** POST episodes/season (content host) and /api/episodes/season. */
export const EpisodesSeasonRequest = z.object({
  season_id: z.string().trim().min(1).max(64),
  page: PageNumber.default(1),
  limit: PageLimit.default(10),
});
export type EpisodesSeasonRequest = z.infer<typeof EpisodesSeasonRequest>;

/** SPEC section 3: the episode page object. `page` counts from 1; `lastPage` is the number of pages. */
export const EpisodePage = z.object({
  data: z.array(Episode),
  page: z.number().int().min(1),
  lastPage: z.number().int().min(0),
  total: z.number().int().min(0),
});
export type EpisodePage = z.infer<typeof EpisodePage>;

/** SPEC section 3 video list: header, thumbnail, genres, videos (and the pagination of the list). */
export const VideoList = z.object({
  header: z.string(),
  thumbnail: z.string(),
  genres: z.array(Genre),
  videos: z.array(Video),
  pagination: Pagination,
});
export type VideoList = z.infer<typeof VideoList>;

/** POST /api/categories/videos. */
export const CategoryVideosRequest = z.object({
  channel: Slug,
  category: Slug,
  page: PageNumber.default(1),
  limit: PageLimit.default(12),
});
export type CategoryVideosRequest = z.infer<typeof CategoryVideosRequest>;

export const TermsResponse = z.object({ terms: LegalText });
export type TermsResponse = z.infer<typeof TermsResponse>;
export const PrivacyPolicyResponse = z.object({ privacy_policy: LegalText });
export type PrivacyPolicyResponse = z.infer<typeof PrivacyPolicyResponse>;

/* ---- Second API: live (SPEC section 7) ---- */

export const LiveHeaderResponse = z.object({ live_header: LiveHeader });
export type LiveHeaderResponse = z.infer<typeof LiveHeaderResponse>;
export const LiveLinksResponse = z.object({ live_links: z.array(LiveLink) });
export type LiveLinksResponse = z.infer<typeof LiveLinksResponse>;
export const LiveCategoriesResponse = z.object({ live_categories: z.array(LiveCategory) });
export type LiveCategoriesResponse = z.infer<typeof LiveCategoriesResponse>;
export const LiveCategoryRequest = z.object({ category_slug: Slug });
export type LiveCategoryRequest = z.infer<typeof LiveCategoryRequest>;
export const CategoryLinksRequest = z.object({ category_id: z.string().trim().min(1).max(64) });
export type CategoryLinksRequest = z.infer<typeof CategoryLinksRequest>;
export const CategoryLinksResponse = z.object({ category_links: z.array(LiveLink) });
export type CategoryLinksResponse = z.infer<typeof CategoryLinksResponse>;
export const LiveCategoryResponse = z.object({ live_category: LiveCategory, category_links: z.array(LiveLink) });
export type LiveCategoryResponse = z.infer<typeof LiveCategoryResponse>;

/** SPEC section 3 live data, as the live screen uses it together. */
export const LiveData = z.object({
  live_header: LiveHeader,
  live_links: z.array(LiveLink),
  live_categories: z.array(LiveCategory),
  category_links: z.array(LiveLink),
});
export type LiveData = z.infer<typeof LiveData>;
