import type { keepsakes as english } from '../en/keepsakes';

/** Keepsakes: the book, the ZIP and listen links, in German: every key English has, and no other (the compiler checks). */
export const keepsakes: { readonly [K in keyof typeof english]: string } = {
  'dashboard.keepsakes.title': 'Andenken',
  'dashboard.keepsakes.leadOwner':
    'Ein Buch mit den Geschichten von {name} zum Ausdrucken, oder alle Geschichten, Aufnahmen, Fotos und E-Mails zum Aufbewahren.',
  'dashboard.keepsakes.leadMember': 'Ein Buch mit den Geschichten von {name} zum Lesen oder Ausdrucken.',
  'dashboard.keepsakes.createBook': 'Ein Buch erstellen',
  'dashboard.keepsakes.downloadEverything': 'Alles herunterladen',
  'dashboard.keepsakes.bookMaking': 'Dein Buch wird gerade erstellt. Wir schreiben dir, sobald es fertig ist.',
  'dashboard.keepsakes.gathering': 'Alles wird zusammengestellt. Wir schreiben dir, sobald es fertig ist.',
  'dashboard.keepsakes.linksOff': 'Die Hör-Links dieses Buchs sind jetzt ausgeschaltet.',
  'dashboard.keepsakes.ready': 'Fertig: {name}. Du kannst es unten herunterladen.',
  'dashboard.keepsakes.recent': 'Neueste Andenken',
  'dashboard.keepsakes.recentFailed': 'Die Andenken konnten nicht geladen werden',
  'dashboard.keepsakes.loading': 'Andenken werden geladen',
  'dashboard.keepsakes.listenTitle': 'Bücher mit Hör-Links',
  'dashboard.keepsakes.listenText': 'Mit den QR-Codes in diesen Büchern lassen sich die Geschichten noch anhören.',
  'dashboard.keepsakes.listenFailed': 'Die Bücher mit Hör-Links konnten nicht geladen werden',
  'dashboard.keepsakes.links':
    '{known, select, yes {angefordert von {name} · {count, plural, one {# Hör-Link} other {# Hör-Links}}} other {{count, plural, one {# Hör-Link} other {# Hör-Links}}}}',
  'dashboard.keepsakes.turnOff': 'Die Hör-Links dieses Buchs ausschalten',
  'dashboard.keepsakes.formatArchive': 'Alles (ZIP)',
  'dashboard.keepsakes.bookStories':
    '{count, plural, =0 {Buch (PDF)} one {Buch (PDF) · # Geschichte} other {Buch (PDF) · # Geschichten}}',
  'dashboard.keepsakes.status':
    '{status, select, queued {Wartet auf den Start} running {Wird erstellt} done {Fertig} failed {Fehlgeschlagen} other {Nach 7 Tagen gelöscht}}',
  'dashboard.keepsakes.name': '{what}, {when}',
  'dashboard.keepsakes.nothing': 'Noch nichts erstellt.',
  'dashboard.keepsakes.progress': '{name}: {progress} %',
  'dashboard.keepsakes.download': '{sized, select, yes {{name} herunterladen ({size})} other {{name} herunterladen}}',
  'dashboard.keepsakes.keptUntil': 'Aufbewahrt bis {date}',
  'dashboard.book.pageSize': 'Seitenformat',
  'dashboard.book.paperback': '6 × 9 Zoll (wie ein Taschenbuch)',
  'dashboard.book.chapters': 'Kapitel',
  'dashboard.book.byCategory': 'Nach Thema',
  'dashboard.book.byPeriod': 'Nach Lebensabschnitt',
  'dashboard.book.stories':
    '{total, plural, =0 {Geschichten im Buch} other {Geschichten im Buch ({chosen} von {total})}}',
  'dashboard.book.loading': 'Die Geschichten werden geladen',
  'dashboard.book.storiesFailed': 'Die Geschichten konnten nicht geladen werden. Das Buch enthält dann alle.',
  'dashboard.book.chooseAll': 'Alle auswählen',
  'dashboard.book.chooseNone': 'Keine auswählen',
  'dashboard.book.story': '{dated, select, yes {{title} · {period}} other {{title} · erzählt am {date}}}',
  'dashboard.book.noneChosen': 'Bitte wähl mindestens eine Geschichte für das Buch aus.',
  'dashboard.book.cover': 'Titelbild (optional)',
  'dashboard.book.noCover': 'Kein Foto: ein schlichter Einband',
  'dashboard.book.coverAlt': '{filename}, aus „{title}“',
  'dashboard.book.title': 'Titel',
  'dashboard.book.titleHelp': 'Lässt du ihn leer, heißt das Buch „{title}“.',
  'dashboard.book.make': 'Buch erstellen',
};
