import type { Db } from '@grtv/kit';
import type { PlaylistItem } from '@grtv/machines';
import { eq } from 'drizzle-orm';
import { categories, channels, episodes, shows, videos } from '../db/schema';

export interface ResolvedItem {
  /** `episode:<id>` or `video:<id>`: one row per user and item. */
  itemKey: string;
  episodeId: string | null;
  videoId: string | null;
  channelId: string;
  categoryId: string;
}

export type ItemResolution = { ok: true; item: ResolvedItem } | { ok: false; message: string };

/**
 * Checks a My List item's ids against the catalogue. An episode takes precedence over a video
 * when both are sent; the channel and category stored are the catalogue's own (the ones sent only
 * have to exist), so a list filters by channel correctly whatever the client believed.
 */
export async function resolvePlaylistItem(db: Db, item: Pick<PlaylistItem, 'episode_id' | 'video_id' | 'channel_id' | 'category_id'>): Promise<ItemResolution> {
  if (item.channel_id) {
    const [found] = await db.select({ id: channels.id }).from(channels).where(eq(channels.id, item.channel_id)).limit(1);
    if (!found) return { ok: false, message: `There is no channel with id "${item.channel_id}".` };
  }
  if (item.category_id) {
    const [found] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, item.category_id)).limit(1);
    if (!found) return { ok: false, message: `There is no category with id "${item.category_id}".` };
  }
  if (item.episode_id) {
    const [episode] = await db
      .select({ id: episodes.id, channelId: shows.channelId, categoryId: shows.categoryId })
      .from(episodes)
      .innerJoin(shows, eq(shows.id, episodes.showId))
      .where(eq(episodes.id, item.episode_id))
      .limit(1);
    if (!episode) return { ok: false, message: `There is no episode with id "${item.episode_id}".` };
    return { ok: true, item: { itemKey: `episode:${episode.id}`, episodeId: episode.id, videoId: null, channelId: episode.channelId, categoryId: episode.categoryId } };
  }
  if (item.video_id) {
    const [video] = await db.select({ id: videos.id, channelId: videos.channelId, categoryId: videos.categoryId }).from(videos).where(eq(videos.id, item.video_id)).limit(1);
    if (!video) return { ok: false, message: `There is no video with id "${item.video_id}".` };
    return { ok: true, item: { itemKey: `video:${video.id}`, episodeId: null, videoId: video.id, channelId: video.channelId, categoryId: video.categoryId } };
  }
  return { ok: false, message: 'A My List item needs an episode_id or a video_id.' };
}
