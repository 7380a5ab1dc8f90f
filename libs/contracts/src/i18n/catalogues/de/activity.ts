import type { Messages } from '../../messages';
import type { activity as en } from '../en/activity';

/** Deutsch: the activity feed, "du" as in the owner's emails and the dashboard. */
export const activity: Messages<typeof en> = {
  'activity.storyReceived':
    '{voice, select, yes {{senior} hat eine Sprachaufnahme geteilt: „{question}“} other {{senior} hat eine Geschichte geteilt: „{question}“}}',
  'activity.questionSent': 'Frage an {senior} geschickt: „{question}“',
  'activity.questionAdded':
    '{photo, select, yes {Fotofrage hinzugefügt: „{question}“} other {Frage hinzugefügt: „{question}“}}',
  'activity.vaultCreated':
    '{count, plural, one {Die Sammlung für {senior} ist fertig, mit # Frage} other {Die Sammlung für {senior} ist fertig, mit # Fragen}}',

  'activity.settingsUpdated': 'Einstellungen geändert: {changes}',
  'activity.settings.name': 'der Name ist jetzt {name}',
  'activity.settings.contact': 'die Kontaktdaten von {senior} haben sich geändert',
  'activity.settings.frequency':
    '{upgrade, select, yes {{weeks, plural, =1 {Fragen jede Woche, sobald du upgradest} other {Fragen alle # Wochen, sobald du upgradest}}} other {{weeks, plural, =1 {Fragen jede Woche} other {Fragen alle # Wochen}}}}',
  'activity.settings.weekday':
    '{day, select, monday {Fragen kommen montags} tuesday {Fragen kommen dienstags} wednesday {Fragen kommen mittwochs} thursday {Fragen kommen donnerstags} friday {Fragen kommen freitags} saturday {Fragen kommen samstags} other {Fragen kommen sonntags}}',
  'activity.settings.timeZone': 'die Zeitzone ist jetzt {zone}',

  'activity.paused': '{senior} hat die Fragen bis zum {date} pausiert',
  'activity.stopped': '{senior} hat die Fragen angehalten, bis du sie wieder startest',
  'activity.resumed': '{name} hat die Fragen wieder gestartet',
  'activity.resumedByYou': 'Du hast die Fragen wieder gestartet',
  'activity.skipped': '{senior} hätte gern eine andere Frage',

  'activity.heldWord':
    '{word, select, skip {Eine Antwort von {from} wollte die Frage an {senior} überspringen; das haben wir nicht getan} pause {Eine Antwort von {from} wollte die Fragen an {senior} pausieren; das haben wir nicht getan} stop {Eine Antwort von {from} wollte die Fragen an {senior} beenden; das haben wir nicht getan} other {Eine Antwort von {from} wollte die Fragen an {senior} wieder starten; das haben wir nicht getan}}',
  'activity.askedChoice':
    '{senior} hat „{reply}“ geantwortet; das könnte „{meant}“ heißen. Wir haben noch nichts getan und {senior} gefragt',
};
