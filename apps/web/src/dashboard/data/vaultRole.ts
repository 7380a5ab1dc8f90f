import type { VaultRole, VaultView } from '@storyvault/contracts';
import { ENGLISH, type Translate } from '../../i18n/LanguageContext';

// What each role is shown is decided here alone: elsewhere the web asks these (lint forbids
// comparing roles outside this file). The api decides what each role may do with its own table
// (apps/api/src/modules/vault/domain/vault-permissions.ts); these follow it.

/** The signed-in user's role in a vault; a vault listed without one is their own (older api answers). */
export const roleOf = (vault: Pick<VaultView, 'role'>): VaultRole => vault.role ?? 'owner';

/** Only the owner sees the queue, the settings, the setup card, the family and the senior's address. */
export const isOwnerOf = (vault: Pick<VaultView, 'role'>): boolean => roleOf(vault) === 'owner';

/** A contributor may suggest questions; the owner adds them to the queue directly. */
export const canSuggest = (vault: Pick<VaultView, 'role'>): boolean => roleOf(vault) === 'contributor';

/** The owner and contributors add photos to stories; viewers only look at them. */
export const canAddPhotos = (vault: Pick<VaultView, 'role'>): boolean => roleOf(vault) !== 'viewer';

/** 'Rose' for the user's own vault, 'Rose (shared by Anna)' for one shared with them. */
export function vaultLabel(
  vault: Pick<VaultView, 'role' | 'seniorName' | 'ownerName'>,
  t: Translate = ENGLISH,
): string {
  if (isOwnerOf(vault)) return vault.seniorName;
  return vault.ownerName
    ? t('dashboard.vaultSwitcher.sharedBy', { name: vault.seniorName, owner: vault.ownerName })
    : t('dashboard.vaultSwitcher.sharedWithYou', { name: vault.seniorName });
}
