import type { Db } from '@grtv/kit';
import type { LiveData } from '@grtv/machines';
import { getLiveHeader } from './get-live-header';
import { listLiveCategories } from './list-live-categories';
import { listLiveLinks } from './list-live-links';

/** The whole live screen in one answer; `category_links` are the first category's channels. Null before seeding. */
export async function getLiveData(db: Db, nowMs: number): Promise<LiveData | null> {
  const [header, links, categories] = await Promise.all([getLiveHeader(db), listLiveLinks(db, nowMs), listLiveCategories(db)]);
  if (!header) return null;
  const first = categories[0];
  return { live_header: header, live_links: links, live_categories: categories, category_links: first ? links.filter((l) => l.category_id === first.id) : [] };
}
