import type { Db } from '@grtv/kit';
import type { LiveLink } from '@grtv/machines';
import { eq } from 'drizzle-orm';
import { liveCategories, liveChannels } from '../db/schema';
import { selectLiveLinks } from './select-live-links';

/** The live channels of one live category by id; null when the category is unknown. */
export async function listCategoryLiveLinks(db: Db, categoryId: string, nowMs: number): Promise<LiveLink[] | null> {
  const [category] = await db.select({ id: liveCategories.id }).from(liveCategories).where(eq(liveCategories.id, categoryId)).limit(1);
  if (!category) return null;
  return selectLiveLinks(db, eq(liveChannels.categoryId, category.id), nowMs);
}
