import type { VaultView } from '@storyvault/contracts';

/** docs/product.md §2: "Email: address", or "SMS: phone" for a vault delivered by SMS. */
export function deliveryLine(vault: Pick<VaultView, 'deliveryMethod' | 'seniorEmail' | 'seniorPhone'>): string {
  return vault.deliveryMethod === 'sms' ? `SMS: ${vault.seniorPhone ?? ''}` : `Email: ${vault.seniorEmail}`;
}

/** The avatar's letter: the senior's initial. */
export const initialOf = (name: string): string => name.trim().charAt(0).toUpperCase() || '?';
