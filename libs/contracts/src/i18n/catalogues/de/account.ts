import type { Messages } from '../../messages';
import type { account as en } from '../en/account';

/** Deutsch: die E-Mails zum eigenen Konto, mit "du" wie im Dashboard. */
export const account: Messages<typeof en> = {
  'account.greeting': 'Hallo {name},',
  'account.signature': 'Dein StoryVault-Team',
  'account.questions': 'Fragen? Schreib an {supportEmail}.',
  'account.createButton': 'Mein Konto anlegen',

  'account.passwordReset.subject': 'Neues Passwort für dein StoryVault-Konto',
  'account.passwordReset.preheader': 'Dein Link, um ein neues Passwort zu wählen (1 Stunde gültig).',
  'account.passwordReset.body':
    'Jemand möchte das Passwort deines StoryVault-Kontos zurücksetzen. Wenn du das warst, wähle hier ein neues Passwort:',
  'account.passwordReset.button': 'Neues Passwort wählen',
  'account.passwordReset.expiry': 'Der Link funktioniert einmal und ist 1 Stunde lang gültig.',
  'account.passwordReset.notYou':
    'Wenn du das nicht warst, kannst du diese E-Mail einfach ignorieren: Dein Passwort bleibt, wie es ist. Fragen? Schreib an {supportEmail}.',

  'account.emailChange.subject': 'Bestätige deine neue E-Mail-Adresse für StoryVault',
  'account.emailChange.preheader':
    'Öffne den Link, um diese Adresse für StoryVault zu verwenden ({hours, plural, one {# Stunde} other {# Stunden}} gültig).',
  'account.emailChange.body':
    'Du möchtest diese Adresse für dein StoryVault-Konto verwenden. Zur Bestätigung öffne bitte diesen Link:',
  'account.emailChange.button': 'Neue E-Mail-Adresse bestätigen',
  'account.emailChange.expiry':
    'Der Link funktioniert einmal und ist {hours, plural, one {# Stunde} other {# Stunden}} lang gültig. Bis du ihn öffnest, meldest du dich mit deiner alten Adresse an.',
  'account.emailChange.notYou':
    'Wenn du das nicht warst, ignoriere diese E-Mail einfach: Es ändert sich nichts. Fragen? Schreib an {supportEmail}.',
  'account.emailChanged.subject': 'Die E-Mail-Adresse deines StoryVault-Kontos wurde geändert',
  'account.emailChanged.preheader': 'Dein Konto verwendet jetzt eine neue E-Mail-Adresse.',
  'account.emailChanged.body':
    'Die E-Mail-Adresse deines StoryVault-Kontos wurde in {newEmail} geändert. Ab jetzt meldest du dich mit dieser Adresse an.',
  'account.emailChanged.notYou': 'Wenn du das nicht warst, schreib bitte sofort an {supportEmail}.',

  'account.deletion.subject': 'Dein StoryVault-Konto wird gelöscht',
  'account.deletion.preheader':
    'Dein Konto und deine Sammlungen werden am {day} gelöscht. Melde dich vorher an, um sie zu behalten.',
  'account.deletion.body':
    'Du hast uns gebeten, dein StoryVault-Konto zu löschen. Am {day} (in {days, plural, one {# Tag} other {# Tagen}}) löschen wir es endgültig, mit jeder Sammlung, die dir gehört, und allen Geschichten, Aufnahmen und Fotos darin. Deine Familie hat dann keinen Zugang mehr zu diesen Sammlungen.',
  'account.deletion.undo': 'Doch anders entschieden? Melde dich vor diesem Tag an, dann wird nichts gelöscht.',
  'account.deletion.button': 'Anmelden und Konto behalten',

  'account.welcome.subject': 'Willkommen bei StoryVault: So geht es weiter',
  'account.welcome.preheader': 'Deine Zahlung ist angekommen und dein Konto ist bereit.',
  'account.welcome.thanks': 'Danke für dein Abo: Deine Zahlung ist angekommen und dein StoryVault-Konto ist bereit.',
  'account.welcome.next': 'So geht es weiter:',
  'account.welcome.step1':
    '1. Jetzt: Melde dich an und richte deine Sammlung ein, mit dem Namen und der E-Mail-Adresse des Menschen, dessen Geschichten du bewahren möchtest. Eine erste Liste mit Fragen liegt schon bereit; ändere sie, wie du magst.',
  'account.welcome.step2':
    '2. Gleich danach: Wenn du möchtest, schicken wir ihm oder ihr eine kurze Vorstellung von dir, damit unsere E-Mails erwartet werden.',
  'account.welcome.step3':
    '3. Etwa drei Tage später: Die erste Frage geht raus, und wir sagen dir Bescheid, sobald sie verschickt ist. Danach kommt eine Frage pro Woche oder alle zwei Wochen, wie du es wählst.',
  'account.welcome.step4':
    '4. Bei jeder Antwort, ob per Antwort-E-Mail, als Sprachaufnahme oder auf einer einfachen Webseite geschrieben, erscheint die Geschichte in deiner Sammlung.',
  'account.welcome.button': 'Sammlung einrichten',

  'account.paymentReceived.subject': 'Deine Zahlung an StoryVault ist angekommen',
  'account.paymentReceived.preheader': 'Nur noch ein Schritt: Wähle ein Passwort für dein Konto.',
  'account.paymentReceived.thanks': 'Danke: Dein StoryVault-Abo ist bezahlt.',
  'account.paymentReceived.body':
    'Falls du dein Konto noch nicht angelegt oder die Seite vorher geschlossen hast, bringt dich dieser Link dorthin zurück. Du musst nur noch ein Passwort wählen.',
  'account.paymentReceived.keep':
    'Bewahre diese E-Mail auf: Der Link funktioniert, bis dein Konto angelegt ist, und nur einmal.',
  'account.finish.subject': 'Leg dein StoryVault-Konto fertig an',
  'account.finish.preheader': 'Du hast schon bezahlt: Du musst nicht noch einmal zahlen.',
  'account.finish.body':
    'Du hast StoryVault schon bezahlt, es ist also nichts mehr zu zahlen. Dein Konto braucht nur noch ein Passwort.',
  'account.finish.notYou': 'Wenn du das nicht angefordert hast, kannst du diese E-Mail einfach ignorieren.',

  'account.paymentFailed.subject': 'Deine Zahlung an StoryVault hat nicht geklappt',
  'account.paymentFailed.preheader': 'Bitte aktualisiere deine Karte, damit die Fragen weitergehen.',
  'account.paymentFailed.declined':
    'Wir wollten deine Zahlung für StoryVault abbuchen, aber deine Karte wurde abgelehnt.',
  'account.paymentFailed.grace':
    'Bis zum {day} funktioniert alles weiter wie gewohnt. Damit das so bleibt, aktualisiere bitte deine Karte auf deiner Kontoseite; wir versuchen die Zahlung dann noch einmal.',
  'account.paymentFailed.safe':
    'Deine Sammlung ist auf jeden Fall sicher: Nichts wird gelöscht, und die Geschichten bleiben lesbar und herunterladbar.',
  'account.paymentFailed.button': 'Karte aktualisieren',

  'account.gift.subject': 'Dein Geschenk für {senior}: die Karte zum Ausdrucken',
  'account.gift.preheader': 'StoryVault für {senior} beginnt am {day}.',
  'account.gift.paid': 'Danke: Dein StoryVault-Geschenk für {senior} ist bezahlt.',
  'account.gift.card':
    'Die Geschenkkarte hängt an (A5). Druck sie aus und überreiche sie persönlich oder schick sie per Post; ihr QR-Code öffnet eine Seite, die in einfachen Worten erklärt, was kommt.',
  'account.gift.start':
    'Am {day} schicken wir {senior} eine kurze Vorstellung mit deiner Nachricht, danach folgt die erste Frage. Vor diesem Tag kommt nichts bei {senior} an.',
  'account.gift.account':
    'Um die Geschichten zu sehen, sobald sie ankommen, leg dein Konto mit dem Link aus unserer anderen E-Mail fertig an (oder auf der Seite, auf der du bezahlt hast).',
};
