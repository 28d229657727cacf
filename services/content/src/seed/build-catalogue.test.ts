import { describe, expect, it } from 'vitest';
import { SAMPLE_ASSETS } from '../media/sample-assets';
import { buildCatalogue } from './build-catalogue';

describe('buildCatalogue', () => {
  const catalogue = buildCatalogue();

  it('is the same every time for the same seed, and differs for another', () => {
    expect(buildCatalogue()).toEqual(catalogue);
    expect(buildCatalogue(7).episodes.map((e) => e.title)).not.toEqual(catalogue.episodes.map((e) => e.title));
  });

  it('is big enough to be believable', () => {
    expect(catalogue.channels.length).toBeGreaterThanOrEqual(8);
    expect(catalogue.categories.length).toBeGreaterThanOrEqual(20);
    expect(catalogue.shows.length).toBeGreaterThanOrEqual(40);
    expect(catalogue.episodes.length).toBeGreaterThanOrEqual(500);
    expect(catalogue.videos.length).toBeGreaterThanOrEqual(200);
    expect(catalogue.liveChannels.length).toBeGreaterThanOrEqual(6);
  });

  it('has unique slugs per kind and gap-free ordinals', () => {
    for (const rows of [catalogue.channels, catalogue.categories, catalogue.shows, catalogue.episodes, catalogue.videos, catalogue.liveChannels]) {
      expect(new Set(rows.map((r) => r.slug)).size).toBe(rows.length);
    }
    for (const show of catalogue.shows) {
      const seasons = catalogue.seasons.filter((s) => s.showId === show.id).map((s) => s.ordinal);
      expect(seasons).toEqual(seasons.map((_, i) => i + 1));
    }
    for (const season of catalogue.seasons) {
      const ordinals = catalogue.episodes.filter((e) => e.seasonId === season.id).map((e) => e.ordinal);
      expect(ordinals.length).toBeGreaterThan(0);
      expect(ordinals).toEqual(ordinals.map((_, i) => i + 1));
    }
  });

  it('gives every category something to watch and every item a sample asset', () => {
    for (const category of catalogue.categories) expect(catalogue.videos.some((v) => v.categoryId === category.id), category.slug).toBe(true);
    for (const item of [...catalogue.episodes, ...catalogue.videos, ...catalogue.liveChannels]) expect(SAMPLE_ASSETS).toContain(item.asset);
    expect(new Set(catalogue.episodes.map((e) => e.asset)).size).toBe(SAMPLE_ASSETS.length);
  });

  it('speaks to South African viewers', () => {
    const titles = [...catalogue.shows, ...catalogue.videos].map((r) => r.title).join('\n');
    for (const word of ['Soweto', 'isiZulu', 'Amapiano', 'Braai', 'Karoo', 'Premiership', 'Mdantsane']) expect(titles + catalogue.videos.map((v) => v.description).join('\n')).toContain(word);
  });
});
