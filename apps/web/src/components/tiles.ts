import type { Category, Channel, Episode, LiveLink, Tile, Video } from '@grtv/machines';
import { formatDuration } from '../format/format-duration';
import { itemHref } from '../navigation/paths';
import type { TileCardProps } from './tile-card';

type KeyedTile = TileCardProps & { key: string };

/** Content entities as tiles for rows and grids. */
export const tileOf = (t: Tile): KeyedTile => ({
  key: `${t.type}:${t.id}`,
  href: itemHref(t.type, t.slug),
  title: t.title,
  thumbnail: t.thumbnail,
  badge: t.type === 'live' ? 'LIVE' : undefined,
});

export const videoTile = (v: Video): KeyedTile => ({
  key: v.id,
  href: itemHref('video', v.slug),
  title: v.title,
  thumbnail: v.thumbnail,
  badge: formatDuration(v.duration_seconds),
});

export const episodeTile = (e: Episode): KeyedTile => ({
  key: e.id,
  href: itemHref('episode', e.slug),
  title: e.title,
  subtitle: `${e.show_title} · S${e.season_ordinal} E${e.ordinal}`,
  thumbnail: e.thumbnail,
  badge: formatDuration(e.duration_seconds),
});

export const channelTile = (c: Channel): KeyedTile => ({ key: c.id, href: itemHref('channel', c.slug), title: c.name, thumbnail: c.thumbnail });

export const categoryTile = (c: Category): KeyedTile => ({ key: c.id, href: itemHref('category', c.slug), title: c.name, thumbnail: c.thumbnail });

export const liveTile = (l: LiveLink): KeyedTile => ({
  key: l.id,
  href: itemHref('live', l.slug),
  title: l.title,
  subtitle: `Now: ${l.now_playing}`,
  thumbnail: l.thumbnail,
  badge: 'LIVE',
});
