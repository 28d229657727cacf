import type { Db } from '@grtv/kit';
import type { Category } from '@grtv/machines';
import { asc, eq, isNotNull } from 'drizzle-orm';
import { categories, channels } from '../db/schema';
import { toCategory } from './present';

/** The categories the home screen features, in their home order. */
export async function listHomeCategories(db: Db): Promise<Category[]> {
  const rows = await db
    .select({ id: categories.id, slug: categories.slug, name: categories.name, channelSlug: channels.slug })
    .from(categories)
    .innerJoin(channels, eq(channels.id, categories.channelId))
    .where(isNotNull(categories.homePosition))
    .orderBy(asc(categories.homePosition));
  return rows.map(toCategory);
}
