import type { Db } from '@grtv/kit';
import type { VideoList } from '@grtv/machines';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { categories, channels, genres, videoGenres, videos } from '../db/schema';
import { imagePath } from '../images/image-path';
import { paginate } from './present';
import { selectVideos } from './select-videos';

/**
 * One page of a channel's category (SPEC video list: header, thumbnail, genres, videos), newest
 * first. A page past the end is empty. Null when the channel or category is unknown or the
 * category is not in that channel.
 */
export async function getCategoryVideos(db: Db, input: { channel: string; category: string; page: number; limit: number }): Promise<VideoList | null> {
  const [category] = await db
    .select({ id: categories.id, slug: categories.slug, name: categories.name })
    .from(categories)
    .innerJoin(channels, eq(channels.id, categories.channelId))
    .where(and(eq(categories.slug, input.category), eq(channels.slug, input.channel)))
    .limit(1);
  if (!category) return null;
  const [counted] = await db.select({ total: count() }).from(videos).where(eq(videos.categoryId, category.id));
  const total = Number(counted?.total ?? 0);
  const [list, genreRows] = await Promise.all([
    selectVideos(db, {
      where: eq(videos.categoryId, category.id),
      orderBy: [desc(videos.publishedAt), asc(videos.id)],
      limit: input.limit,
      offset: (input.page - 1) * input.limit,
    }),
    db
      .selectDistinct({ id: genres.id, slug: genres.slug, name: genres.name })
      .from(genres)
      .where(inArray(genres.id, db.select({ id: videoGenres.genreId }).from(videoGenres).innerJoin(videos, eq(videos.id, videoGenres.videoId)).where(eq(videos.categoryId, category.id))))
      .orderBy(asc(genres.id)),
  ]);
  return { header: category.name, thumbnail: imagePath('category', category.slug), genres: genreRows, videos: list, pagination: paginate(input.page, input.limit, total) };
}
