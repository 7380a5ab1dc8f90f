import type { Messages } from '../../messages';
import type { archive as en } from '../en/archive';

/** Nederlands: the ZIP archive's own words (README.txt, the stories' Markdown). */
export const archive: Messages<typeof en> = {
  'archive.readme.intro':
    'Alle verhalen die {name} op StoryVault heeft gedeeld, met elke opname, foto en e-mail,\nzoals ze waren op {date, date, long}. Om dit te lezen heb je StoryVault niet nodig.',
  'archive.readme.howToRead':
    'Lezen en luisteren: pak deze map uit en open dan index.html (dubbelklikken). Het opent in elke\nwebbrowser, zonder internet: elk verhaal met zijn data, foto’s, opnamen en reacties, en een\nzoekvak.',
  'archive.readme.index': 'begin hier: de verhalen, de oudste eerst, en een zoekfunctie',
  'archive.readme.stories':
    'één pagina per verhaal, de oudste eerst: NNN-titel.html (voor de browser) en\nNNN-titel.md (Markdown, ook als gewone tekst te lezen)',
  'archive.readme.media':
    'de originele opnamen, foto’s en e-mailbijlagen, byte voor byte zoals ontvangen\n(NNN- is het nummer van het verhaal waar ze bij horen)',
  'archive.readme.emails': 'elk antwoord per e-mail zoals het binnenkwam (.eml: opent in elk e-mailprogramma)',
  'archive.readme.json': 'elk verhaal met alle velden en alle eerdere versies, voor programma’s',

  'archive.markdown.question': '**Vraag:** {question}',
  'archive.markdown.date': '**Datum:** {date, date, long}',
  'archive.markdown.period': '**Wanneer het gebeurde:** {period}',
  'archive.markdown.answered':
    '**Beantwoord:** {type, select, voice {met de eigen stem} other {op schrift}}, {source, select, email {per e-mail} other {op de antwoordpagina}}',
  'archive.markdown.tags': '**Labels:** {tags}',
  'archive.markdown.files': 'Bestanden',
  'archive.markdown.comment': '**{author}** ({date, date, long}): {text}',
};
