import { z } from 'zod';
import { Carousel, Category, Channel, Episode, EpisodePage, LiveLink, Season, Show, Tile, Video, VideoList } from './content';

/**
 * The answers of GET /api/content/*: one per screen, each built from the shared content contracts
 * so a screen needs one request. The web app imports them as types only (no zod on the phone).
 */

/** /api/content/channels/:slug: the channel page. */
export const ChannelPage = z.object({
  channel: Channel,
  /** SPEC section 9: six titles. */
  titles: z.array(Tile),
  carousels: z.array(Carousel),
  /** SPEC section 9: six categories. */
  categories: z.array(Category),
});
export type ChannelPage = z.infer<typeof ChannelPage>;

/** /api/content/shows/:slug: the show with its seasons and the first page of one season's episodes. */
export const ShowPage = z.object({
  show: Show,
  /** The season shown (the one asked for by ordinal, else the first); null for a show without seasons. */
  season: Season.nullable(),
  episodes: EpisodePage.nullable(),
});
export type ShowPage = z.infer<typeof ShowPage>;

/** /api/content/episodes/:slug: the episode, episodes around it in its season (in order), and how many the season has. */
export const EpisodeScreen = z.object({ episode: Episode, nearby: z.array(Episode), season_total: z.number().int().min(0) });
export type EpisodeScreen = z.infer<typeof EpisodeScreen>;

/** /api/content/videos/:slug: the video and more from its category. */
export const VideoScreen = z.object({ video: Video, related: z.array(Video) });
export type VideoScreen = z.infer<typeof VideoScreen>;

/** /api/content/categories/:slug: a category's video list, with the channel it belongs to. */
export const CategoryPage = VideoList.extend({ channel_slug: z.string(), category_slug: z.string() });
export type CategoryPage = z.infer<typeof CategoryPage>;

/** /api/content/live/channels/:slug: one live channel (for its watch screen). */
export const LiveChannelPage = z.object({ live_link: LiveLink });
export type LiveChannelPage = z.infer<typeof LiveChannelPage>;
