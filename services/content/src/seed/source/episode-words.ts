import type { EpisodePool } from './shows';

/** Episode titles by kind of show; the seed shuffles them per show. */
export const EPISODE_TITLES: Record<EpisodePool, string[]> = {
  drama: [
    'Homecoming', 'The Lobola Talks', 'Blood is Thicker', 'Sunday Lunch', 'The Funeral', 'Load Shedding', 'New Money', 'Old Debts',
    'The Will', 'Secrets at the Spaza', 'The Wedding', 'Taxi Wars', 'Back to the Village', 'The Stokvel', 'A Mother\'s Prayer',
    'Broken Promises', 'The Heir', 'Payday', 'The Ancestors Speak', 'Night Shift', 'Into the Fire', 'The Return', 'Family Meeting',
    'Truth Comes Out', 'Township Gold', 'Umjolo', 'The Deal', 'Hospital Corridors', 'Izinyembezi', 'A Fresh Start', 'The Proposal',
    'Under Pressure', 'Ukuthula', 'Reckoning', 'Ilanga Liyashona', 'The Letter', 'Month-end', 'Inkunzi', 'Last Taxi Home', 'Ithemba',
  ],
  comedy: [
    'Gogo\'s Birthday', 'The Stokvel Meeting', 'Load Shedding Special', 'Braai Gone Wrong', 'Taxi Fare Drama', 'The Group Chat',
    'Uncle Joe\'s Car', 'The Wi-Fi Password', 'Month-end Blues', 'The Aunties Visit', 'Data Bundles', 'Queue at Home Affairs',
    'Date Night in the Kasi', 'Wedding Crashers', 'Black Tax', 'Side Hustle', 'Church Bazaar', 'Spaza Price War',
    'Road Trip to Durban', 'The New Neighbour', 'Back to School', 'The Job Interview', 'Festive Season', 'Owing Money',
  ],
  kids: [
    'Counting Cows', 'The Rainbow Taxi', 'Lost in the Market', 'Rainy Day', 'Colours of the Rainbow Nation', 'A Birthday Surprise',
    'The Big Race', 'Gogo\'s Garden', 'Brush Your Teeth', 'Animals of the Veld', 'Numbers One to Ten', 'Days of the Week',
    'Sharing is Caring', 'The Moon and the Hare', 'Why is the Sky Blue?', 'The Clever Tortoise', 'Baobab Tree', 'Ukhozi the Eagle',
    'First Day at School', 'Sunny Saturday', 'Inja Yami', 'The Kind Lion',
  ],
  afrikaans: [
    'Die Oes', 'Droogte', 'Die Erfenis', 'Terug Huis Toe', 'Nagmaal', 'Die Storm', 'Somer in die Karoo', 'Ou Wonde', 'Die Brief',
    'Die Bruilof', 'Geheime by die Dam', 'Skuld', 'Huistoe', 'Die Laaste Trein', 'Vergifnis', 'Koringlande', 'Reën', 'Die Veiling',
    'Windpomp', 'Môre is Nog n Dag',
  ],
  food: [
    'Pap and Wors', 'Chakalaka Three Ways', 'Bunny Chow', 'Potjiekos', 'Vetkoek Sunday', 'Malva Pudding', 'Bobotie', 'Samoosas',
    'Koesisters', 'Umngqusho', 'Mogodu Monday', 'Sosaties', 'Braaibroodjies', 'Melktert', 'Boerewors Rolls', 'Amagwinya',
    'Pickled Fish', 'Denningvleis', 'Roosterkoek', 'Peppermint Crisp Tart', 'Chicken Feet', 'Umleqwa', 'Breyani', 'Rusks',
  ],
  docs: [
    'The River', 'Predators at Dawn', 'The Drought Year', 'Elephant Crossing', 'The Long Walk', 'Township Stories', 'Gold Reef',
    'The Files', 'Lost on the Coast', 'Mountain Passes', 'Island Prison', 'Voices of 1976', 'Fynbos Secrets', 'Whale Season',
    'The Last Witness', 'Nine Provinces',
  ],
  lifestyle: [
    'Meet the Family', 'The Big Reveal', 'Budget Blow-out', 'Lobola Day', 'Dress Rehearsal', 'The Final Fitting', 'Sunday Service',
    'Second Chances', 'Date Night', 'Makeover Monday', 'The Surprise', 'Family Feud', 'Auditions', 'The Finale', 'New Beginnings',
  ],
  music: [
    'Live from Soweto', 'Piano Night', 'Log Drum Masterclass', 'Durban Sessions', 'Vosloorus Sunday', 'Pretoria Party',
    'Unplugged', 'The Comeback', 'New Voices', 'Legends Night', 'Easter Special', 'Festive Special',
  ],
  news: [
    'Week in Review', 'Budget Special', 'Elections Explained', 'Petrol and Prices', 'Water Crisis', 'Jobs Report', 'Matric Results',
    'Load Shedding Latest', 'Interest Rates', 'Year in Review', 'Taxi Fares', 'School Fees',
  ],
  sport: [
    'Derby Week', 'Transfer Talk', 'Cup Final Preview', 'Season Review', 'Young Stars', 'Coach\'s Corner', 'Long Run', 'Hill Training',
    'Race Day', 'The Comeback', 'Relegation Battle', 'Goal of the Month',
  ],
};

