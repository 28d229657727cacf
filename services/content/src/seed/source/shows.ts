/** The shows, hand-written; seasons and episodes are generated from them by the seeded PRNG. */

export type EpisodePool = 'drama' | 'comedy' | 'kids' | 'afrikaans' | 'food' | 'docs' | 'lifestyle' | 'music' | 'news' | 'sport';

export interface ShowSource {
  title: string;
  category: string;
  genres: string[];
  description: string;
  ageRating: 'A' | 'PG' | '13' | '16' | '18';
  pool: EpisodePool;
  /** Range of seasons and of episodes per season. */
  seasons: readonly [number, number];
  episodes: readonly [number, number];
  /** Range of an episode's running time in minutes. */
  minutes: readonly [number, number];
}

const soapie = { pool: 'drama', seasons: [2, 3], episodes: [18, 24], minutes: [22, 26] } as const;
const drama = { pool: 'drama', seasons: [1, 3], episodes: [8, 13], minutes: [42, 52] } as const;
const sitcom = { pool: 'comedy', seasons: [1, 4], episodes: [6, 10], minutes: [22, 26] } as const;
const kids = { pool: 'kids', seasons: [1, 3], episodes: [8, 13], minutes: [7, 12] } as const;
const food = { pool: 'food', seasons: [1, 3], episodes: [6, 10], minutes: [22, 28] } as const;
const docs = { pool: 'docs', seasons: [1, 2], episodes: [4, 8], minutes: [44, 52] } as const;
const reality = { pool: 'lifestyle', seasons: [1, 3], episodes: [6, 10], minutes: [42, 48] } as const;

