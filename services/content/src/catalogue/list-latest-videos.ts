import type { Db } from '@grtv/kit';
import type { Video } from '@grtv/machines';
import { asc, desc } from 'drizzle-orm';
import { videos } from '../db/schema';
import { selectVideos } from './select-videos';

/** The newest videos across every channel. */
export async function listLatestVideos(db: Db, limit: number): Promise<Video[]> {
  return selectVideos(db, { orderBy: [desc(videos.publishedAt), asc(videos.id)], limit });
}
