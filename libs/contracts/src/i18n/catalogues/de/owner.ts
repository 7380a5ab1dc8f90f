import type { Messages } from '../../messages';
import type { owner as en } from '../en/owner';

/** Deutsch: the owner's emails about the vault, "du" as in the dashboard. */
export const owner: Messages<typeof en> = {
  'owner.dashboardButton': 'Zum Dashboard',

  'owner.firstQuestion.subject': '{senior} hat die erste Frage bekommen',
  'owner.firstQuestion.preheader':
    '{senior} kann einfach auf die E-Mail antworten oder die Geschichte im Browser aufnehmen oder aufschreiben.',
  'owner.firstQuestion.sent': 'Wir haben {senior} gerade die erste Frage aus deinem StoryVault geschickt:',
  'owner.firstQuestion.howToAnswer':
    '{senior} kann einfach auf die E-Mail antworten oder die Geschichte auf einer Webseite aufnehmen oder aufschreiben, ganz ohne Konto und Passwort. Kommt nach ein paar Tagen keine Antwort, schicken wir eine freundliche Erinnerung.',
  'owner.firstQuestion.next':
    'Jede Antwort erscheint in deiner Geschichtensammlung, sobald sie ankommt. Die nächste Frage geht {weeks, plural, =1 {jede Woche} other {alle # Wochen}} hinaus, in der Reihenfolge deiner Fragenliste, die du jederzeit ändern kannst.',
  'owner.firstQuestion.button': 'Dein StoryVault öffnen',

  'owner.replyToClaim.subject': 'Eine Antwort von {email} wartet darauf, zugeordnet zu werden',
  'owner.replyToClaim.shared':
    'Am {day, date, long} kam eine E-Mail von {email}, vielleicht die Antwort von {senior} auf eine Frage. Wir haben sie nicht zu den Geschichten von {senior} gelegt: Diese E-Mail-Adresse wird auch in einem anderen StoryVault-Konto verwendet. Antworten von ihr, die nicht über die eigene Antwortadresse der Fragen-E-Mail kommen, bewahren wir deshalb beiseite auf, bis wir wissen, zu wem sie gehören.',
  'owner.replyToClaim.several':
    'Am {day, date, long} kam eine E-Mail von {email}, vielleicht die Antwort von {senior} auf eine Frage. Wir haben sie noch keiner Sammlung zugeordnet: Mehrere deiner Sammlungen haben diese E-Mail-Adresse und eine offene Frage. Deshalb bewahren wir sie beiseite auf, bis wir wissen, auf welche Frage sie antwortet.',
  'owner.replyToClaim.howTo':
    'Damit sie hinzugefügt wird, antworte auf diese E-Mail (oder schreib an {support}) und nenne diese Referenz. Wir sprechen das vorher mit dir ab; bis dahin erscheint sie in keiner Sammlung.',
  'owner.replyToClaim.reference': 'Referenz: {reference}',

  'owner.filesLeftOut.subject':
    '{count, plural, one {Mit der Geschichte von {senior} kam eine Datei, die wir nicht hinzufügen konnten} other {Mit der Geschichte von {senior} kamen # Dateien, die wir nicht hinzufügen konnten}}',
  'owner.filesLeftOut.answeredQuestion':
    '{senior} hat „{question}“ per E-Mail beantwortet, und die Geschichte ist in deiner Sammlung. Die E-Mail brachte auch {count, plural, one {eine Datei} other {Dateien}} mit, die die Geschichte nicht aufnehmen kann:',
  'owner.filesLeftOut.answered':
    '{senior} hat per E-Mail geantwortet, und die Geschichte ist in deiner Sammlung. Die E-Mail brachte auch {count, plural, one {eine Datei} other {Dateien}} mit, die die Geschichte nicht aufnehmen kann:',
  'owner.filesLeftOut.file': '{name} ({size}): {reason}.',
  'owner.filesLeftOut.tooBig': '{size}, mehr als die {max}, die eine Geschichte aufnimmt',
  'owner.filesLeftOut.notAudio': 'keine Aufnahme, die sich abspielen lässt ({detail})',
  'owner.filesLeftOut.notMedia': 'weder Foto noch Aufnahme ({type})',
  'owner.filesLeftOut.tooMany': 'mehr als {max} Dateien in einer E-Mail',
  'owner.filesLeftOut.nothingLost':
    '{count, plural, one {Es geht nichts verloren: Wir bewahren die ursprüngliche E-Mail mit der Datei auf. Schreib an {support}, dann schicken wir sie dir.} other {Es geht nichts verloren: Wir bewahren die ursprüngliche E-Mail mit allen Dateien auf. Schreib an {support}, dann schicken wir sie dir.}}',

  'owner.held.subject':
    '{kind, select, skip {Eine Antwort wollte die Frage an {senior} überspringen} pause {Eine Antwort wollte die Fragen an {senior} pausieren} stop {Eine Antwort wollte die Fragen an {senior} beenden} other {Eine Antwort wollte die Fragen an {senior} wieder aufnehmen}}',
  'owner.held.notSenior':
    '{kind, select, skip {Eine Antwort auf die Frage an {senior} kam von {from}, und das ist nicht die Adresse von {senior} ({seniorEmail}). Sie wollte die Frage überspringen.} pause {Eine Antwort auf die Frage an {senior} kam von {from}, und das ist nicht die Adresse von {senior} ({seniorEmail}). Sie wollte die Fragen pausieren.} stop {Eine Antwort auf die Frage an {senior} kam von {from}, und das ist nicht die Adresse von {senior} ({seniorEmail}). Sie wollte die Fragen beenden.} other {Eine Antwort auf die Frage an {senior} kam von {from}, und das ist nicht die Adresse von {senior} ({seniorEmail}). Sie wollte die Fragen wieder aufnehmen.}}',
  'owner.held.unconfirmed':
    '{kind, select, skip {Eine Antwort auf die Frage an {senior} kam von {from}, aber unser Mailserver konnte nicht bestätigen, dass {senior} sie geschickt hat. Sie wollte die Frage überspringen.} pause {Eine Antwort auf die Frage an {senior} kam von {from}, aber unser Mailserver konnte nicht bestätigen, dass {senior} sie geschickt hat. Sie wollte die Fragen pausieren.} stop {Eine Antwort auf die Frage an {senior} kam von {from}, aber unser Mailserver konnte nicht bestätigen, dass {senior} sie geschickt hat. Sie wollte die Fragen beenden.} other {Eine Antwort auf die Frage an {senior} kam von {from}, aber unser Mailserver konnte nicht bestätigen, dass {senior} sie geschickt hat. Sie wollte die Fragen wieder aufnehmen.}}',
  'owner.held.notDone':
    '{kind, select, skip {Wir haben sie nicht übersprungen: Das können nur die eigenen Antworten von {senior}.} pause {Wir haben sie nicht pausiert: Das können nur die eigenen Antworten von {senior}.} stop {Wir haben sie nicht beendet: Das können nur die eigenen Antworten von {senior}.} other {Wir haben sie nicht wieder aufgenommen: Das können nur die eigenen Antworten von {senior}.}}',
  'owner.held.resumeNext': 'Wenn es {senior} war, kannst du die Fragen in deinem Dashboard wieder aufnehmen.',
  'owner.held.next':
    'Wenn es {senior} war, genügt eine Antwort von {seniorEmail}; schreibt {senior} inzwischen von einer anderen Adresse, ändere die Adresse in den Einstellungen deiner Sammlung im Dashboard.',

  'owner.choice.subject': 'Wir haben {senior} gefragt, wie eine Antwort gemeint war',
  'owner.choice.replied': '{senior} hat auf eine Frage geantwortet: „{reply}“.',
  'owner.choice.unsure':
    'Das könnte „{meant}“ heißen, aber wir waren uns nicht sicher und haben deshalb noch nichts damit gemacht. Wir haben {senior} eine E-Mail mit zwei Knöpfen geschickt: genau das, oder die Nachricht als Geschichte behalten.',
  'owner.choice.week':
    'Wenn {senior} innerhalb einer Woche nichts auswählt, behalten wir die Nachricht als Geschichte.',

  'owner.exportReady.subject':
    '{format, select, pdf {Das Buch mit den Geschichten von {senior} ist zum Herunterladen bereit} other {Alles aus der Geschichtensammlung von {senior} ist zum Herunterladen bereit}}',
  'owner.exportReady.preheader':
    '{format, select, pdf {Das Buch mit den Geschichten von {senior} ist fertig.} other {Alles aus der Geschichtensammlung von {senior} ist fertig.}}',
  'owner.exportReady.body':
    '{format, select, pdf {Das Buch mit den Geschichten von {senior} ist fertig: ein PDF zum Lesen, Teilen oder Drucken lassen.} other {Alles aus der Geschichtensammlung von {senior} ist fertig: jede Geschichte, jede Aufnahme, jedes Foto und jede E-Mail in einer ZIP-Datei, die du überall aufbewahren kannst.}}',
  'owner.exportReady.button': 'Jetzt herunterladen',
  'owner.exportReady.kept':
    'Melde dich an, um sie herunterzuladen. Die Datei liegt bis zum {day} bereit; danach kannst du jederzeit eine neue anfordern.',
};
