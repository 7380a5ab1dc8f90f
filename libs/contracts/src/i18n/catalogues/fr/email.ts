import type { Messages } from '../../messages';
import type { email as en } from '../en/email';

export const email: Messages<typeof en> = {
  'email.help': 'Une question, un souci avec ces e-mails ? Écris à {address} et une vraie personne t’aidera.',
  'email.buttonFallback': 'Si un bouton ne marche pas, copie son adresse dans ton navigateur :',
};
