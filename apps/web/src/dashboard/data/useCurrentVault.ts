import { useContext } from 'react';
import { CurrentVaultContext, type CurrentVaultValue } from './CurrentVaultContext';

/** The vault the dashboard shows (see CurrentVaultProvider), the user's other vaults, and the way to switch. */
export function useCurrentVault(): CurrentVaultValue {
  const value = useContext(CurrentVaultContext);
  if (!value) throw new Error('useCurrentVault must be used inside <CurrentVaultProvider>');
  return value;
}
