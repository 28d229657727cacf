import type { Db } from '@grtv/kit';
import type { Channel } from '@grtv/machines';
import { asc } from 'drizzle-orm';
import { channels } from '../db/schema';
import { toChannel } from './present';

/** Every channel in browse order. */
export async function listChannels(db: Db): Promise<Channel[]> {
  const rows = await db.select().from(channels).orderBy(asc(channels.position));
  return rows.map(toChannel);
}
