import { testDatabaseEngines } from '@grtv/kit/testing';
import { SearchResponse, ShowResponse } from '@grtv/machines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ok, startSeededContent, type SeededContent } from './testing/seeded-content';

const engines = testDatabaseEngines();
afterAll(async () => {
  for (const engine of engines) await engine.stop();
});

describe.each(engines.map((engine) => [engine.name, engine] as const))('search on %s', (_name, engine) => {
  let host: SeededContent;
  let url: string;
  const search = (body: object, path = '/search') => ok(SearchResponse, url, 'POST', path, { body });
  beforeAll(async () => {
    host = await startSeededContent(engine);
    url = host.url;
  });
  afterAll(() => host?.close());

  it.each([
    ['Ubuntu Heights', 'show', 'ubuntu-heights'],
    ['Sophiatown 1955', 'show', 'sophiatown-1955'],
    ['Die Plaas by Brakrivier', 'show', 'die-plaas-by-brakrivier'],
    ['Kasi Comedy', 'channel', 'kasi-comedy'],
    ['PSL Highlights', 'category', 'psl-highlights'],
    ['haibo! street pranks', 'show', 'haibo-street-pranks'],
  ])('ranks the exact title "%s" first', async (text, type, slug) => {
    const { results } = await search({ text, limit: 5 });
    expect(results[0]).toMatchObject({ type, slug });
    expect(results[0]!.rank).toBeGreaterThan(results[1]?.rank ?? 0);
  });

  it.each([
    ['ubun', 'show', 'ubuntu-heights'],
    ['soph', 'show', 'sophiatown-1955'],
    ['inhl', 'show', 'inhliziyo-yami'],
    ['kasi kit', 'show', 'kasi-kitchen-with-mam-thoko'],
    ['Swartb', 'show', 'swartberg-geheime'],
  ])('finds a title from a few typed letters: "%s"', async (text, type, slug) => {
    // A short prefix may fit a shorter title better (e.g. "ubun": the channel Ubuntu Docs); the
    // title sought is still among the first three, and first of its kind, above its own trailer.
    const { results } = await search({ text, limit: 10 });
    expect(results.slice(0, 3).map((r) => r.slug)).toContain(slug);
    expect(results.find((r) => r.type === type)).toMatchObject({ type, slug });
  });

  it('puts a show before its own trailer and episodes for a prefix of its title', async () => {
    const { results } = await search({ text: 'ubun', limit: 50 });
    const at = (type: string, slug: string) => results.findIndex((r) => r.type === type && r.slug === slug);
    expect(at('show', 'ubuntu-heights')).toBeGreaterThanOrEqual(0);
    expect(at('show', 'ubuntu-heights')).toBeLessThan(at('video', 'ubuntu-heights-season-3-trailer'));
    expect(at('show', 'ubuntu-heights')).toBeLessThan(results.findIndex((r) => r.type === 'episode'));
  });

  it('matches words inside titles and descriptions across every kind', async () => {
    const { results, total } = await search({ text: 'isizu', limit: 50 });
    const slugs = results.map((r) => r.slug);
    expect(slugs).toContain('isizulu-drama');
    expect(slugs).toContain('learn-isizulu-with-gogo');
    expect(slugs).toContain('emzini-wethu');
    expect(new Set(results.map((r) => r.type)).size).toBeGreaterThanOrEqual(3);
    expect(total).toBeGreaterThanOrEqual(results.length);
    const ranks = results.map((r) => r.rank);
    expect([...ranks].sort((a, b) => b - a)).toEqual(ranks);
  });

  it('describes each result as a tile with a subtitle and a thumbnail that exists', async () => {
    const { results } = await search({ text: 'jozi gold', limit: 3 });
    expect(results[0]).toMatchObject({ type: 'show', title: 'Jozi Gold', subtitle: 'Mzansi Drama', thumbnail: '/images/show/jozi-gold.svg' });
    const episodes = await search({ text: 'jozi gold', limit: 3 }, '/search/episodes');
    expect(episodes.results[0]!.subtitle).toMatch(/^Jozi Gold · S\d+ E\d+$/);
    for (const result of [...results, ...episodes.results]) expect((await fetch(`${url}${result.thumbnail}`)).status).toBe(200);
  });

  it('keeps to a scope, from the path or from the body', async () => {
    const scopes = { episodes: 'episode', shows: 'show', videos: 'video', channels: 'channel', category: 'category' } as const;
    for (const [scope, type] of Object.entries(scopes)) {
      const viaPath = await search({ text: 'kasi', limit: 50 }, `/search/${scope}`);
      const viaBody = await search({ text: 'kasi', limit: 50, scope });
      expect(viaPath).toEqual(viaBody);
      expect(viaPath.results.every((r) => r.type === type), scope).toBe(true);
    }
    const everything = await search({ text: 'kasi', limit: 50, scope: 'all' });
    const parts = await Promise.all(Object.keys(scopes).map((scope) => search({ text: 'kasi', limit: 1 }, `/search/${scope}`)));
    expect(everything.total).toBe(parts.reduce((sum, part) => sum + part.total, 0));
  });

  it('pages with offset and limit, and counts every match', async () => {
    const whole = await search({ text: 'braai', offset: 0, limit: 20 });
    expect(whole.total).toBeGreaterThan(10);
    const first = await search({ text: 'braai', offset: 0, limit: 5 });
    const second = await search({ text: 'braai', offset: 5, limit: 5 });
    expect([...first.results, ...second.results]).toEqual(whole.results.slice(0, 10));
    expect(first.total).toBe(whole.total);
    const past = await search({ text: 'braai', offset: whole.total + 10, limit: 5 });
    expect(past).toEqual({ results: [], total: whole.total });
    const defaults = await search({ text: 'braai' });
    expect(defaults.results).toHaveLength(Math.min(20, whole.total));
  });

  it('ignores tsquery operators and survives text meant to break the query', async () => {
    const plain = await search({ text: 'ubuntu', limit: 10 });
    const noisy = await search({ text: "ubuntu & | ! ( ) :* <-> '", limit: 10 });
    expect(noisy).toEqual(plain);
    const hostile = await search({ text: "'); drop table shows; --", limit: 10 });
    expect(hostile.total).toBeGreaterThanOrEqual(0);
    expect(await search({ text: '!!! ::: &&&' })).toEqual({ results: [], total: 0 });
    await ok(ShowResponse, url, 'POST', '/show', { body: { slug: 'ubuntu-heights' } });
  });

  it('answers 400 for empty text, limits out of bounds and an unknown scope', async () => {
    const empty = await call(url, 'POST', '/search', { body: { text: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Type something to search for.');
    expect((await call(url, 'POST', '/search', { body: { text: 'x', limit: 51 } })).status).toBe(400);
    expect((await call(url, 'POST', '/search', { body: { text: 'x', offset: -1 } })).status).toBe(400);
    expect((await call(url, 'POST', '/search', { body: { text: 'x'.repeat(101) } })).status).toBe(400);
    expect((await call(url, 'POST', '/search/actors', { body: { text: 'x' } })).status).toBe(400);
    expect((await call(url, 'POST', '/search', { body: { text: 'x', scope: 'actors' } })).status).toBe(400);
  });
});
