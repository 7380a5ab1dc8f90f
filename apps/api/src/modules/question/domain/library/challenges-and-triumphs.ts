/** Challenges & Triumphs: resilience, gently; each question asks what helped, what was learned or what went right. */
export const CHALLENGES_AND_TRIUMPHS_QUESTIONS = [
  {
    key: 'challenges.hardest-move',
    category: 'challenges_and_triumphs',
    text: 'Tell us about a time you moved somewhere new. What helped you feel at home?',
  },
  {
    key: 'challenges.hard-won-skill',
    category: 'challenges_and_triumphs',
    text: "What is something you learned to do that didn't come easily at first?",
  },
  {
    key: 'challenges.stood-up',
    category: 'challenges_and_triumphs',
    text: 'Tell us about a time you stood up for something you believed in.',
  },
  {
    key: 'challenges.making-do',
    category: 'challenges_and_triumphs',
    text: 'When times were lean, what clever ways of making do did you or your household have?',
  },
  {
    key: 'challenges.helping-hand',
    category: 'challenges_and_triumphs',
    text: 'Who helped you through a hard stretch, and what did they do that made a difference?',
  },
  {
    key: 'challenges.plans-changed',
    category: 'challenges_and_triumphs',
    text: 'Tell us about a time your plans fell through but something good came of it.',
  },
  {
    key: 'challenges.big-decision',
    category: 'challenges_and_triumphs',
    text: 'What was one of the biggest decisions you ever made, and how did you make up your mind?',
  },
  {
    key: 'challenges.weathered-the-storm',
    category: 'challenges_and_triumphs',
    text: 'Tell us about a big storm, flood, snowfall or heat wave you lived through. How did people cope?',
  },
  {
    key: 'challenges.long-goal',
    category: 'challenges_and_triumphs',
    text: 'What is a goal you worked toward for a long time, and how did it feel to reach it?',
  },
  {
    key: 'challenges.helped-someone',
    category: 'challenges_and_triumphs',
    text: 'When did you help someone else through a difficult time, and what did you do?',
  },
  {
    key: 'challenges.nervous-moment',
    category: 'challenges_and_triumphs',
    text: 'Tell us about a test, contest or interview you were nervous about. How did it turn out?',
  },
  {
    key: 'challenges.fixed-it-yourself',
    category: 'challenges_and_triumphs',
    text: 'Tell us about a time something broke down or went wrong and you had to fix it yourself.',
  },
  {
    key: 'challenges.keeping-spirits-up',
    category: 'challenges_and_triumphs',
    text: 'What kept your spirits up when life was hard?',
  },
  {
    key: 'challenges.found-your-way',
    category: 'challenges_and_triumphs',
    text: 'Tell us about a time you got lost, and how you found your way again.',
  },
  {
    key: 'challenges.took-some-nerve',
    category: 'challenges_and_triumphs',
    text: 'What is something you tried for the first time as a grown-up that took some nerve?',
  },
  {
    key: 'challenges.kept-at-it',
    category: 'challenges_and_triumphs',
    text: "What is something you kept at even when others said it couldn't be done?",
  },
] as const;
