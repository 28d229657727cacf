import type { Db } from '@grtv/kit';
import type { Video } from '@grtv/machines';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { categories, channels, genres, videoGenres, videos } from '../db/schema';
import { toVideo } from './present';

export interface VideoQuery {
  where?: SQL | undefined;
  orderBy: (SQL | PgColumn)[];
  limit: number;
  offset?: number;
}

/** Videos as the contract shapes them (channel and category slugs, genre names), for any filter and order. */
export async function selectVideos(db: Db, query: VideoQuery): Promise<Video[]> {
  const rows = await db
    .select({
      id: videos.id,
      slug: videos.slug,
      title: videos.title,
      description: videos.description,
      channelSlug: channels.slug,
      categorySlug: categories.slug,
      durationSeconds: videos.durationSeconds,
      publishedAt: videos.publishedAt,
    })
    .from(videos)
    .innerJoin(channels, eq(channels.id, videos.channelId))
    .innerJoin(categories, eq(categories.id, videos.categoryId))
    .where(query.where)
    .orderBy(...query.orderBy)
    .limit(query.limit)
    .offset(query.offset ?? 0);
  const names = await videoGenreNames(db, rows.map((r) => r.id));
  return rows.map((row) => toVideo(row, names.get(row.id) ?? []));
}

/** Genre names of each video, in genre order. */
export async function videoGenreNames(db: Db, ids: string[]): Promise<Map<string, string[]>> {
  const byVideo = new Map<string, string[]>();
  if (ids.length === 0) return byVideo;
  const rows = await db
    .select({ videoId: videoGenres.videoId, name: genres.name })
    .from(videoGenres)
    .innerJoin(genres, eq(genres.id, videoGenres.genreId))
    .where(inArray(videoGenres.videoId, ids))
    .orderBy(asc(genres.id));
  for (const row of rows) byVideo.set(row.videoId, [...(byVideo.get(row.videoId) ?? []), row.name]);
  return byVideo;
}
