import type { Db } from '@grtv/kit';
import type { Episode } from '@grtv/machines';
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { channels, episodes, seasons, shows } from '../db/schema';
import { toEpisode } from './present';

/** Episodes with their show, season and channel, for any filter and order. */
export async function selectEpisodes(db: Db, query: { where?: SQL | undefined; orderBy: (SQL | PgColumn)[]; limit: number; offset?: number }): Promise<Episode[]> {
  const rows = await db
    .select({
      id: episodes.id,
      slug: episodes.slug,
      showId: episodes.showId,
      showSlug: shows.slug,
      showTitle: shows.title,
      seasonId: episodes.seasonId,
      seasonOrdinal: seasons.ordinal,
      ordinal: episodes.ordinal,
      title: episodes.title,
      description: episodes.description,
      durationSeconds: episodes.durationSeconds,
      channelSlug: channels.slug,
    })
    .from(episodes)
    .innerJoin(shows, eq(shows.id, episodes.showId))
    .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
    .innerJoin(channels, eq(channels.id, shows.channelId))
    .where(query.where)
    .orderBy(...query.orderBy)
    .limit(query.limit)
    .offset(query.offset ?? 0);
  return rows.map(toEpisode);
}