/** Names for episode blurbs: the country's mix. */
export const PEOPLE = [
  'Thandi', 'Sipho', 'Lerato', 'Bongani', 'Zanele', 'Themba', 'Nomsa', 'Karabo', 'Ayanda', 'Lwazi', 'Naledi', 'Mpho', 'Kagiso',
  'Thabo', 'Zodwa', 'Busisiwe', 'Sizwe', 'Palesa', 'Lindiwe', 'Vusi', 'Pieter', 'Annelie', 'Riaan', 'Fatima', 'Yusuf', 'Priya',
  'Ravi', 'Chantel', 'Jaco', 'Nandi', 'Khanyi', 'Tumelo', 'Refilwe', 'Xolani', 'Siyabonga',
];

/** Sentence parts for episode blurbs by kind of show: `{a}` and `{b}` are people. */
export const EPISODE_BLURBS: Record<EpisodePool, string[]> = {
  drama: [
    '{a} finds out what {b} has been hiding, and the family will never be the same.',
    '{a} must choose between the family business and the love of {b}.',
    'A visit from the past puts {a} in danger, and {b} has to decide who to trust.',
    'The lobola negotiations fall apart when {a} learns the truth about {b}.',
    '{a} borrows money from the wrong people; {b} pays the price.',
    'The whole street is talking, and {a} is the last to know.',
    '{b} comes home after ten years, and {a} wants answers.',
  ],
  comedy: [
    '{a} tries to impress {b} and ends up in the wrong taxi.',
    'Load shedding hits on the night {a} promised {b} a romantic dinner.',
    '{a} joins a stokvel and immediately regrets it.',
    'The aunties arrive unannounced, and {a} has to hide {b}.',
    '{a} sells everything in the house to start a side hustle.',
    'Month-end comes early for {a}, and {b} wants their money back.',
  ],
  kids: [
    '{a} and {b} count everything they see on the way to the market.',
    '{a} learns that sharing makes a snack taste better.',
    'A rainy day turns into an adventure for {a} and {b}.',
    '{a} helps a lost little bird find its way home.',
    '{a} and {b} learn the colours of the rainbow in three languages.',
  ],
  afrikaans: [
    '{a} keer terug plaas toe en {b} is nie bly nie. (In Afrikaans.)',
    'Die droogte druk swaar, en {a} moet die bank gaan sien. (In Afrikaans.)',
    '{a} vind n ou brief wat alles verander. (In Afrikaans.)',
    'n Storm sny die dorp af, en {a} en {b} moet saamwerk. (In Afrikaans.)',
    '{b} het n geheim, en {a} is vasbeslote om dit uit te vind. (In Afrikaans.)',
  ],
  food: [
    '{a} shows how to cook it the way gogo did, with a modern twist from {b}.',
    'A family favourite for under R100, step by step.',
    '{a} and {b} cook side by side; the neighbours decide who wins.',
    'Three ingredients, one pot and dinner for six.',
    '{a} visits {b}\'s kitchen to learn a recipe that was never written down.',
  ],
  docs: [
    'The story is told by the people who lived it.',
    'A year of filming in one place reveals what few people ever see.',
    '{a}, who was there, walks us through the day everything changed.',
    'New evidence and old witnesses: {a} goes back to where it began.',
  ],
  lifestyle: [
    '{a} and {b} face their families for the first time.',
    'One week, one budget and a family that needs a fresh start.',
    '{a} has one last chance to impress the judges.',
    'The big day arrives, and not everything goes to plan for {a}.',
  ],
  music: [
    '{a} takes the stage with a set nobody will forget.',
    'New talent meets the legends: {a} and {b} share the mic.',
    'A night of music recorded live in front of a home crowd.',
  ],
  news: ['What happened this week and what it means for your pocket.', 'We explain the numbers and ask the people affected.', 'The big story, the facts and what comes next.'],
  sport: ['{a} and {b} break down the weekend\'s action.', 'Behind the scenes with the players and coaches.', 'The moments that decided the week, and the stars who made them.'],
};
