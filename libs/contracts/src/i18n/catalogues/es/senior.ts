import type { Messages } from '../../messages';
import type { senior as en } from '../en/senior';

export const senior: Messages<typeof en> = {
  'senior.email.greeting': 'Hola, {name}:',
  'senior.email.signature': 'Con cariño, {owner} (a través de StoryVault)',

  'senior.questionEmail.subject': 'Una pregunta de {owner}: {question}',
  'senior.questionEmail.preheader': 'A {owner} le encantaría que le contaras esta historia.',
  'senior.questionEmail.lead': 'A {owner} le encantaría que le contaras esta historia:',
  'senior.questionEmail.howToAnswer':
    'Para responder, solo tienes que contestar a este correo y escribir todo lo que quieras, mucho o poco. No hace falta nada más.',
  'senior.questionEmail.talkInstead':
    'Si prefieres hablar en vez de escribir, pulsa «Grabar mi respuesta» y cuenta la historia en voz alta.',
  'senior.questionEmail.record': 'Grabar mi respuesta',
  'senior.questionEmail.write': 'Escribir mi respuesta',
  'senior.questionEmail.buttonFallback':
    'Si un botón no funciona, simplemente contesta a este correo y escribe ahí tu respuesta.',
  'senior.questionEmail.replyWords':
    '¿Te vas de viaje? Responde PAUSA. ¿Prefieres hablar de otra cosa? Responde SALTAR.',
  'senior.questionEmail.differentQuestion': 'Mandadme otra pregunta',
  'senior.questionEmail.photoAlt': 'La foto de la que trata esta pregunta',
  'senior.questionEmail.photoNote':
    'Esta pregunta viene con una foto. Si no la ves, pulsa «Escribir mi respuesta» aquí abajo para verla en la página.',
  'senior.questionEmail.commentOnTitled': '{author} ha leído tu historia «{title}» y te escribe: «{comment}»',
  'senior.questionEmail.commentOnAnswer': '{author} ha leído tu respuesta a «{question}» y te escribe: «{comment}»',
  'senior.followUpEmail.subject': 'Re: Una pregunta de {owner}: {question}',
  'senior.followUpEmail.preheader': 'Sin ninguna prisa, solo un pequeño recordatorio.',
  'senior.followUpEmail.lead':
    'Sin ninguna prisa. {owner} solo quería recordarte esta pregunta, por si se te había perdido entre los correos:',
  'senior.followUpEmail.howToAnswer':
    'Cuando quieras, contesta a este correo o usa uno de los botones de abajo. Con unas pocas frases basta.',

  'senior.introEmail.subject': 'A {owner} le encantaría escuchar tus historias',
  'senior.introEmail.started':
    '{owner} ha creado un StoryVault para ti: un lugar privado donde tu familia puede guardar las historias de tu vida, contadas con tus propias palabras.',
  'senior.introEmail.giftMessage': 'Unas palabras de {owner}:',
  'senior.introEmail.howOften':
    '{weeks, plural, =1 {Una vez por semana} other {Cada # semanas}} recibirás una pregunta por correo, como «¿Cuál fue tu primer trabajo?» o «¿Cómo celebrabais las fiestas en tu infancia?». No hay que instalar nada ni recordar ninguna contraseña.',
  'senior.introEmail.howToAnswer':
    'Para responder, basta con contestar al correo y escribir todo lo que quieras, mucho o poco. Si prefieres hablar en vez de escribir, cada correo tiene también un botón para grabar tu voz.',
  'senior.introEmail.pause':
    'Si tienes una temporada ajetreada, basta con una palabra. Responde PAUSA y las preguntas descansarán cuatro semanas, o escribe PAUSA hasta el 3 de junio, o PAUSA durante 2 semanas. Responde REANUDAR cuando quieras que vuelvan.',
  'senior.introEmail.skipAndStop':
    'Si una pregunta no te trae ningún recuerdo, responde SALTAR y te llegará otra distinta. Responde PARAR para que no lleguen más preguntas hasta que {owner} las vuelva a activar. Todo lo demás que escribas será tu historia.',
  'senior.introEmail.firstQuestion':
    'Tu primera pregunta llegará {soon, select, yes {enseguida} other {dentro de unos días}}. No hay respuestas equivocadas, y cada historia es un regalo para quienes te quieren.',

  'senior.confirmation.pause.subject': 'Preguntas en pausa hasta el {until}',
  'senior.confirmation.pause.done':
    'No te enviaremos preguntas hasta el {until}. Después volverán a llegar como antes.',
  'senior.confirmation.pause.undo': 'Si las quieres antes, responde simplemente REANUDAR.',
  'senior.confirmation.stop.subject': 'No más preguntas por ahora',
  'senior.confirmation.stop.done': 'No te enviaremos más preguntas hasta que {owner} las vuelva a activar.',
  'senior.confirmation.stop.undo': 'Si cambias de opinión, responde simplemente REANUDAR.',
  'senior.confirmation.resume.subject': 'Tus preguntas volverán a llegar',
  'senior.confirmation.resume.done': '¡Gracias! Tu próxima pregunta ya está en camino.',
  'senior.confirmation.notPaused.subject': 'Tus preguntas siguen llegando',
  'senior.confirmation.notPaused.done':
    'Tus preguntas no estaban en pausa, así que no había nada que cambiar. La próxima llegará como siempre.',
  'senior.confirmation.setAside.subject': 'Pregunta apartada',
  'senior.confirmation.setAside.done':
    'Hemos apartado esa pregunta para más adelante. Tu próxima pregunta llegará cuando le toque.',
  'senior.confirmation.nothingToSkip.subject': 'Nada que saltar',
  'senior.confirmation.nothingToSkip.done':
    'Esa pregunta ya está respondida o apartada, así que no había nada que saltar. La próxima llegará como siempre.',

  'senior.choice.pauseUntil': 'Pausar mis preguntas hasta el {date}',
  'senior.choice.skip': 'Mandadme otra pregunta',
  'senior.choice.stop': 'Parar mis preguntas',
  'senior.choice.resume': 'Volver a recibir mis preguntas',
  'senior.choice.story': 'Guardar mi mensaje como una historia',
  'senior.choice.subject': '¿Qué quieres que hagamos?',
  'senior.choice.unsure':
    'Gracias por tu respuesta. No teníamos claro qué querías decir, así que todavía no hemos hecho nada con ella.',
  'senior.choice.press': 'Pulsa el botón de lo que prefieras:',
  'senior.choice.youWrote': 'Escribiste:',
  'senior.choice.wait': 'Si no eliges, dentro de una semana guardaremos tu mensaje como una historia.',
  'senior.choice.heading': '¿Qué quieres que hagamos?',
  'senior.choice.doneCommand': 'Gracias. Hecho: {label}.',
  'senior.choice.doneStory': 'Gracias. Tu mensaje queda guardado como una historia para tu familia.',
  'senior.choice.chosen': 'Ya elegiste: {label}. No hay nada más que hacer.',
  'senior.choice.keptAfterWait': 'Tu mensaje se guardó como una historia para tu familia. No hay nada más que hacer.',

  'senior.page.writeTitle': 'Escribe tu historia',
  'senior.page.recordTitle': 'Graba tu historia',
  'senior.page.skipTitle': 'Otra pregunta',
  'senior.page.sentTitle': 'Historia enviada',
  'senior.page.loading': 'Cargando tu pregunta...',
  'senior.page.loadFailed':
    'No hemos podido cargar tu pregunta. Comprueba tu conexión a internet y vuelve a intentarlo.',
  'senior.page.tryAgain': 'Intentar de nuevo',
  'senior.page.questionLabel': 'Tu pregunta',
  'senior.page.greeting': 'Hola, {name}, esta es tu pregunta:',
  'senior.page.greetingNoName': 'Esta es tu pregunta:',
  'senior.page.photoAlt': 'La foto de la que trata esta pregunta',
  'senior.page.answeredWrite': 'Ya respondiste a esta pregunta el {date}. Si quieres, puedes escribir algo más.',
  'senior.page.answeredRecord': 'Ya respondiste a esta pregunta el {date}. Si quieres, puedes grabar algo más.',
  'senior.page.thanks': 'Gracias. {owner} recibirá tu historia. Ya puedes cerrar esta página.',
  'senior.page.thanksNoName': 'Gracias. Tu familia recibirá tu historia. Ya puedes cerrar esta página.',
  'senior.page.linkGone':
    'Este enlace ya no funciona. Contesta simplemente al correo de {owner} y escribe ahí tu historia.',
  'senior.page.linkGoneNoName':
    'Este enlace ya no funciona. Contesta simplemente al correo de tu familia y escribe ahí tu historia.',
  'senior.page.help': 'Si necesitas ayuda, escribe a {email}.',
  'senior.page.rather.write': '¿Prefieres escribir?',
  'senior.page.rather.writeLink': 'Escribe tu historia',
  'senior.page.rather.talk': '¿Prefieres hablar?',
  'senior.page.rather.recordLink': 'Graba tu historia',
  'senior.page.emptyStory': 'Escribe tu historia antes de enviarla.',
  'senior.page.saveFailed': 'No se ha podido guardar tu historia. Vuelve a intentarlo.',
  'senior.page.uploadFailed': 'No se ha podido subir tu historia. Vuelve a intentarlo.',
  'senior.page.offline':
    'Te has quedado sin conexión a internet. Puedes seguir escribiendo: tu historia se guarda en este dispositivo y se enviará en cuanto vuelva la conexión.',
  'senior.page.offlineWaiting':
    'Te has quedado sin conexión a internet. Tu historia está a salvo en este dispositivo y se enviará sola en cuanto vuelva la conexión.',
  'senior.page.stillSending':
    'Todavía enviando tu historia... Está guardada en este dispositivo, así que no se pierde nada.',
  'senior.page.draftRestored': 'Hemos guardado la historia que empezaste. Puedes seguir donde lo dejaste.',
  'senior.page.notSentYet': 'Esta historia todavía no se ha enviado.',
  'senior.page.storyLabel': 'Tu historia',
  'senior.page.characters': '{count, plural, one {# carácter} other {# caracteres}}',
  'senior.page.tooLong': 'Tu historia tiene más de {max, number} caracteres. Acórtala un poco y vuelve a enviarla.',
  'senior.page.saving': 'Guardando tu historia...',
  'senior.page.savingShort': 'Guardando...',
  'senior.page.waiting': 'Esperando la conexión...',
  'senior.page.send': 'Enviar',
  'senior.page.submit': 'Enviar historia',
  'senior.page.skip.explain':
    '¿Hoy no es la pregunta adecuada? Guardaremos esta para otro momento y te mandaremos ahora mismo otra por correo.',
  'senior.page.skip.sending': 'Enviando...',
  'senior.page.skip.button': 'Mandadme otra pregunta',
  'senior.page.skip.done': 'Hecho. Ya pediste otra pregunta en lugar de esta. No hay nada más que hacer.',
  'senior.page.skip.answered': 'Ya respondiste a esta pregunta. ¡Gracias! La próxima llegará como siempre.',
  'senior.page.skip.after': '¿Prefieres responder a esta al final?',
  'senior.page.skip.writeLink': 'Escribe tu historia',
  'senior.recorder.intro':
    'Pulsa **Empezar a grabar** y cuenta tu historia con tus propias palabras. Pulsa **Terminar la grabación** cuando acabes. Podrás escucharla antes de enviarla.',
  'senior.recorder.start': 'Empezar a grabar',
  'senior.recorder.stop': 'Terminar la grabación',
  'senior.recorder.again': 'Grabar de nuevo',
  'senior.recorder.uploading': 'Subiendo tu historia...',
  'senior.recorder.uploadingShort': 'Subiendo...',
  'senior.recorder.starting': 'Encendiendo el micrófono...',
  'senior.recorder.recording': 'Grabando... Pulsa Terminar la grabación cuando acabes.',
  'senior.recorder.stopping': 'Terminando tu grabación...',
  'senior.recorder.limitReached':
    'La grabación se ha detenido al llegar al límite de {limit}. Escúchala y después pulsa Enviar historia.',
  'senior.recorder.ready': 'Tu grabación está lista. Escúchala y después pulsa Enviar historia.',
  'senior.recorder.time': 'Tiempo de grabación',
  'senior.recorder.of': 'de {limit}',
  'senior.recorder.yours': 'Tu grabación ({duration})',
  'senior.recorder.listen': 'Escuchar tu grabación',
  'senior.recorder.pause': 'Pausa',
  'senior.mic.missing':
    '**No hemos encontrado ningún micrófono en este dispositivo.** Prueba el enlace en tu móvil o escribe tu historia.',
  'senior.mic.blocked': 'El micrófono está desactivado para esta página.',
  'senior.mic.failed': 'Algo ha fallado con el micrófono.',
  'senior.mic.toRecord': 'Para grabar tu historia:',
  'senior.mic.step1':
    'Vuelve a tocar **Empezar a grabar**. Cuando el móvil te pregunte si puede usar el micrófono, toca **Permitir**.',
  'senior.mic.step2':
    'Si no te lo pregunta: en un iPhone, toca **aA** junto a la dirección web, luego **Ajustes del sitio web**, y pon **Micrófono** en **Permitir**. En un móvil Android, toca el símbolo a la izquierda de la dirección web, luego **Permisos**, y activa **Micrófono**.',
  'senior.mic.step3':
    'En un ordenador, haz clic en el símbolo del micrófono o del candado en la barra de direcciones y elige **Permitir**.',
  'senior.mic.orWrite': 'O escribe tu historia, con el enlace de abajo.',

  'senior.listen.title': 'Escuchar una historia',
  'senior.listen.gone': 'Este enlace ya no funciona',
  'senior.listen.goneLead': 'Pide a tu familia un enlace nuevo para esta historia.',
  'senior.listen.failed': 'No hemos podido abrir esta historia',
  'senior.listen.retry': 'Intentar de nuevo',
  'senior.listen.loading': 'Cargando...',
  'senior.listen.toldBy': 'Contada por {name}',
  'senior.listen.playerLabel': '{name} cuenta «{title}»',
  'senior.listen.play': 'Escuchar la historia',
  'senior.listen.pause': 'Pausa',
  'senior.refusal.invalidLink': 'Este enlace no es válido. Busca el enlace correcto en tu correo o en tu SMS.',
  'senior.refusal.linkExpired':
    'Este enlace tiene más de 90 días y ya no funciona. Tu familia puede seguir sabiendo de ti: responde al correo con el que llegó esta pregunta y escribe allí tu historia, o pide a tu familia que te envíe una pregunta nueva.',
  'senior.refusal.answersToday':
    '¡Gracias! Tus historias para esta pregunta están guardadas. Ya has enviado todas las que un enlace admite en un día; mañana puedes enviar más.',
  'senior.refusal.recordingsThisHour':
    '¡Gracias! Tus grabaciones para esta pregunta están guardadas. Dentro de una hora puedes enviar otra grabación.',
  'senior.refusal.recordingUnreadable': 'No se ha podido leer la grabación. Vuelve a grabarla, por favor.',
  'senior.refusal.recordingTooLarge':
    'La grabación es demasiado larga o demasiado grande (como máximo 30 minutos, 100 MB).',
  'senior.refusal.recordingMissing':
    'No ha llegado ninguna grabación. Graba tu historia y vuelve a enviarla, por favor.',
  'senior.refusal.recordingCutShort': 'La grabación no llegó completa. Pulsa otra vez Enviar historia, por favor.',
  'senior.refusal.uploadsBusyLink': 'Tu grabación todavía se está enviando. Espera a que termine, por favor.',
  'senior.refusal.uploadsBusyServer':
    'Ahora mismo se están enviando muchas historias. Espera un minuto y pulsa otra vez Enviar historia.',
  'senior.skip.sent': 'Hecho. Otra pregunta va de camino a tu correo.',
  'senior.skip.aside': 'Hecho. Hemos guardado esa pregunta para más adelante.',
  'senior.skip.already': 'Ya pediste otra pregunta en lugar de esta. No hay nada más que hacer.',
  'senior.choice.pageTitle': 'Tu elección',
  'senior.choice.linkGone': 'Este enlace no funciona',
  'senior.choice.failed': 'No hemos podido abrir esta página',
  'senior.choice.retry': 'Intentar de nuevo',
  'senior.choice.loading': 'Cargando...',
  'senior.choice.chooseFailed': 'Algo ha salido mal. Vuelve a intentarlo.',
};
