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
  'book.archive.lead':
    'Alle Geschichten, die {name} erzählt hat, die älteste zuerst, so wie sie am {date, date, long} waren.',
  'book.archive.choose': 'Wähl eine Geschichte, um sie zu lesen, ihre Fotos anzusehen und sie anzuhören.',
  'book.archive.search': 'In den Geschichten suchen',
  'book.archive.stories': 'Die Geschichten',
  'book.archive.none': 'Noch keine Geschichten.',
  'book.archive.noMatch': 'Keine Geschichte enthält diese Wörter.',
  'book.archive.found': '{count, plural, one {# Geschichte gefunden.} other {# Geschichten gefunden.}}',
  'book.archive.back': 'Zurück',
  'book.archive.allOf': '← Alles aus {title}',
  'book.archive.question': 'Die Frage: {question}',
  'book.archive.listen': 'Anhören',
  'book.archive.recording': 'Aufnahme: {title}',
  'book.archive.recordingN': 'Aufnahme {n}: {title}',
  'book.archive.story': 'Die Geschichte',
  'book.archive.noWords': '(keine Worte)',
  'book.archive.transcribed': 'Nach der Aufnahme aufgeschrieben.',
  'book.archive.photos': 'Fotos',
  'book.archive.photoN': '{caption}, Foto {n} von {count}',
  'book.archive.addedBy': 'Hinzugefügt von {name}.',
  'book.archive.otherFiles': 'Weitere Dateien',
  'book.archive.comments': 'Kommentare',
};
