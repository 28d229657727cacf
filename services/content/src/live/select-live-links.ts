import type { Db } from '@grtv/kit';
import type { LiveLink } from '@grtv/machines';
import { asc, eq, type SQL } from 'drizzle-orm';
import { channels, liveChannels } from '../db/schema';
import { imagePath } from '../images/image-path';
import { nowPlaying } from './now-playing';

/** Live channels as tiles, with what is on now, in live-screen order. */
export async function selectLiveLinks(db: Db, where: SQL | undefined, nowMs: number): Promise<LiveLink[]> {
  const rows = await db
    .select({
      id: liveChannels.id,
      slug: liveChannels.slug,
      title: liveChannels.title,
      description: liveChannels.description,
      categoryId: liveChannels.categoryId,
      channelSlug: channels.slug,
      schedule: liveChannels.schedule,
      position: liveChannels.position,
    })
    .from(liveChannels)
    .innerJoin(channels, eq(channels.id, liveChannels.channelId))
    .where(where)
    .orderBy(asc(liveChannels.position));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    thumbnail: imagePath('live', row.slug),
    category_id: row.categoryId,
    channel_slug: row.channelSlug,
    now_playing: nowPlaying(row.schedule, row.position, nowMs),
  }));
}
