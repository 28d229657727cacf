import type { Db } from '@grtv/kit';
import { and, eq } from 'drizzle-orm';
import { playlistItems } from '../db/schema';

/** Takes an item out of this user's My List only; removing an absent item is not an error. */
export async function removePlaylistItem(db: Db, userId: string, itemKey: string): Promise<void> {
  await db.delete(playlistItems).where(and(eq(playlistItems.userId, userId), eq(playlistItems.itemKey, itemKey)));
}
