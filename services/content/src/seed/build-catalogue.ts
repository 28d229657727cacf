import type * as schema from '../db/schema';
import { SAMPLE_ASSETS } from '../media/sample-assets';
import { createPrng, type Prng } from './prng';
import { slugify } from './slugify';
import { CHANNELS, GENRES } from './source/channels';
import { EPISODE_BLURBS, EPISODE_TITLES, PEOPLE } from './source/episode-words';
import { LEGAL_UPDATED_AT, PRIVACY, TERMS } from './source/legal';
import { LIVE_CATEGORIES, LIVE_CHANNELS, LIVE_HEADER } from './source/live';
import { SHOWS, type ShowSource } from './source/shows';
import { VIDEO_SOURCES } from './source/videos';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** Every row of the seeded catalogue, ready to insert, in foreign-key order. */
export interface Catalogue {
  channels: Insert<typeof schema.channels>[];
  categories: Insert<typeof schema.categories>[];
  genres: Insert<typeof schema.genres>[];
  shows: Insert<typeof schema.shows>[];
  showGenres: Insert<typeof schema.showGenres>[];
  seasons: Insert<typeof schema.seasons>[];
  episodes: Insert<typeof schema.episodes>[];
  videos: Insert<typeof schema.videos>[];
  videoGenres: Insert<typeof schema.videoGenres>[];
  slides: Insert<typeof schema.slides>[];
  carousels: Insert<typeof schema.carousels>[];
  carouselItems: Insert<typeof schema.carouselItems>[];
  liveHeaders: Insert<typeof schema.liveHeaders>[];
  liveCategories: Insert<typeof schema.liveCategories>[];
  liveChannels: Insert<typeof schema.liveChannels>[];
  legalTexts: Insert<typeof schema.legalTexts>[];
}

/** The seed's "now": dates are fixed so the same seed always gives the same catalogue. */
export const CATALOGUE_EPOCH = Date.parse('2026-01-15T18:00:00Z');
export const DEFAULT_SEED = 2026;

const DAY = 24 * 3600 * 1000;
const SHOW_COLOURS = ['#9b1b30', '#1b998b', '#e8a317', '#6a1b9a', '#d35400', '#27ae60', '#2c3e50', '#d81b60', '#b9770e', '#1e6fd9', '#00838f', '#5d4037', '#ad1457', '#2e7d32', '#c62828', '#4527a0'];

const pad = (prefix: string, n: number, width: number) => `${prefix}-${String(n).padStart(width, '0')}`;

