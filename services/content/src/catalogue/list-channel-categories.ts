import type { Db } from '@grtv/kit';
import type { Category } from '@grtv/machines';
import { asc, eq } from 'drizzle-orm';
import { categories, channels } from '../db/schema';
import { toCategory } from './present';

/** A channel's categories in order, at most `limit` (SPEC: 6 per channel); null when the channel is unknown. */
export async function listChannelCategories(db: Db, channelSlug: string, limit = 100): Promise<Category[] | null> {
  const [channel] = await db.select({ id: channels.id }).from(channels).where(eq(channels.slug, channelSlug)).limit(1);
  if (!channel) return null;
  const rows = await db
    .select({ id: categories.id, slug: categories.slug, name: categories.name, channelSlug: channels.slug })
    .from(categories)
    .innerJoin(channels, eq(channels.id, categories.channelId))
    .where(eq(categories.channelId, channel.id))
    .orderBy(asc(categories.position))
    .limit(limit);
  return rows.map(toCategory);
}
