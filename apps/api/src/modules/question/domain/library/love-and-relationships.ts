/** Love & Relationships: sweethearts, friends, companions and kindness; no spouse or children presumed. */
export const LOVE_AND_RELATIONSHIPS_QUESTIONS = [
  {
    key: 'love.first-crush',
    category: 'love_and_relationships',
    text: 'Who was your first crush, and did they ever find out?',
  },
  {
    key: 'love.lasting-friendship',
    category: 'love_and_relationships',
    text: 'Tell us about a friendship that has lasted many years. How did it begin?',
  },
  {
    key: 'love.someone-you-loved',
    category: 'love_and_relationships',
    text: 'Tell us about someone you have loved dearly. How did you first meet?',
  },
  {
    key: 'love.first-date',
    category: 'love_and_relationships',
    text: 'Do you remember your first date? Where did you go?',
  },
  {
    key: 'love.meeting-places',
    category: 'love_and_relationships',
    text: 'Where did young people go to meet each other when you were young, and what were the unwritten rules?',
  },
  {
    key: 'love.letter-kept',
    category: 'love_and_relationships',
    text: 'Is there a letter or card you kept because it meant so much? What did it say?',
  },
  {
    key: 'love.friend-who-made-you-laugh',
    category: 'love_and_relationships',
    text: 'Which friend could always make you laugh, and how did they do it?',
  },
  {
    key: 'love.kindest-thing',
    category: 'love_and_relationships',
    text: 'What is the kindest thing anyone has ever done for you?',
  },
  {
    key: 'love.showing-love',
    category: 'love_and_relationships',
    text: 'How do you like to show the people you care about that you love them?',
  },
  {
    key: 'love.unforgettable-wedding',
    category: 'love_and_relationships',
    text: "Tell us about a wedding you'll never forget, whether it was your own or someone else's.",
  },
  {
    key: 'love.admired-couple',
    category: 'love_and_relationships',
    text: 'Think of a couple you admired. What did you notice about the way they treated each other?',
  },
  {
    key: 'love.far-away-friend',
    category: 'love_and_relationships',
    text: 'Did you ever have a pen pal or a friend far away? How did you keep in touch?',
  },
  {
    key: 'love.most-romantic',
    category: 'love_and_relationships',
    text: 'What is the most romantic thing you have ever seen someone do?',
  },
  {
    key: 'love.their-song',
    category: 'love_and_relationships',
    text: 'Is there a song that always makes you think of one particular person?',
  },
  {
    key: 'love.young-people',
    category: 'love_and_relationships',
    text: 'Which young people have been important in your life, and what have you enjoyed about knowing them?',
  },
  {
    key: 'love.animal-companion',
    category: 'love_and_relationships',
    text: 'Which animal has had a special place in your heart, and what was it like?',
  },
  {
    key: 'love.later-friend',
    category: 'love_and_relationships',
    text: 'Who is a friend you made later in life, and how did you meet?',
  },
] as const;
