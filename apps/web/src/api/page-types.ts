import type { Carousel, Category, Channel, Episode, EpisodePage, LiveLink, Season, Show, Tile, Video, VideoList } from '@grtv/machines';

/**
 * The answers of the API's GET /api/content/* page routes (declared with zod in
 * services/api/src/content/page-responses.ts). Types only: no zod reaches the phone.
 */
export interface ChannelPage {
  channel: Channel;
  titles: Tile[];
  carousels: Carousel[];
  categories: Category[];
}

export interface ShowPage {
  show: Show;
  season: Season | null;
  episodes: EpisodePage | null;
}

export interface EpisodeScreen {
  episode: Episode;
  /** Episodes around this one in its season, in order (it included). */
  nearby: Episode[];
  season_total: number;
}

export interface VideoScreen {
  video: Video;
  related: Video[];
}

export type CategoryPage = VideoList & { channel_slug: string; category_slug: string };

export interface LiveChannelPage {
  live_link: LiveLink;
}
