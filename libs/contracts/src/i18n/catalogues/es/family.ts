import type { Messages } from '../../messages';
import type { family as en } from '../en/family';

/** Español: the family words, "tú" as within a family. */
export const family: Messages<typeof en> = {
  'family.email.greeting': 'Hola, {name}:',
  'family.email.signature': 'El equipo de StoryVault',

  'family.newStory.subject': '{senior} ha compartido una nueva historia: {question}',
  'family.newStory.preheader': '{senior} ha respondido: {question}',
  'family.newStory.intro': '{senior} ha compartido una nueva historia, respondiendo a esta pregunta:',
  'family.newStory.footer':
    'Recibes este correo porque formas parte de la colección de historias de {senior} en StoryVault y elegiste enterarte de cada historia nueva.',
  'family.digest.subject':
    '{count, plural, one {Una historia nueva de {senior} esta semana} other {# historias nuevas de {senior} esta semana}}',
  'family.digest.preheader': 'Lo que {senior} ha compartido esta semana',
  'family.digest.intro':
    '{count, plural, one {{senior} ha compartido una historia nueva desde tu último correo semanal:} other {{senior} ha compartido # historias nuevas desde tu último correo semanal:}}',
  'family.digest.footer':
    'Recibes este correo porque formas parte de la colección de historias de {senior} en StoryVault y elegiste un correo semanal con las historias nuevas.',
  'family.story.voice': '{senior} ha respondido con su voz: hay una grabación esperando a que la escuches.',
  'family.story.written': '{senior} ha respondido a esta pregunta.',
  'family.story.read': 'Leer la historia',
  'family.storyEmails.change':
    'Puedes cambiarlo cuando quieras en el panel, o dejar de recibir estos correos con un clic:',
  'family.storyEmails.stop': 'No recibir más estos correos',

  'family.owner.someone': 'Alguien',
  'family.owner.joins.subject': '{who} se ha unido a la colección de historias de {senior}',
  'family.owner.joins.preheader': '{who} ha aceptado tu invitación',
  'family.owner.joins.body': '{who} ha aceptado tu invitación y ya puede leer las historias de {senior}.',
  'family.owner.joins.button': 'Ver a tu familia',
  'family.owner.joins.footer':
    'Recibes este correo porque cuidas la colección de historias de {senior} en StoryVault y elegiste enterarte cuando alguien se une.',
  'family.owner.comments.subject': '{who} ha comentado: {story}',
  'family.owner.comments.preheader': '{who} ha escrito sobre una historia de {senior}',
  'family.owner.comments.body': '{who} ha comentado la historia «{story}» de {senior}:',
  'family.owner.comments.footer':
    'Recibes este correo porque cuidas la colección de historias de {senior} en StoryVault y elegiste enterarte cuando alguien comenta una historia.',
  'family.owner.suggestions.subject': '{who} ha sugerido una pregunta para {senior}',
  'family.owner.suggestions.preheader': 'Una pregunta para {senior} te está esperando',
  'family.owner.suggestions.body': '{who} ha sugerido una pregunta para {senior}:',
  'family.owner.suggestions.after': 'En tu panel puedes hacerla la próxima, ponerla al final de la cola o descartarla.',
  'family.owner.suggestions.button': 'Elegir dónde va',
  'family.owner.suggestions.footer':
    'Recibes este correo porque cuidas la colección de historias de {senior} en StoryVault y elegiste enterarte cuando alguien sugiere una pregunta.',
  'family.owner.change': 'Puedes cambiarlo cuando quieras en el panel:',
  'family.owner.choose': 'Elegir tus correos',

  'family.invitation.subject': '{owner} te ha invitado a la colección de historias de {senior}',
  'family.invitation.preheader': 'Únete a la colección de historias de {senior} en StoryVault.',
  'family.invitation.body':
    '{owner} está reuniendo las historias de la vida de {senior}, con sus propias palabras y su propia voz, y le gustaría compartirlas contigo.',
  'family.invitation.role.viewer': 'Podrás leer y escuchar las historias y dejar comentarios.',
  'family.invitation.role.contributor':
    'Podrás leer y escuchar las historias, dejar comentarios, sugerir preguntas y añadir fotos.',
  'family.invitation.button': 'Unirme a la colección',
  'family.invitation.expiry':
    'Este enlace es solo para ti y funciona una vez, hasta el {day}. Si ha caducado, pídele a {owner} que te envíe uno nuevo.',

  'family.queueEmpty.subject': 'Se han acabado las preguntas para {senior}',
  'family.queueEmpty.body':
    'Era el momento de enviar a {senior} la siguiente pregunta, pero ya no quedan preguntas, así que no se ha enviado nada.',
  'family.queueEmpty.next': 'Añade algunas de la biblioteca de preguntas o escribe las tuyas, y saldrán como siempre.',
  'family.queueEmpty.button': 'Añadir preguntas',
  'family.seniorPaused.subject': '{senior} ha pausado las preguntas hasta el {until}',
  'family.seniorPaused.said':
    '{senior} respondió PAUSA a una pregunta, así que no le enviaremos preguntas ni recordatorios hasta el {until}.',
  'family.seniorPaused.then': 'Después volverán a empezar solas, el día de siempre. No tienes que hacer nada.',
  'family.seniorStopped.subject': '{senior} nos ha pedido que dejemos de enviar preguntas',
  'family.seniorStopped.said': '{senior} respondió STOP a una pregunta, así que hemos dejado de enviarle preguntas.',
  'family.seniorStopped.then':
    'Seguirán paradas hasta que las vuelvas a poner en marcha. Quizá sea bonito preguntarle antes a {senior} cómo se siente con las preguntas.',
  'family.seniorPaused.nothingLost':
    'No se pierde nada: todas las historias que {senior} ha compartido siguen en tu colección.',
  'family.seniorPaused.resume': 'Si quieres que las preguntas vuelvan antes, abre tu panel y reanúdalas allí.',
  'family.seniorPaused.button': 'Abrir tu panel',
};
