import type { Messages } from '../../messages';
import type { book as en } from '../en/book';

export const book: Messages<typeof en> = {
  'book.title': 'De verhalen van {name}',
  'book.contents': 'Inhoud',
  'book.toldOn': 'Verteld op {date, date, long}',
  'book.decade': 'De jaren {decade}',
  'book.listen': 'Luister hoe {name} dit verhaal vertelt:',
  'book.chapter.familyQuestions': 'Vragen van de familie',
  'book.chapter.otherStories': 'Andere verhalen',
  'book.archive.lead':
    'Alle verhalen die {name} heeft gedeeld, het oudste eerst, zoals ze waren op {date, date, long}.',
  'book.archive.choose': 'Kies een verhaal om het te lezen, de foto’s te bekijken en ernaar te luisteren.',
  'book.archive.search': 'Zoeken in de verhalen',
  'book.archive.stories': 'De verhalen',
  'book.archive.none': 'Nog geen verhalen.',
  'book.archive.noMatch': 'Geen enkel verhaal bevat deze woorden.',
  'book.archive.found': '{count, plural, one {# verhaal gevonden.} other {# verhalen gevonden.}}',
  'book.archive.back': 'Terug',
  'book.archive.allOf': '← Alles uit {title}',
  'book.archive.question': 'De vraag: {question}',
  'book.archive.listen': 'Luisteren',
  'book.archive.recording': 'Opname: {title}',
  'book.archive.recordingN': 'Opname {n}: {title}',
  'book.archive.story': 'Het verhaal',
  'book.archive.noWords': '(geen woorden)',
  'book.archive.transcribed': 'Uitgeschreven van de opname.',
  'book.archive.photos': 'Foto’s',
  'book.archive.photoN': '{caption}, foto {n} van {count}',
  'book.archive.addedBy': 'Toegevoegd door {name}.',
  'book.archive.otherFiles': 'Andere bestanden',
  'book.archive.comments': 'Reacties',
};
