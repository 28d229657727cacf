import type { Db } from '@grtv/kit';
import type { LiveCategoryResponse } from '@grtv/machines';
import { eq } from 'drizzle-orm';
import { liveCategories, liveChannels } from '../db/schema';
import { selectLiveLinks } from './select-live-links';

/** One live category by slug with its channels; null when unknown. */
export async function getLiveCategory(db: Db, slug: string, nowMs: number): Promise<LiveCategoryResponse | null> {
  const [category] = await db.select({ id: liveCategories.id, slug: liveCategories.slug, name: liveCategories.name }).from(liveCategories).where(eq(liveCategories.slug, slug)).limit(1);
  if (!category) return null;
  return { live_category: category, category_links: await selectLiveLinks(db, eq(liveChannels.categoryId, category.id), nowMs) };
}
