import type { Messages } from '../../messages';
import type { email as en } from '../en/email';

export const email: Messages<typeof en> = {
  'email.help': 'Fragen oder Ärger mit diesen E-Mails? Schreib an {address}, dann hilft dir ein Mensch weiter.',
  'email.buttonFallback': 'Falls ein Knopf nicht funktioniert, kopiere seine Adresse in deinen Browser:',
};
