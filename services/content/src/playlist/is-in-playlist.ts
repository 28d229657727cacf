import type { Db } from '@grtv/kit';
import { and, eq } from 'drizzle-orm';
import { playlistItems } from '../db/schema';

/** Whether this user's My List holds the item. */
export async function isInPlaylist(db: Db, userId: string, itemKey: string): Promise<boolean> {
  const [row] = await db
    .select({ key: playlistItems.itemKey })
    .from(playlistItems)
    .where(and(eq(playlistItems.userId, userId), eq(playlistItems.itemKey, itemKey)))
    .limit(1);
  return Boolean(row);
}
