import type { Db } from '@grtv/kit';
import type { Tile } from '@grtv/machines';
import { inArray } from 'drizzle-orm';
import { channels, episodes, liveChannels, shows, videos } from '../db/schema';
import { imagePath } from '../images/image-path';

export type TileType = Tile['type'];
export interface TileRef {
  type: TileType;
  id: string;
}

/** Turns item references into tiles, one query per kind present, keeping the given order; unknown ids are dropped. */
export async function resolveTiles(db: Db, refs: TileRef[]): Promise<Tile[]> {
  const idsOf = (type: TileType) => [...new Set(refs.filter((r) => r.type === type).map((r) => r.id))];
  const found = new Map<string, Tile>();
  const key = (type: TileType, id: string) => `${type}:${id}`;
  const load = async (type: TileType, ids: string[], fetch: (ids: string[]) => Promise<{ id: string; slug: string; title: string }[]>, kind: Parameters<typeof imagePath>[0]) => {
    if (ids.length === 0) return;
    for (const row of await fetch(ids)) found.set(key(type, row.id), { type, id: row.id, slug: row.slug, title: row.title, thumbnail: imagePath(kind, row.slug) });
  };
  await Promise.all([
    load('show', idsOf('show'), (ids) => db.select({ id: shows.id, slug: shows.slug, title: shows.title }).from(shows).where(inArray(shows.id, ids)), 'show'),
    load('episode', idsOf('episode'), (ids) => db.select({ id: episodes.id, slug: episodes.slug, title: episodes.title }).from(episodes).where(inArray(episodes.id, ids)), 'episode'),
    load('video', idsOf('video'), (ids) => db.select({ id: videos.id, slug: videos.slug, title: videos.title }).from(videos).where(inArray(videos.id, ids)), 'video'),
    load('channel', idsOf('channel'), (ids) => db.select({ id: channels.id, slug: channels.slug, title: channels.name }).from(channels).where(inArray(channels.id, ids)), 'channel-thumb'),
    load('live', idsOf('live'), (ids) => db.select({ id: liveChannels.id, slug: liveChannels.slug, title: liveChannels.title }).from(liveChannels).where(inArray(liveChannels.id, ids)), 'live'),
  ]);
  return refs.flatMap((ref) => found.get(key(ref.type, ref.id)) ?? []);
}
