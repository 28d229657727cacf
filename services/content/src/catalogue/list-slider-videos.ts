import type { Db } from '@grtv/kit';
import type { Video } from '@grtv/machines';
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import { categories, channels, videos } from '../db/schema';
import { selectVideos } from './select-videos';

/**
 * The featured videos of a channel or a category (`slug` may name either; channels are looked up
 * first), in slider order. Null when the slug names neither.
 */
export async function listSliderVideos(db: Db, slug: string, limit: number): Promise<Video[] | null> {
  const [channel] = await db.select({ id: channels.id }).from(channels).where(eq(channels.slug, slug)).limit(1);
  let scope;
  if (channel) scope = eq(videos.channelId, channel.id);
  else {
    const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug)).limit(1);
    if (!category) return null;
    scope = eq(videos.categoryId, category.id);
  }
  return selectVideos(db, { where: and(scope, isNotNull(videos.sliderPosition)), orderBy: [asc(videos.sliderPosition), desc(videos.publishedAt)], limit });
}
