/** Live TV: categories, channels with their day's programmes, and the live screen's header. */

export const LIVE_HEADER = {
  title: 'Live TV',
  description: 'News, sport, music and comedy as it happens. At the lowest quality a live channel uses about 90 MB an hour.',
};

export const LIVE_CATEGORIES = [
  { slug: 'news', name: 'News' },
  { slug: 'sport', name: 'Sport' },
  { slug: 'music', name: 'Music' },
  { slug: 'entertainment', name: 'Entertainment' },
  { slug: 'kids', name: 'Kids' },
];

export interface LiveChannelSource {
  slug: string;
  title: string;
  description: string;
  channel: string;
  category: string;
  schedule: string[];
}

export const LIVE_CHANNELS: LiveChannelSource[] = [
  {
    slug: 'grtv-news-24',
    title: 'GRTV News 24',
    description: 'Breaking news, traffic and weather around the clock.',
    channel: 'grtv-news',
    category: 'news',
    schedule: ['Morning Briefing', 'Business Live', 'Midday News', 'Traffic and Weather', 'Africa Today', 'Evening News', 'Late Edition', 'The Briefing (repeat)'],
  },
  {
    slug: 'mzansi-sport-live',
    title: 'Mzansi Sport Live',
    description: 'Match replays, boxing classics and the sports desk.',
    channel: 'mzansi-sport',
    category: 'sport',
    schedule: ['Sports Desk', 'Match Replay: Soweto Stars v Pretoria Blues', 'Boxing Classics', 'Soccer Talk Mzansi', 'Rugby Replay', 'Netball Live'],
  },
  {
    slug: 'piano-vibes-live',
    title: 'Piano Vibes Live',
    description: 'Non-stop amapiano from the country\'s hottest DJs.',
    channel: 'piano-vibes',
    category: 'music',
    schedule: ['Morning Groove', 'Lunchtime Log Drum', 'Afternoon Chill', 'Piano Sessions Live', 'Friday Feeling', 'Late Night Piano'],
  },
  {
    slug: 'gospel-sunday-live',
    title: 'Gospel Sunday Live',
    description: 'Choirs and praise from churches across the country.',
    channel: 'piano-vibes',
    category: 'music',
    schedule: ['Morning Worship', 'Sunday Praise', 'Choir Hour', 'Testimony Time', 'Evening Hymns'],
  },
  {
    slug: 'kasi-comedy-247',
    title: 'Kasi Comedy 24/7',
    description: 'Stand-up, sitcoms and sketches all day and all night.',
    channel: 'kasi-comedy',
    category: 'entertainment',
    schedule: ['Gogo\'s House', 'Kasi Comedy Jam', 'Eish!', 'Sharp Sharp', 'Laugh Out Loud Mzansi', 'Haibo! Street Pranks'],
  },
  {
    slug: 'drama-classics-live',
    title: 'Drama Classics',
    description: 'Back-to-back episodes of the soapies you grew up with.',
    channel: 'mzansi-drama',
    category: 'entertainment',
    schedule: ['Ubuntu Heights', 'Jozi Gold', 'Emzini Wethu', 'Cape Flats Blues', 'Sophiatown 1955'],
  },
  {
    slug: 'hartland-live',
    title: 'Hartland Live',
    description: 'Afrikaanse drama, komedie en sokkie, regstreeks.',
    channel: 'hartland',
    category: 'entertainment',
    schedule: ['Oom Faan se Familie', 'Die Plaas by Brakrivier', 'Sokkie Saterdag', 'Karoo Kronieke'],
  },
  {
    slug: 'grtv-kids-live',
    title: 'GRTV Kids Live',
    description: 'Cartoons, songs and stories, safe for little ones.',
    channel: 'grtv-kids',
    category: 'kids',
    schedule: ['Mpho and the Magic Taxi', 'Khaya Sings', 'Zola\'s Zoo', 'Count with Sipho', 'Bedtime Stories from Ekhaya'],
  },
];
