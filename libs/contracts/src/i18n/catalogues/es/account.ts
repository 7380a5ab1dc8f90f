import type { Messages } from '../../messages';
import type { account as en } from '../en/account';

/** Español: los correos sobre la propia cuenta, de "tú" como en los de la familia. */
export const account: Messages<typeof en> = {
  'account.greeting': 'Hola, {name}:',
  'account.signature': 'El equipo de StoryVault',
  'account.questions': '¿Tienes dudas? Escribe a {supportEmail}.',
  'account.createButton': 'Crear mi cuenta',

  'account.passwordReset.subject': 'Restablece tu contraseña de StoryVault',
  'account.passwordReset.preheader': 'Tu enlace para elegir una contraseña nueva (válido durante 1 hora).',
  'account.passwordReset.body':
    'Alguien ha pedido restablecer la contraseña de tu cuenta de StoryVault. Si has sido tú, elige aquí una contraseña nueva:',
  'account.passwordReset.button': 'Elegir una contraseña nueva',
  'account.passwordReset.expiry': 'Este enlace solo funciona una vez y caduca en 1 hora.',
  'account.passwordReset.notYou':
    'Si no lo has pedido tú, puedes ignorar este correo: tu contraseña sigue siendo la misma. ¿Tienes dudas? Escribe a {supportEmail}.',

  'account.emailChange.subject': 'Confirma tu nuevo correo para StoryVault',
  'account.emailChange.preheader':
    'Abre el enlace para usar esta dirección en StoryVault (válido durante {hours, plural, one {# hora} other {# horas}}).',
  'account.emailChange.body':
    'Has pedido usar esta dirección para tu cuenta de StoryVault. Para confirmarlo, abre este enlace:',
  'account.emailChange.button': 'Confirmar mi nuevo correo',
  'account.emailChange.expiry':
    'Este enlace solo funciona una vez y caduca en {hours, plural, one {# hora} other {# horas}}. Hasta que lo abras, entras con tu dirección anterior.',
  'account.emailChange.notYou':
    'Si no lo has pedido tú, ignora este correo: no cambia nada. ¿Tienes dudas? Escribe a {supportEmail}.',
  'account.emailChanged.subject': 'Se ha cambiado el correo de tu cuenta de StoryVault',
  'account.emailChanged.preheader': 'Tu cuenta usa ahora una nueva dirección de correo.',
  'account.emailChanged.body':
    'El correo de tu cuenta de StoryVault se ha cambiado a {newEmail}. A partir de ahora entras con esa dirección.',
  'account.emailChanged.notYou': 'Si no has sido tú, escribe enseguida a {supportEmail}.',

  'account.deletion.subject': 'Tu cuenta de StoryVault se va a eliminar',
  'account.deletion.preheader':
    'Tu cuenta y tus colecciones se eliminarán el {day}. Entra antes de esa fecha para conservarlas.',
  'account.deletion.body':
    'Nos pediste que elimináramos tu cuenta de StoryVault. El {day} (dentro de {days, plural, one {# día} other {# días}}) la eliminaremos para siempre, junto con cada colección que te pertenece y todas las historias, grabaciones y fotos que contienen. Tu familia perderá el acceso a esas colecciones.',
  'account.deletion.undo': '¿Has cambiado de idea? Entra antes de ese día y no se eliminará nada.',
  'account.deletion.button': 'Entrar y conservar mi cuenta',

  'account.welcome.subject': 'Te damos la bienvenida a StoryVault: lo que viene ahora',
  'account.welcome.preheader': 'Tu pago se ha completado y tu cuenta está lista.',
  'account.welcome.thanks': 'Gracias por suscribirte: tu pago se ha completado y tu cuenta de StoryVault está lista.',
  'account.welcome.next': 'Esto es lo que viene ahora:',
  'account.welcome.step1':
    '1. Ahora: entra y prepara tu colección con el nombre y el correo de la persona cuyas historias quieres guardar. Ya tienes una primera lista de preguntas; cámbiala como quieras.',
  'account.welcome.step2':
    '2. Enseguida: si quieres, le enviamos una breve presentación de tu parte, para que nuestros correos no le pillen por sorpresa.',
  'account.welcome.step3':
    '3. Unos tres días después: sale la primera pregunta y te avisamos cuando se haya enviado. Después, una pregunta cada semana o cada dos, como elijas.',
  'account.welcome.step4':
    '4. Cada vez que responda, contestando al correo, grabando su voz o escribiendo en una página web sencilla, la historia aparece en tu colección.',
  'account.welcome.button': 'Preparar tu colección',

  'account.paymentReceived.subject': 'Tu pago a StoryVault se ha completado',
  'account.paymentReceived.preheader': 'Solo queda un paso: elige una contraseña para tu cuenta.',
  'account.paymentReceived.thanks': 'Gracias: tu suscripción a StoryVault está pagada.',
  'account.paymentReceived.body':
    'Si todavía no has creado tu cuenta, o cerraste la página antes de poder hacerlo, este enlace te lleva de vuelta. Solo tendrás que elegir una contraseña.',
  'account.paymentReceived.keep': 'Guarda este correo: el enlace funciona hasta que se cree tu cuenta, y solo una vez.',
  'account.finish.subject': 'Termina de crear tu cuenta de StoryVault',
  'account.finish.preheader': 'Ya has pagado: no hace falta pagar otra vez.',
  'account.finish.body':
    'Ya has pagado StoryVault, así que no queda nada por pagar. Tu cuenta solo necesita una contraseña.',
  'account.finish.notYou': 'Si no lo has pedido tú, puedes ignorar este correo.',

  'account.paymentFailed.subject': 'Tu pago a StoryVault no se ha completado',
  'account.paymentFailed.preheader': 'Actualiza tu tarjeta para que las preguntas sigan llegando.',
  'account.paymentFailed.declined': 'Intentamos cobrar tu pago de StoryVault, pero tu tarjeta fue rechazada.',
  'account.paymentFailed.grace':
    'Todo sigue funcionando hasta el {day}. Para que siga así, actualiza tu tarjeta en la página de tu cuenta; volveremos a intentar el pago.',
  'account.paymentFailed.safe':
    'Tu colección está a salvo en cualquier caso: no se elimina nada, y las historias se pueden seguir leyendo y descargando.',
  'account.paymentFailed.button': 'Actualizar mi tarjeta',

  'account.gift.subject': 'Tu regalo para {senior}: la tarjeta para imprimir',
  'account.gift.preheader': 'StoryVault para {senior} empieza el {day}.',
  'account.gift.paid': 'Gracias: tu regalo de StoryVault para {senior} está pagado.',
  'account.gift.card':
    'La tarjeta regalo va adjunta (A5). Imprímela y entrégala en mano o por correo; su código QR abre una página que explica, con palabras sencillas, lo que va a llegar.',
  'account.gift.start':
    'El {day} enviaremos a {senior} una breve presentación con tu mensaje, y después llegará la primera pregunta. Antes de ese día no le llegará nada.',
  'account.gift.account':
    'Para ver las historias a medida que llegan, termina de crear tu cuenta con el enlace de nuestro otro correo (o en la página desde la que pagaste).',
};
