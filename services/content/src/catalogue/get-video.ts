import type { Db } from '@grtv/kit';
import type { Video } from '@grtv/machines';
import { asc, eq } from 'drizzle-orm';
import { videos } from '../db/schema';
import { selectVideos } from './select-videos';

/** One video by slug, or null. */
export async function getVideo(db: Db, slug: string): Promise<Video | null> {
  const [video] = await selectVideos(db, { where: eq(videos.slug, slug), orderBy: [asc(videos.id)], limit: 1 });
  return video ?? null;
}
