import { z } from 'zod';
import { Tile } from './content';

/** Which kinds a search covers: all of them, or one (the path's last segment). */
export const SearchScope = z.enum(['all', 'category', 'channels', 'shows', 'videos', 'episodes']);
export type SearchScope = z.infer<typeof SearchScope>;

/**
 * POST /api/search and /api/search/{category,channels,shows,videos,episodes}; the content host's
 * POST /search takes the scope in the body instead (absent means `all`). The text is matched by
 * word prefixes, so a partly typed word already finds results.
 */
export const SearchRequest = z.object({
  text: z.string().trim().min(1, 'Type something to search for.').max(100, 'Search text is at most 100 characters.'),
  offset: z.number().int().min(0).max(10_000).default(0),
  limit: z.number().int().min(1).max(50).default(20),
  scope: SearchScope.optional(),
});
export type SearchRequest = z.infer<typeof SearchRequest>;

export const SearchResult = Tile.extend({
  type: z.enum(['show', 'episode', 'video', 'channel', 'category']),
  /** A line under the title (channel, show and season, ...). */
  subtitle: z.string(),
  /** Relevance, higher first: full-text rank plus a bonus for an exact or leading title match. */
  rank: z.number(),
});
export type SearchResult = z.infer<typeof SearchResult>;

/** `total` counts every match, so a client pages with offset/limit until offset >= total. */
export const SearchResponse = z.object({ results: z.array(SearchResult), total: z.number().int().min(0) });
export type SearchResponse = z.infer<typeof SearchResponse>;
