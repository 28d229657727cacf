import { signMediaPath, type Db } from '@grtv/kit';
import type { StreamRequest, StreamResponse } from '@grtv/machines';
import { eq } from 'drizzle-orm';
import { episodes, liveChannels, videos } from '../db/schema';
import { LIVE_PREFIX } from './serve-media';

/**
 * A signed, expiring master-playlist URL for an episode, a video or a live channel (the API has
 * already checked the viewer may watch). Null when the slug is unknown.
 */
export async function createStreamUrl(
  deps: { db: Db; secret: string; ttlSeconds: number },
  input: StreamRequest & { nowMs: number },
): Promise<StreamResponse | null> {
  const asset = await assetOf(deps.db, input);
  if (!asset) return null;
  const signed = signMediaPath(asset, 'master.m3u8', deps.secret, deps.ttlSeconds, input.nowMs);
  return { url: signed.path, expires_at: signed.expiresAt.toISOString(), live: input.kind === 'live' };
}

async function assetOf(db: Db, input: StreamRequest): Promise<string | null> {
  switch (input.kind) {
    case 'episode': {
      const [row] = await db.select({ asset: episodes.asset }).from(episodes).where(eq(episodes.slug, input.slug)).limit(1);
      return row?.asset ?? null;
    }
    case 'video': {
      const [row] = await db.select({ asset: videos.asset }).from(videos).where(eq(videos.slug, input.slug)).limit(1);
      return row?.asset ?? null;
    }
    case 'live': {
      const [row] = await db.select({ slug: liveChannels.slug }).from(liveChannels).where(eq(liveChannels.slug, input.slug)).limit(1);
      return row ? `${LIVE_PREFIX}${row.slug}` : null;
    }
  }
}
