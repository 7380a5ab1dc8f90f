import type { Messages } from '../../messages';
import type { activity as en } from '../en/activity';

/** Español: the activity feed, "tú" as in the owner's emails. */
export const activity: Messages<typeof en> = {
  'activity.storyReceived':
    '{voice, select, yes {{senior} ha compartido una historia grabada: «{question}»} other {{senior} ha compartido una historia: «{question}»}}',
  'activity.questionSent': 'Pregunta enviada a {senior}: «{question}»',
  'activity.questionAdded':
    '{photo, select, yes {Pregunta con foto añadida: «{question}»} other {Pregunta añadida: «{question}»}}',
  'activity.vaultCreated':
    '{count, plural, one {La colección de {senior} está lista con # pregunta} other {La colección de {senior} está lista con # preguntas}}',

  'activity.settingsUpdated': 'Ajustes cambiados: {changes}',
  'activity.settings.name': 'ahora se llama {name}',
  'activity.settings.contact': 'han cambiado los datos de contacto de {senior}',
  'activity.settings.frequency':
    '{upgrade, select, yes {{weeks, plural, =1 {preguntas cada semana cuando mejores tu plan} other {preguntas cada # semanas cuando mejores tu plan}}} other {{weeks, plural, =1 {preguntas cada semana} other {preguntas cada # semanas}}}}',
  'activity.settings.weekday':
    '{day, select, monday {las preguntas llegan los lunes} tuesday {las preguntas llegan los martes} wednesday {las preguntas llegan los miércoles} thursday {las preguntas llegan los jueves} friday {las preguntas llegan los viernes} saturday {las preguntas llegan los sábados} other {las preguntas llegan los domingos}}',
  'activity.settings.timeZone': 'la zona horaria ahora es {zone}',

  'activity.paused': '{senior} ha pausado las preguntas hasta el {date}',
  'activity.stopped': '{senior} ha parado las preguntas hasta que tú las reanudes',
  'activity.resumed': '{name} ha reanudado las preguntas',
  'activity.resumedByYou': 'Has reanudado las preguntas',
  'activity.skipped': '{senior} ha pedido otra pregunta',

  'activity.heldWord':
    '{word, select, skip {Una respuesta de {from} pidió saltar la pregunta de {senior}; no lo hemos hecho} pause {Una respuesta de {from} pidió pausar las preguntas de {senior}; no lo hemos hecho} stop {Una respuesta de {from} pidió parar las preguntas de {senior}; no lo hemos hecho} other {Una respuesta de {from} pidió reanudar las preguntas de {senior}; no lo hemos hecho}}',
  'activity.askedChoice':
    '{senior} respondió «{reply}»; puede querer decir «{meant}», así que aún no hemos hecho nada y se lo hemos preguntado a {senior}',
};
