/** Wisdom & Legacy: lessons, advice and what they would like passed on; the weightier questions. */
export const WISDOM_AND_LEGACY_QUESTIONS = [
  {
    key: 'wisdom.advice-to-younger-self',
    category: 'wisdom_and_legacy',
    text: 'If you could sit down with yourself at twenty, what would you tell that young person?',
  },
  {
    key: 'wisdom.best-advice-received',
    category: 'wisdom_and_legacy',
    text: 'What is the best piece of advice anyone ever gave you, and who gave it?',
  },
  {
    key: 'wisdom.changed-mind',
    category: 'wisdom_and_legacy',
    text: 'What is something you changed your mind about as you got older?',
  },
  {
    key: 'wisdom.money-lesson',
    category: 'wisdom_and_legacy',
    text: 'What have you learned about money that you wish everyone knew?',
  },
  {
    key: 'wisdom.glad-you-chose',
    category: 'wisdom_and_legacy',
    text: 'Looking back, what choice are you most glad you made?',
  },
  {
    key: 'wisdom.skill-to-pass-on',
    category: 'wisdom_and_legacy',
    text: "What practical skill would you like to teach the next generation before it's forgotten?",
  },
  {
    key: 'wisdom.carried-value',
    category: 'wisdom_and_legacy',
    text: 'What habit or value have you carried with you all your life, and where did it come from?',
  },
  {
    key: 'wisdom.growing-older',
    category: 'wisdom_and_legacy',
    text: 'What has been the nicest surprise about growing older?',
  },
  {
    key: 'wisdom.generation-got-right',
    category: 'wisdom_and_legacy',
    text: 'What do you think your generation got right?',
  },
  {
    key: 'wisdom.note-to-the-future',
    category: 'wisdom_and_legacy',
    text: 'What would you like to tell someone who reads your stories a hundred years from now?',
  },
  {
    key: 'wisdom.young-people-today',
    category: 'wisdom_and_legacy',
    text: 'What do you admire about young people today?',
  },
  {
    key: 'wisdom.staying-curious',
    category: 'wisdom_and_legacy',
    text: 'What keeps you curious and young at heart these days?',
  },
  {
    key: 'wisdom.needless-worry',
    category: 'wisdom_and_legacy',
    text: 'What is something you worried about for years that turned out fine?',
  },
  {
    key: 'wisdom.remembered-for',
    category: 'wisdom_and_legacy',
    text: 'What do you hope people will remember about you?',
  },
  {
    key: 'wisdom.good-friend',
    category: 'wisdom_and_legacy',
    text: 'What have you learned about being a good friend?',
  },
  {
    key: 'wisdom.story-to-pass-down',
    category: 'wisdom_and_legacy',
    text: 'Which story from your life would you most like to be passed down?',
  },
] as const;
