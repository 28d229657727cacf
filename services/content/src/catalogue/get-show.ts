import type { Db } from '@grtv/kit';
import type { Show } from '@grtv/machines';
import { asc, count, eq } from 'drizzle-orm';
import { episodes, seasons, shows } from '../db/schema';
import { selectShows } from './select-shows';

/** A show with its seasons (ordinal order, with episode counts), or null. */
export async function getShow(db: Db, slug: string): Promise<Show | null> {
  const [summary] = await selectShows(db, { where: eq(shows.slug, slug), orderBy: [asc(shows.id)], limit: 1 });
  if (!summary) return null;
  const rows = await db
    .select({ id: seasons.id, showId: seasons.showId, ordinal: seasons.ordinal, title: seasons.title, episodeCount: count(episodes.id) })
    .from(seasons)
    .leftJoin(episodes, eq(episodes.seasonId, seasons.id))
    .where(eq(seasons.showId, summary.id))
    .groupBy(seasons.id)
    .orderBy(asc(seasons.ordinal));
  return {
    ...summary,
    seasons: rows.map((r) => ({ id: r.id, show_id: r.showId, ordinal: r.ordinal, title: r.title, episode_count: Number(r.episodeCount) })),
  };
}
