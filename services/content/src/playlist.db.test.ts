import { signToken } from '@grtv/kit';
import { testDatabaseEngines } from '@grtv/kit/testing';
import { EpisodePage, EpisodeResponse, PlaylistChangeResponse, PlaylistResponse, PlaylistStatusResponse, ShowResponse, VideoList } from '@grtv/machines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ok, startSeededContent, TEST_SECRETS, type SeededContent } from './testing/seeded-content';

const engines = testDatabaseEngines();
afterAll(async () => {
  for (const engine of engines) await engine.stop();
});

describe.each(engines.map((engine) => [engine.name, engine] as const))('My List on %s', (_name, engine) => {
  let host: SeededContent;
  let url: string;
  const bearer = (userId: string, ttl = 3600, nowMs = host.clock.now()) => ({ authorization: `Bearer ${signToken({ sub: userId }, TEST_SECRETS.CONTENT_TOKEN_SECRET, ttl, nowMs)}` });
  let alice: Record<string, string>;
  let bob: Record<string, string>;
  let episodeIds: string[];
  let videoIds: string[];

  beforeAll(async () => {
    host = await startSeededContent(engine);
    url = host.url;
    alice = bearer('user-alice');
    bob = bearer('user-bob');
    const { show } = await ok(ShowResponse, url, 'POST', '/show', { body: { slug: 'jozi-gold' } });
    const season = show.seasons[0]!;
    const page = await ok(EpisodePage, url, 'POST', '/episodes/season', { body: { season_id: season.id, limit: 3 } });
    episodeIds = page.data.map((e) => e.id);
    const list = await ok(VideoList, url, 'GET', '/list/category/piano-vibes/amapiano/1/3');
    videoIds = list.videos.map((v) => v.id);
  });
  afterAll(() => host?.close());

  const add = (headers: Record<string, string>, item: object) => ok(PlaylistChangeResponse, url, 'POST', '/playlist/add', { body: item, headers });
  const status = (headers: Record<string, string>, item: object) => ok(PlaylistStatusResponse, url, 'POST', '/playlist/status', { body: item, headers });
  const list = (headers: Record<string, string>, body: object = {}) => ok(PlaylistResponse, url, 'POST', '/playlist', { body, headers });

  it('asks for a session without a valid bearer token: missing, tampered, expired, wrong secret', async () => {
    const expired = bearer('user-alice', 60, host.clock.now() - 120_000);
    const wrongSecret = { authorization: `Bearer ${signToken({ sub: 'user-alice' }, 'some-other-secret-0123456789', 3600, host.clock.now())}` };
    const tampered = { authorization: `${alice.authorization!.slice(0, -3)}abc` };
    const noSub = { authorization: `Bearer ${signToken({}, TEST_SECRETS.CONTENT_TOKEN_SECRET, 3600, host.clock.now())}` };
    for (const headers of [{}, { authorization: 'Basic abc' }, expired, wrongSecret, tampered, noSub]) {
      for (const path of ['/playlist', '/playlist/status', '/playlist/add', '/playlist/remove']) {
        const answer = await call(url, 'POST', path, { body: { episode_id: episodeIds[0] }, headers });
        expect(answer.status, path).toBe(401);
        expect(answer.body).toEqual({ code: 'SESSION_REQUIRED', message: 'SessionRequired' });
        expect(answer.headers.get('cache-control')).toBe('no-store');
      }
    }
  });

  it('adds an item once however often it is added, and reports its status', async () => {
    const item = { episode_id: episodeIds[0] };
    expect(await status(alice, item)).toEqual({ status: false });
    expect(await add(alice, item)).toEqual({ status: true });
    expect(await add(alice, { ...item, channel_id: null, category_id: null })).toEqual({ status: true });
    expect(await status(alice, { ...item, show: 'jozi-gold' })).toEqual({ status: true });
    const mine = await list(alice);
    expect(mine.videos.filter((v) => v.id === episodeIds[0])).toHaveLength(1);
    expect(mine.pagination.total).toBe(1);
    expect(mine.videos[0]).toMatchObject({ type: 'episode', subtitle: expect.stringMatching(/^Jozi Gold · S1 E1$/), item: { episode_id: episodeIds[0], video_id: null } });
  });

  it('keeps each user\'s list to that user: B neither sees nor removes A\'s items', async () => {
    await add(alice, { video_id: videoIds[0] });
    expect((await list(bob)).videos).toEqual([]);
    expect(await status(bob, { video_id: videoIds[0] })).toEqual({ status: false });
    expect(await ok(PlaylistChangeResponse, url, 'POST', '/playlist/remove', { body: { video_id: videoIds[0] }, headers: bob })).toEqual({ status: false });
    expect(await status(alice, { video_id: videoIds[0] })).toEqual({ status: true });
    await add(bob, { video_id: videoIds[1] });
    expect((await list(bob)).videos.map((v) => v.id)).toEqual([videoIds[1]]);
    expect((await list(alice)).videos.map((v) => v.id)).not.toContain(videoIds[1]);
  });

  it('removes an item, and removing it again is not an error', async () => {
    await add(alice, { episode_id: episodeIds[1] });
    const removed = await ok(PlaylistChangeResponse, url, 'POST', '/playlist/remove', { body: { episode_id: episodeIds[1] }, headers: alice });
    expect(removed).toEqual({ status: false });
    expect(await status(alice, { episode_id: episodeIds[1] })).toEqual({ status: false });
    expect((await call(url, 'POST', '/playlist/remove', { body: { episode_id: episodeIds[1] }, headers: alice })).status).toBe(200);
  });

  it('lists newest first, pages with page, limit and offset, and filters by channel', async () => {
    const carol = bearer('user-carol');
    const added = [...episodeIds, ...videoIds];
    for (const id of added) {
      host.clock.advance(1000);
      await add(carol, id.startsWith('ep-') ? { episode_id: id } : { video_id: id });
    }
    const all = await list(carol, { limit: 100 });
    expect(all.videos.map((v) => v.id)).toEqual([...added].reverse());
    expect(all.pagination).toEqual({ page: 1, limit: 100, pages: 1, total: 6 });

    const second = await list(carol, { page: 2, limit: 4 });
    expect(second.videos.map((v) => v.id)).toEqual([...added].reverse().slice(4));
    expect(second.pagination).toEqual({ page: 2, limit: 4, pages: 2, total: 6 });
    expect((await list(carol, { page: 3, limit: 4 })).videos).toEqual([]);
    const offset = await list(carol, { page: 1, limit: 2, offset: 1 });
    expect(offset.videos.map((v) => v.id)).toEqual([...added].reverse().slice(1, 3));
    // The API sends page and the matching offset together: the same page, not skipped twice.
    const both = await list(carol, { page: 2, limit: 4, offset: 4 });
    expect(both).toEqual(second);

    const music = await list(carol, { channel: 'piano-vibes' });
    expect(music.videos.map((v) => v.id).sort()).toEqual([...videoIds].sort());
    expect(music.videos.every((v) => v.type === 'video' && v.subtitle === 'Piano Vibes')).toBe(true);
    expect((await call(url, 'POST', '/playlist', { body: { channel: 'no-such-channel' }, headers: carol })).status).toBe(404);
    expect((await call(url, 'POST', '/playlist', { body: { limit: 0 }, headers: carol })).status).toBe(400);
  });

  it('files an item under the catalogue\'s channel and category, whatever the client sent', async () => {
    const dave = bearer('user-dave');
    const { episode } = await ok(EpisodeResponse, url, 'POST', '/episode', { body: { slug: 'jozi-gold-s01e01' } });
    await add(dave, { episode_id: episode.id, channel_id: 'ch-05', category_id: 'cat-30' });
    const [entry] = (await list(dave)).videos;
    expect(entry!.item).toMatchObject({ channel_id: 'ch-01', category_id: 'cat-01' });
  });

  it('answers 404 for unknown ids and 400 for an item without an episode or a video', async () => {
    for (const item of [{ episode_id: 'ep-99999' }, { video_id: 'vi-9999' }, { episode_id: episodeIds[0], channel_id: 'ch-99' }, { video_id: videoIds[0], category_id: 'cat-999' }]) {
      for (const path of ['/playlist/add', '/playlist/status', '/playlist/remove']) {
        const answer = await call(url, 'POST', path, { body: item, headers: alice });
        expect(answer.status, `${path} ${JSON.stringify(item)}`).toBe(404);
      }
    }
    const none = await call(url, 'POST', '/playlist/add', { body: { channel_id: 'ch-01' }, headers: alice });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('A My List item needs an episode_id or a video_id.');
  });
});
