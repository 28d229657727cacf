/** The channels and their categories, hand-written: what a South African viewer flicks through. */

export interface CategorySource {
  slug: string;
  name: string;
  description: string;
  /** Its place on the home screen, when it is featured there. */
  home?: number;
  /** Genre slugs its videos carry. */
  genres: string[];
}

export interface ChannelSource {
  slug: string;
  name: string;
  description: string;
  color: string;
  categories: CategorySource[];
}

export const GENRES: { slug: string; name: string }[] = [
  { slug: 'drama', name: 'Drama' },
  { slug: 'soapie', name: 'Soapie' },
  { slug: 'telenovela', name: 'Telenovela' },
  { slug: 'crime', name: 'Crime' },
  { slug: 'thriller', name: 'Thriller' },
  { slug: 'romance', name: 'Romance' },
  { slug: 'family', name: 'Family' },
  { slug: 'history', name: 'History' },
  { slug: 'youth', name: 'Youth' },
  { slug: 'comedy', name: 'Comedy' },
  { slug: 'stand-up', name: 'Stand-up' },
  { slug: 'kids', name: 'Kids' },
  { slug: 'animation', name: 'Animation' },
  { slug: 'education', name: 'Education' },
  { slug: 'sport', name: 'Sport' },
  { slug: 'football', name: 'Football' },
  { slug: 'rugby', name: 'Rugby' },
  { slug: 'cricket', name: 'Cricket' },
  { slug: 'boxing', name: 'Boxing' },
  { slug: 'athletics', name: 'Athletics' },
  { slug: 'netball', name: 'Netball' },
  { slug: 'music', name: 'Music' },
  { slug: 'amapiano', name: 'Amapiano' },
  { slug: 'gqom', name: 'Gqom' },
  { slug: 'maskandi', name: 'Maskandi' },
  { slug: 'gospel', name: 'Gospel' },
  { slug: 'hip-hop', name: 'Hip Hop' },
  { slug: 'jazz', name: 'Jazz' },
  { slug: 'food', name: 'Food' },
  { slug: 'news', name: 'News' },
  { slug: 'business', name: 'Business' },
  { slug: 'documentary', name: 'Documentary' },
  { slug: 'wildlife', name: 'Wildlife' },
  { slug: 'true-crime', name: 'True Crime' },
  { slug: 'travel', name: 'Travel' },
  { slug: 'reality', name: 'Reality' },
  { slug: 'lifestyle', name: 'Lifestyle' },
  { slug: 'faith', name: 'Faith' },
  { slug: 'afrikaans', name: 'Afrikaans' },
  { slug: 'isizulu', name: 'isiZulu' },
  { slug: 'isixhosa', name: 'isiXhosa' },
  { slug: 'sesotho', name: 'Sesotho' },
];

