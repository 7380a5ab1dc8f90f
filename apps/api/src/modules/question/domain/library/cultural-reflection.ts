/** Culture & Times: the times they lived through and how daily life changed; no nation presumed. */
export const CULTURAL_REFLECTION_QUESTIONS = [
  {
    key: 'times.first-television',
    category: 'cultural_reflection',
    text: 'Do you remember the first time you saw a television? Where were you, and what was on?',
  },
  {
    key: 'times.prices-then',
    category: 'cultural_reflection',
    text: 'What did a loaf of bread, a bus ride or a film ticket cost when you were young?',
  },
  {
    key: 'times.teenage-music',
    category: 'cultural_reflection',
    text: 'What music was everyone listening to when you were a teenager, and how did you hear it?',
  },
  {
    key: 'times.news-you-remember',
    category: 'cultural_reflection',
    text: 'What news event do you remember hearing about as it happened, and where were you?',
  },
  {
    key: 'times.first-telephone',
    category: 'cultural_reflection',
    text: 'Tell us about the first telephone you remember. Where was it, and who did you call?',
  },
  {
    key: 'times.what-children-do-now',
    category: 'cultural_reflection',
    text: 'What do children do today that would have astonished you as a child?',
  },
  {
    key: 'times.biggest-invention',
    category: 'cultural_reflection',
    text: 'Which invention in your lifetime made the biggest difference to your daily life?',
  },
  {
    key: 'times.laundry-day',
    category: 'cultural_reflection',
    text: 'How was the laundry done in your home when you were young?',
  },
  {
    key: 'times.shops',
    category: 'cultural_reflection',
    text: 'Where did your household buy food when you were young, and what were the shops like?',
  },
  {
    key: 'times.going-to-the-pictures',
    category: 'cultural_reflection',
    text: 'What was it like going to see a film at the cinema when you were young?',
  },
  {
    key: 'times.long-journeys',
    category: 'cultural_reflection',
    text: 'How did people travel long distances when you were young, and what was your first long journey like?',
  },
  {
    key: 'times.first-computer',
    category: 'cultural_reflection',
    text: 'What did you make of it the first time you used a computer or a mobile phone?',
  },
  {
    key: 'times.radio-programs',
    category: 'cultural_reflection',
    text: 'Which radio programs did people gather around to hear when you were young?',
  },
  {
    key: 'times.slang',
    category: 'cultural_reflection',
    text: 'What slang did young people use when you were a teenager, and what did it mean?',
  },
  {
    key: 'times.heat-and-light',
    category: 'cultural_reflection',
    text: 'How was your home heated and lit when you were a child?',
  },
  {
    key: 'times.bring-it-back',
    category: 'cultural_reflection',
    text: 'What is something from the old days that you wish would come back?',
  },
  {
    key: 'times.future-imagined',
    category: 'cultural_reflection',
    text: 'When you were young, what did people imagine the future would be like? How close did they come?',
  },
] as const;
