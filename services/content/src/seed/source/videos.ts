import type { Prng } from '../prng';

/** How the seed makes the short videos of one category: how many, how long, and their words. */
export interface VideoSource {
  count: number;
  minutes: [number, number];
  make(rng: Prng, index: number): { title: string; description: string };
}

const CLUBS = [
  'Soweto Stars', 'Pretoria Blues', 'Durban Dolphins', 'Cape Coast United', 'Polokwane Eagles', 'Bloem Stars', 'Highveld Lions',
  'Mbombela Rangers', 'Gqeberha Bay', 'Kimberley Miners', 'Tshwane Tigers', 'Vaal Warriors', 'Rustenburg Platinum', 'Mthatha Bucks',
];
const RUGBY = ['Karoo Rams', 'Coastal Stormers', 'Highveld Rhinos', 'Boland Eagles', 'Border Bulldogs', 'Griqua Diamonds', 'Natal Zebras', 'Free State Cheetahs'];
const CRICKET = ['Jozi Jaguars', 'Durban Heat', 'Cape Town Cobras', 'Gqeberha Giants', 'Pretoria Capitals', 'Paarl Rockets'];
const NETBALL = ['Gauteng Jaguars', 'Free State Crinums', 'Southern Stings', 'Kingdom Queens', 'Limpopo Baobabs', 'Western Cape Flames'];
const BOXERS = ['Zolani "Bazooka" Tete', 'Thulani Mbenge', 'Ayanda Nkosi', 'Xolisa Magusha', 'Sivenathi Nontshinga', 'Lwandile Sityatha', 'Mfundo Dlamini', 'Aphiwe Mboyiya'];
const DJS = ['DJ Khanyi', 'Mzulu Keys', 'Lebza Log Drum', 'Kabelo Keys', 'Mphow Ma-Piano', 'Thato Soulful', 'Sbu Deep', 'Nandi Groove', 'Tsepo the Pianist'];
const VENUES = ['a Soweto car wash', 'a Pretoria tavern', 'the Durban beachfront', 'a Vosloorus rooftop', 'a Mamelodi park', 'a Braamfontein club', 'a Tembisa shisa nyama', 'a Sunday chill in Alex'];
const PLACES = ['Umlazi', 'KwaMashu', 'Inanda', 'Chatsworth', 'Pinetown', 'Clermont', 'Lamontville'];
const MASKANDI = ['Phuzekhemisi Jr', 'Mtshengiseni', 'Ihashi Elimhlophe Jr', 'Khuzani Mpungose', 'Mgqumeni Wesizwe', 'Bhekumuzi Luthuli'];
const CHOIRS = ['Soweto Praise Choir', 'Joyous Voices', 'Zion Youth Choir', 'Kingdom Singers', 'Eastern Cape Gospel Choir', 'Durban Hallelujah Voices'];
const MCS = ['Khayelitsha', 'Soweto', 'Mahikeng', 'Polokwane', 'Mitchells Plain', 'Alexandra', 'Mthatha', 'Bloemfontein'];
const JAZZ = ['Nduduzo Trio', 'Cape Town Quartet', 'Thandi Ntuli Quintet', 'Marabi Revival Band', 'Joburg Horns', 'Langa Jazz Ensemble'];
const DISHES = [
  'chakalaka', 'pap and wors', 'bunny chow', 'potjiekos', 'vetkoek', 'malva pudding', 'bobotie', 'samoosas', 'koesisters', 'umngqusho',
  'mogodu', 'sosaties', 'braaibroodjies', 'melktert', 'boerewors rolls', 'amagwinya', 'pickled fish', 'roosterkoek', 'breyani',
  'rusks', 'chicken feet', 'beef stew and dumplings', 'pumpkin fritters', 'lamb curry', 'peri-peri chicken', 'pap tart',
];
const COMEDIANS = ['Lihle Mabaso', 'Jason Goliath-Smith', 'Sne Dladla', 'Tumi Morake-Jones', 'Kagiso Lediga Jr', 'Mpho Popps Jr', 'Thenjiwe M', 'Loyiso Madinga Jr', 'Nina Hastie-Ross'];
const TOPICS = ['taxis', 'load shedding', 'aunties at weddings', 'month-end', 'Home Affairs queues', 'data prices', 'group chats', 'church', 'being the first to go to varsity', 'braais', 'moving back home', 'family WhatsApp'];
const NEWS = [
  'Petrol price: what changes on Wednesday', 'Taxi fares go up: what it costs you', 'Matric results: what to do next', 'Load shedding schedule this week',
  'Water cuts in Gauteng: the plan', 'Interest rates: what the Reserve Bank decided', 'Grant payment dates this month', 'Food prices: the basket this month',
  'NSFAS: how to apply', 'Unemployment figures explained', 'Municipal elections: how to register', 'Budget speech in five minutes',
  'Fuel, electricity and food: the year ahead', 'Youth Day: what 1976 means today', 'Data prices come down: what changed',
];
const PROVINCES = ['Gauteng', 'KwaZulu-Natal', 'Western Cape', 'Eastern Cape', 'Limpopo', 'Mpumalanga', 'North West', 'Free State', 'Northern Cape'];
const WEATHER = ['storms', 'a heatwave', 'cold front', 'snow on the passes', 'heavy rain', 'a windy week', 'clear skies'];
const TECH = [
  'Cheaper smartphones: what to buy', 'How to save mobile data', 'South Africa\'s new satellite', 'The SKA telescope explained', 'Spotting a WhatsApp scam',
  'Solar power at home', 'Electric taxis on trial', 'Coding schools in the townships', 'Fibre comes to the kasi',
];
const SONGS = ['Shosholoza', 'Abantwana Bayadlala', 'Head, Shoulders, Knees and Toes', 'Thula Baba', 'Sawubona Song', 'Colours Song', 'Counting to Ten', 'Brush Your Teeth', 'Jikeleza', 'Amanzi Song'];
const PEOPLE_FOR_DATES = ['Lerato', 'Sipho', 'Naledi', 'Thabo', 'Chantel', 'Riaan', 'Ayanda', 'Priya', 'Kagiso'];
const ANIMALS = ['lions', 'elephants', 'leopards', 'rhinos', 'wild dogs', 'whales', 'penguins', 'vultures', 'hippos', 'meerkats'];

