import type { Db } from '@grtv/kit';
import type { Video } from '@grtv/machines';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { categories, videos } from '../db/schema';
import { selectVideos } from './select-videos';

/**
 * Videos from one category in an order that changes every hour (so answers stay cacheable and
 * the same for everyone within the hour). `slug` names a category, or a video: then its category's
 * other videos ("more like this"). Null when the slug names neither.
 */
export async function listRandomCategoryVideos(db: Db, input: { slug: string; limit: number; nowMs: number }): Promise<Video[] | null> {
  let categoryId: string;
  let exclude: string | null = null;
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, input.slug)).limit(1);
  if (category) categoryId = category.id;
  else {
    const [video] = await db.select({ id: videos.id, categoryId: videos.categoryId }).from(videos).where(eq(videos.slug, input.slug)).limit(1);
    if (!video) return null;
    categoryId = video.categoryId;
    exclude = video.id;
  }
  const hour = Math.floor(input.nowMs / 3_600_000);
  // md5(id || hour) is a stable shuffle: the same hour gives the same order on PGlite and Postgres.
  return selectVideos(db, {
    where: exclude ? and(eq(videos.categoryId, categoryId), ne(videos.id, exclude)) : eq(videos.categoryId, categoryId),
    orderBy: [sql`md5(${videos.id} || ${String(hour)})`, asc(videos.id)],
    limit: input.limit,
  });
}
