import { sql } from 'drizzle-orm';
import { customType, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The content host's catalogue and My List. Ids are short readable text keys made by the seed
 * (`sh-001`, `ep-00042`); slugs are unique per table. Every searchable table carries a generated
 * `search` tsvector ('simple' config: no English stemming of isiZulu or Afrikaans words) with a GIN
 * index; the title weighs most (A), then names (B), descriptions (C), parent titles (D).
 */

const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const channels = pgTable(
  'channels',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** Brand colour, `#rrggbb`: tiles and generated images use it. */
    color: text('color').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce("name", '')), 'A') || setweight(to_tsvector('simple', coalesce("description", '')), 'C')`,
    ),
  },
  (t) => [uniqueIndex('channels_slug_key').on(t.slug), index('channels_position_idx').on(t.position), index('channels_search_idx').using('gin', t.search)],
);

export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    color: text('color').notNull(),
    position: integer('position').notNull(),
    /** Set for the categories the home screen shows, in this order. */
    homePosition: integer('home_position'),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce("name", '')), 'A') || setweight(to_tsvector('simple', coalesce("description", '')), 'C')`,
    ),
  },
  (t) => [
    uniqueIndex('categories_slug_key').on(t.slug),
    index('categories_channel_position_idx').on(t.channelId, t.position),
    index('categories_home_position_idx').on(t.homePosition),
    index('categories_search_idx').using('gin', t.search),
  ],
);

export const genres = pgTable('genres', { id: text('id').primaryKey(), slug: text('slug').notNull(), name: text('name').notNull() }, (t) => [
  uniqueIndex('genres_slug_key').on(t.slug),
]);

export const shows = pgTable(
  'shows',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    color: text('color').notNull(),
    year: integer('year').notNull(),
    /** Film and Publication Board style rating: A, PG, 13, 16, 18. */
    ageRating: text('age_rating').notNull(),
    /** Order within its channel; lower first. */
    position: integer('position').notNull(),
    /** Higher is more watched: the "Trending" order. */
    popularity: integer('popularity').notNull(),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce("title", '')), 'A') || setweight(to_tsvector('simple', coalesce("description", '')), 'C')`,
    ),
  },
  (t) => [
    uniqueIndex('shows_slug_key').on(t.slug),
    index('shows_channel_position_idx').on(t.channelId, t.position),
    index('shows_category_position_idx').on(t.categoryId, t.position),
    index('shows_popularity_idx').on(t.popularity),
    index('shows_search_idx').using('gin', t.search),
  ],
);

export const showGenres = pgTable(
  'show_genres',
  {
    showId: text('show_id')
      .notNull()
      .references(() => shows.id, { onDelete: 'cascade' }),
    genreId: text('genre_id')
      .notNull()
      .references(() => genres.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.showId, t.genreId] }), index('show_genres_genre_idx').on(t.genreId)],
);

export const seasons = pgTable(
  'seasons',
  {
    id: text('id').primaryKey(),
    showId: text('show_id')
      .notNull()
      .references(() => shows.id, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
    title: text('title').notNull(),
  },
  (t) => [uniqueIndex('seasons_show_ordinal_key').on(t.showId, t.ordinal)],
);

export const episodes = pgTable(
  'episodes',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    showId: text('show_id').notNull(),
    seasonId: text('season_id').notNull(),
    ordinal: integer('ordinal').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The show's title, copied so an episode's search vector can hold it (generated columns see one row). */
    showTitle: text('show_title').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    /** The HLS asset folder under MEDIA_DIR. */
    asset: text('asset').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce("title", '')), 'A') || setweight(to_tsvector('simple', coalesce("description", '')), 'C') || setweight(to_tsvector('simple', coalesce("show_title", '')), 'D')`,
    ),
  },
  (t) => [
    foreignKey({ columns: [t.showId], foreignColumns: [shows.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.seasonId], foreignColumns: [seasons.id] }).onDelete('cascade'),
    uniqueIndex('episodes_slug_key').on(t.slug),
    uniqueIndex('episodes_season_ordinal_key').on(t.seasonId, t.ordinal),
    index('episodes_show_idx').on(t.showId),
    index('episodes_published_idx').on(t.publishedAt),
    index('episodes_search_idx').using('gin', t.search),
  ],
);

export const videos = pgTable(
  'videos',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    color: text('color').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    asset: text('asset').notNull(),
    /** Shown in its channel's and category's slider when set (lower first). */
    sliderPosition: integer('slider_position'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce("title", '')), 'A') || setweight(to_tsvector('simple', coalesce("description", '')), 'C')`,
    ),
  },
  (t) => [
    uniqueIndex('videos_slug_key').on(t.slug),
    index('videos_category_published_idx').on(t.categoryId, t.publishedAt),
    index('videos_channel_published_idx').on(t.channelId, t.publishedAt),
    index('videos_published_idx').on(t.publishedAt),
    index('videos_search_idx').using('gin', t.search),
  ],
);

export const videoGenres = pgTable(
  'video_genres',
  {
    videoId: text('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    genreId: text('genre_id')
      .notNull()
      .references(() => genres.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.genreId] }), index('video_genres_genre_idx').on(t.genreId)],
);

export const slides = pgTable('slides', {
  id: text('id').primaryKey(),
  position: integer('position').notNull(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull(),
  color: text('color').notNull(),
  /** The app path the slide opens, e.g. `/show/ubuntu-heights`. */
  link: text('link').notNull(),
});

export const carousels = pgTable(
  'carousels',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** Null: a home carousel; else the channel page's. */
    channelId: text('channel_id').references(() => channels.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('carousels_slug_key').on(t.slug), index('carousels_channel_position_idx').on(t.channelId, t.position)],
);

export const carouselItems = pgTable(
  'carousel_items',
  {
    carouselId: text('carousel_id')
      .notNull()
      .references(() => carousels.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** show | episode | video | channel | live */
    itemType: text('item_type').notNull(),
    itemId: text('item_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.carouselId, t.position] })],
);

export const liveHeaders = pgTable('live_headers', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
});

export const liveCategories = pgTable(
  'live_categories',
  { id: text('id').primaryKey(), slug: text('slug').notNull(), name: text('name').notNull(), position: integer('position').notNull() },
  (t) => [uniqueIndex('live_categories_slug_key').on(t.slug), index('live_categories_position_idx').on(t.position)],
);

export const liveChannels = pgTable(
  'live_channels',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    color: text('color').notNull(),
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => liveCategories.id, { onDelete: 'cascade' }),
    /** The looping sample asset behind the live stream. */
    asset: text('asset').notNull(),
    /** The day's programmes, one an hour in turn: what "now playing" shows. */
    schedule: text('schedule').array().notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('live_channels_slug_key').on(t.slug), index('live_channels_category_position_idx').on(t.categoryId, t.position)],
);

export const legalTexts = pgTable('legal_texts', {
  /** `terms` or `privacy`. */
  kind: text('kind').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** My List: one row per user and item; `item_key` is `episode:<id>` or `video:<id>`. */
export const playlistItems = pgTable(
  'playlist_items',
  {
    userId: text('user_id').notNull(),
    itemKey: text('item_key').notNull(),
    episodeId: text('episode_id').references(() => episodes.id, { onDelete: 'cascade' }),
    videoId: text('video_id').references(() => videos.id, { onDelete: 'cascade' }),
    channelId: text('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemKey] }),
    index('playlist_items_user_added_idx').on(t.userId, t.addedAt),
    index('playlist_items_user_channel_added_idx').on(t.userId, t.channelId, t.addedAt),
  ],
);
