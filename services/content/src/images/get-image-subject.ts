import type { Db } from '@grtv/kit';
import { eq } from 'drizzle-orm';
import { categories, channels, episodes, liveChannels, liveHeaders, seasons, shows, slides, videos } from '../db/schema';
import type { ImageKind } from './image-path';

/** What a generated image shows: a title, a line under it and a colour. */
export interface ImageSubject {
  title: string;
  subtitle: string;
  color: string;
}

/** Looks up the item an image path names (`/images/<kind>/<key>.svg`); null when there is none. */
export async function getImageSubject(db: Db, kind: ImageKind, key: string): Promise<ImageSubject | null> {
  switch (kind) {
    case 'poster':
    case 'show': {
      const [row] = await db
        .select({ title: shows.title, subtitle: channels.name, color: shows.color })
        .from(shows)
        .innerJoin(channels, eq(channels.id, shows.channelId))
        .where(eq(shows.slug, key))
        .limit(1);
      return row ?? null;
    }
    case 'episode': {
      const [row] = await db
        .select({ title: episodes.title, show: episodes.showTitle, season: seasons.ordinal, ordinal: episodes.ordinal, color: shows.color })
        .from(episodes)
        .innerJoin(shows, eq(shows.id, episodes.showId))
        .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
        .where(eq(episodes.slug, key))
        .limit(1);
      return row ? { title: row.title, subtitle: `${row.show} · S${row.season} E${row.ordinal}`, color: row.color } : null;
    }
    case 'video': {
      const [row] = await db
        .select({ title: videos.title, subtitle: categories.name, color: videos.color })
        .from(videos)
        .innerJoin(categories, eq(categories.id, videos.categoryId))
        .where(eq(videos.slug, key))
        .limit(1);
      return row ?? null;
    }
    case 'channel':
    case 'channel-thumb': {
      const [row] = await db.select({ title: channels.name, subtitle: channels.description, color: channels.color }).from(channels).where(eq(channels.slug, key)).limit(1);
      return row ? { ...row, subtitle: kind === 'channel' ? '' : row.subtitle } : null;
    }
    case 'category': {
      const [row] = await db
        .select({ title: categories.name, subtitle: channels.name, color: categories.color })
        .from(categories)
        .innerJoin(channels, eq(channels.id, categories.channelId))
        .where(eq(categories.slug, key))
        .limit(1);
      return row ?? null;
    }
    case 'slide': {
      const [row] = await db.select({ title: slides.title, subtitle: slides.subtitle, color: slides.color }).from(slides).where(eq(slides.id, key)).limit(1);
      return row ?? null;
    }
    case 'live': {
      const [row] = await db.select({ title: liveChannels.title, color: liveChannels.color }).from(liveChannels).where(eq(liveChannels.slug, key)).limit(1);
      return row ? { title: row.title, subtitle: '● LIVE', color: row.color } : null;
    }
    case 'live-header': {
      const [row] = await db.select({ title: liveHeaders.title }).from(liveHeaders).where(eq(liveHeaders.id, key)).limit(1);
      return row ? { title: row.title, subtitle: '● LIVE', color: '#c0392b' } : null;
    }
  }
}
