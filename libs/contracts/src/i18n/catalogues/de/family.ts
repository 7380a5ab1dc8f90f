import type { Messages } from '../../messages';
import type { family as en } from '../en/family';

/** Deutsch: the family words, "du" as within a family. */
export const family: Messages<typeof en> = {
  'family.email.greeting': 'Hallo {name},',
  'family.email.signature': 'Dein StoryVault-Team',

  'family.newStory.subject': '{senior} hat eine neue Geschichte erzählt: {question}',
  'family.newStory.preheader': '{senior} hat geantwortet: {question}',
  'family.newStory.intro': '{senior} hat eine neue Geschichte erzählt, als Antwort auf diese Frage:',
  'family.newStory.footer':
    'Du bekommst diese E-Mail, weil du zur Geschichtensammlung von {senior} auf StoryVault gehörst und von jeder neuen Geschichte hören möchtest.',
  'family.digest.subject':
    '{count, plural, one {Eine neue Geschichte von {senior} diese Woche} other {# neue Geschichten von {senior} diese Woche}}',
  'family.digest.preheader': 'Was {senior} diese Woche erzählt hat',
  'family.digest.intro':
    '{count, plural, one {{senior} hat seit deiner letzten Wochen-E-Mail eine neue Geschichte erzählt:} other {{senior} hat seit deiner letzten Wochen-E-Mail # neue Geschichten erzählt:}}',
  'family.digest.footer':
    'Du bekommst diese E-Mail, weil du zur Geschichtensammlung von {senior} auf StoryVault gehörst und einmal in der Woche von den neuen Geschichten hören möchtest.',
  'family.story.voice':
    '{senior} hat mit eigener Stimme geantwortet: Eine Aufnahme wartet darauf, dass du sie dir anhörst.',
  'family.story.written': '{senior} hat diese Frage beantwortet.',
  'family.story.read': 'Geschichte lesen',
  'family.storyEmails.change':
    'Du kannst das jederzeit im Dashboard ändern oder diese E-Mails mit einem Klick abbestellen:',
  'family.storyEmails.stop': 'Diese E-Mails abbestellen',

  'family.owner.someone': 'Jemand',
  'family.owner.joins.subject': '{who} ist jetzt bei der Geschichtensammlung von {senior} dabei',
  'family.owner.joins.preheader': '{who} hat deine Einladung angenommen',
  'family.owner.joins.body': '{who} hat deine Einladung angenommen und kann jetzt die Geschichten von {senior} lesen.',
  'family.owner.joins.button': 'Deine Familie ansehen',
  'family.owner.joins.footer':
    'Du bekommst diese E-Mail, weil du die Geschichtensammlung von {senior} auf StoryVault betreust und wissen möchtest, wenn jemand dazukommt.',
  'family.owner.comments.subject': 'Neuer Kommentar von {who}: {story}',
  'family.owner.comments.preheader': '{who} hat etwas zu einer Geschichte von {senior} geschrieben',
  'family.owner.comments.body': '{who} hat die Geschichte „{story}“ von {senior} kommentiert:',
  'family.owner.comments.footer':
    'Du bekommst diese E-Mail, weil du die Geschichtensammlung von {senior} auf StoryVault betreust und wissen möchtest, wenn jemand eine Geschichte kommentiert.',
  'family.owner.suggestions.subject': '{who} schlägt eine Frage für {senior} vor',
  'family.owner.suggestions.preheader': 'Eine Frage für {senior} wartet auf dich',
  'family.owner.suggestions.body': '{who} hat eine Frage für {senior} vorgeschlagen:',
  'family.owner.suggestions.after':
    'Du kannst sie als Nächstes stellen, ans Ende der Warteschlange setzen oder in deinem Dashboard verwerfen.',
  'family.owner.suggestions.button': 'Entscheiden, wohin sie kommt',
  'family.owner.suggestions.footer':
    'Du bekommst diese E-Mail, weil du die Geschichtensammlung von {senior} auf StoryVault betreust und wissen möchtest, wenn jemand eine Frage vorschlägt.',
  'family.owner.change': 'Du kannst das jederzeit im Dashboard ändern:',
  'family.owner.choose': 'E-Mails auswählen',

  'family.invitation.subject': '{owner} hat dich zur Geschichtensammlung von {senior} eingeladen',
  'family.invitation.preheader': 'Sei dabei bei der Geschichtensammlung von {senior} auf StoryVault.',
  'family.invitation.body':
    '{owner} sammelt die Lebensgeschichten von {senior}, in eigenen Worten und mit eigener Stimme, und möchte sie gern mit dir teilen.',
  'family.invitation.role.viewer': 'Du kannst die Geschichten lesen und anhören und Kommentare schreiben.',
  'family.invitation.role.contributor':
    'Du kannst die Geschichten lesen und anhören, Kommentare schreiben, Fragen vorschlagen und Fotos hinzufügen.',
  'family.invitation.button': 'Zur Geschichtensammlung',
  'family.invitation.expiry':
    'Dieser Link ist nur für dich und funktioniert einmal, bis zum {day}. Ist er abgelaufen, bitte {owner}, dir einen neuen zu schicken.',

  'family.queueEmpty.subject': 'Die Fragen für {senior} sind aufgebraucht',
  'family.queueEmpty.body':
    'Es war Zeit, {senior} die nächste Frage zu schicken, aber es sind keine Fragen mehr übrig, deshalb ging nichts hinaus.',
  'family.queueEmpty.next':
    'Füge ein paar aus der Fragensammlung hinzu oder schreib eigene, dann gehen sie wie gewohnt hinaus.',
  'family.queueEmpty.button': 'Fragen hinzufügen',
  'family.seniorPaused.subject': '{senior} macht bis zum {until} eine Pause von den Fragen',
  'family.seniorPaused.said':
    '{senior} hat auf eine Frage mit PAUSE geantwortet, deshalb schicken wir {senior} bis zum {until} keine Fragen und keine Erinnerungen.',
  'family.seniorPaused.then': 'Danach geht es von selbst am gewohnten Tag weiter. Du musst nichts tun.',
  'family.seniorStopped.subject': '{senior} möchte keine Fragen mehr bekommen',
  'family.seniorStopped.said':
    '{senior} hat auf eine Frage mit STOP geantwortet, deshalb schicken wir {senior} keine Fragen mehr.',
  'family.seniorStopped.then':
    'Sie bleiben angehalten, bis du sie wieder startest. Vielleicht fragst du {senior} vorher, wie sich die Fragen anfühlen.',
  'family.seniorPaused.nothingLost':
    'Nichts geht verloren: Jede Geschichte, die {senior} erzählt hat, bleibt in deiner Sammlung.',
  'family.seniorPaused.resume':
    'Wenn die Fragen früher wieder losgehen sollen, öffne dein Dashboard und setze sie dort fort.',
  'family.seniorPaused.button': 'Dashboard öffnen',
};
