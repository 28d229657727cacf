import type { Db } from '@grtv/kit';
import type { Channel } from '@grtv/machines';
import { eq } from 'drizzle-orm';
import { channels } from '../db/schema';
import { toChannel } from './present';

/** One channel by slug, or null. */
export async function getChannel(db: Db, slug: string): Promise<Channel | null> {
  const [row] = await db.select().from(channels).where(eq(channels.slug, slug)).limit(1);
  return row ? toChannel(row) : null;
}
