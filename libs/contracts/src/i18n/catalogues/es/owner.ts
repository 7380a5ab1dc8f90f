import type { Messages } from '../../messages';
import type { owner as en } from '../en/owner';

/** Español: the owner's emails about the vault, "tú" as in the family's emails. */
export const owner: Messages<typeof en> = {
  'owner.dashboardButton': 'Abrir tu panel',

  'owner.firstQuestion.subject': '{senior} ya ha recibido la primera pregunta',
  'owner.firstQuestion.preheader':
    '{senior} puede contestar respondiendo al correo, o grabando o escribiendo su historia en la web.',
  'owner.firstQuestion.sent': 'Acabamos de enviar a {senior} la primera pregunta de tu StoryVault:',
  'owner.firstQuestion.howToAnswer':
    '{senior} puede contestar respondiendo al correo, o grabando o escribiendo la historia en una página web, sin cuenta ni contraseña. Si en unos días no llega respuesta, le enviaremos un recordatorio amable.',
  'owner.firstQuestion.next':
    'Cada respuesta aparece en tu colección de historias en cuanto llega. La siguiente pregunta sale {weeks, plural, =1 {cada semana} other {cada # semanas}}, en el orden de tu lista de preguntas, que puedes cambiar cuando quieras.',
  'owner.firstQuestion.button': 'Abrir tu StoryVault',

  'owner.replyToClaim.subject': 'Una respuesta de {email} está esperando a que la archivemos',
  'owner.replyToClaim.shared':
    'El {day, date, long} llegó un correo de {email} que puede ser la respuesta de {senior} a una pregunta. No lo hemos añadido a las historias de {senior}: esta dirección de correo también se usa en otra cuenta de StoryVault, así que guardamos aparte sus respuestas que no llegan por la dirección de respuesta propia del correo de la pregunta hasta saber de quién son.',
  'owner.replyToClaim.several':
    'El {day, date, long} llegó un correo de {email} que puede ser la respuesta de {senior} a una pregunta. No lo hemos añadido a ninguna colección: varias de tus colecciones tienen esta dirección y una pregunta esperando respuesta, así que lo guardamos aparte hasta saber a cuál responde.',
  'owner.replyToClaim.howTo':
    'Para que lo añadamos, responde a este correo (o escribe a {support}) con esta referencia. Antes lo comprobaremos contigo; hasta entonces no aparece en ninguna colección.',
  'owner.replyToClaim.reference': 'Referencia: {reference}',

  'owner.filesLeftOut.subject':
    '{count, plural, one {La historia de {senior} llegó con un archivo que no pudimos añadir} other {La historia de {senior} llegó con # archivos que no pudimos añadir}}',
  'owner.filesLeftOut.answeredQuestion':
    '{senior} respondió a «{question}» por correo, y la historia ya está en tu colección. El correo traía además {count, plural, one {un archivo} other {archivos}} que la historia no puede guardar:',
  'owner.filesLeftOut.answered':
    '{senior} respondió por correo, y la historia ya está en tu colección. El correo traía además {count, plural, one {un archivo} other {archivos}} que la historia no puede guardar:',
  'owner.filesLeftOut.file': '{name} ({size}): {reason}.',
  'owner.filesLeftOut.tooBig': '{size}, más de los {max} que guarda una historia',
  'owner.filesLeftOut.notAudio': 'no es una grabación que se pueda reproducir ({detail})',
  'owner.filesLeftOut.notMedia': 'no es una foto ni una grabación ({type})',
  'owner.filesLeftOut.tooMany': 'más de {max} archivos en un solo correo',
  'owner.filesLeftOut.nothingLost':
    '{count, plural, one {No se pierde nada: guardamos el correo original con el archivo. Escribe a {support} y te lo enviaremos.} other {No se pierde nada: guardamos el correo original con todos los archivos. Escribe a {support} y te los enviaremos.}}',

  'owner.held.subject':
    '{kind, select, skip {Una respuesta pidió saltar la pregunta de {senior}} pause {Una respuesta pidió pausar las preguntas de {senior}} stop {Una respuesta pidió detener las preguntas de {senior}} other {Una respuesta pidió reanudar las preguntas de {senior}}}',
  'owner.held.notSenior':
    '{kind, select, skip {Una respuesta a la pregunta de {senior} llegó desde {from}, que no es la dirección de {senior} ({seniorEmail}), y pedía saltar la pregunta.} pause {Una respuesta a la pregunta de {senior} llegó desde {from}, que no es la dirección de {senior} ({seniorEmail}), y pedía pausar las preguntas.} stop {Una respuesta a la pregunta de {senior} llegó desde {from}, que no es la dirección de {senior} ({seniorEmail}), y pedía detener las preguntas.} other {Una respuesta a la pregunta de {senior} llegó desde {from}, que no es la dirección de {senior} ({seniorEmail}), y pedía reanudar las preguntas.}}',
  'owner.held.unconfirmed':
    '{kind, select, skip {Una respuesta a la pregunta de {senior} llegó desde {from}, pero nuestro servidor de correo no pudo confirmar que la enviara {senior}, y pedía saltar la pregunta.} pause {Una respuesta a la pregunta de {senior} llegó desde {from}, pero nuestro servidor de correo no pudo confirmar que la enviara {senior}, y pedía pausar las preguntas.} stop {Una respuesta a la pregunta de {senior} llegó desde {from}, pero nuestro servidor de correo no pudo confirmar que la enviara {senior}, y pedía detener las preguntas.} other {Una respuesta a la pregunta de {senior} llegó desde {from}, pero nuestro servidor de correo no pudo confirmar que la enviara {senior}, y pedía reanudar las preguntas.}}',
  'owner.held.notDone':
    '{kind, select, skip {No la hemos saltado: solo pueden hacerlo las respuestas de {senior}.} pause {No las hemos pausado: solo pueden hacerlo las respuestas de {senior}.} stop {No las hemos detenido: solo pueden hacerlo las respuestas de {senior}.} other {No las hemos reanudado: solo pueden hacerlo las respuestas de {senior}.}}',
  'owner.held.resumeNext': 'Si fue {senior}, puedes reanudar las preguntas desde tu panel.',
  'owner.held.next':
    'Si fue {senior}, basta con una respuesta desde {seniorEmail}; si ahora {senior} escribe desde otra dirección, cámbiala en los ajustes de tu colección, en tu panel.',

  'owner.choice.subject': 'Hemos preguntado a {senior} qué quería decir una respuesta',
  'owner.choice.replied': '{senior} respondió a una pregunta: «{reply}».',
  'owner.choice.unsure':
    'Puede que quiera decir «{meant}», pero no estábamos seguros, así que todavía no hemos hecho nada. Hemos enviado a {senior} un correo con dos botones: eso, o guardar el mensaje como historia.',
  'owner.choice.week': 'Si {senior} no elige en una semana, guardaremos el mensaje como historia.',

  'owner.exportReady.subject':
    '{format, select, pdf {El libro con las historias de {senior} está listo para descargar} other {Todo lo de la colección de historias de {senior} está listo para descargar}}',
  'owner.exportReady.preheader':
    '{format, select, pdf {El libro con las historias de {senior} está listo.} other {Todo lo de la colección de historias de {senior} está listo.}}',
  'owner.exportReady.body':
    '{format, select, pdf {El libro con las historias de {senior} está listo: un PDF para leer, compartir o mandar a imprimir.} other {Todo lo de la colección de historias de {senior} está listo: cada historia, grabación, foto y correo, en un archivo ZIP que puedes guardar donde quieras.}}',
  'owner.exportReady.button': 'Descargarlo',
  'owner.exportReady.kept':
    'Inicia sesión para descargarlo. Guardamos el archivo hasta el {day}; después puedes pedir uno nuevo cuando quieras.',
};