/** Builds the whole catalogue from the hand-written sources and a seeded PRNG. Pure: no I/O. */
export function buildCatalogue(seed = DEFAULT_SEED): Catalogue {
  const rng = createPrng(seed);
  const out: Catalogue = {
    channels: [], categories: [], genres: [], shows: [], showGenres: [], seasons: [], episodes: [], videos: [], videoGenres: [],
    slides: [], carousels: [], carouselItems: [], liveHeaders: [], liveCategories: [], liveChannels: [], legalTexts: [],
  };

  const genreId = new Map<string, string>();
  GENRES.forEach((g, i) => {
    const id = pad('ge', i + 1, 2);
    genreId.set(g.slug, id);
    out.genres.push({ id, slug: g.slug, name: g.name });
  });
  const genreIdOf = (slug: string) => {
    const id = genreId.get(slug);
    if (!id) throw new Error(`unknown genre ${slug}`);
    return id;
  };

  const categoryBySlug = new Map<string, { id: string; channelId: string; color: string; genres: string[] }>();
  CHANNELS.forEach((channel, c) => {
    const channelId = pad('ch', c + 1, 2);
    out.channels.push({ id: channelId, slug: channel.slug, name: channel.name, description: channel.description, color: channel.color, position: c + 1 });
    channel.categories.forEach((category, k) => {
      const id = pad('cat', out.categories.length + 1, 2);
      categoryBySlug.set(category.slug, { id, channelId, color: channel.color, genres: category.genres });
      out.categories.push({
        id,
        slug: category.slug,
        channelId,
        name: category.name,
        description: category.description,
        color: channel.color,
        position: k + 1,
        homePosition: category.home ?? null,
      });
    });
  });
  const categoryOf = (slug: string) => {
    const category = categoryBySlug.get(slug);
    if (!category) throw new Error(`unknown category ${slug}`);
    return category;
  };

  const positionInChannel = new Map<string, number>();
  SHOWS.forEach((source, s) => buildShow(out, rng, source, s, categoryOf(source.category), positionInChannel, genreIdOf));

  const videoSlugs = new Map<string, number>();
  const addVideo = (categorySlug: string, title: string, description: string, minutes: readonly [number, number], daysAgo: number) => {
    const category = categoryOf(categorySlug);
    const id = pad('vi', out.videos.length + 1, 4);
    let slug = slugify(title);
    const seen = videoSlugs.get(slug) ?? 0;
    videoSlugs.set(slug, seen + 1);
    if (seen > 0) slug = `${slug}-${seen + 1}`;
    out.videos.push({
      id,
      slug,
      channelId: category.channelId,
      categoryId: category.id,
      title,
      description,
      color: rng.pick(SHOW_COLOURS),
      durationSeconds: rng.int(minutes[0] * 60, minutes[1] * 60),
      asset: rng.pick(SAMPLE_ASSETS),
      sliderPosition: null,
      publishedAt: new Date(CATALOGUE_EPOCH - daysAgo * DAY - rng.int(0, 23) * 3600 * 1000),
    });
    for (const genre of category.genres) out.videoGenres.push({ videoId: id, genreId: genreIdOf(genre) });
  };
  for (const [categorySlug, source] of Object.entries(VIDEO_SOURCES)) {
    for (let i = 0; i < source.count; i++) {
      const { title, description } = source.make(rng, i);
      addVideo(categorySlug, title, description, source.minutes, rng.int(0, 120));
    }
  }
  // Every show gets a trailer for its latest season, in its own category: no category page is empty.
  for (const show of out.shows) {
    const seasons = out.seasons.filter((season) => season.showId === show.id).length;
    const category = out.categories.find((c) => c.id === show.categoryId)!;
    addVideo(category.slug, `${show.title}: Season ${seasons} trailer`, `First look at season ${seasons} of ${show.title}. ${show.description}`, [1, 2], rng.int(0, 60));
  }
  // The two newest videos of each category lead its channel's and its own slider.
  for (const category of out.categories) {
    const newest = out.videos.filter((v) => v.categoryId === category.id).sort((a, b) => +b.publishedAt - +a.publishedAt);
    newest.slice(0, 2).forEach((video, i) => (video.sliderPosition = category.position! * 10 + i));
  }

  buildLive(out);
  buildHome(out);
  out.legalTexts.push({ kind: 'terms', title: TERMS.title, body: TERMS.body, updatedAt: LEGAL_UPDATED_AT });
  out.legalTexts.push({ kind: 'privacy', title: PRIVACY.title, body: PRIVACY.body, updatedAt: LEGAL_UPDATED_AT });
  return out;
}

