import type { Db } from '@grtv/kit';
import { playlistItems } from '../db/schema';
import type { ResolvedItem } from './resolve-playlist-item';

/** Puts an item in a user's My List; adding it again changes nothing (the first added time stays). */
export async function addPlaylistItem(db: Db, userId: string, item: ResolvedItem, nowMs: number): Promise<void> {
  await db
    .insert(playlistItems)
    .values({ userId, ...item, addedAt: new Date(nowMs) })
    .onConflictDoNothing({ target: [playlistItems.userId, playlistItems.itemKey] });
}
