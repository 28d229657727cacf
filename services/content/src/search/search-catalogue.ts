import type { Db } from '@grtv/kit';
import type { SearchResponse, SearchResult, SearchScope } from '@grtv/machines';
import { sql, type SQL } from 'drizzle-orm';
import { imagePath, type ImageKind } from '../images/image-path';
import { rowsOf } from '../db/rows-of';
import { toPrefixTsquery } from './to-prefix-tsquery';

type ResultType = SearchResult['type'];

/** A title made comparable with a typed phrase: lower case, punctuation as single spaces. */
const normalised = (column: SQL) => sql`trim(regexp_replace(lower(${column}), '[^[:alnum:]]+', ' ', 'g'))`;

/**
 * Each searchable kind: its rows as (type, id, slug, title, subtitle, text rank, normalised title).
 * A small per-type bonus breaks ties so a show outranks its own episodes.
 */
const SOURCES: Record<Exclude<SearchScope, 'all'>, SQL> = {
  shows: sql`select 'show' as type, s.id, s.slug, s.title, c.name as subtitle, ts_rank(s.search, q.query) + 0.05 as text_rank, ${normalised(sql`s.title`)} as norm_title
    from shows s join channels c on c.id = s.channel_id, q where s.search @@ q.query`,
  episodes: sql`select 'episode' as type, e.id, e.slug, e.title, e.show_title || ' · S' || se.ordinal || ' E' || e.ordinal as subtitle, ts_rank(e.search, q.query) as text_rank, ${normalised(sql`e.title`)} as norm_title
    from episodes e join seasons se on se.id = e.season_id, q where e.search @@ q.query`,
  videos: sql`select 'video' as type, v.id, v.slug, v.title, c.name || ' · ' || k.name as subtitle, ts_rank(v.search, q.query) + 0.02 as text_rank, ${normalised(sql`v.title`)} as norm_title
    from videos v join channels c on c.id = v.channel_id join categories k on k.id = v.category_id, q where v.search @@ q.query`,
  channels: sql`select 'channel' as type, c.id, c.slug, c.name as title, 'Channel' as subtitle, ts_rank(c.search, q.query) + 0.05 as text_rank, ${normalised(sql`c.name`)} as norm_title
    from channels c, q where c.search @@ q.query`,
  category: sql`select 'category' as type, k.id, k.slug, k.name as title, c.name as subtitle, ts_rank(k.search, q.query) + 0.04 as text_rank, ${normalised(sql`k.name`)} as norm_title
    from categories k join channels c on c.id = k.channel_id, q where k.search @@ q.query`,
};

const THUMBNAIL_KIND: Record<ResultType, ImageKind> = { show: 'show', episode: 'episode', video: 'video', channel: 'channel-thumb', category: 'category' };

interface Row {
  total: number;
  type: ResultType | null;
  id: string | null;
  slug: string;
  title: string;
  subtitle: string;
  rank: number;
}

/**
 * Full-text search over shows, episodes, videos, channels and categories (GIN-indexed tsvectors,
 * 'simple' config), every word a prefix. Ranked by ts_rank plus a bonus when the title starts
 * with what was typed: 0.5, growing with how much of the title it covers, to 1 for the whole
 * title (so "ubun" puts "Ubuntu Heights" before "Ubuntu Heights: Season 3 trailer"). `total`
 * counts every match, also past the page.
 */
export async function searchCatalogue(db: Db, input: { text: string; offset: number; limit: number; scope: SearchScope }): Promise<SearchResponse> {
  const query = toPrefixTsquery(input.text);
  if (!query) return { results: [], total: 0 };
  const sources = input.scope === 'all' ? Object.values(SOURCES) : [SOURCES[input.scope]];
  const result = await db.execute(sql`
    with q as (select to_tsquery('simple', ${query.tsquery}) as query),
    matches as (${sql.join(sources, sql` union all `)}),
    ranked as (
      select type, id, slug, title, subtitle,
        (text_rank + case when norm_title like ${`${query.phrase}%`} then 0.5 + 0.5 * ${query.phrase.length}::float8 / greatest(length(norm_title), 1) else 0 end)::float8 as rank
      from matches
    )
    select t.total, r.* from (select count(*)::int as total from ranked) t
    left join lateral (select * from ranked order by rank desc, title asc, id asc limit ${input.limit} offset ${input.offset}) r on true`);
  const rows = rowsOf<Row>(result);
  return {
    total: rows[0]?.total ?? 0,
    results: rows.flatMap((row) =>
      row.type && row.id
        ? [{ type: row.type, id: row.id, slug: row.slug, title: row.title, subtitle: row.subtitle, thumbnail: imagePath(THUMBNAIL_KIND[row.type], row.slug), rank: Number(row.rank) }]
        : [],
    ),
  };
}
