import type { Messages } from '../../messages';
import type { email as en } from '../en/email';

export const email: Messages<typeof en> = {
  'email.help': 'Vragen, of problemen met deze e-mails? Schrijf naar {address} en een echt mens helpt je verder.',
  'email.buttonFallback': 'Werkt een knop niet? Kopieer dan het adres ervan in je browser:',
};