function buildShow(
  out: Catalogue,
  rng: Prng,
  source: ShowSource,
  index: number,
  category: { id: string; channelId: string },
  positionInChannel: Map<string, number>,
  genreIdOf: (slug: string) => string,
): void {
  const id = pad('sh', index + 1, 3);
  const slug = slugify(source.title);
  const position = (positionInChannel.get(category.channelId) ?? 0) + 1;
  positionInChannel.set(category.channelId, position);
  const seasonCount = rng.int(source.seasons[0], source.seasons[1]);
  out.shows.push({
    id,
    slug,
    channelId: category.channelId,
    categoryId: category.id,
    title: source.title,
    description: source.description,
    color: rng.pick(SHOW_COLOURS),
    year: 2026 - seasonCount + 1 - rng.int(0, 2),
    ageRating: source.ageRating,
    position,
    popularity: rng.int(100, 10_000) + (position === 1 ? 5_000 : 0),
  });
  for (const genre of new Set(source.genres)) out.showGenres.push({ showId: id, genreId: genreIdOf(genre) });

  const titles = rng.shuffle(EPISODE_TITLES[source.pool]);
  const blurbs = EPISODE_BLURBS[source.pool];
  const daily = source.episodes[1] >= 18;
  const seasonsOfShow: { id: string; ordinal: number; episodes: number }[] = [];
  for (let ordinal = 1; ordinal <= seasonCount; ordinal++) {
    const seasonId = pad('se', out.seasons.length + 1, 4);
    out.seasons.push({ id: seasonId, showId: id, ordinal, title: `Season ${ordinal}` });
    seasonsOfShow.push({ id: seasonId, ordinal, episodes: rng.int(source.episodes[0], source.episodes[1]) });
  }
  // Newest episode first in time: the last season's last episode aired days ago, earlier ones a day or a week apart.
  const totalEpisodes = seasonsOfShow.reduce((sum, season) => sum + season.episodes, 0);
  let airedAgo = rng.int(0, 20) + (totalEpisodes - 1) * (daily ? 1 : 7);
  let k = 0;
  for (const season of seasonsOfShow) {
    for (let ordinal = 1; ordinal <= season.episodes; ordinal++, k++) {
      const base = titles[k % titles.length]!;
      const title = k < titles.length ? base : `${base} (Part ${Math.floor(k / titles.length) + 1})`;
      const [a, b] = rng.sample(PEOPLE, 2) as [string, string];
      out.episodes.push({
        id: pad('ep', out.episodes.length + 1, 5),
        slug: `${slug}-s${String(season.ordinal).padStart(2, '0')}e${String(ordinal).padStart(2, '0')}`,
        showId: id,
        seasonId: season.id,
        ordinal,
        title,
        description: rng.pick(blurbs).replace('{a}', a).replace('{b}', b),
        showTitle: source.title,
        durationSeconds: rng.int(source.minutes[0] * 60, source.minutes[1] * 60),
        asset: rng.pick(SAMPLE_ASSETS),
        publishedAt: new Date(CATALOGUE_EPOCH - airedAgo * DAY - 4 * 3600 * 1000),
      });
      airedAgo -= daily ? 1 : 7;
    }
  }
}

function buildLive(out: Catalogue): void {
  out.liveHeaders.push({ id: 'live', title: LIVE_HEADER.title, description: LIVE_HEADER.description });
  const liveCategoryId = new Map<string, string>();
  LIVE_CATEGORIES.forEach((category, i) => {
    const id = pad('lc', i + 1, 2);
    liveCategoryId.set(category.slug, id);
    out.liveCategories.push({ id, slug: category.slug, name: category.name, position: i + 1 });
  });
  LIVE_CHANNELS.forEach((live, i) => {
    const channel = out.channels.find((c) => c.slug === live.channel);
    const categoryId = liveCategoryId.get(live.category);
    if (!channel || !categoryId) throw new Error(`live channel ${live.slug} names an unknown channel or category`);
    out.liveChannels.push({
      id: pad('lv', i + 1, 2),
      slug: live.slug,
      title: live.title,
      description: live.description,
      color: channel.color,
      channelId: channel.id,
      categoryId,
      asset: SAMPLE_ASSETS[i % SAMPLE_ASSETS.length]!,
      schedule: live.schedule,
      position: i + 1,
    });
  });
}

