import type { Messages } from '../../messages';
import type { archive as en } from '../en/archive';

/** Français: the ZIP archive's own words (README.txt, the stories' Markdown). */
export const archive: Messages<typeof en> = {
  'archive.readme.intro':
    'Toutes les histoires que {name} a partagées sur StoryVault, avec chaque enregistrement, photo et e-mail,\ntelles qu’elles étaient le {date, date, long}. Rien ici n’a besoin de StoryVault pour être lu.',
  'archive.readme.howToRead':
    'Pour lire et écouter : décompresse ce dossier, puis ouvre index.html (double-clic). La page s’ouvre\ndans n’importe quel navigateur, sans internet : chaque histoire avec ses dates, ses photos, ses\nenregistrements et ses commentaires, et un champ de recherche.',
  'archive.readme.index': 'commence ici : les histoires, de la plus ancienne à la plus récente, et une recherche',
  'archive.readme.stories':
    'une page par histoire, de la plus ancienne à la plus récente : NNN-titre.html (pour le navigateur) et\nNNN-titre.md (Markdown, lisible en texte brut)',
  'archive.readme.media':
    'les enregistrements, photos et pièces jointes d’origine, octet pour octet tels que reçus\n(NNN- est le numéro de l’histoire à laquelle ils appartiennent)',
  'archive.readme.emails':
    'chaque réponse par e-mail telle qu’elle est arrivée (.eml : s’ouvre dans tout logiciel de messagerie)',
  'archive.readme.json': 'chaque histoire avec tous ses champs et toutes ses versions précédentes, pour les programmes',

  'archive.markdown.question': '**Question :** {question}',
  'archive.markdown.date': '**Date :** {date, date, long}',
  'archive.markdown.period': '**Quand c’était :** {period}',
  'archive.markdown.answered':
    '**Réponse :** {type, select, voice {de vive voix} other {par écrit}}, {source, select, email {par e-mail} other {sur la page de réponse}}',
  'archive.markdown.tags': '**Mots-clés :** {tags}',
  'archive.markdown.files': 'Fichiers',
  'archive.markdown.comment': '**{author}** ({date, date, long}) : {text}',
};
