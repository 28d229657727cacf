import type { Category, Channel, Episode, ShowSummary, Video } from '@grtv/machines';
import { imagePath } from '../images/image-path';

/** Row-to-contract mapping for the catalogue: the one place that decides image paths and date formats. */

export function toChannel(row: { id: string; slug: string; name: string; description: string; color: string }): Channel {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    logo: imagePath('channel', row.slug),
    thumbnail: imagePath('channel-thumb', row.slug),
    color: row.color,
  };
}

export function toCategory(row: { id: string; slug: string; name: string; channelSlug: string }): Category {
  return { id: row.id, slug: row.slug, name: row.name, channel_slug: row.channelSlug, thumbnail: imagePath('category', row.slug) };
}

export interface ShowRow {
  id: string;
  slug: string;
  title: string;
  description: string;
  channelSlug: string;
  year: number;
  ageRating: string;
}

export function toShowSummary(row: ShowRow, genres: string[]): ShowSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    poster: imagePath('poster', row.slug),
    thumbnail: imagePath('show', row.slug),
    channel_slug: row.channelSlug,
    genres,
    year: row.year,
    age_rating: row.ageRating,
  };
}

export interface EpisodeRow {
  id: string;
  slug: string;
  showId: string;
  showSlug: string;
  showTitle: string;
  seasonId: string;
  seasonOrdinal: number;
  ordinal: number;
  title: string;
  description: string;
  durationSeconds: number;
  channelSlug: string;
}

export function toEpisode(row: EpisodeRow): Episode {
  return {
    id: row.id,
    slug: row.slug,
    show_id: row.showId,
    show_slug: row.showSlug,
    show_title: row.showTitle,
    season_id: row.seasonId,
    season_ordinal: row.seasonOrdinal,
    ordinal: row.ordinal,
    title: row.title,
    description: row.description,
    thumbnail: imagePath('episode', row.slug),
    duration_seconds: row.durationSeconds,
    channel_slug: row.channelSlug,
  };
}

export interface VideoRow {
  id: string;
  slug: string;
  title: string;
  description: string;
  channelSlug: string;
  categorySlug: string;
  durationSeconds: number;
  publishedAt: Date;
}

export function toVideo(row: VideoRow, genres: string[]): Video {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    thumbnail: imagePath('video', row.slug),
    channel_slug: row.channelSlug,
    category_slug: row.categorySlug,
    genres,
    duration_seconds: row.durationSeconds,
    published_at: new Date(row.publishedAt).toISOString(),
  };
}

/** SPEC pagination: `pages` is how many pages there are (0 for an empty list). */
export function paginate(page: number, limit: number, total: number) {
  return { page, limit, pages: Math.ceil(total / limit), total };
}