const n = (rng: Prng, min: number, max: number) => rng.int(min, max);

export const VIDEO_SOURCES: Record<string, VideoSource> = {
  'psl-highlights': {
    count: 28,
    minutes: [3, 8],
    make: (rng, i) => {
      const [home, away] = rng.sample(CLUBS, 2) as [string, string];
      const score = `${n(rng, 0, 4)}-${n(rng, 0, 3)}`;
      return { title: `${home} vs ${away} ${score} | Matchday ${30 - (i % 30)} highlights`, description: `All the goals and talking points as ${home} host ${away} in the Premiership.` };
    },
  },
  rugby: {
    count: 12,
    minutes: [4, 9],
    make: (rng) => {
      const [a, b] = rng.sample(RUGBY, 2) as [string, string];
      return { title: `${a} v ${b} | Rugby highlights`, description: `Tries, big hits and the kicks that decided ${a} against ${b}.` };
    },
  },
  cricket: {
    count: 10,
    minutes: [3, 8],
    make: (rng) => {
      const [a, b] = rng.sample(CRICKET, 2) as [string, string];
      return { title: `T20: ${a} v ${b} | Every six`, description: `Every boundary and wicket from ${a} against ${b}.` };
    },
  },
  boxing: {
    count: 8,
    minutes: [5, 12],
    make: (rng) => {
      const [a, b] = rng.sample(BOXERS, 2) as [string, string];
      return { title: `Fight night in Mdantsane: ${a} vs ${b}`, description: `Twelve rounds in the Eastern Cape's boxing heartland: ${a} against ${b}.` };
    },
  },
  'road-running': {
    count: 8,
    minutes: [3, 7],
    make: (rng, i) => {
      const races = ['Soweto 10km', 'Durban half marathon', 'Cape Town 21km', 'Pretoria night run', 'Karoo ultra', 'Polokwane 15km', 'Bloemfontein marathon', 'East London 10km'];
      return { title: `${races[i % races.length]}: the final kilometre`, description: `The finish of the ${races[i % races.length]}, with the winners and the runners who never gave up.` };
    },
  },
  netball: {
    count: 8,
    minutes: [3, 7],
    make: (rng) => {
      const [a, b] = rng.sample(NETBALL, 2) as [string, string];
      return { title: `${a} v ${b} | Netball highlights`, description: `The best goals and interceptions from ${a} against ${b}.` };
    },
  },
  amapiano: {
    count: 16,
    minutes: [4, 12],
    make: (rng) => {
      const dj = rng.pick(DJS);
      const venue = rng.pick(VENUES);
      return { title: `${dj} live at ${venue} | Amapiano set`, description: `Log drums and piano keys: ${dj} plays a sunset set at ${venue}.` };
    },
  },
  gqom: {
    count: 8,
    minutes: [3, 8],
    make: (rng) => {
      const place = rng.pick(PLACES);
      return { title: `Gqom from ${place}: ${rng.pick(DJS)} session`, description: `Raw Durban beats recorded live in ${place}.` };
    },
  },
  maskandi: {
    count: 8,
    minutes: [3, 6],
    make: (rng) => {
      const artist = rng.pick(MASKANDI);
      return { title: `${artist}: maskandi at sunset`, description: `${artist} plays guitar and sings of home, recorded outdoors in KwaZulu-Natal.` };
    },
  },
  gospel: {
    count: 8,
    minutes: [4, 8],
    make: (rng) => {
      const choir = rng.pick(CHOIRS);
      return { title: `${choir}: Sunday praise`, description: `${choir} lifts the roof with hymns in isiZulu, Sesotho and English.` };
    },
  },
  'hip-hop': {
    count: 8,
    minutes: [3, 6],
    make: (rng) => {
      const town = rng.pick(MCS);
      return { title: `The ${town} cypher`, description: `Five MCs from ${town}, one beat and no second takes.` };
    },
  },
  'jazz-sessions': {
    count: 8,
    minutes: [5, 12],
    make: (rng) => {
      const band = rng.pick(JAZZ);
      return { title: `${band} live in session`, description: `${band} plays standards and new songs, recorded live.` };
    },
  },
  braai: {
    count: 8,
    minutes: [4, 10],
    make: (rng) => {
      const dish = rng.pick(DISHES);
      return { title: `Braai tip: ${dish} over the coals`, description: `How to get ${dish} just right on the braai, with a fire that lasts.` };
    },
  },
  'kasi-kitchen': {
    count: 8,
    minutes: [4, 10],
    make: (rng) => {
      const dish = rng.pick(DISHES);
      return { title: `How to make ${dish}`, description: `${dish.charAt(0).toUpperCase()}${dish.slice(1)} the kasi way, step by step.` };
    },
  },
  'cape-malay': {
    count: 6,
    minutes: [5, 12],
    make: (rng) => {
      const dish = rng.pick(['bobotie', 'breyani', 'koesisters', 'pickled fish', 'denningvleis', 'samoosas', 'tomato bredie', 'boeber']);
      return { title: `Bo-Kaap kitchen: ${dish}`, description: `A family recipe for ${dish}, cooked in the Bo-Kaap.` };
    },
  },
  baking: {
    count: 6,
    minutes: [5, 12],
    make: (rng) => {
      const bake = rng.pick(['malva pudding', 'melktert', 'rusks', 'koeksisters', 'scones', 'banana bread', 'peppermint crisp tart', 'vetkoek']);
      return { title: `${bake.charAt(0).toUpperCase()}${bake.slice(1)} in ${n(rng, 20, 60)} minutes`, description: `Easy ${bake} for any oven.` };
    },
  },
  'budget-meals': {
    count: 6,
    minutes: [4, 10],
    make: (rng) => {
      const rands = rng.pick([30, 40, 50, 60, 80, 100]);
      return { title: `Feed four for R${rands}: ${rng.pick(DISHES)}`, description: `A filling family meal for R${rands} from the spaza shop.` };
    },
  },
  'top-stories': {
    count: 12,
    minutes: [2, 5],
    make: (rng, i) => ({ title: NEWS[i % NEWS.length]!, description: 'The facts in a few minutes, and what it means for you.' }),
  },
  'business-money': {
    count: 8,
    minutes: [3, 6],
    make: (rng) => {
      const topic = rng.pick(['Stokvels: saving together', 'Side hustles that pay', 'Getting out of debt', 'Your first budget', 'Buying a house: the real cost', 'Starting a spaza shop', 'Airtime and data: spend less', 'Saving for school fees']);
      return { title: topic, description: 'Practical money advice in plain language.' };
    },
  },
  politics: {
    count: 6,
    minutes: [3, 6],
    make: (rng) => {
      const topic = rng.pick(['How Parliament works', 'Your councillor and you', 'Coalitions explained', 'The budget vote', 'Service delivery protests: why', 'What a by-election is']);
      return { title: topic, description: 'Politics explained without the jargon.' };
    },
  },
  weather: {
    count: 6,
    minutes: [1, 3],
    make: (rng) => {
      const province = rng.pick(PROVINCES);
      return { title: `Weekend weather: ${rng.pick(WEATHER)} in ${province}`, description: `What to expect in ${province} and the rest of the country.` };
    },
  },
  'tech-science': {
    count: 6,
    minutes: [3, 6],
    make: (rng, i) => ({ title: TECH[i % TECH.length]!, description: 'Tech and science from South Africa, explained.' }),
  },
  cartoons: {
    count: 6,
    minutes: [2, 5],
    make: (rng) => ({ title: `Short: ${rng.pick(['The Flying Taxi', 'Zola and the Giraffe', 'The Hungry Hippo', 'Race to the River', 'The Shy Zebra', 'The Lost Tortoise'])}`, description: 'A short cartoon for little ones.' }),
  },
  'learn-and-play': {
    count: 6,
    minutes: [2, 5],
    make: (rng) => ({ title: `Learn: ${rng.pick(['colours in isiXhosa', 'numbers in isiZulu', 'animals in Sesotho', 'shapes in Afrikaans', 'days of the week', 'body parts in isiZulu'])}`, description: 'Learn and play in our languages.' }),
  },
  'bedtime-stories': {
    count: 4,
    minutes: [5, 9],
    make: (rng) => ({ title: `Story: ${rng.pick(['Why the Hare Has Long Ears', 'The Girl Who Talked to Rain', 'Nogwaja and the Lion', 'The Tortoise and the Eagle', 'Kgosi and the Stars'])}`, description: 'A folk tale for bedtime.' }),
  },
  'sing-along': {
    count: 8,
    minutes: [2, 4],
    make: (rng, i) => ({ title: `Sing along: ${SONGS[i % SONGS.length]}`, description: 'Sing, clap and dance along.' }),
  },
  'stand-up': {
    count: 10,
    minutes: [3, 8],
    make: (rng) => {
      const who = rng.pick(COMEDIANS);
      const topic = rng.pick(TOPICS);
      return { title: `${who} on ${topic} | Stand-up clip`, description: `${who} has some thoughts about ${topic}.` };
    },
  },
  'sketch-comedy': {
    count: 6,
    minutes: [2, 5],
    make: (rng) => {
      const topic = rng.pick(TOPICS);
      return { title: `Sketch: ${topic.charAt(0).toUpperCase()}${topic.slice(1)}`, description: `A short sketch about ${topic}.` };
    },
  },
  'street-pranks': {
    count: 6,
    minutes: [2, 5],
    make: (rng) => ({ title: `Prank: ${rng.pick(['the talking mannequin', 'the wrong taxi', 'the fake lotto ticket', 'the singing ATM', 'the invisible queue', 'the surprise proposal'])} in ${rng.pick(['Soweto', 'Braamfontein', 'Durban CBD', 'Bloemfontein', 'Sandton'])}`, description: 'Hidden cameras, harmless fun.' }),
  },
  'comedy-roasts': {
    count: 4,
    minutes: [3, 8],
    make: (rng) => ({ title: `Roast moments: ${rng.pick(COMEDIANS)}`, description: 'The best burns from the roast.' }),
  },
  sitcoms: {
    count: 4,
    minutes: [2, 4],
    make: (rng) => ({ title: `Best of: ${rng.pick(['Gogo\'s wooden spoon', 'car wash chaos', 'taxi association meeting', 'family WhatsApp group'])}`, description: 'The funniest moments, cut short.' }),
  },
  'sokkie-boeremusiek': {
    count: 6,
    minutes: [3, 6],
    make: (rng) => ({ title: `Sokkie: ${rng.pick(['Die Kêrels', 'Karoo Klanke', 'Boland Boys', 'Vrystaat Vibes', 'Die Konsertina Trio'])} live`, description: 'Concertina, guitars and a full dance floor.' }),
  },
  'afrikaanse-komedie': {
    count: 4,
    minutes: [2, 5],
    make: (rng) => ({ title: `Komedie: ${rng.pick(['die braai', 'die bakkie', 'skoonma kom kuier', 'die kerkbasaar', 'rugby op TV'])}`, description: 'A short comedy sketch in Afrikaans.' }),
  },
  plaaslewe: {
    count: 4,
    minutes: [4, 8],
    make: (rng) => ({ title: `Plaaslewe: ${rng.pick(['lambing season', 'the wheat harvest', 'shearing day', 'a windmill repair', 'the first rain'])}`, description: 'Life on a Karoo farm, in Afrikaans.' }),
  },
  wildlife: {
    count: 6,
    minutes: [3, 8],
    make: (rng) => {
      const animal = rng.pick(ANIMALS);
      return { title: `Close encounter: ${animal}`, description: `Rangers film ${animal} up close, from a safe distance.` };
    },
  },
  history: {
    count: 4,
    minutes: [4, 9],
    make: (rng) => ({ title: `History in five: ${rng.pick(['Sophiatown', 'June 16, 1976', 'the Freedom Charter', 'District Six', 'the first democratic election', 'Mapungubwe'])}`, description: 'Our history in five minutes.' }),
  },
  'true-crime': {
    count: 4,
    minutes: [5, 10],
    make: (rng) => ({ title: `Case file: ${rng.pick(['the missing heiress', 'the cash-in-transit heist', 'the poisoned pastor', 'the fake doctor', 'the vanished taxi boss'])}`, description: 'A real case, retold.' }),
  },
  travel: {
    count: 6,
    minutes: [4, 8],
    make: (rng) => ({ title: `Weekend away: ${rng.pick(['Hogsback', 'Clarens', 'the Wild Coast', 'Kruger on a budget', 'Cederberg', 'Magoebaskloof', 'Durban on R500'])}`, description: 'Where to go, what it costs and what to eat.' }),
  },
  reality: {
    count: 4,
    minutes: [2, 5],
    make: (rng) => ({ title: `Unseen: ${rng.pick(['the lobola tapes', 'backstage at the auditions', 'the family meeting', 'the after-party'])}`, description: 'What the cameras caught that did not make the episode.' }),
  },
  makeovers: {
    count: 4,
    minutes: [3, 6],
    make: (rng) => ({ title: `Before and after: ${rng.pick(['a Soweto kitchen', 'a Khayelitsha shack', 'a Pretoria flat', 'a Durban spaza shop'])}`, description: 'Five days, one budget, one big reveal.' }),
  },
  faith: {
    count: 4,
    minutes: [4, 9],
    make: (rng) => ({ title: `Sunday word: ${rng.pick(['hope', 'forgiveness', 'family', 'patience', 'gratitude'])}`, description: 'A short sermon and a song.' }),
  },
  'love-and-dating': {
    count: 4,
    minutes: [2, 5],
    make: (rng) => {
      const [a, b] = rng.sample(PEOPLE_FOR_DATES, 2) as [string, string];
      return { title: `First date: ${a} and ${b}`, description: 'They only heard each other\'s voices. Now they meet.' };
    },
  },
  'crime-thrillers': { count: 2, minutes: [1, 3], make: (rng) => ({ title: `Crime files: ${rng.pick(['inside a Flats gang', 'the taxi rank at night'])}`, description: 'A behind-the-scenes look at making crime drama.' }) },
};
