/** Career & Work: paid or unpaid, outside the home or in it. */
export const CAREER_AND_WORK_QUESTIONS = [
  {
    key: 'work.first-paycheck',
    category: 'career_and_work',
    text: 'What was the first money you ever earned, and what did you spend it on?',
  },
  {
    key: 'work.first-job',
    category: 'career_and_work',
    text: 'What was your very first job, paid or unpaid, and how did you come by it?',
  },
  {
    key: 'work.typical-day',
    category: 'career_and_work',
    text: 'What did a typical day look like in the work you did longest, whether at home, on a farm, in a shop or anywhere else?',
  },
  { key: 'work.mentor', category: 'career_and_work', text: 'Who taught you the most about doing a job well?' },
  {
    key: 'work.proudest-work',
    category: 'career_and_work',
    text: 'What piece of work are you proudest of, at home or on the job?',
  },
  {
    key: 'work.tools-of-the-trade',
    category: 'career_and_work',
    text: 'What tools or machines did you use in your work, and how have they changed since?',
  },
  {
    key: 'work.unforgettable-colleague',
    category: 'career_and_work',
    text: "Tell us about a coworker, customer or boss you'll never forget.",
  },
  {
    key: 'work.funniest-moment',
    category: 'career_and_work',
    text: 'What is the funniest thing that ever happened to you at work?',
  },
  {
    key: 'work.household-skill',
    category: 'career_and_work',
    text: 'Running a home is real work. What household skill are you proudest of, and who taught it to you?',
  },
  {
    key: 'work.how-you-got-there',
    category: 'career_and_work',
    text: 'How did you end up in the line of work you did? Was it planned, or did it just happen?',
  },
  {
    key: 'work.volunteering',
    category: 'career_and_work',
    text: 'Have you ever volunteered or helped out in your community? What did you do?',
  },
  {
    key: 'work.work-clothes',
    category: 'career_and_work',
    text: 'Did you wear a uniform or special clothes for work? What did they look like?',
  },
  {
    key: 'work.lasting-skill',
    category: 'career_and_work',
    text: 'What skill did you pick up through work that you still use today?',
  },
  {
    key: 'work.something-of-your-own',
    category: 'career_and_work',
    text: 'Did you ever start something of your own, like a business, a club or a side project? How did it begin?',
  },
  {
    key: 'work.lesson-from-a-mistake',
    category: 'career_and_work',
    text: 'What is a mistake you made at work, and what did it teach you?',
  },
  {
    key: 'work.workplace-sounds',
    category: 'career_and_work',
    text: 'What sounds and smells do you remember from a place where you worked?',
  },
] as const;
