import type { Db } from '@grtv/kit';
import type { EpisodePage } from '@grtv/machines';
import { asc, count, eq } from 'drizzle-orm';
import { episodes, seasons } from '../db/schema';
import { selectEpisodes } from './select-episodes';

/**
 * One page of a season's episodes in ordinal order (SPEC: `{data, page, lastPage, total}`); a page
 * past the end is empty, not an error. Null when the season is unknown.
 */
export async function getSeasonEpisodes(db: Db, input: { seasonId: string; page: number; limit: number }): Promise<EpisodePage | null> {
  const [season] = await db.select({ id: seasons.id }).from(seasons).where(eq(seasons.id, input.seasonId)).limit(1);
  if (!season) return null;
  const [counted] = await db.select({ total: count() }).from(episodes).where(eq(episodes.seasonId, season.id));
  const total = Number(counted?.total ?? 0);
  const data = await selectEpisodes(db, {
    where: eq(episodes.seasonId, season.id),
    orderBy: [asc(episodes.ordinal)],
    limit: input.limit,
    offset: (input.page - 1) * input.limit,
  });
  return { data, page: input.page, lastPage: Math.ceil(total / input.limit), total };
}
