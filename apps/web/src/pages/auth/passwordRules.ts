import { missingPasswordRules, PASSWORD_MIN_LENGTH, type PasswordRule } from '@storyvault/contracts';
import { ENGLISH, type Translate } from '../../i18n/LanguageContext';

/** Each registration rule as the reader's language says it (the contracts name the rules). */
function ruleText(rule: PasswordRule, t: Translate): string {
  switch (rule) {
    case 'length':
      return t('dashboard.passwordRules.length', { min: PASSWORD_MIN_LENGTH });
    case 'uppercase':
      return t('dashboard.passwordRules.uppercase');
    case 'lowercase':
      return t('dashboard.passwordRules.lowercase');
    case 'number':
      return t('dashboard.passwordRules.number');
    case 'special':
      return t('dashboard.passwordRules.special');
  }
}

/** What a new password still lacks, as a notice's title and text; null when it keeps every rule. */
export function passwordProblem(
  password: string,
  t: Translate = ENGLISH,
): { title: string; description: string } | null {
  const missing = missingPasswordRules(password);
  if (missing.length === 0) return null;
  // A list of the rules' items, each a whole phrase of its own, as a list is written.
  const items = missing.map((rule) => ruleText(rule, t)).join(', ');
  return {
    title: t('dashboard.passwordRules.title'),
    description: t('dashboard.passwordRules.mustInclude', { items }),
  };
}
