import type { Db } from '@grtv/kit';
import { eq } from 'drizzle-orm';
import { liveChannels } from '../db/schema';
import { buildLivePlaylist } from './build-live-playlist';
import type { MediaStore } from './media-store';
import { parseMediaFile } from './parse-media-file';
import { parseMediaPlaylist } from './parse-media-playlist';

/** Live media playlists list this many segments (10 s at 2 s segments). */
export const LIVE_WINDOW = 5;
/** A live asset's name in a media URL: `live-<live channel slug>`. */
export const LIVE_PREFIX = 'live-';

export const MEDIA_CACHE = {
  /** Segments never change at a given URL. */
  segment: 'public, max-age=31536000, immutable',
  /** VOD playlists: short, so a remade asset shows up soon. */
  vodPlaylist: 'public, max-age=60',
  /** Live playlists change every segment. */
  livePlaylist: 'no-cache',
} as const;

export type MediaAnswer =
  | { kind: 'stream'; asset: string; file: string; size: number; contentType: string; cacheControl: string }
  | { kind: 'text'; body: string; contentType: string; cacheControl: string }
  | { kind: 'not-found'; message: string }
  | { kind: 'unavailable' };

/**
 * Decides what a (signature-checked) media URL gets. VOD assets are files under the store; a
 * `live-<slug>` asset is the live channel's looping sample asset, whose rendition playlists are
 * generated for `nowMs` as a sliding window, while the master and the segments are the asset's own.
 */
export async function serveMedia(deps: { db: Db; store: MediaStore }, input: { asset: string; file: string; nowMs: number }): Promise<MediaAnswer> {
  const file = parseMediaFile(input.file);
  if (!file) return { kind: 'not-found', message: 'There is no such media file.' };
  let source = input.asset;
  const live = input.asset.startsWith(LIVE_PREFIX);
  if (live) {
    const slug = input.asset.slice(LIVE_PREFIX.length);
    const [channel] = await deps.db.select({ asset: liveChannels.asset }).from(liveChannels).where(eq(liveChannels.slug, slug)).limit(1);
    if (!channel) return { kind: 'not-found', message: `There is no live channel "${slug}".` };
    source = channel.asset;
  }
  if (!(await deps.store.hasAsset(source))) return { kind: 'unavailable' };
  const isPlaylist = file.extension === 'm3u8';
  if (live && isPlaylist && file.rendition) {
    const vod = await deps.store.readText(source, file.path);
    const segments = vod ? parseMediaPlaylist(vod) : [];
    if (segments.length === 0) return { kind: 'not-found', message: 'There is no such media file.' };
    const segmentSeconds = Math.max(1, Math.round(segments[0]!.duration));
    return {
      kind: 'text',
      body: buildLivePlaylist({ segments, nowMs: input.nowMs, segmentSeconds, window: LIVE_WINDOW }),
      contentType: file.contentType,
      cacheControl: MEDIA_CACHE.livePlaylist,
    };
  }
  const size = await deps.store.size(source, file.path);
  if (size === null) return { kind: 'not-found', message: 'There is no such media file.' };
  const cacheControl = !isPlaylist ? MEDIA_CACHE.segment : live ? MEDIA_CACHE.livePlaylist : MEDIA_CACHE.vodPlaylist;
  return { kind: 'stream', asset: source, file: file.path, size, contentType: file.contentType, cacheControl };
}
