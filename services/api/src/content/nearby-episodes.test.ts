import type { Episode } from '@grtv/machines';
import { describe, expect, it } from 'vitest';
import { nearbyEpisodes } from './nearby-episodes';

const season = (count: number): Episode[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `ep-${i + 1}`,
    slug: `show-s01e${String(i + 1).padStart(2, '0')}`,
    show_id: 'sh-1',
    show_slug: 'show',
    show_title: 'Show',
    season_id: 'se-1',
    season_ordinal: 1,
    ordinal: i + 1,
    title: `Episode ${i + 1}`,
    description: '',
    thumbnail: '',
    duration_seconds: 1500,
    channel_slug: 'ch',
  }));
const ordinals = (list: Episode[] | null) => list?.map((e) => e.ordinal);

describe('nearbyEpisodes', () => {
  it('starts two before the episode and carries on after it', () => {
    expect(ordinals(nearbyEpisodes(season(20), 'show-s01e08', 5))).toEqual([6, 7, 8, 9, 10]);
  });
  it('fills up from earlier episodes at the end of a season', () => {
    expect(ordinals(nearbyEpisodes(season(11), 'show-s01e11', 5))).toEqual([7, 8, 9, 10, 11]);
  });
  it('starts at the first episode at the start of a season, and copes with a short season', () => {
    expect(ordinals(nearbyEpisodes(season(20), 'show-s01e01', 4))).toEqual([1, 2, 3, 4]);
    expect(ordinals(nearbyEpisodes(season(2), 'show-s01e02', 10))).toEqual([1, 2]);
  });
  it('answers null when the episode is not in the list', () => {
    expect(nearbyEpisodes(season(3), 'other', 5)).toBeNull();
  });
});
