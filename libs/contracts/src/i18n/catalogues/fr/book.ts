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
  'book.archive.lead':
    'Toutes les histoires que {name} a partagées, de la plus ancienne à la plus récente, telles qu’elles étaient le {date, date, long}.',
  'book.archive.choose': 'Choisis une histoire pour la lire, voir ses photos et l’écouter.',
  'book.archive.search': 'Chercher dans les histoires',
  'book.archive.stories': 'Les histoires',
  'book.archive.none': 'Pas encore d’histoires.',
  'book.archive.noMatch': 'Aucune histoire ne contient ces mots.',
  'book.archive.found': '{count, plural, one {# histoire trouvée.} other {# histoires trouvées.}}',
  'book.archive.back': 'Retour',
  'book.archive.allOf': '← Tout {title}',
  'book.archive.question': 'La question : {question}',
  'book.archive.listen': 'Écouter',
  'book.archive.recording': 'Enregistrement : {title}',
  'book.archive.recordingN': 'Enregistrement {n} : {title}',
  'book.archive.story': 'L’histoire',
  'book.archive.noWords': '(pas de mots)',
  'book.archive.transcribed': 'Transcrite d’après l’enregistrement.',
  'book.archive.photos': 'Photos',
  'book.archive.photoN': '{caption}, photo {n} sur {count}',
  'book.archive.addedBy': 'Ajoutée par {name}.',
  'book.archive.otherFiles': 'Autres fichiers',
  'book.archive.comments': 'Commentaires',
};
