import { z } from 'zod';
import { Tile } from './content';

/** POST /api/search and /api/search/{category,channels,shows,videos,episodes}. */
export const SearchRequest = z.object({
  text: z.string().trim().min(1, 'Type something to search for.').max(100, 'Search text is at most 100 characters.'),
  offset: z.number().int().min(0).max(10_000).default(0),
  limit: z.number().int().min(1).max(50).default(20),
});
export type SearchRequest = z.infer<typeof SearchRequest>;

/** Which kinds a search covers: all of them, or one (the path's last segment). */
export const SearchScope = z.enum(['all', 'category', 'channels', 'shows', 'videos', 'episodes']);
export type SearchScope = z.infer<typeof SearchScope>;

export const SearchResult = Tile.extend({
  type: z.enum(['show', 'episode', 'video', 'channel', 'category']),
  /** A line under the title (channel, show and season, ...). */
  subtitle: z.string(),
  rank: z.number(),
});
export type SearchResult = z.infer<typeof SearchResult>;

export const SearchResponse = z.object({ results: z.array(SearchResult), total: z.number().int().min(0) });
export type SearchResponse = z.infer<typeof SearchResponse>;
