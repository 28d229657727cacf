import { startSeededContent, TEST_SECRETS, type SeededContent } from '@grtv/content/testing';
import { createHttpApp, createLogger, type HttpApp } from '@grtv/kit';
import { testDatabaseEngines } from '@grtv/kit/testing';
import { ChannelsResponse, HomeData, LiveCategoryResponse, LiveData, PrivacyPolicyResponse, TermsResponse } from '@grtv/machines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiContext } from '../api-context';
import { createContentClient } from './content-client';
import { contentPageRoutes, PAGE_CACHE } from './content-pages.routes';
import { CategoryPage, ChannelPage, EpisodeScreen, LiveChannelPage, ShowPage, VideoScreen } from '@grtv/machines';

/**
 * The page routes against the real content host (seeded, on PGlite, over real HTTP). Only the
 * content client is given: these routes use nothing else of the API's context.
 */
describe('GET /api/content/* page routes over the seeded content host', () => {
  let host: SeededContent;
  let app: HttpApp;
  beforeAll(async () => {
    host = await startSeededContent(testDatabaseEngines()[0]!);
    app = createHttpApp({ logger: createLogger({ name: 'api-test', level: 'silent' }) });
    const content = createContentClient({ baseUrl: host.url, tokenSecret: TEST_SECRETS.CONTENT_TOKEN_SECRET, internalKey: TEST_SECRETS.CONTENT_INTERNAL_KEY, timeoutMs: 5000 });
    await app.register(contentPageRoutes, { ctx: { content } as unknown as ApiContext });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await host?.close();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('answers home in one request with slides, carousels, categories and channels, cacheable for a minute', async () => {
    const res = await get('/api/content/home');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(PAGE_CACHE);
    const home = HomeData.parse(res.json());
    expect(home.slides.length).toBeGreaterThan(0);
    expect(home.carousels.length).toBeGreaterThan(0);
    expect(home.channels.map((c) => c.name)).toContain('Mzansi Drama');
  });

  it('answers the channels list for Browse', async () => {
    const res = await get('/api/content/channels');
    expect(ChannelsResponse.parse(res.json()).channels).toHaveLength(10);
  });

  it('answers a channel page with six titles, its carousels and six categories', async () => {
    const res = await get('/api/content/channels/mzansi-sport');
    expect(res.statusCode).toBe(200);
    const page = ChannelPage.parse(res.json());
    expect(page.channel.slug).toBe('mzansi-sport');
    expect(page.titles).toHaveLength(6);
    expect(page.categories.length).toBeLessThanOrEqual(6);
    expect(page.categories.every((c) => c.channel_slug === 'mzansi-sport')).toBe(true);
    expect(page.carousels.length).toBeGreaterThan(0);
  });

  it('answers a show with its seasons and the first page of the season asked for', async () => {
    const first = ShowPage.parse((await get('/api/content/shows/ubuntu-heights')).json());
    expect(first.show.seasons.length).toBeGreaterThan(1);
    expect(first.season?.ordinal).toBe(1);
    expect(first.episodes?.data.map((e) => e.ordinal)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

    const second = ShowPage.parse((await get('/api/content/shows/ubuntu-heights?season=2&limit=5')).json());
    expect(second.season?.ordinal).toBe(2);
    expect(second.episodes?.data).toHaveLength(5);
    expect(second.episodes?.data.every((e) => e.season_ordinal === 2)).toBe(true);
  });

  it('answers 404 with a clear message for a season the show does not have, and for an unknown show', async () => {
    const noSeason = await get('/api/content/shows/ubuntu-heights?season=99');
    expect(noSeason.statusCode).toBe(404);
    expect(noSeason.json().message).toBe('Ubuntu Heights has no season 99.');
    expect(noSeason.headers['cache-control']).toBe('no-store');
    const noShow = await get('/api/content/shows/no-such-show');
    expect(noShow.statusCode).toBe(404);
    expect(noShow.json()).toEqual({ code: 'NOT_FOUND', message: 'There is no show "no-such-show".' });
  });

  it('answers an episode with the episodes around it in its season, across a page edge', async () => {
    const screen = EpisodeScreen.parse((await get('/api/content/episodes/amaphoyisa-s02e11')).json());
    expect(screen.episode.ordinal).toBe(11);
    const ordinals = screen.nearby.map((e) => e.ordinal);
    expect(ordinals).toContain(11);
    expect(ordinals.filter((o) => o < 11).length).toBeGreaterThanOrEqual(2);
    expect(ordinals).toEqual([...ordinals].sort((a, b) => a - b));
    expect(screen.nearby.every((e) => e.season_id === screen.episode.season_id)).toBe(true);
    expect(screen.season_total).toBeGreaterThanOrEqual(11);

    const early = EpisodeScreen.parse((await get('/api/content/episodes/ubuntu-heights-s01e09?limit=5')).json());
    expect(early.nearby.map((e) => e.ordinal)).toEqual([7, 8, 9, 10, 11]);
  });

  it('answers a video with more from its category, without itself', async () => {
    const slug = 'highveld-lions-vs-rustenburg-platinum-2-0-matchday-30-highlights';
    const screen = VideoScreen.parse((await get(`/api/content/videos/${slug}`)).json());
    expect(screen.video.slug).toBe(slug);
    expect(screen.related.length).toBeGreaterThan(0);
    expect(screen.related.every((v) => v.category_slug === screen.video.category_slug && v.slug !== slug)).toBe(true);
  });

  it('answers a category page by the category alone (its channel found) and pages through it', async () => {
    const first = CategoryPage.parse((await get('/api/content/categories/psl-highlights?limit=4')).json());
    expect(first.channel_slug).toBe('mzansi-sport');
    expect(first.header).toBe('PSL Highlights');
    expect(first.videos).toHaveLength(4);
    expect(first.pagination).toMatchObject({ page: 1, limit: 4 });
    const second = CategoryPage.parse((await get('/api/content/categories/psl-highlights?channel=mzansi-sport&page=2&limit=4')).json());
    expect(second.pagination.page).toBe(2);
    expect(second.videos.map((v) => v.id)).not.toContain(first.videos[0]!.id);
    expect((await get('/api/content/categories/no-such-category')).statusCode).toBe(404);
  });

  it('refuses a bad slug or page with 400 before calling the content host', async () => {
    const badSlug = await get('/api/content/shows/Not%20A%20Slug');
    expect(badSlug.statusCode).toBe(400);
    expect(badSlug.json().message).toBe('A slug is lower-case letters, digits and dashes.');
    expect((await get('/api/content/categories/psl-highlights?page=0')).statusCode).toBe(400);
  });

  it('answers live, a live category and one live channel', async () => {
    const live = LiveData.parse((await get('/api/content/live')).json());
    expect(live.live_links.length).toBeGreaterThan(0);
    const category = LiveCategoryResponse.parse((await get(`/api/content/live/categories/${live.live_categories[0]!.slug}`)).json());
    expect(category.category_links.length).toBeGreaterThan(0);
    const channel = LiveChannelPage.parse((await get('/api/content/live/channels/grtv-news-24')).json());
    expect(channel.live_link.title).toBe('GRTV News 24');
    expect((await get('/api/content/live/channels/nope')).statusCode).toBe(404);
  });

  it('answers the terms and the privacy policy', async () => {
    expect(TermsResponse.parse((await get('/api/content/terms')).json()).terms.title).toBe('GRTV Terms and Conditions');
    expect(PrivacyPolicyResponse.parse((await get('/api/content/privacy-policy')).json()).privacy_policy.body.length).toBeGreaterThan(100);
  });
});
