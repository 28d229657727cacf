import type { Db } from '@grtv/kit';
import type { Episode } from '@grtv/machines';
import { asc, eq } from 'drizzle-orm';
import { episodes } from '../db/schema';
import { selectEpisodes } from './select-episodes';

/** One episode by slug, or null. */
export async function getEpisode(db: Db, slug: string): Promise<Episode | null> {
  const [episode] = await selectEpisodes(db, { where: eq(episodes.slug, slug), orderBy: [asc(episodes.id)], limit: 1 });
  return episode ?? null;
}
