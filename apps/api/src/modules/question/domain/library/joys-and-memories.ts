/** Joys & Memories: happy days, pastimes and small pleasures. */
export const JOYS_AND_MEMORIES_QUESTIONS = [
  {
    key: 'joys.best-birthday',
    category: 'joys_and_memories',
    text: 'What is the best birthday you can remember? What made it special?',
  },
  {
    key: 'joys.unforgettable-trip',
    category: 'joys_and_memories',
    text: "Tell us about a trip or outing you've never forgotten.",
  },
  {
    key: 'joys.happy-ordinary-day',
    category: 'joys_and_memories',
    text: 'Tell us about an ordinary day that turned out to be one of your happiest.',
  },
  {
    key: 'joys.favorite-pastime',
    category: 'joys_and_memories',
    text: 'What hobby or pastime has given you the most pleasure over the years?',
  },
  {
    key: 'joys.laughed-hardest',
    category: 'joys_and_memories',
    text: "When did you laugh so hard you couldn't stop? What set you off?",
  },
  {
    key: 'joys.favorite-season',
    category: 'joys_and_memories',
    text: 'What is your favorite season, and what memories does it bring back?',
  },
  {
    key: 'joys.best-gift',
    category: 'joys_and_memories',
    text: 'What is the best gift you ever received, and who gave it to you?',
  },
  {
    key: 'joys.memorable-meal',
    category: 'joys_and_memories',
    text: 'Tell us about a memorable meal you ate away from home.',
  },
  {
    key: 'joys.place-in-nature',
    category: 'joys_and_memories',
    text: 'Where is a place outdoors that you love to be, and what do you notice there?',
  },
  {
    key: 'joys.treasured-photo',
    category: 'joys_and_memories',
    text: 'Is there a photograph you especially treasure? Tell us what is happening in it.',
  },
  {
    key: 'joys.first-wheels',
    category: 'joys_and_memories',
    text: 'Tell us about the first bicycle, car or other vehicle you could call your own.',
  },
  {
    key: 'joys.simple-pleasure',
    category: 'joys_and_memories',
    text: 'What small, everyday pleasure never gets old for you?',
  },
  {
    key: 'joys.proud-of-someone',
    category: 'joys_and_memories',
    text: 'Tell us about a time you felt bursting with pride for someone else.',
  },
  {
    key: 'joys.fair-or-circus',
    category: 'joys_and_memories',
    text: 'Did you ever go to a fair, circus or carnival? What do you remember seeing there?',
  },
  { key: 'joys.best-news', category: 'joys_and_memories', text: 'What is the best piece of news you ever received?' },
  {
    key: 'joys.favorite-spot-today',
    category: 'joys_and_memories',
    text: 'What is your favorite spot in your home today, and what do you like to do there?',
  },
] as const;
