import type { Episode } from '@grtv/machines';

/**
 * Up to `size` episodes of a season around one (it, the one or two before it, and what comes
 * next), from consecutive pages of the season in ordinal order. Null when it is not among them.
 */
export function nearbyEpisodes(episodes: readonly Episode[], slug: string, size: number): Episode[] | null {
  const index = episodes.findIndex((e) => e.slug === slug);
  if (index < 0) return null;
  const start = Math.max(0, Math.min(index - 2, episodes.length - size));
  return episodes.slice(start, start + size);
}
