import type { Messages } from '../../messages';
import type { book as en } from '../en/book';

export const book: Messages<typeof en> = {
  'book.title': 'Les histoires de {name}',
  'book.contents': 'Sommaire',
  'book.toldOn': 'Racontée le {date, date, long}',
  'book.decade': 'Les années {decade}',
  'book.listen': 'Écoute {name} raconter cette histoire :',
  'book.chapter.familyQuestions': 'Questions de la famille',
  'book.chapter.otherStories': 'Autres histoires',
  'book.chapter.childhood_and_school': 'Enfance et école',
  'book.chapter.family_and_traditions': 'Famille et traditions',
  'book.chapter.love_and_relationships': 'Amour et relations',
  'book.chapter.career_and_work': 'Métier et travail',
  'book.chapter.challenges_and_triumphs': 'Épreuves et victoires',
  'book.chapter.joys_and_memories': 'Joies et souvenirs',
  'book.chapter.wisdom_and_legacy': 'Sagesse et héritage',
  'book.chapter.whimsical': 'Pour le plaisir',
  'book.chapter.cultural_reflection': 'Culture et époque',
};
