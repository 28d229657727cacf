import type { Db } from '@grtv/kit';
import type { PlaylistEntry, PlaylistResponse } from '@grtv/machines';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { channels, episodes, playlistItems, seasons, videos } from '../db/schema';
import { imagePath } from '../images/image-path';

/**
 * One page of a user's My List, newest first, optionally one channel's only (`channel` slug, ''
 * for all). `offset` is the index of the first item; 0 (absent) means "from the page":
 * `(page - 1) * limit`. A caller sending both consistently (the API does) gets the same page.
 * Null when the channel is unknown.
 */
export async function listPlaylist(db: Db, input: { userId: string; channel: string; page: number; limit: number; offset: number }): Promise<PlaylistResponse | null> {
  let where = eq(playlistItems.userId, input.userId);
  if (input.channel) {
    const [channel] = await db.select({ id: channels.id }).from(channels).where(eq(channels.slug, input.channel)).limit(1);
    if (!channel) return null;
    where = and(where, eq(playlistItems.channelId, channel.id))!;
  }
  const [counted] = await db.select({ total: count() }).from(playlistItems).where(where);
  const total = Number(counted?.total ?? 0);
  const rows = await db
    .select({
      episodeId: playlistItems.episodeId,
      videoId: playlistItems.videoId,
      channelId: playlistItems.channelId,
      categoryId: playlistItems.categoryId,
      addedAt: playlistItems.addedAt,
      channelName: channels.name,
      episodeSlug: episodes.slug,
      episodeTitle: episodes.title,
      showTitle: episodes.showTitle,
      seasonOrdinal: seasons.ordinal,
      episodeOrdinal: episodes.ordinal,
      videoSlug: videos.slug,
      videoTitle: videos.title,
    })
    .from(playlistItems)
    .innerJoin(channels, eq(channels.id, playlistItems.channelId))
    .leftJoin(episodes, eq(episodes.id, playlistItems.episodeId))
    .leftJoin(seasons, eq(seasons.id, episodes.seasonId))
    .leftJoin(videos, eq(videos.id, playlistItems.videoId))
    .where(where)
    .orderBy(desc(playlistItems.addedAt), asc(playlistItems.itemKey))
    .limit(input.limit)
    .offset(input.offset > 0 ? input.offset : (input.page - 1) * input.limit);
  const entries = rows.map((row): PlaylistEntry => {
    const item = { episode_id: row.episodeId, video_id: row.videoId, channel_id: row.channelId, category_id: row.categoryId };
    const added_at = new Date(row.addedAt).toISOString();
    if (row.episodeId && row.episodeSlug) {
      return {
        type: 'episode',
        id: row.episodeId,
        slug: row.episodeSlug,
        title: row.episodeTitle ?? '',
        thumbnail: imagePath('episode', row.episodeSlug),
        subtitle: `${row.showTitle} · S${row.seasonOrdinal} E${row.episodeOrdinal}`,
        item,
        added_at,
      };
    }
    return { type: 'video', id: row.videoId ?? '', slug: row.videoSlug ?? '', title: row.videoTitle ?? '', thumbnail: imagePath('video', row.videoSlug ?? ''), subtitle: row.channelName, item, added_at };
  });
  return { videos: entries, pagination: { page: input.page, limit: input.limit, pages: Math.ceil(total / input.limit), total } };
}
