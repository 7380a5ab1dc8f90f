import type { Messages } from '../../messages';
import type { activity as en } from '../en/activity';

/** Nederlands: the activity feed, "je" as in the owner's emails. */
export const activity: Messages<typeof en> = {
  'activity.storyReceived':
    '{voice, select, yes {{senior} heeft een ingesproken verhaal gedeeld: „{question}”} other {{senior} heeft een verhaal gedeeld: „{question}”}}',
  'activity.questionSent': 'Vraag naar {senior} gestuurd: „{question}”',
  'activity.questionAdded':
    '{photo, select, yes {Fotovraag toegevoegd: „{question}”} other {Vraag toegevoegd: „{question}”}}',
  'activity.vaultCreated':
    '{count, plural, one {De verzameling van {senior} staat klaar met # vraag} other {De verzameling van {senior} staat klaar met # vragen}}',

  'activity.settingsUpdated': 'Instellingen gewijzigd: {changes}',
  'activity.settings.name': 'de naam is nu {name}',
  'activity.settings.contact': 'de contactgegevens van {senior} zijn gewijzigd',
  'activity.settings.frequency':
    '{upgrade, select, yes {{weeks, plural, =1 {elke week een vraag zodra je upgradet} other {elke # weken een vraag zodra je upgradet}}} other {{weeks, plural, =1 {elke week een vraag} other {elke # weken een vraag}}}}',
  'activity.settings.weekday':
    '{day, select, monday {vragen komen op maandag} tuesday {vragen komen op dinsdag} wednesday {vragen komen op woensdag} thursday {vragen komen op donderdag} friday {vragen komen op vrijdag} saturday {vragen komen op zaterdag} other {vragen komen op zondag}}',
  'activity.settings.timeZone': 'de tijdzone is nu {zone}',

  'activity.paused': '{senior} heeft de vragen gepauzeerd tot {date}',
  'activity.stopped': '{senior} heeft de vragen stopgezet tot jij ze weer start',
  'activity.resumed': '{name} heeft de vragen weer gestart',
  'activity.resumedByYou': 'Je hebt de vragen weer gestart',
  'activity.skipped': '{senior} wil graag een andere vraag',

  'activity.heldWord':
    '{word, select, skip {Een antwoord van {from} vroeg om de vraag aan {senior} over te slaan; dat hebben we niet gedaan} pause {Een antwoord van {from} vroeg om de vragen aan {senior} te pauzeren; dat hebben we niet gedaan} stop {Een antwoord van {from} vroeg om de vragen aan {senior} te stoppen; dat hebben we niet gedaan} other {Een antwoord van {from} vroeg om de vragen aan {senior} weer te starten; dat hebben we niet gedaan}}',
  'activity.askedChoice':
    '{senior} antwoordde „{reply}”; dat betekent misschien „{meant}”, dus we hebben nog niets gedaan en het aan {senior} gevraagd',
};