export const SHOWS: ShowSource[] = [
  // Mzansi Drama
  { title: 'Ubuntu Heights', category: 'soapies', genres: ['soapie', 'drama', 'family'], ageRating: '13', ...soapie, seasons: [3, 3], description: 'The Mokoena family runs the biggest spaza empire in Soweto, until a stranger arrives claiming half of it. Money, love and loyalty are tested every weeknight.' },
  { title: 'Jozi Gold', category: 'soapies', genres: ['soapie', 'drama'], ageRating: '16', ...soapie, description: 'A mining fortune, two rival brothers and a city that never sleeps. In Jozi, everything that glitters has a price.' },
  { title: 'Emzini Wethu', category: 'soapies', genres: ['soapie', 'isizulu', 'family'], ageRating: '13', ...soapie, description: 'In our home: three generations of the Dlamini family share one roof in Umlazi, and nobody keeps a secret for long. In isiZulu.' },
  { title: 'Ekhaya Lodge', category: 'soapies', genres: ['soapie', 'drama', 'romance'], ageRating: '13', ...soapie, description: 'Guests check in, secrets check out. Life behind the front desk of a family guest house on the Wild Coast.' },
  { title: 'Inhliziyo Yami', category: 'telenovelas', genres: ['telenovela', 'romance', 'isizulu'], ageRating: '13', ...drama, episodes: [12, 16], description: 'My heart: a nurse from KwaMashu falls for the son of the man who ruined her family. A telenovela of love and revenge.' },
  { title: 'Love in Umhlanga', category: 'telenovelas', genres: ['telenovela', 'romance'], ageRating: '13', ...drama, description: 'Beach houses, boardrooms and broken engagements on the Durban coast.' },
  { title: 'Cape Flats Blues', category: 'crime-thrillers', genres: ['crime', 'thriller', 'drama'], ageRating: '16', ...drama, description: 'A detective goes back to the streets she grew up on to stop a gang war before it takes her brother.' },
  { title: 'The Taxi Rank', category: 'crime-thrillers', genres: ['crime', 'drama'], ageRating: '16', ...drama, description: 'Routes, money and power at the busiest taxi rank in Gauteng. One driver wants out; the association has other plans.' },
  { title: 'Amaphoyisa', category: 'crime-thrillers', genres: ['crime', 'isizulu'], ageRating: '16', ...drama, description: 'The police: a rookie constable and a tired captain at a township station where every call is personal. In isiZulu.' },
  { title: 'Sophiatown 1955', category: 'period-drama', genres: ['history', 'drama', 'music'], ageRating: '13', ...drama, seasons: [1, 2], description: 'Jazz, journalism and defiance in the last year before the bulldozers came.' },
  { title: 'Diamond Fields', category: 'period-drama', genres: ['history', 'drama'], ageRating: '16', ...drama, seasons: [1, 2], description: 'Kimberley, 1871: fortune seekers from every corner of the world dig for diamonds and for power.' },
  { title: 'Varsity Days', category: 'youth-drama', genres: ['youth', 'drama', 'romance'], ageRating: '13', ...drama, minutes: [24, 28], description: 'First-years at a Johannesburg university juggle lectures, NSFAS queues, love and res parties.' },
  { title: 'Matric Dance', category: 'youth-drama', genres: ['youth', 'drama'], ageRating: 'PG', ...drama, minutes: [24, 28], description: 'One school, one year, one dance. Six learners in Mamelodi count down to the night that will change everything.' },
  { title: 'Isithembiso', category: 'isizulu-drama', genres: ['isizulu', 'drama', 'family'], ageRating: '13', ...drama, description: 'The promise: a dying chief names an unexpected heir, and a village splits in two. In isiZulu.' },
  { title: 'Umndeni', category: 'isizulu-drama', genres: ['isizulu', 'drama', 'family'], ageRating: '13', ...drama, description: 'The family: the Zungus bury their father and discover a second wife, a second house and a third son. In isiZulu.' },
  // Kasi Comedy
  { title: 'Laugh Out Loud Mzansi', category: 'stand-up', genres: ['stand-up', 'comedy'], ageRating: '16', ...sitcom, minutes: [40, 48], description: 'The country\'s funniest new comedians, live on stage in front of a packed Soweto crowd.' },
  { title: 'Kasi Comedy Jam', category: 'stand-up', genres: ['stand-up', 'comedy'], ageRating: '16', ...sitcom, minutes: [40, 48], description: 'Stand-up from the townships: taxis, aunties, church and month-end, as only locals can tell it.' },
  { title: 'Gogo\'s House', category: 'sitcoms', genres: ['comedy', 'family'], ageRating: 'PG', ...sitcom, description: 'Gogo Nomsa rules her Tembisa house with a wooden spoon, while her grandchildren try every trick to get around her.' },
  { title: 'Sharp Sharp', category: 'sitcoms', genres: ['comedy'], ageRating: 'PG', ...sitcom, description: 'Two cousins run a car wash that is also a barbershop, a phone repair shop and, on Fridays, a shisa nyama.' },
  { title: 'Mama Taxi', category: 'sitcoms', genres: ['comedy', 'family'], ageRating: 'PG', ...sitcom, description: 'The only woman taxi owner on her route takes on the association, her ex-husband and her own teenage kids.' },
  { title: 'Eish!', category: 'sketch-comedy', genres: ['comedy'], ageRating: '13', ...sitcom, description: 'Sketches about everything that makes South Africans say eish: load shedding, Home Affairs, data prices and more.' },
  { title: 'Shisa Nyama Sketches', category: 'sketch-comedy', genres: ['comedy'], ageRating: '13', ...sitcom, description: 'Sketch comedy set around one busy shisa nyama, where everybody has an opinion.' },
  { title: 'Haibo! Street Pranks', category: 'street-pranks', genres: ['comedy', 'reality'], ageRating: 'PG', ...sitcom, minutes: [20, 24], description: 'Hidden cameras, harmless pranks and the best reactions in Jozi.' },
  { title: 'The Kasi Roast', category: 'comedy-roasts', genres: ['comedy', 'stand-up'], ageRating: '18', ...sitcom, seasons: [1, 2], minutes: [44, 50], description: 'Comedians roast a local celebrity, and nobody leaves with their dignity.' },
  // Mzansi Sport
  { title: 'Soccer Talk Mzansi', category: 'psl-highlights', genres: ['football', 'sport'], ageRating: 'A', pool: 'sport', seasons: [1, 2], episodes: [10, 14], minutes: [24, 28], description: 'Former players pick apart the PSL weekend: the goals, the howlers and the coaches on the hot seat.' },
  { title: 'Road to the Ultra', category: 'road-running', genres: ['athletics', 'sport', 'documentary'], ageRating: 'A', pool: 'sport', seasons: [1, 1], episodes: [6, 8], minutes: [24, 28], description: 'Five ordinary runners train for 90 kilometres of hills between two cities.' },
  // Piano Vibes
  { title: 'Piano Sessions Live', category: 'amapiano', genres: ['amapiano', 'music'], ageRating: 'PG', pool: 'music', seasons: [1, 3], episodes: [6, 10], minutes: [44, 52], description: 'The hottest amapiano DJs play live sets from car washes, rooftops and taverns across Gauteng.' },
  { title: 'Maskandi Kings', category: 'maskandi', genres: ['maskandi', 'music', 'isizulu'], ageRating: 'A', pool: 'music', seasons: [1, 2], episodes: [6, 8], minutes: [24, 28], description: 'Maskandi legends and new voices compete for the crown in KwaZulu-Natal.' },
  { title: 'Sunday Praise', category: 'gospel', genres: ['gospel', 'music', 'faith'], ageRating: 'A', pool: 'music', seasons: [1, 3], episodes: [8, 12], minutes: [44, 52], description: 'Choirs from across the country bring their best hymns and praise songs.' },
  // Lekker Kos
  { title: 'Braai Masters SA', category: 'braai', genres: ['food', 'reality'], ageRating: 'A', ...food, description: 'Home braai kings and queens compete over open fire for the title of Braai Master.' },
  { title: 'Kasi Kitchen with Mam\' Thoko', category: 'kasi-kitchen', genres: ['food', 'family'], ageRating: 'A', ...food, description: 'Mam\' Thoko cooks township classics from her Alexandra kitchen, with stories and a lot of laughing.' },
  { title: 'The Cape Malay Table', category: 'cape-malay', genres: ['food', 'history'], ageRating: 'A', ...food, description: 'Recipes handed down for generations in the Bo-Kaap, cooked by the families who keep them.' },
  { title: 'Bake it Lekker', category: 'baking', genres: ['food'], ageRating: 'A', ...food, description: 'Rusks, melktert and birthday cakes: baking made easy for every oven, even the temperamental ones.' },
  { title: 'R50 Dinners', category: 'budget-meals', genres: ['food', 'lifestyle'], ageRating: 'A', ...food, description: 'Dinner for four for fifty rand: a chef takes on the month-end challenge with what is in the spaza shop.' },
  // GRTV News
  { title: 'The Briefing', category: 'top-stories', genres: ['news'], ageRating: 'A', pool: 'news', seasons: [1, 1], episodes: [12, 16], minutes: [12, 15], description: 'The week\'s news in fifteen minutes: what happened, why it matters and what comes next.' },
  { title: 'Money Matters Mzansi', category: 'business-money', genres: ['news', 'business'], ageRating: 'A', pool: 'news', seasons: [1, 2], episodes: [8, 10], minutes: [22, 26], description: 'Stokvels, side hustles, debt and savings: practical money advice for everyday South Africans.' },
  // GRTV Kids
  { title: 'Mpho and the Magic Taxi', category: 'cartoons', genres: ['kids', 'animation'], ageRating: 'A', ...kids, description: 'Mpho\'s grandfather\'s old taxi can fly, and every trip is an adventure across Africa.' },
  { title: 'Zola\'s Zoo', category: 'cartoons', genres: ['kids', 'animation'], ageRating: 'A', ...kids, description: 'Zola looks after the animals of a small zoo, and the animals look after her.' },
  { title: 'Learn isiZulu with Gogo', category: 'learn-and-play', genres: ['kids', 'education', 'isizulu'], ageRating: 'A', ...kids, minutes: [5, 8], description: 'Gogo teaches first words in isiZulu with songs, games and her very opinionated chicken.' },
  { title: 'Count with Sipho', category: 'learn-and-play', genres: ['kids', 'education'], ageRating: 'A', ...kids, minutes: [5, 8], description: 'Sipho counts everything: cows, taxis, stars and the sweets in his pocket.' },
  { title: 'Bedtime Stories from Ekhaya', category: 'bedtime-stories', genres: ['kids', 'family'], ageRating: 'A', ...kids, minutes: [8, 12], description: 'Folk tales from every corner of South Africa, told softly for bedtime.' },
  { title: 'Khaya Sings', category: 'sing-along', genres: ['kids', 'music'], ageRating: 'A', ...kids, minutes: [5, 8], description: 'Sing, clap and dance along with Khaya and friends, in English, isiXhosa and isiZulu.' },
  { title: 'Intsomi Zethu', category: 'bedtime-stories', genres: ['kids', 'isixhosa'], ageRating: 'A', ...kids, minutes: [8, 12], description: 'Our folk tales: isiXhosa stories of clever hares, proud lions and brave children, with English subtitles.' },
  // Hartland
  { title: 'Die Plaas by Brakrivier', category: 'afrikaanse-drama', genres: ['afrikaans', 'drama', 'family'], ageRating: '13', ...drama, pool: 'afrikaans', description: 'Three siblings inherit a Karoo farm in drought, and their father\'s debts with it. In Afrikaans.' },
  { title: 'Swartberg Geheime', category: 'afrikaanse-drama', genres: ['afrikaans', 'thriller'], ageRating: '16', ...drama, pool: 'afrikaans', description: 'A body in a mountain pass and a small town that would rather forget. In Afrikaans.' },
  { title: 'Liefde in die Karoo', category: 'afrikaanse-drama', genres: ['afrikaans', 'romance'], ageRating: 'PG', ...drama, pool: 'afrikaans', description: 'A Cape Town chef opens a padstal in Prince Albert and falls for the town\'s stubborn vet. In Afrikaans.' },
  { title: 'Sokkie Saterdag', category: 'sokkie-boeremusiek', genres: ['afrikaans', 'music'], ageRating: 'A', pool: 'music', seasons: [1, 2], episodes: [8, 10], minutes: [44, 48], description: 'The best sokkie bands and the busiest dance floor in the Free State, every Saturday.' },
  { title: 'Oom Faan se Familie', category: 'afrikaanse-komedie', genres: ['afrikaans', 'comedy', 'family'], ageRating: 'PG', ...sitcom, pool: 'afrikaans', description: 'Oom Faan just wants a quiet retirement. His family has other ideas. In Afrikaans.' },
  { title: 'Karoo Kronieke', category: 'plaaslewe', genres: ['afrikaans', 'reality'], ageRating: 'A', ...reality, pool: 'afrikaans', description: 'A year in the life of four farming families, from lambing season to harvest. In Afrikaans.' },
  // Ubuntu Docs
  { title: 'Kruger Uncut', category: 'wildlife', genres: ['wildlife', 'documentary'], ageRating: 'PG', ...docs, description: 'Rangers, rhinos and the never-ending fight for survival in the Kruger.' },
  { title: 'Wild Coast Diaries', category: 'wildlife', genres: ['wildlife', 'documentary', 'isixhosa'], ageRating: 'A', ...docs, description: 'Whales, dolphins and the fishing communities of the Eastern Cape coast.' },
  { title: 'Roads to Freedom', category: 'history', genres: ['history', 'documentary'], ageRating: '13', ...docs, description: 'The places where South Africa\'s freedom was won, told by the people who were there.' },
  { title: 'Cold Case Gauteng', category: 'true-crime', genres: ['true-crime', 'documentary', 'crime'], ageRating: '16', ...docs, description: 'Detectives reopen Gauteng\'s most baffling unsolved cases.' },
  { title: 'Mzansi Road Trip', category: 'travel', genres: ['travel', 'documentary'], ageRating: 'A', ...docs, description: 'Two friends, one old bakkie and all nine provinces on a shoestring.' },
  // Vibe Lifestyle
  { title: 'Lobola Ready', category: 'reality', genres: ['reality', 'family', 'romance'], ageRating: 'PG', ...reality, description: 'Couples, families and the negotiations before the wedding. Who pays, who talks and who cries?' },
  { title: 'Inkwenkwezi: Rising Stars', category: 'reality', genres: ['reality', 'music', 'isixhosa'], ageRating: 'PG', ...reality, description: 'Inkwenkwezi means star: young singers from the Eastern Cape compete for a record deal.' },
  { title: 'Mzansi Makeover', category: 'makeovers', genres: ['lifestyle', 'reality'], ageRating: 'A', ...reality, description: 'A team of builders and designers transform a family home in five days with a small budget.' },
  { title: 'Umhlaba Wethu', category: 'faith', genres: ['faith', 'isixhosa', 'documentary'], ageRating: 'A', ...reality, description: 'Our land: churches and community projects that keep villages in the Eastern Cape going.' },
  { title: 'Love on the Line', category: 'love-and-dating', genres: ['romance', 'reality'], ageRating: '13', ...reality, description: 'Singles meet on a voice-note dating line and only see each other on the first date.' },
  { title: 'Motse wa Rona', category: 'reality', genres: ['reality', 'sesotho', 'family'], ageRating: 'A', ...reality, description: 'Our village: a Free State community rebuilds its school, its clinic and its soccer team. In Sesotho.' },
];
