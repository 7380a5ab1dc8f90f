import type { Messages } from '../../messages';
import type { book as en } from '../en/book';

export const book: Messages<typeof en> = {
  'book.title': 'Die Geschichten von {name}',
  'book.contents': 'Inhalt',
  'book.toldOn': 'Erzählt am {date, date, long}',
  'book.decade': 'Die {decade}er Jahre',
  'book.listen': 'Hör zu, wie {name} diese Geschichte erzählt:',
  'book.chapter.familyQuestions': 'Fragen der Familie',
  'book.chapter.otherStories': 'Weitere Geschichten',
  'book.chapter.childhood_and_school': 'Kindheit & Schule',
  'book.chapter.family_and_traditions': 'Familie & Traditionen',
  'book.chapter.love_and_relationships': 'Liebe & Beziehungen',
  'book.chapter.career_and_work': 'Beruf & Arbeit',
  'book.chapter.challenges_and_triumphs': 'Schwere Zeiten & große Momente',
  'book.chapter.joys_and_memories': 'Freuden & Erinnerungen',
  'book.chapter.wisdom_and_legacy': 'Lebensweisheit & Vermächtnis',
  'book.chapter.whimsical': 'Einfach so zum Spaß',
  'book.chapter.cultural_reflection': 'Kultur & Zeitgeschehen',
};
