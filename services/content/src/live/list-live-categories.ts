import type { Db } from '@grtv/kit';
import type { LiveCategory } from '@grtv/machines';
import { asc } from 'drizzle-orm';
import { liveCategories } from '../db/schema';

/** The live screen's categories in order. */
export async function listLiveCategories(db: Db): Promise<LiveCategory[]> {
  const rows = await db.select({ id: liveCategories.id, slug: liveCategories.slug, name: liveCategories.name }).from(liveCategories).orderBy(asc(liveCategories.position));
  return rows;
}