function buildHome(out: Catalogue): void {
  const showBySlug = new Map(out.shows.map((s) => [s.slug, s]));
  const slides: [string, string, string][] = [
    ['ubuntu-heights', 'New episodes every weeknight at 20:00', '/show/ubuntu-heights'],
    ['grtv-news-24', 'Live now: news, traffic and weather', '/live/grtv-news-24'],
    ['kasi-comedy-jam', 'The funniest hour in the kasi', '/show/kasi-comedy-jam'],
    ['die-plaas-by-brakrivier', 'Nuwe seisoen: a Karoo family saga, in Afrikaans', '/show/die-plaas-by-brakrivier'],
    ['mpho-and-the-magic-taxi', 'For the kids: adventures across Africa', '/show/mpho-and-the-magic-taxi'],
    ['braai-masters-sa', 'Fire, meat and bragging rights', '/show/braai-masters-sa'],
  ];
  slides.forEach(([slug, subtitle, link], i) => {
    const show = showBySlug.get(slug);
    const live = out.liveChannels.find((l) => l.slug === slug);
    const title = show?.title ?? live?.title;
    const color = show?.color ?? live?.color;
    if (!title || !color) throw new Error(`slide names unknown ${slug}`);
    out.slides.push({ id: pad('sl', i + 1, 2), position: i + 1, title, subtitle, color, link });
  });

  const categoryId = (slug: string) => out.categories.find((c) => c.slug === slug)!.id;
  const showsIn = (...slugs: string[]) => out.shows.filter((s) => slugs.map(categoryId).includes(s.categoryId)).map((s) => s.id);
  const newestVideosIn = (slug: string) =>
    out.videos
      .filter((v) => v.categoryId === categoryId(slug))
      .sort((a, b) => +b.publishedAt - +a.publishedAt)
      .map((v) => v.id);
  const channelOf = (slug: string) => out.channels.find((c) => c.slug === slug)!.id;
  const home: [string, string, 'show' | 'episode' | 'video' | 'channel' | 'live', string[]][] = [
    ['trending-now', 'Trending now', 'show', [...out.shows].sort((a, b) => b.popularity - a.popularity).map((s) => s.id)],
    ['new-episodes', 'New episodes', 'episode', [...out.episodes].sort((a, b) => +b.publishedAt - +a.publishedAt).map((e) => e.id)],
    ['soapies-you-love', 'Soapies you love', 'show', showsIn('soapies', 'telenovelas', 'isizulu-drama')],
    ['psl-highlights', 'PSL highlights', 'video', newestVideosIn('psl-highlights')],
    ['live-now', 'Live now', 'live', out.liveChannels.map((l) => l.id)],
    ['kasi-comedy', 'Kasi comedy', 'show', out.shows.filter((s) => s.channelId === channelOf('kasi-comedy')).map((s) => s.id)],
    ['amapiano-sets', 'Amapiano sets', 'video', newestVideosIn('amapiano')],
    ['lekker-afrikaans', 'Lekker Afrikaans', 'show', out.shows.filter((s) => s.channelId === channelOf('hartland')).map((s) => s.id)],
    ['for-the-kids', 'For the kids', 'show', out.shows.filter((s) => s.channelId === channelOf('grtv-kids')).map((s) => s.id)],
    ['browse-channels', 'Browse channels', 'channel', out.channels.map((c) => c.id)],
  ];
  const addCarousel = (slug: string, title: string, channelId: string | null, items: { type: string; id: string }[]) => {
    const id = pad('ca', out.carousels.length + 1, 3);
    const position = out.carousels.filter((c) => (c.channelId ?? null) === channelId).length + 1;
    out.carousels.push({ id, slug, title, channelId, position });
    items.slice(0, 12).forEach((item, i) => out.carouselItems.push({ carouselId: id, position: i + 1, itemType: item.type, itemId: item.id }));
  };
  for (const [slug, title, type, ids] of home) addCarousel(slug, title, null, ids.map((id) => ({ type, id })));

  // A channel page: one carousel per category (up to six), its shows first, then its newest videos.
  for (const channel of out.channels) {
    const categories = out.categories.filter((c) => c.channelId === channel.id).slice(0, 6);
    for (const category of categories) {
      const shows = out.shows.filter((s) => s.categoryId === category.id).map((s) => ({ type: 'show', id: s.id }));
      const videos = newestVideosIn(category.slug).map((id) => ({ type: 'video', id }));
      addCarousel(`${channel.slug}-${category.slug}`, category.name, channel.id, [...shows, ...videos]);
    }
  }
}
