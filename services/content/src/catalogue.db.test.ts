import {
  ApiError,
  CarouselsResponse,
  CategoriesResponse,
  ChannelResponse,
  ChannelsResponse,
  ChannelTitlesResponse,
  EpisodePage,
  EpisodeResponse,
  HomeData,
  PrivacyPolicyResponse,
  ShowResponse,
  SlidesResponse,
  SlugsResponse,
  TermsResponse,
  VideoList,
  VideoResponse,
  VideosResponse,
} from '@grtv/machines';
import { testDatabaseEngines } from '@grtv/kit/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './db/rows-of';
import { seedIfEmpty } from './seed/seed-if-empty';
import { call, ok, startSeededContent, type SeededContent } from './testing/seeded-content';

const engines = testDatabaseEngines();
afterAll(async () => {
  for (const engine of engines) await engine.stop();
});

describe.each(engines.map((engine) => [engine.name, engine] as const))('catalogue calls on %s', (_name, engine) => {
  let host: SeededContent;
  let url: string;
  beforeAll(async () => {
    host = await startSeededContent(engine);
    url = host.url;
  });
  afterAll(() => host?.close());

  describe('seed', () => {
    it('holds a catalogue of the promised size', async () => {
      const [counts] = rowsOf<Record<string, number>>(
        await host.handle.db.execute(sql`select
          (select count(*)::int from channels) as channels, (select count(*)::int from categories) as categories,
          (select count(*)::int from shows) as shows, (select count(*)::int from episodes) as episodes,
          (select count(*)::int from videos) as videos, (select count(*)::int from live_channels) as live`),
      );
      expect(counts!.channels).toBeGreaterThanOrEqual(8);
      expect(counts!.categories).toBeGreaterThanOrEqual(20);
      expect(counts!.shows).toBeGreaterThanOrEqual(40);
      expect(counts!.episodes).toBeGreaterThanOrEqual(500);
      expect(counts!.videos).toBeGreaterThanOrEqual(200);
      expect(counts!.live).toBeGreaterThanOrEqual(6);
    });

    it('seeds only once: a second start leaves the catalogue as it is', async () => {
      const [before] = rowsOf<{ n: number }>(await host.handle.db.execute(sql`select count(*)::int as n from episodes`));
      expect(await seedIfEmpty(host.handle.db)).toEqual({ seeded: false, counts: null });
      const [after] = rowsOf<{ n: number }>(await host.handle.db.execute(sql`select count(*)::int as n from episodes`));
      expect(after!.n).toBe(before!.n);
    });
  });

  describe('home', () => {
    it('serves slides, carousels, categories and channels, apart and at once', async () => {
      const home = await ok(HomeData, url, 'GET', '/home');
      expect(home.slides.length).toBeGreaterThanOrEqual(5);
      expect(home.carousels.map((c) => c.slug)).toContain('trending-now');
      expect(home.carousels.every((c) => c.items.length > 0)).toBe(true);
      expect(home.channels.length).toBeGreaterThanOrEqual(8);
      const { slides } = await ok(SlidesResponse, url, 'GET', '/home/slides');
      const { carousels } = await ok(CarouselsResponse, url, 'GET', '/home/carousels');
      const { categories } = await ok(CategoriesResponse, url, 'GET', '/home/categories');
      expect(slides).toEqual(home.slides);
      expect(carousels).toEqual(home.carousels);
      expect(categories).toEqual(home.categories);
      expect(slides[0]).toMatchObject({ title: 'Ubuntu Heights', link: '/show/ubuntu-heights', image: '/images/slide/sl-01.svg' });
    });

    it('lets caches keep public catalogue reads for a minute', async () => {
      const answer = await call(url, 'GET', '/home/slides');
      expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
    });
  });

  describe('channels', () => {
    it('lists channels and their slugs, also for a POST with a JSON type and no body', async () => {
      const { channels } = await ok(ChannelsResponse, url, 'POST', '/channels');
      const { slugs } = await ok(SlugsResponse, url, 'POST', '/channels/slugs', { body: {} });
      expect(slugs).toEqual(channels.map((c) => c.slug));
      const bare = await fetch(`${url}/channels`, { method: 'POST', headers: { 'content-type': 'application/json' } });
      expect(bare.status).toBe(200);
    });

    it('finds a channel by slug and answers 404 for an unknown one', async () => {
      const { channel } = await ok(ChannelResponse, url, 'POST', '/channel', { body: { slug: 'kasi-comedy' } });
      expect(channel).toMatchObject({ name: 'Kasi Comedy', logo: '/images/channel/kasi-comedy.svg' });
      const missing = await call(url, 'POST', '/channel', { body: { slug: 'no-such-channel' } });
      expect(missing.status).toBe(404);
      expect(ApiError.parse(missing.body)).toEqual({ code: 'NOT_FOUND', message: 'There is no channel "no-such-channel".' });
      expect(missing.headers.get('cache-control')).toBe('no-store');
    });

    it('answers 400 for a slug that is not a slug and for a missing one', async () => {
      const bad = await call(url, 'POST', '/channel', { body: { slug: 'Kasi Comedy!' } });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ code: 'BAD_REQUEST', message: 'A slug is lower-case letters, digits and dashes.' });
      expect((await call(url, 'POST', '/channel', { body: {} })).status).toBe(400);
    });

    it('gives 6 titles by default (SPEC section 9) and honours a limit, topping shows up with videos', async () => {
      const { titles } = await ok(ChannelTitlesResponse, url, 'POST', '/channel/titles', { body: { slug: 'mzansi-drama' } });
      expect(titles).toHaveLength(6);
      expect(titles.every((t) => t.type === 'show')).toBe(true);
      const sport = await ok(ChannelTitlesResponse, url, 'POST', '/channel/titles', { body: { slug: 'mzansi-sport', limit: 10 } });
      expect(sport.titles).toHaveLength(10);
      expect(sport.titles.filter((t) => t.type === 'video').length).toBeGreaterThan(0);
      expect((await call(url, 'POST', '/channel/titles', { body: { slug: 'mzansi-sport', limit: 0 } })).status).toBe(400);
      expect((await call(url, 'POST', '/channel/titles', { body: { slug: 'mzansi-sport', limit: 51 } })).status).toBe(400);
    });

    it('gives a channel page one carousel per category, at most six', async () => {
      const { carousels } = await ok(CarouselsResponse, url, 'POST', '/channel/carousels', { body: { slug: 'mzansi-drama' } });
      expect(carousels.map((c) => c.title)).toEqual(['Soapies', 'Telenovelas', 'Crime & Thrillers', 'Period Drama', 'Youth Drama', 'isiZulu Drama']);
      expect(carousels[0]!.items[0]).toMatchObject({ type: 'show', slug: 'ubuntu-heights' });
      expect((await call(url, 'POST', '/channel/carousels', { body: { slug: 'nope' } })).status).toBe(404);
    });
  });

  describe('categories', () => {
    it('lists 6 categories per channel at list/categories/{channel}/6 and all without a limit', async () => {
      const six = await ok(CategoriesResponse, url, 'GET', '/list/categories/mzansi-sport/6');
      expect(six.categories).toHaveLength(6);
      const three = await ok(CategoriesResponse, url, 'GET', '/list/categories/mzansi-sport/3');
      expect(three.categories).toEqual(six.categories.slice(0, 3));
      const all = await ok(CategoriesResponse, url, 'GET', '/list/categories/grtv-kids');
      expect(all.categories.map((c) => c.slug)).toEqual(['cartoons', 'learn-and-play', 'bedtime-stories', 'sing-along']);
      expect((await call(url, 'GET', '/list/categories/nope/6')).status).toBe(404);
      expect((await call(url, 'GET', '/list/categories/mzansi-sport/0')).status).toBe(400);
      const { slugs } = await ok(SlugsResponse, url, 'POST', '/categories/slugs');
      expect(slugs.length).toBeGreaterThanOrEqual(20);
    });

    it('pages a category: first page, last page, past the end', async () => {
      const first = await ok(VideoList, url, 'GET', '/list/category/mzansi-sport/psl-highlights/1/10');
      expect(first.header).toBe('PSL Highlights');
      expect(first.genres.map((g) => g.name)).toEqual(['Sport', 'Football']);
      const { total, pages } = first.pagination;
      expect(total).toBeGreaterThan(20);
      expect(pages).toBe(Math.ceil(total / 10));
      expect(first.videos).toHaveLength(10);
      const dates = first.videos.map((v) => v.published_at);
      expect([...dates].sort().reverse()).toEqual(dates);

      const last = await ok(VideoList, url, 'GET', `/list/category/mzansi-sport/psl-highlights/${pages}/10`);
      expect(last.videos).toHaveLength(total - (pages - 1) * 10);
      expect(last.pagination).toEqual({ page: pages, limit: 10, pages, total });

      const past = await ok(VideoList, url, 'GET', `/list/category/mzansi-sport/psl-highlights/${pages + 1}/10`);
      expect(past.videos).toEqual([]);
      expect(past.pagination).toEqual({ page: pages + 1, limit: 10, pages, total });

      const everything = await ok(VideoList, url, 'GET', '/list/category/mzansi-sport/psl-highlights/1/100');
      expect(everything.videos).toHaveLength(total);
      expect(new Set(everything.videos.map((v) => v.id)).size).toBe(total);
    });

    it('refuses limits and pages out of bounds, and categories of another channel', async () => {
      for (const path of ['/list/category/mzansi-sport/psl-highlights/1/0', '/list/category/mzansi-sport/psl-highlights/1/101', '/list/category/mzansi-sport/psl-highlights/0/10', '/list/category/mzansi-sport/psl-highlights/x/10']) {
        expect((await call(url, 'GET', path)).status, path).toBe(400);
      }
      const elsewhere = await call(url, 'GET', '/list/category/kasi-comedy/psl-highlights/1/10');
      expect(elsewhere.status).toBe(404);
      expect(elsewhere.body.message).toBe('There is no category "psl-highlights" in channel "kasi-comedy".');
    });

    it('serves the same list at POST categories/videos', async () => {
      const viaPost = await ok(VideoList, url, 'POST', '/categories/videos', { body: { channel: 'piano-vibes', category: 'amapiano', page: 2, limit: 5 } });
      const viaGet = await ok(VideoList, url, 'GET', '/list/category/piano-vibes/amapiano/2/5');
      expect(viaPost).toEqual(viaGet);
    });
  });

  describe('shows and episodes', () => {
    it('serves a show with its seasons in order', async () => {
      const { show } = await ok(ShowResponse, url, 'POST', '/show', { body: { slug: 'ubuntu-heights' } });
      expect(show).toMatchObject({ title: 'Ubuntu Heights', channel_slug: 'mzansi-drama', poster: '/images/poster/ubuntu-heights.svg' });
      expect(show.genres).toContain('Soapie');
      expect(show.seasons.map((s) => s.ordinal)).toEqual([1, 2, 3]);
      expect(show.seasons.every((s) => s.episode_count >= 18)).toBe(true);
      expect((await call(url, 'POST', '/show', { body: { slug: 'nope' } })).status).toBe(404);
    });

    it('pages a season by ordinal: first, last, past the end, bad limits', async () => {
      const { show } = await ok(ShowResponse, url, 'POST', '/show', { body: { slug: 'ubuntu-heights' } });
      const season = show.seasons[0]!;
      const first = await ok(EpisodePage, url, 'POST', '/episodes/season', { body: { season_id: season.id, page: 1, limit: 5 } });
      expect(first.data.map((e) => e.ordinal)).toEqual([1, 2, 3, 4, 5]);
      expect(first).toMatchObject({ page: 1, total: season.episode_count, lastPage: Math.ceil(season.episode_count / 5) });
      const last = await ok(EpisodePage, url, 'POST', '/episodes/season', { body: { season_id: season.id, page: first.lastPage, limit: 5 } });
      expect(last.data.at(-1)!.ordinal).toBe(season.episode_count);
      const past = await ok(EpisodePage, url, 'POST', '/episodes/season', { body: { season_id: season.id, page: first.lastPage + 1, limit: 5 } });
      expect(past.data).toEqual([]);
      const defaults = await ok(EpisodePage, url, 'POST', '/episodes/season', { body: { season_id: season.id } });
      expect(defaults.data).toHaveLength(10);
      expect((await call(url, 'POST', '/episodes/season', { body: { season_id: season.id, limit: 101 } })).status).toBe(400);
      expect((await call(url, 'POST', '/episodes/season', { body: { season_id: 'se-9999' } })).status).toBe(404);
    });

    it('serves an episode and every slug', async () => {
      const { episode } = await ok(EpisodeResponse, url, 'POST', '/episode', { body: { slug: 'ubuntu-heights-s01e02' } });
      expect(episode).toMatchObject({ show_slug: 'ubuntu-heights', season_ordinal: 1, ordinal: 2, channel_slug: 'mzansi-drama' });
      const shows = await ok(SlugsResponse, url, 'POST', '/shows/slugs');
      const episodes = await ok(SlugsResponse, url, 'POST', '/episodes/slugs');
      expect(shows.slugs.length).toBeGreaterThanOrEqual(40);
      expect(episodes.slugs.length).toBeGreaterThanOrEqual(500);
      expect(episodes.slugs).toContain('ubuntu-heights-s01e02');
      expect((await call(url, 'POST', '/episode', { body: { slug: 'ubuntu-heights-s09e01' } })).status).toBe(404);
    });
  });

  describe('videos', () => {
    it('serves a video, the latest, a slider and more from a category', async () => {
      const { slugs } = await ok(SlugsResponse, url, 'POST', '/video/slugs');
      expect(slugs.length).toBeGreaterThanOrEqual(200);
      const { video } = await ok(VideoResponse, url, 'POST', '/video', { body: { slug: slugs[0] } });
      expect(video.slug).toBe(slugs[0]);

      const latest = await ok(VideosResponse, url, 'POST', '/videos/latest');
      expect(latest.videos).toHaveLength(12);
      const five = await ok(VideosResponse, url, 'POST', '/videos/latest', { body: { limit: 5 } });
      expect(five.videos).toEqual(latest.videos.slice(0, 5));

      const slider = await ok(VideosResponse, url, 'POST', '/videos/slider', { body: { slug: 'mzansi-sport' } });
      expect(slider.videos.length).toBeGreaterThan(0);
      expect(slider.videos.every((v) => v.channel_slug === 'mzansi-sport')).toBe(true);
      const categorySlider = await ok(VideosResponse, url, 'POST', '/videos/slider', { body: { slug: 'boxing' } });
      expect(categorySlider.videos.every((v) => v.category_slug === 'boxing')).toBe(true);

      const more = await ok(VideosResponse, url, 'POST', '/videos/randomCategoryVideos', { body: { slug: video.slug, limit: 5 } });
      expect(more.videos.every((v) => v.category_slug === video.category_slug && v.slug !== video.slug)).toBe(true);
      const again = await ok(VideosResponse, url, 'POST', '/videos/randomCategoryVideos', { body: { slug: video.slug, limit: 5 } });
      expect(again).toEqual(more);
      const byCategory = await ok(VideosResponse, url, 'POST', '/videos/randomCategoryVideos', { body: { slug: 'amapiano' } });
      expect(byCategory.videos).toHaveLength(8);
      for (const slug of ['nope']) {
        expect((await call(url, 'POST', '/video', { body: { slug } })).status).toBe(404);
        expect((await call(url, 'POST', '/videos/slider', { body: { slug } })).status).toBe(404);
        expect((await call(url, 'POST', '/videos/randomCategoryVideos', { body: { slug } })).status).toBe(404);
      }
    });

    it('reshuffles "more like this" when the hour turns', async () => {
      const body = { body: { slug: 'amapiano', limit: 24 } };
      const now = await ok(VideosResponse, url, 'POST', '/videos/randomCategoryVideos', body);
      host.clock.advance(3_600_000);
      const later = await ok(VideosResponse, url, 'POST', '/videos/randomCategoryVideos', body);
      expect(later.videos.map((v) => v.id).sort()).toEqual(now.videos.map((v) => v.id).sort());
      expect(later.videos.map((v) => v.id)).not.toEqual(now.videos.map((v) => v.id));
    });
  });

  describe('terms and privacy policy', () => {
    it('serves both texts by POST and GET', async () => {
      const { terms } = await ok(TermsResponse, url, 'POST', '/terms');
      expect(terms.body).toContain('R5.00 a day');
      const { privacy_policy } = await ok(PrivacyPolicyResponse, url, 'GET', '/privacypolicy');
      expect(privacy_policy.body).toContain('POPIA');
    });
  });

  describe('images', () => {
    it('draws an SVG from the title, cacheable, with an ETag a phone can revalidate', async () => {
      const answer = await fetch(`${url}/images/poster/ubuntu-heights.svg`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('image/svg+xml');
      expect(answer.headers.get('cache-control')).toContain('max-age=86400');
      const svg = await answer.text();
      expect(svg).toMatch(/^<svg /);
      expect(svg).toContain('Ubuntu');
      const etag = answer.headers.get('etag')!;
      const again = await fetch(`${url}/images/poster/ubuntu-heights.svg`, { headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
    });

    it('has an image behind every path the catalogue hands out', async () => {
      const home = await ok(HomeData, url, 'GET', '/home');
      const paths = [
        ...home.slides.map((s) => s.image),
        ...home.carousels.flatMap((c) => c.items.map((i) => i.thumbnail)),
        ...home.categories.map((c) => c.thumbnail),
        ...home.channels.flatMap((c) => [c.logo, c.thumbnail]),
      ];
      for (const path of new Set(paths)) expect((await fetch(`${url}${path}`)).status, path).toBe(200);
    });

    it('answers 404 for an unknown item and 400 for an unknown kind or name', async () => {
      expect((await fetch(`${url}/images/poster/no-such-show.svg`)).status).toBe(404);
      expect((await fetch(`${url}/images/banner/ubuntu-heights.svg`)).status).toBe(400);
      expect((await fetch(`${url}/images/poster/ubuntu-heights.png`)).status).toBe(400);
    });
  });
});
