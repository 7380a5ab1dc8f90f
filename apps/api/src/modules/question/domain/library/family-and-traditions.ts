/** Family & Traditions: the household they grew up in, customs, food and the people they count as family. */
export const FAMILY_AND_TRADITIONS_QUESTIONS = [
  {
    key: 'family.holiday-table',
    category: 'family_and_traditions',
    text: 'Picture a holiday or festive meal from your younger years. Who was around the table, and what was served?',
  },
  {
    key: 'family.family-recipe',
    category: 'family_and_traditions',
    text: 'Is there a family recipe you still know by heart? Tell us how it was made.',
  },
  {
    key: 'family.grandparents',
    category: 'family_and_traditions',
    text: 'What do you remember about your grandparents, or the oldest relatives you knew as a child?',
  },
  {
    key: 'family.name-story',
    category: 'family_and_traditions',
    text: 'How did you come to be given your name? Is there a story behind it?',
  },
  {
    key: 'family.family-expressions',
    category: 'family_and_traditions',
    text: 'What funny sayings or expressions did the grown-ups in your family use all the time?',
  },
  {
    key: 'family.weekends-at-home',
    category: 'family_and_traditions',
    text: 'What did a typical weekend look like in your household when you were growing up?',
  },
  {
    key: 'family.heirloom',
    category: 'family_and_traditions',
    text: 'Is there an object that has been passed down in your family? What is its story?',
  },
  {
    key: 'family.who-raised-you',
    category: 'family_and_traditions',
    text: 'Tell us about the person or people who raised you. What were they like?',
  },
  {
    key: 'family.told-and-retold',
    category: 'family_and_traditions',
    text: 'What family story got told again and again whenever everyone got together?',
  },
  {
    key: 'family.grew-up-alongside',
    category: 'family_and_traditions',
    text: 'Which brothers, sisters, cousins or other children did you grow up alongside, and what were they like?',
  },
  {
    key: 'family.new-tradition',
    category: 'family_and_traditions',
    text: 'Is there a tradition you started yourself, or an old one you changed to make your own?',
  },
  {
    key: 'family.family-roots',
    category: 'family_and_traditions',
    text: 'What do you know about where your family came from, and how they came to live where you grew up?',
  },
  {
    key: 'family.music-at-home',
    category: 'family_and_traditions',
    text: 'Was there music in your home when you were growing up? Who sang or played?',
  },
  {
    key: 'family.chosen-family',
    category: 'family_and_traditions',
    text: "Who are the people you think of as family, even though you aren't related by blood?",
  },
  {
    key: 'family.house-rules',
    category: 'family_and_traditions',
    text: 'What were the house rules when you were growing up, and which ones did you try to bend?',
  },
  {
    key: 'family.take-after',
    category: 'family_and_traditions',
    text: 'Who in your family do people say you take after? Do you agree?',
  },
  {
    key: 'family.bedtime',
    category: 'family_and_traditions',
    text: 'What was bedtime like in your home when you were small? Were there songs or stories?',
  },
  {
    key: 'family.favorite-relative-visit',
    category: 'family_and_traditions',
    text: "Which relative's home did you most love to visit, and what was it like there?",
  },
] as const;
