/** Just for Fun: light, playful questions. */
export const WHIMSICAL_QUESTIONS = [
  {
    key: 'whimsical.superpower',
    category: 'whimsical',
    text: 'If you could have one superpower for a day, what would you do with it?',
  },
  {
    key: 'whimsical.revisit-a-day',
    category: 'whimsical',
    text: 'If you could slip back to any day of your life and just watch, which day would you pick?',
  },
  {
    key: 'whimsical.dinner-guest',
    category: 'whimsical',
    text: 'If you could share a meal with anyone from history, who would you invite?',
  },
  {
    key: 'whimsical.animal-self',
    category: 'whimsical',
    text: 'If you were an animal, which one would you be, and why?',
  },
  {
    key: 'whimsical.funny-quirk',
    category: 'whimsical',
    text: 'What funny habit or quirk of yours do your friends tease you about?',
  },
  {
    key: 'whimsical.perfect-dessert',
    category: 'whimsical',
    text: "What would go into your perfect dessert if calories didn't count?",
  },
  {
    key: 'whimsical.practical-joke',
    category: 'whimsical',
    text: 'What is the best practical joke you ever played, or had played on you?',
  },
  {
    key: 'whimsical.trade-places',
    category: 'whimsical',
    text: 'If you could trade places with any famous person for a day, who would it be?',
  },
  {
    key: 'whimsical.strangest-food',
    category: 'whimsical',
    text: 'What is the strangest thing you have ever eaten, and would you eat it again?',
  },
  {
    key: 'whimsical.hidden-talent',
    category: 'whimsical',
    text: 'What is a hidden talent of yours that might surprise people?',
  },
  {
    key: 'whimsical.windfall',
    category: 'whimsical',
    text: 'If a fortune landed in your lap tomorrow, what is the first silly thing you would buy?',
  },
  {
    key: 'whimsical.film-of-your-life',
    category: 'whimsical',
    text: 'If a film were made about your life, who should play you?',
  },
  {
    key: 'whimsical.handy-invention',
    category: 'whimsical',
    text: 'If you could invent one gadget to make daily life easier, what would it do?',
  },
  {
    key: 'whimsical.guilty-pleasure',
    category: 'whimsical',
    text: "What is a guilty pleasure you're happy to own up to now?",
  },
  {
    key: 'whimsical.year-anywhere',
    category: 'whimsical',
    text: 'If you could live anywhere in the world for a year, where would you go?',
  },
  {
    key: 'whimsical.boldest-outfit',
    category: 'whimsical',
    text: 'What is the boldest outfit or hairstyle you ever wore?',
  },
  {
    key: 'whimsical.t-shirt-slogan',
    category: 'whimsical',
    text: 'If you had to sum yourself up in a slogan on a T-shirt, what would it say?',
  },
  {
    key: 'whimsical.desert-island',
    category: 'whimsical',
    text: 'If you were stranded on a desert island, which three things would you want with you?',
  },
] as const;
