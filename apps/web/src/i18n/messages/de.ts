import type { WebMessages } from './index';

/** The web app's words in German, complete (the compiler checks every English key is here). Du, as in a family. */
export const de: WebMessages = {
  'dashboard.page.title': 'Übersicht',
  'dashboard.loading': 'Dein Tresor wird geladen …',

  'dashboard.language.title': 'Sprache',
  'dashboard.language.intro': 'Die Sprache deiner Übersicht und der E-Mails, die wir dir schicken.',
  'dashboard.language.label': 'Deine Sprache',
  'dashboard.language.failed': 'Deine Sprache konnte nicht gespeichert werden',
};
