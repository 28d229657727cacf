import { signMediaPath } from '@grtv/kit';
import { testDatabaseEngines } from '@grtv/kit/testing';
import { CategoryLinksResponse, LiveCategoriesResponse, LiveCategoryResponse, LiveData, LiveHeaderResponse, LiveLinksResponse, SlugsResponse, StreamResponse } from '@grtv/machines';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_ASSETS } from './media/sample-assets';
import { writeFakeHlsAsset } from './testing/fake-hls-asset';
import { call, ok, startSeededContent, TEST_SECRETS, type SeededContent } from './testing/seeded-content';

const engines = testDatabaseEngines();
const mediaDir = mkdtempSync(join(tmpdir(), 'grtv-media-test-'));
for (const asset of SAMPLE_ASSETS) writeFakeHlsAsset(mediaDir, asset);
afterAll(async () => {
  for (const engine of engines) await engine.stop();
  rmSync(mediaDir, { recursive: true, force: true });
});

/** A GET that sends the path exactly as written (fetch would resolve `..` before sending). */
function rawGet(base: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const mediaSequence = (playlist: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(playlist)?.[1]);
const discontinuitySequence = (playlist: string) => Number(/#EXT-X-DISCONTINUITY-SEQUENCE:(\d+)/.exec(playlist)?.[1]);
const segmentsOf = (playlist: string) => playlist.split('\n').filter((line) => line.endsWith('.ts'));

describe.each(engines.map((engine) => [engine.name, engine] as const))('live and media on %s', (_name, engine) => {
  let host: SeededContent;
  let url: string;
  const internal = { 'x-internal-key': TEST_SECRETS.CONTENT_INTERNAL_KEY };
  const stream = (kind: string, slug: string) => ok(StreamResponse, url, 'POST', '/internal/stream', { body: { kind, slug }, headers: internal });
  beforeAll(async () => {
    host = await startSeededContent(engine, { mediaDir });
    url = host.url;
  });
  afterAll(() => host?.close());

  describe('live screen', () => {
    it('serves header, links, categories and a category, apart and at once', async () => {
      const live = await ok(LiveData, url, 'GET', '/live');
      expect(live.live_links.length).toBeGreaterThanOrEqual(6);
      expect(live.category_links.every((l) => l.category_id === live.live_categories[0]!.id)).toBe(true);
      const { live_header } = await ok(LiveHeaderResponse, url, 'POST', '/live/live-header');
      expect(live_header).toEqual(live.live_header);
      const { live_links } = await ok(LiveLinksResponse, url, 'POST', '/live/live-links');
      expect(live_links).toEqual(live.live_links);
      const { live_categories } = await ok(LiveCategoriesResponse, url, 'POST', '/live/live-categories');
      expect(live_categories.map((c) => c.slug)).toEqual(['news', 'sport', 'music', 'entertainment', 'kids']);
      const music = await ok(LiveCategoryResponse, url, 'POST', '/live/live-category', { body: { category_slug: 'music' } });
      expect(music.category_links.map((l) => l.slug)).toEqual(['piano-vibes-live', 'gospel-sunday-live']);
      const byId = await ok(CategoryLinksResponse, url, 'POST', '/live/category/live-links', { body: { category_id: music.live_category.id } });
      expect(byId.category_links).toEqual(music.category_links);
      expect((await call(url, 'POST', '/live/live-category', { body: { category_slug: 'opera' } })).status).toBe(404);
      expect((await call(url, 'POST', '/live/category/live-links', { body: { category_id: 'lc-99' } })).status).toBe(404);
      expect((await call(url, 'POST', '/live/live-category', { body: {} })).status).toBe(400);
    });

    it('shows what is on now, and something else an hour later', async () => {
      const before = await ok(LiveLinksResponse, url, 'POST', '/live/live-links');
      host.clock.advance(3_600_000);
      const after = await ok(LiveLinksResponse, url, 'POST', '/live/live-links');
      expect(after.live_links.map((l) => l.now_playing)).not.toEqual(before.live_links.map((l) => l.now_playing));
      expect(after.live_links.every((l) => l.now_playing.length > 0)).toBe(true);
    });
  });

  describe('stream URLs', () => {
    it('signs a master playlist URL for an episode, a video and a live channel, valid for the configured TTL', async () => {
      const episode = await stream('episode', 'ubuntu-heights-s01e01');
      expect(episode.url).toMatch(/^\/media\/s\/\d+\/[\w-]+\/grtv-[a-z]+\/master\.m3u8$/);
      expect(episode.live).toBe(false);
      expect(Date.parse(episode.expires_at) - host.clock.now()).toBeLessThanOrEqual(host.config.streamTtlSeconds * 1000);
      expect(Date.parse(episode.expires_at) - host.clock.now()).toBeGreaterThan(host.config.streamTtlSeconds * 1000 - 1000);
      const live = await stream('live', 'grtv-news-24');
      expect(live.url).toMatch(/\/live-grtv-news-24\/master\.m3u8$/);
      expect(live.live).toBe(true);
      const { slugs } = await ok(SlugsResponse, url, 'POST', '/video/slugs');
      expect((await stream('video', slugs[0]!)).live).toBe(false);
    });

    it('refuses a wrong or missing internal key with 401, and unknown slugs with 404', async () => {
      const wrong = await call(url, 'POST', '/internal/stream', { body: { kind: 'episode', slug: 'ubuntu-heights-s01e01' }, headers: { 'x-internal-key': 'guess-guess-guess-guess' } });
      expect(wrong.status).toBe(401);
      expect(wrong.body.code).toBe('INTERNAL_KEY_REQUIRED');
      expect((await call(url, 'POST', '/internal/stream', { body: { kind: 'episode', slug: 'ubuntu-heights-s01e01' } })).status).toBe(401);
      expect((await call(url, 'POST', '/internal/stream', { body: { kind: 'episode', slug: 'nope' }, headers: internal })).status).toBe(404);
      expect((await call(url, 'POST', '/internal/stream', { body: { kind: 'film', slug: 'nope' }, headers: internal })).status).toBe(400);
    });
  });

  describe('signed media', () => {
    it('serves a VOD master, rendition playlist and segment with HLS types, caching and CORS', async () => {
      const { url: master } = await stream('episode', 'ubuntu-heights-s01e01');
      const base = master.slice(0, -'master.m3u8'.length);
      const m = await fetch(`${url}${master}`);
      expect(m.status).toBe(200);
      expect(m.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
      expect(m.headers.get('cache-control')).toBe('public, max-age=60');
      expect(m.headers.get('access-control-allow-origin')).toBe('*');
      expect(await m.text()).toContain('240p/index.m3u8');
      const rendition = await fetch(`${url}${base}240p/index.m3u8`);
      expect(await rendition.text()).toContain('#EXT-X-ENDLIST');
      const segment = await fetch(`${url}${base}240p/seg_002.ts`);
      expect(segment.status).toBe(200);
      expect(segment.headers.get('content-type')).toBe('video/mp2t');
      expect(segment.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await segment.text()).toMatch(/^grtv-[a-z]+\/240p\/2$/);
    });

    it('refuses an expired link and a tampered one with 403', async () => {
      const { url: master } = await stream('episode', 'ubuntu-heights-s01e01');
      const [, , , exp, sig, asset] = master.split('/');
      const tampered = await fetch(`${url}/media/s/${exp}/${sig!.slice(0, -2)}xx/${asset}/master.m3u8`);
      expect(tampered.status).toBe(403);
      expect(((await tampered.json()) as { code: string }).code).toBe('MEDIA_LINK_INVALID');
      const otherAsset = await fetch(`${url}/media/s/${exp}/${sig}/${asset === 'grtv-harbour' ? 'grtv-sunrise' : 'grtv-harbour'}/master.m3u8`);
      expect(otherAsset.status).toBe(403);
      const longer = await fetch(`${url}/media/s/${Number(exp) + 3600}/${sig}/${asset}/master.m3u8`);
      expect(longer.status).toBe(403);
      const expired = signMediaPath(asset!, 'master.m3u8', TEST_SECRETS.MEDIA_SIGNING_SECRET, 60, host.clock.now() - 120_000);
      const late = await fetch(`${url}${expired.path}`);
      expect(late.status).toBe(403);
      const body = await late.json();
      expect(body).toEqual({ code: 'MEDIA_LINK_EXPIRED', message: 'This video link has expired. Go back and press play again.' });
      expect(late.headers.get('access-control-allow-origin')).toBe('*');
    });

    it('never leaves the asset folder, whatever the path says', async () => {
      const { url: master } = await stream('episode', 'ubuntu-heights-s01e01');
      const base = master.slice(0, -'master.m3u8'.length);
      for (const file of ['../../../etc/passwd', '..%2F..%2Fetc%2Fpasswd', '240p/../../grtv-sunrise/master.m3u8', '.hidden.ts', '240p/seg_002.ts/..', 'master.m3u8%00.ts', '240p/sub/seg_002.ts', 'index.html']) {
        const answer = await rawGet(url, `${base}${file}`);
        expect([400, 403, 404], file).toContain(answer.status);
        expect(answer.body, file).not.toContain('root:');
      }
    });

    it('answers 503 with the way out when the asset was never made', async () => {
      const path = signMediaPath('grtv-missing', 'master.m3u8', TEST_SECRETS.MEDIA_SIGNING_SECRET, 60, host.clock.now()).path;
      const answer = await fetch(`${url}${path}`);
      expect(answer.status).toBe(503);
      expect(((await answer.json()) as { message: string }).message).toContain('apt-get install -y ffmpeg');
    });
  });

  describe('live HLS', () => {
    const livePlaylist = async (master: string, rendition = '240p') => {
      const answer = await fetch(`${url}${master.slice(0, -'master.m3u8'.length)}${rendition}/index.m3u8`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(answer.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
      return answer.text();
    };

    it('serves the asset master and a sliding window that moves with the clock, never ending', async () => {
      host.clock.set(Date.parse('2026-03-01T12:00:01Z'));
      const { url: master } = await stream('live', 'grtv-news-24');
      const m = await fetch(`${url}${master}`);
      expect(m.headers.get('cache-control')).toBe('no-cache');
      expect(await m.text()).toContain('144p/index.m3u8');

      const first = await livePlaylist(master);
      expect(first).not.toContain('#EXT-X-ENDLIST');
      expect(segmentsOf(first)).toHaveLength(5);
      const edge = Math.floor(host.clock.now() / 2000);
      expect(mediaSequence(first)).toBe(edge - 4);

      host.clock.advance(2000);
      const next = await livePlaylist(master);
      expect(mediaSequence(next)).toBe(mediaSequence(first) + 1);
      expect(segmentsOf(next).slice(0, 4)).toEqual(segmentsOf(first).slice(1));
      expect(segmentsOf(next)).not.toEqual(segmentsOf(first));

      const segment = await fetch(`${url}${master.slice(0, -'master.m3u8'.length)}240p/${segmentsOf(next)[4]}`);
      expect(segment.status).toBe(200);
      expect(segment.headers.get('cache-control')).toContain('immutable');
    });

    it('marks each wrap of the looping asset as a discontinuity and counts them', async () => {
      const { url: master } = await stream('live', 'grtv-news-24');
      // 8 segments of 2 s loop every 16 s: put the clock where the window holds a wrap.
      const loop = Math.floor(Date.parse('2026-03-01T13:00:00Z') / 16_000) + 1;
      host.clock.set(loop * 16_000 + 2 * 2000 + 500);
      const across = await livePlaylist(master);
      const lines = across.split('\n');
      expect(segmentsOf(across)).toEqual(['seg_006.ts', 'seg_007.ts', 'seg_000.ts', 'seg_001.ts', 'seg_002.ts']);
      expect(lines[lines.indexOf('seg_007.ts') + 1]).toBe('#EXT-X-DISCONTINUITY');
      expect(discontinuitySequence(across)).toBe(loop - 1);

      host.clock.advance(3 * 2000);
      const after = await livePlaylist(master);
      expect(after).not.toContain('#EXT-X-DISCONTINUITY\n');
      expect(discontinuitySequence(after)).toBe(loop);
    });

    it('answers 404 for a live channel that does not exist, even when signed', async () => {
      const path = signMediaPath('live-no-such-channel', 'master.m3u8', TEST_SECRETS.MEDIA_SIGNING_SECRET, 60, host.clock.now()).path;
      expect((await fetch(`${url}${path}`)).status).toBe(404);
    });
  });
});
