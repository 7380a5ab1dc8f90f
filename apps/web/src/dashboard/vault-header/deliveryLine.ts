import type { VaultView } from '@storyvault/contracts';
import { ENGLISH, type Translate } from '../../i18n/LanguageContext';

/** docs/product.md §2: "Email: address", or "SMS: phone" for a vault delivered by SMS. */
export function deliveryLine(
  vault: Pick<VaultView, 'deliveryMethod' | 'seniorEmail' | 'seniorPhone'>,
  t: Translate = ENGLISH,
): string {
  return vault.deliveryMethod === 'sms'
    ? t('dashboard.vault.bySms', { phone: vault.seniorPhone ?? '' })
    : t('dashboard.vault.byEmail', { email: vault.seniorEmail });
}

/** The avatar's letter: the senior's initial. */
export const initialOf = (name: string): string => name.trim().charAt(0).toUpperCase() || '?';
