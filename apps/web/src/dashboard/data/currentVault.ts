import type { VaultView } from '@storyvault/contracts';
import { isOwnerOf } from './vaultRole';

/** A vault as GET /api/vaults lists it, with the user's role; a missing role counts as owned. */
export type ListedVault = VaultView;

const rank = (vault: ListedVault) => (isOwnerOf(vault) ? 0 : 1);

/** The user's own vaults first, each group in the API's order. */
export function orderVaults<T extends ListedVault>(vaults: readonly T[]): T[] {
  return [...vaults].sort((a, b) => rank(a) - rank(b));
}

/** The remembered vault while the list still has it, else the first of the ordered list. */
export function pickVault<T extends ListedVault>(ordered: readonly T[], rememberedId: string | null): T | undefined {
  return ordered.find((vault) => vault.id === rememberedId) ?? ordered[0];
}

/**
 * The chosen vault's id, kept in localStorage per signed-in user (by email, as the session
 * names them), so each person on a shared browser gets their own choice back.
 */
const storageKey = (email: string) => `storyvault.currentVault.${email.trim().toLowerCase()}`;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function rememberedVaultId(email: string): string | null {
  try {
    return storage()?.getItem(storageKey(email)) ?? null;
  } catch {
    return null;
  }
}

/** Forgets the remembered vault (it is no longer shared with the user). */
export function forgetVault(email: string): void {
  try {
    storage()?.removeItem(storageKey(email));
  } catch {
    // Storage refused: nothing was remembered either.
  }
}

export function rememberVault(email: string, vaultId: string): void {
  try {
    storage()?.setItem(storageKey(email), vaultId);
  } catch {
    // Storage refused: the choice holds for this visit, and the next one starts on the first vault.
  }
}
