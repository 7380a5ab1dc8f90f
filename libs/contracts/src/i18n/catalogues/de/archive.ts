import type { Messages } from '../../messages';
import type { archive as en } from '../en/archive';

/** Deutsch: the ZIP archive's own words (README.txt, the stories' Markdown). */
export const archive: Messages<typeof en> = {
  'archive.readme.intro':
    'Alle Geschichten, die {name} auf StoryVault erzählt hat, mit jeder Aufnahme, jedem Foto und jeder E-Mail,\nso wie sie am {date, date, long} waren. Um das hier zu lesen, braucht man StoryVault nicht.',
  'archive.readme.howToRead':
    'Zum Lesen und Anhören: Entpacke diesen Ordner und öffne dann index.html (mit einem Doppelklick).\nDie Seite öffnet sich in jedem Webbrowser, auch ohne Internet: jede Geschichte mit ihren Daten,\nFotos, Aufnahmen und Kommentaren, dazu ein Suchfeld.',
  'archive.readme.index': 'hier anfangen: die Geschichten, die älteste zuerst, und eine Suche',
  'archive.readme.stories':
    'eine Seite pro Geschichte, die älteste zuerst: NNN-titel.html (für den Browser) und\nNNN-titel.md (Markdown, auch als reiner Text lesbar)',
  'archive.readme.media':
    'die Original-Aufnahmen, -Fotos und -E-Mail-Anhänge, Byte für Byte wie empfangen\n(NNN- ist die Nummer der Geschichte, zu der sie gehören)',
  'archive.readme.emails': 'jede Antwort per E-Mail, so wie sie ankam (.eml: öffnet sich in jedem E-Mail-Programm)',
  'archive.readme.json': 'jede Geschichte mit allen Feldern und allen früheren Fassungen, für Programme',

  'archive.markdown.question': '**Frage:** {question}',
  'archive.markdown.date': '**Datum:** {date, date, long}',
  'archive.markdown.period': '**Wann es war:** {period}',
  'archive.markdown.answered':
    '**Beantwortet:** {type, select, voice {mit eigener Stimme} other {schriftlich}}, {source, select, email {per E-Mail} other {auf der Antwortseite}}',
  'archive.markdown.tags': '**Schlagwörter:** {tags}',
  'archive.markdown.files': 'Dateien',
  'archive.markdown.comment': '**{author}** ({date, date, long}): {text}',
};
