import { EpisodePage, SearchResponse, VideoList } from '@grtv/machines';
import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, newTransactionId } from './api-client';
import { startTestGrtv, type TestGrtv } from './start-test-grtv';

describe('the rest of the SPEC section 7 routes over real HTTP', () => {
  let grtv: TestGrtv;
  beforeAll(async () => {
    grtv = await startTestGrtv();
  });
  afterAll(() => grtv?.dispose());

  /** Asks the content host itself for something to look at. */
  const content = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> =>
    (await fetch(`${grtv.contentUrl}${path}`, { method, headers: body ? { 'content-type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined })).json() as Promise<T>;

  it('searches every scope with the shared payload, and refuses an empty search', async () => {
    const api = createApiClient(grtv.appUrl);
    for (const path of ['/api/search', '/api/search/category', '/api/search/channels', '/api/search/shows', '/api/search/videos', '/api/search/episodes']) {
      const answer = await api.post(path, { text: 'a', offset: 0, limit: 3 });
      expect([path, answer.status]).toEqual([path, 200]);
      expect(SearchResponse.safeParse(answer.body).success).toBe(true);
    }
    const empty = await api.post('/api/search', { text: '   ', offset: 0, limit: 3 });
    expect([empty.status, empty.body.message]).toEqual([400, 'Type something to search for.']);
  });

  it('pages a season’s episodes and a category’s videos', async () => {
    const api = createApiClient(grtv.appUrl);
    const { slugs } = await content<{ slugs: string[] }>('POST', '/shows/slugs', {});
    const { show } = await content<{ show: { seasons: Array<{ id: string }> } }>('POST', '/show', { slug: slugs[0] });
    const episodes = await api.post('/api/episodes/season', { season_id: show.seasons[0]!.id, page: 1, limit: 2 });
    expect(EpisodePage.parse(episodes.body).data.length).toBeLessThanOrEqual(2);
    expect((await api.post('/api/episodes/season', { season_id: 'no-such-season', page: 1, limit: 2 })).status).toBe(404);

    const { channels } = await content<{ channels: Array<{ slug: string }> }>('POST', '/channels', {});
    const { categories } = await content<{ categories: Array<{ slug: string }> }>('GET', `/list/categories/${channels[0]!.slug}`);
    const videos = await api.post('/api/categories/videos', { channel: channels[0]!.slug, category: categories[0]!.slug, page: 1, limit: 3 });
    expect(VideoList.parse(videos.body).pagination).toMatchObject({ page: 1, limit: 3 });
  });

  it('serves the anti-fraud script for a transaction as JavaScript from its own origin', async () => {
    const api = createApiClient(grtv.appUrl);
    const transactionId = newTransactionId();
    const protect = await api.post<{ s: string; t: string; transaction_id: string }>('/api/dcbprotect/getDCBProtectScript', { transaction_id: transactionId });
    expect(protect.body.transaction_id).toBe(transactionId);
    expect(protect.body.t.length).toBeGreaterThan(10);
    const script = await api.get(`/api/dcbprotect/script/${transactionId}.js`);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(script.body).toBe(protect.body.s);
    expect((await api.get('/api/dcbprotect/script/never-issued-123.js')).status).toBe(404);
  });

  it('answers the session client: providers, the log beacon, and the headers page', async () => {
    const api = createApiClient(grtv.appUrl);
    expect((await api.get('/api/auth/providers')).body).toMatchObject({ otp: { id: 'otp', signinUrl: '/api/auth/signin/otp' } });
    expect((await api.post('/api/auth/_log', { level: 'warn', message: 'player stalled', path: '/watch/x' })).status).toBe(204);
    expect((await api.post('/api/auth/_log', { level: 'shout', message: 'x' })).status).toBe(400);
    const headers = await api.post<{ received: Record<string, string>; he_msisdn_masked: string | null }>('/api/log-headers', { headers: { 'user-agent': 'test' } }, { 'x-msisdn': '27821234567' });
    expect(headers.body.he_msisdn_masked).toBeNull();
    expect(headers.body.received['x-msisdn']).toBe('2782*****67');
  });

  it('serves the web app: client routes get index.html, hashed assets are cached for a year', async () => {
    const api = createApiClient(grtv.appUrl);
    const page = await api.get('/show/anything');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(String(page.body)).toContain('<div id="root">');
    const asset = String(page.body).match(/\/assets\/[^"]+\.js/)![0];
    expect((await api.get(asset)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await api.get('/api/nothing-here')).status).toBe(404);
    expect((await api.get('/')).headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('sends the app and JSON compressed to a phone that accepts it (slow, expensive data)', async () => {
    // node:http, not fetch: fetch decompresses, and the bytes on the wire are what the phone pays for.
    const raw = (path: string, encoding: string) =>
      new Promise<{ encoding: string | null; bytes: number; type: string | null }>((resolve, reject) => {
        get(`${grtv.appUrl}${path}`, { headers: { 'accept-encoding': encoding } }, (response) => {
          let bytes = 0;
          response.on('data', (chunk: Buffer) => (bytes += chunk.length));
          response.on('end', () => resolve({ encoding: response.headers['content-encoding'] ?? null, bytes, type: response.headers['content-type'] ?? null }));
        }).on('error', reject);
      });
    const html = await (await fetch(`${grtv.appUrl}/`)).text();
    const entry = html.match(/\/assets\/index-[^"]+\.js/)![0];
    const plain = await raw(entry, 'identity');
    const brotli = await raw(entry, 'br, gzip');
    const gzip = await raw(entry, 'gzip');
    expect([plain.encoding, brotli.encoding, gzip.encoding]).toEqual([null, 'br', 'gzip']);
    expect(brotli.type).toContain('javascript');
    expect(brotli.bytes).toBeLessThan(plain.bytes / 3);
    const home = await raw('/api/content/home', 'br');
    expect(home.encoding).toBe('br');
  });
});
