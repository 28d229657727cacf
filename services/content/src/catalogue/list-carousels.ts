import type { Db } from '@grtv/kit';
import type { Carousel } from '@grtv/machines';
import { asc, eq, inArray, isNull } from 'drizzle-orm';
import { carouselItems, carousels, channels } from '../db/schema';
import { resolveTiles, type TileType } from './resolve-tiles';

/**
 * The home screen's carousels (`channelSlug` null) or a channel page's; null when the channel is
 * unknown. Episode tiles in "New episodes" show the episode title; the tile links by slug.
 */
export async function listCarousels(db: Db, channelSlug: string | null): Promise<Carousel[] | null> {
  let channelId: string | null = null;
  if (channelSlug !== null) {
    const [channel] = await db.select({ id: channels.id }).from(channels).where(eq(channels.slug, channelSlug)).limit(1);
    if (!channel) return null;
    channelId = channel.id;
  }
  const rows = await db
    .select()
    .from(carousels)
    .where(channelId === null ? isNull(carousels.channelId) : eq(carousels.channelId, channelId))
    .orderBy(asc(carousels.position));
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(carouselItems)
    .where(inArray(carouselItems.carouselId, rows.map((r) => r.id)))
    .orderBy(asc(carouselItems.carouselId), asc(carouselItems.position));
  const tiles = await resolveTiles(db, items.map((i) => ({ type: i.itemType as TileType, id: i.itemId })));
  const tileByKey = new Map(tiles.map((t) => [`${t.type}:${t.id}`, t]));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    items: items.filter((i) => i.carouselId === row.id).flatMap((i) => tileByKey.get(`${i.itemType}:${i.itemId}`) ?? []),
  }));
}