export const CHANNELS: ChannelSource[] = [
  {
    slug: 'mzansi-drama',
    name: 'Mzansi Drama',
    description: 'Soapies, telenovelas and gripping local drama: new episodes every weeknight.',
    color: '#9b1b30',
    categories: [
      { slug: 'soapies', name: 'Soapies', description: 'Daily dramas from Soweto to Umlazi: family feuds, big weddings and bigger secrets.', home: 1, genres: ['drama', 'soapie'] },
      { slug: 'telenovelas', name: 'Telenovelas', description: 'Love, betrayal and family fortunes, told across long, addictive seasons.', genres: ['drama', 'telenovela', 'romance'] },
      { slug: 'crime-thrillers', name: 'Crime & Thrillers', description: 'Cops, hustlers and cold cases on the streets of Mzansi.', home: 4, genres: ['crime', 'thriller'] },
      { slug: 'period-drama', name: 'Period Drama', description: 'Stories from Sophiatown to the diamond fields, set in the times that shaped us.', genres: ['drama', 'history'] },
      { slug: 'youth-drama', name: 'Youth Drama', description: 'Matric, varsity and first jobs: growing up in South Africa today.', genres: ['drama', 'youth'] },
      { slug: 'isizulu-drama', name: 'isiZulu Drama', description: 'Drama in isiZulu with English subtitles.', home: 7, genres: ['drama', 'isizulu'] },
    ],
  },
  {
    slug: 'kasi-comedy',
    name: 'Kasi Comedy',
    description: 'Stand-up, sitcoms and sketches that sound like home. Laugh first, explain later.',
    color: '#e8a317',
    categories: [
      { slug: 'stand-up', name: 'Stand-up', description: 'Mzansi comedians live on stage, from Soweto clubs to Durban theatres.', home: 3, genres: ['comedy', 'stand-up'] },
      { slug: 'sitcoms', name: 'Sitcoms', description: 'Half-hour family comedies from the kasi.', genres: ['comedy', 'family'] },
      { slug: 'sketch-comedy', name: 'Sketch Comedy', description: 'Quick sketches about taxis, load shedding, aunties and month-end.', genres: ['comedy'] },
      { slug: 'street-pranks', name: 'Street Pranks', description: 'Hidden cameras and good-natured pranks on the streets of Jozi.', genres: ['comedy', 'reality'] },
      { slug: 'comedy-roasts', name: 'Comedy Roasts', description: 'No one is safe: comedians roast each other and the country.', genres: ['comedy', 'stand-up'] },
    ],
  },
  {
    slug: 'mzansi-sport',
    name: 'Mzansi Sport',
    description: 'PSL football highlights, rugby, cricket, boxing and more, short enough for your data.',
    color: '#1b998b',
    categories: [
      { slug: 'psl-highlights', name: 'PSL Highlights', description: 'Every goal from the Premiership weekend, in minutes.', home: 2, genres: ['sport', 'football'] },
      { slug: 'rugby', name: 'Rugby', description: 'Tries, tackles and talking points from the rugby weekend.', genres: ['sport', 'rugby'] },
      { slug: 'cricket', name: 'Cricket', description: 'T20 sixes, Test-match spells and the stories behind them.', genres: ['sport', 'cricket'] },
      { slug: 'boxing', name: 'Boxing', description: 'Fight nights from Mdantsane, the home of South African boxing.', genres: ['sport', 'boxing'] },
      { slug: 'road-running', name: 'Road Running', description: 'Marathons, ultras and the runners who make them.', genres: ['sport', 'athletics'] },
      { slug: 'netball', name: 'Netball', description: 'Netball league highlights and the stars of the court.', genres: ['sport', 'netball'] },
    ],
  },
  {
    slug: 'piano-vibes',
    name: 'Piano Vibes',
    description: 'Amapiano, gqom, maskandi, gospel and jazz: live sets and sessions, all day.',
    color: '#6a1b9a',
    categories: [
      { slug: 'amapiano', name: 'Amapiano', description: 'Log drums and late nights: the sound of Mzansi right now.', home: 5, genres: ['music', 'amapiano'] },
      { slug: 'gqom', name: 'Gqom', description: 'Raw, hard-hitting beats from Durban.', genres: ['music', 'gqom'] },
      { slug: 'maskandi', name: 'Maskandi', description: 'Guitar, concertina and stories in isiZulu.', genres: ['music', 'maskandi', 'isizulu'] },
      { slug: 'gospel', name: 'Gospel', description: 'Choirs and praise singers lifting the roof every Sunday.', genres: ['music', 'gospel', 'faith'] },
      { slug: 'hip-hop', name: 'Hip Hop', description: 'Cyphers, verses and new names from across the country.', genres: ['music', 'hip-hop'] },
      { slug: 'jazz-sessions', name: 'Jazz Sessions', description: 'Jazz from Cape Town to Johannesburg, recorded live.', genres: ['music', 'jazz'] },
    ],
  },
  {
    slug: 'lekker-kos',
    name: 'Lekker Kos',
    description: 'Braais, kasi kitchens and Cape Malay classics: cooking shows that feed the whole family.',
    color: '#d35400',
    categories: [
      { slug: 'braai', name: 'Braai', description: 'Fire, meat and the perfect pap: the braai as a way of life.', home: 6, genres: ['food'] },
      { slug: 'kasi-kitchen', name: 'Kasi Kitchen', description: 'Township favourites, from amagwinya to mogodu.', genres: ['food'] },
      { slug: 'cape-malay', name: 'Cape Malay Cooking', description: 'Bobotie, breyani and koesisters from the Bo-Kaap.', genres: ['food'] },
      { slug: 'baking', name: 'Baking', description: 'Malva pudding, melktert and rusks like gogo made.', genres: ['food'] },
      { slug: 'budget-meals', name: 'Budget Meals', description: 'Good food for the whole family on a month-end budget.', genres: ['food', 'lifestyle'] },
    ],
  },
  {
    slug: 'grtv-news',
    name: 'GRTV News',
    description: 'The day\'s news in short clips: what happened, what it costs you and what comes next.',
    color: '#c0392b',
    categories: [
      { slug: 'top-stories', name: 'Top Stories', description: 'The stories everyone is talking about today.', genres: ['news'] },
      { slug: 'business-money', name: 'Business & Money', description: 'Petrol, prices, jobs and your money, explained.', genres: ['news', 'business'] },
      { slug: 'politics', name: 'Politics', description: 'Parliament, councils and elections, without the jargon.', genres: ['news'] },
      { slug: 'weather', name: 'Weather', description: 'The week ahead, province by province.', genres: ['news'] },
      { slug: 'tech-science', name: 'Tech & Science', description: 'Phones, data, space and science from South Africa and beyond.', genres: ['news', 'education'] },
    ],
  },
  {
    slug: 'grtv-kids',
    name: 'GRTV Kids',
    description: 'Cartoons, songs and stories for little ones, in English, isiZulu and isiXhosa.',
    color: '#27ae60',
    categories: [
      { slug: 'cartoons', name: 'Cartoons', description: 'Animated adventures made in Mzansi.', home: 8, genres: ['kids', 'animation'] },
      { slug: 'learn-and-play', name: 'Learn & Play', description: 'Counting, colours and first words in our languages.', genres: ['kids', 'education'] },
      { slug: 'bedtime-stories', name: 'Bedtime Stories', description: 'Folk tales and new stories to fall asleep to.', genres: ['kids', 'family'] },
      { slug: 'sing-along', name: 'Sing-along', description: 'Songs to sing, clap and dance to.', genres: ['kids', 'music'] },
    ],
  },
  {
    slug: 'hartland',
    name: 'Hartland',
    description: 'Afrikaanse drama, komedie en musiek: Afrikaans stories from the platteland and the city.',
    color: '#b9770e',
    categories: [
      { slug: 'afrikaanse-drama', name: 'Afrikaanse Drama', description: 'Family sagas and secrets from the Karoo to the Boland, in Afrikaans.', home: 9, genres: ['drama', 'afrikaans'] },
      { slug: 'sokkie-boeremusiek', name: 'Sokkie & Boeremusiek', description: 'Sokkie dance floors, concertinas and singalongs.', genres: ['music', 'afrikaans'] },
      { slug: 'afrikaanse-komedie', name: 'Afrikaanse Komedie', description: 'Comedy in Afrikaans, from the farm to the suburbs.', genres: ['comedy', 'afrikaans'] },
      { slug: 'plaaslewe', name: 'Plaaslewe', description: 'Farm life, harvests and the people who work the land.', genres: ['reality', 'afrikaans'] },
    ],
  },
  {
    slug: 'ubuntu-docs',
    name: 'Ubuntu Docs',
    description: 'Documentaries about our wildlife, our history and the stories that made us.',
    color: '#2c3e50',
    categories: [
      { slug: 'wildlife', name: 'Wildlife', description: 'Lions, elephants and whales, from the Kruger to the Wild Coast.', genres: ['documentary', 'wildlife'] },
      { slug: 'history', name: 'History', description: 'The people and places of South Africa\'s past.', genres: ['documentary', 'history'] },
      { slug: 'true-crime', name: 'True Crime', description: 'Real cases, real detectives, real answers.', genres: ['documentary', 'true-crime'] },
      { slug: 'travel', name: 'Travel', description: 'Road trips and hidden gems in all nine provinces.', genres: ['documentary', 'travel'] },
    ],
  },
  {
    slug: 'vibe-lifestyle',
    name: 'Vibe Lifestyle',
    description: 'Reality, makeovers, faith and love: real people, real stories.',
    color: '#d81b60',
    categories: [
      { slug: 'reality', name: 'Reality', description: 'Weddings, families and talent: the cameras never stop.', home: 10, genres: ['reality'] },
      { slug: 'makeovers', name: 'Makeovers', description: 'Homes, wardrobes and lives, made new.', genres: ['lifestyle', 'reality'] },
      { slug: 'faith', name: 'Faith', description: 'Worship, testimony and community.', genres: ['faith'] },
      { slug: 'love-and-dating', name: 'Love & Dating', description: 'Looking for love, Mzansi style.', genres: ['reality', 'romance'] },
    ],
  },
];
