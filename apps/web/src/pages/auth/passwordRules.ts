import { missingPasswordItems, PASSWORD_MIN_LENGTH } from '@storyvault/contracts';
import { ENGLISH, type Translate } from '../../i18n/LanguageContext';

/**
 * The registration rules' items (the contracts name them in English, as the server does), each as
 * the reader's language says it; an item not known here is shown as it comes.
 */
function itemText(item: string, t: Translate): string {
  switch (item) {
    case `at least ${PASSWORD_MIN_LENGTH} characters`:
      return t('dashboard.passwordRules.length', { min: PASSWORD_MIN_LENGTH });
    case 'one uppercase letter':
      return t('dashboard.passwordRules.uppercase');
    case 'one lowercase letter':
      return t('dashboard.passwordRules.lowercase');
    case 'one number':
      return t('dashboard.passwordRules.number');
    case 'one special character':
      return t('dashboard.passwordRules.special');
    default:
      return item;
  }
}

/** What a new password still lacks, as a notice's title and text; null when it keeps every rule. */
export function passwordProblem(
  password: string,
  t: Translate = ENGLISH,
): { title: string; description: string } | null {
  const missing = missingPasswordItems(password);
  if (missing.length === 0) return null;
  // A list of the rules' items, each a whole phrase of its own, as a list is written.
  const items = missing.map((item) => itemText(item, t)).join(', ');
  return {
    title: t('dashboard.passwordRules.title'),
    description: t('dashboard.passwordRules.mustInclude', { items }),
  };
}
