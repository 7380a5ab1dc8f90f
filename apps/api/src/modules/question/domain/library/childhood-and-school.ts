/** Childhood & School: home, school, friends and play, as the senior remembers them. */
export const CHILDHOOD_AND_SCHOOL_QUESTIONS = [
  {
    key: 'childhood.first-day-of-school',
    category: 'childhood_and_school',
    text: 'What do you remember about your very first day of school?',
  },
  {
    key: 'childhood.childhood-home',
    category: 'childhood_and_school',
    text: 'Picture the home you grew up in. Which room comes to mind first, and what is happening there?',
  },
  {
    key: 'childhood.memorable-teacher',
    category: 'childhood_and_school',
    text: 'Which teacher do you still remember, and what made them stand out?',
  },
  {
    key: 'childhood.best-friend',
    category: 'childhood_and_school',
    text: 'Who was your best friend as a child, and what did the two of you get up to?',
  },
  {
    key: 'childhood.outdoor-games',
    category: 'childhood_and_school',
    text: 'What games did you play outdoors with the other children where you grew up?',
  },
  {
    key: 'childhood.way-to-school',
    category: 'childhood_and_school',
    text: 'How did you get to school each day, and what did you pass along the way?',
  },
  {
    key: 'childhood.favorite-subject',
    category: 'childhood_and_school',
    text: 'What was your favorite subject in school, and what drew you to it?',
  },
  {
    key: 'childhood.mischief',
    category: 'childhood_and_school',
    text: 'What is a bit of mischief you got into as a child? Did anyone find out?',
  },
  {
    key: 'childhood.treasured-toy',
    category: 'childhood_and_school',
    text: 'What toy or plaything did you treasure most as a child?',
  },
  {
    key: 'childhood.chores',
    category: 'childhood_and_school',
    text: 'What chores were you expected to do as a child, and which one did you dread?',
  },
  {
    key: 'childhood.school-holidays',
    category: 'childhood_and_school',
    text: 'How did you spend your school holidays when you were young?',
  },
  {
    key: 'childhood.favorite-treat',
    category: 'childhood_and_school',
    text: 'What was your favorite treat as a child, and where did it come from?',
  },
  {
    key: 'childhood.grown-up-dream',
    category: 'childhood_and_school',
    text: 'When you were small, what did you want to be when you grew up?',
  },
  {
    key: 'childhood.classroom',
    category: 'childhood_and_school',
    text: 'What did your classroom look like, as best you can picture it?',
  },
  {
    key: 'childhood.favorite-spot',
    category: 'childhood_and_school',
    text: 'Where was your favorite spot to play or hide as a child?',
  },
  {
    key: 'childhood.first-loved-book',
    category: 'childhood_and_school',
    text: 'What is the first book or story you remember loving as a child?',
  },
  {
    key: 'childhood.school-lunch',
    category: 'childhood_and_school',
    text: 'What did you eat for lunch on a school day, and where did you eat it?',
  },
  {
    key: 'childhood.school-show',
    category: 'childhood_and_school',
    text: 'Were you ever in a school play, concert or sports day? What do you remember about it?',
  },
] as const;
