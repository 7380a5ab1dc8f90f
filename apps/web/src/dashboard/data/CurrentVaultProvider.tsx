import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useGetList } from 'react-admin';
import { useCurrentUser } from '../../api/useCurrentUser';
import { RESOURCES } from '../providers/resources';
import { orderVaults, pickVault, rememberedVaultId, rememberVault, type ListedVault } from './currentVault';
import { CurrentVaultContext, type CurrentVaultValue } from './CurrentVaultContext';

/**
 * The dashboard's current vault: the one the user last chose (remembered per user), else their
 * first. The user comes from the cached session answer, read at once, so the remembered vault
 * shows from the first paint rather than after the first vault.
 */
export function CurrentVaultProvider({ children }: { children?: ReactNode }) {
  const email = useCurrentUser().user?.email;
  const { data, isPending, error } = useGetList<ListedVault>(RESOURCES.vaults);
  const vaults = useMemo(() => orderVaults(data ?? []), [data]);
  const remembered = useMemo(() => (email ? rememberedVaultId(email) : null), [email]);
  const [chosen, setChosen] = useState<{ email: string; vaultId: string } | null>(null);
  const choiceId = chosen && chosen.email === email ? chosen.vaultId : remembered;

  const choose = useCallback(
    (vaultId: string) => {
      if (!email) return;
      rememberVault(email, vaultId);
      setChosen({ email, vaultId });
    },
    [email],
  );

  const value = useMemo<CurrentVaultValue>(
    () => ({ vault: pickVault(vaults, choiceId), vaults, isPending, error, chooseVault: choose }),
    [vaults, choiceId, isPending, error, choose],
  );
  return <CurrentVaultContext.Provider value={value}>{children}</CurrentVaultContext.Provider>;
}
