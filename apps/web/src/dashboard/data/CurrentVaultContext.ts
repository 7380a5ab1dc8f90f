import { createContext } from 'react';
import type { ListedVault } from './currentVault';

export interface CurrentVaultValue {
  /** The vault the dashboard shows, or undefined before the user has one. */
  vault: ListedVault | undefined;
  /** Every vault of the user, their own first. */
  vaults: ListedVault[];
  isPending: boolean;
  error: unknown;
  /** The address names a vault (?vault=) the user cannot see: not theirs, or no longer shared with them. */
  linkedVaultMissing: boolean;
  /** Shows that vault and remembers it for this user. */
  chooseVault: (vaultId: string) => void;
}

export const CurrentVaultContext = createContext<CurrentVaultValue | null>(null);
