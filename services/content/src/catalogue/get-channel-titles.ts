import type { Db } from '@grtv/kit';
import type { Tile } from '@grtv/machines';
import { asc, desc, eq } from 'drizzle-orm';
import { channels, shows, videos } from '../db/schema';
import { resolveTiles, type TileRef } from './resolve-tiles';

/** A channel's leading titles (SPEC: 6 by default): its shows in order, topped up with its newest videos. Null when unknown. */
export async function getChannelTitles(db: Db, slug: string, limit: number): Promise<Tile[] | null> {
  const [channel] = await db.select({ id: channels.id }).from(channels).where(eq(channels.slug, slug)).limit(1);
  if (!channel) return null;
  const showRows = await db.select({ id: shows.id }).from(shows).where(eq(shows.channelId, channel.id)).orderBy(asc(shows.position)).limit(limit);
  const refs: TileRef[] = showRows.map((r) => ({ type: 'show', id: r.id }));
  if (refs.length < limit) {
    const videoRows = await db
      .select({ id: videos.id })
      .from(videos)
      .where(eq(videos.channelId, channel.id))
      .orderBy(desc(videos.publishedAt), asc(videos.id))
      .limit(limit - refs.length);
    refs.push(...videoRows.map((r) => ({ type: 'video' as const, id: r.id })));
  }
  return resolveTiles(db, refs);
}
