import type { Db } from '@grtv/kit';
import { asc } from 'drizzle-orm';
import { categories, channels, episodes, shows, videos } from '../db/schema';

export type SlugKind = 'channels' | 'categories' | 'shows' | 'episodes' | 'videos';

const tables = { channels, categories, shows, episodes, videos } as const;

/** Every slug of one kind (for static pages, sitemaps and prefetching), in id order. */
export async function listSlugs(db: Db, kind: SlugKind): Promise<string[]> {
  const table = tables[kind];
  const rows = await db.select({ slug: table.slug }).from(table).orderBy(asc(table.id));
  return rows.map((r) => r.slug);
}
