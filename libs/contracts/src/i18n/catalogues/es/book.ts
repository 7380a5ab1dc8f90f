import type { Messages } from '../../messages';
import type { book as en } from '../en/book';

export const book: Messages<typeof en> = {
  'book.title': 'Las historias de {name}',
  'book.contents': 'Índice',
  'book.toldOn': 'Contada el {date, date, long}',
  'book.decade': 'Los años {decade}',
  'book.listen': 'Escucha a {name} contar esta historia:',
  'book.chapter.familyQuestions': 'Preguntas de la familia',
  'book.chapter.otherStories': 'Otras historias',
  'book.chapter.childhood_and_school': 'Infancia y colegio',
  'book.chapter.family_and_traditions': 'Familia y tradiciones',
  'book.chapter.love_and_relationships': 'Amor y relaciones',
  'book.chapter.career_and_work': 'Profesión y trabajo',
  'book.chapter.challenges_and_triumphs': 'Retos y logros',
  'book.chapter.joys_and_memories': 'Alegrías y recuerdos',
  'book.chapter.wisdom_and_legacy': 'Sabiduría y legado',
  'book.chapter.whimsical': 'Por diversión',
  'book.chapter.cultural_reflection': 'Cultura y época',
};
