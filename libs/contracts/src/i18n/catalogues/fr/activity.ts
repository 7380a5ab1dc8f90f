import type { Messages } from '../../messages';
import type { activity as en } from '../en/activity';

/** Français: the activity feed, "tu" as in the owner's emails. */
export const activity: Messages<typeof en> = {
  'activity.storyReceived':
    '{voice, select, yes {{senior} a partagé une histoire enregistrée : « {question} »} other {{senior} a partagé une histoire : « {question} »}}',
  'activity.questionSent': 'Question envoyée à {senior} : « {question} »',
  'activity.questionAdded':
    '{photo, select, yes {Question avec photo ajoutée : « {question} »} other {Question ajoutée : « {question} »}}',
  'activity.vaultCreated':
    '{count, plural, one {La collection de {senior} est prête, avec # question} other {La collection de {senior} est prête, avec # questions}}',

  'activity.settingsUpdated': 'Réglages modifiés : {changes}',
  'activity.settings.name': 'le nom est maintenant {name}',
  'activity.settings.contact': 'les coordonnées de {senior} ont changé',
  'activity.settings.frequency':
    '{upgrade, select, yes {{weeks, plural, =1 {une question chaque semaine dès que tu passes à l’offre complète} other {une question toutes les # semaines dès que tu passes à l’offre complète}}} other {{weeks, plural, =1 {une question chaque semaine} other {une question toutes les # semaines}}}}',
  'activity.settings.weekday':
    '{day, select, monday {les questions arrivent le lundi} tuesday {les questions arrivent le mardi} wednesday {les questions arrivent le mercredi} thursday {les questions arrivent le jeudi} friday {les questions arrivent le vendredi} saturday {les questions arrivent le samedi} other {les questions arrivent le dimanche}}',
  'activity.settings.timeZone': 'le fuseau horaire est maintenant {zone}',

  'activity.paused': '{senior} a mis les questions en pause jusqu’au {date}',
  'activity.stopped': '{senior} a arrêté les questions jusqu’à ce que tu les relances',
  'activity.resumed': '{name} a relancé les questions',
  'activity.resumedByYou': 'Tu as relancé les questions',
  'activity.skipped': '{senior} a demandé une autre question',

  'activity.heldWord':
    '{word, select, skip {Une réponse de {from} demandait de passer la question de {senior} ; nous ne l’avons pas fait} pause {Une réponse de {from} demandait de mettre en pause les questions de {senior} ; nous ne l’avons pas fait} stop {Une réponse de {from} demandait d’arrêter les questions de {senior} ; nous ne l’avons pas fait} other {Une réponse de {from} demandait de relancer les questions de {senior} ; nous ne l’avons pas fait}}',
  'activity.askedChoice':
    '{senior} a répondu « {reply} » ; cela veut peut-être dire « {meant} », alors nous n’avons encore rien fait et avons posé la question à {senior}',
};
