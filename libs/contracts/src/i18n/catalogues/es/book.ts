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
  'book.archive.lead':
    'Todas las historias que ha compartido {name}, de la más antigua a la más reciente, tal como estaban el {date, date, long}.',
  'book.archive.choose': 'Elige una historia para leerla, ver sus fotos y escucharla.',
  'book.archive.search': 'Buscar en las historias',
  'book.archive.stories': 'Las historias',
  'book.archive.none': 'Todavía no hay historias.',
  'book.archive.noMatch': 'Ninguna historia tiene estas palabras.',
  'book.archive.found': '{count, plural, one {# historia encontrada.} other {# historias encontradas.}}',
  'book.archive.back': 'Volver',
  'book.archive.allOf': '← Todo {title}',
  'book.archive.question': 'La pregunta: {question}',
  'book.archive.listen': 'Escuchar',
  'book.archive.recording': 'Grabación: {title}',
  'book.archive.recordingN': 'Grabación {n}: {title}',
  'book.archive.story': 'La historia',
  'book.archive.noWords': '(sin palabras)',
  'book.archive.transcribed': 'Transcrita a partir de la grabación.',
  'book.archive.photos': 'Fotos',
  'book.archive.photoN': '{caption}, foto {n} de {count}',
  'book.archive.addedBy': 'Añadida por {name}.',
  'book.archive.otherFiles': 'Otros archivos',
  'book.archive.comments': 'Comentarios',
};
