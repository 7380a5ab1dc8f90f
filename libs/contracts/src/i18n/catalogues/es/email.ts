import type { Messages } from '../../messages';
import type { email as en } from '../en/email';

export const email: Messages<typeof en> = {
  'email.help': '¿Tienes preguntas o algún problema con estos correos? Escribe a {address} y una persona te ayudará.',
  'email.buttonFallback': 'Si un botón no funciona, copia su dirección en tu navegador:',
};
