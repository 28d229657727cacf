import type { Db } from '@grtv/kit';
import type { ShowSummary } from '@grtv/machines';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { channels, genres, showGenres, shows } from '../db/schema';
import { toShowSummary } from './present';

/** Shows as summaries (channel slug, genre names), for any filter and order. */
export async function selectShows(db: Db, query: { where?: SQL | undefined; orderBy: (SQL | PgColumn)[]; limit: number }): Promise<ShowSummary[]> {
  const rows = await db
    .select({
      id: shows.id,
      slug: shows.slug,
      title: shows.title,
      description: shows.description,
      channelSlug: channels.slug,
      year: shows.year,
      ageRating: shows.ageRating,
    })
    .from(shows)
    .innerJoin(channels, eq(channels.id, shows.channelId))
    .where(query.where)
    .orderBy(...query.orderBy)
    .limit(query.limit);
  const names = await showGenreNames(db, rows.map((r) => r.id));
  return rows.map((row) => toShowSummary(row, names.get(row.id) ?? []));
}

export async function showGenreNames(db: Db, ids: string[]): Promise<Map<string, string[]>> {
  const byShow = new Map<string, string[]>();
  if (ids.length === 0) return byShow;
  const rows = await db
    .select({ showId: showGenres.showId, name: genres.name })
    .from(showGenres)
    .innerJoin(genres, eq(genres.id, showGenres.genreId))
    .where(inArray(showGenres.showId, ids))
    .orderBy(asc(genres.id));
  for (const row of rows) byShow.set(row.showId, [...(byShow.get(row.showId) ?? []), row.name]);
  return byShow;
}
