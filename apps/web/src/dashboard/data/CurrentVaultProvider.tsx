import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useGetList } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../api/useCurrentUser';
import { RESOURCES } from '../providers/resources';
import {
  forgetVault,
  orderVaults,
  pickVault,
  rememberedVaultId,
  rememberVault,
  type ListedVault,
} from './currentVault';
import { CurrentVaultContext, type CurrentVaultValue } from './CurrentVaultContext';

/**
 * The dashboard's current vault: the one a link names (/dashboard?vault={id}, from an email or
 * the join page), else the one the user last chose (remembered per user), else their first. The
 * user comes from the cached session answer, read at once, so the remembered vault shows from the
 * first paint rather than after the first vault. When the linked or remembered vault is no longer
 * in the list (the owner removed the user), the dashboard says so.
 */
export function CurrentVaultProvider({ children }: { children?: ReactNode }) {
  const email = useCurrentUser().user?.email;
  const { data, isPending, error } = useGetList<ListedVault>(RESOURCES.vaults);
  const vaults = useMemo(() => orderVaults(data ?? []), [data]);
  const remembered = useMemo(() => (email ? rememberedVaultId(email) : null), [email]);
  const [params, setParams] = useSearchParams();
  const linkedId = params.get('vault');
  const [chosen, setChosen] = useState<{ email: string; vaultId: string } | null>(null);
  const linked = linkedId ? vaults.find((vault) => vault.id === linkedId) : undefined;
  const choiceId = linked?.id ?? (chosen && chosen.email === email ? chosen.vaultId : remembered);
  // The vault the link names, or the one last open, is gone from the list: removed from the family.
  const wantedId = linkedId ?? remembered;
  const linkedVaultMissing = Boolean(wantedId) && data !== undefined && !vaults.some((v) => v.id === wantedId);

  // Said once: the next visit starts on the user's first vault without the notice.
  useEffect(() => {
    if (email && linkedVaultMissing && !linkedId) forgetVault(email);
  }, [email, linkedVaultMissing, linkedId]);

  // A linked vault becomes the choice, as if picked in the switcher, and stays so once the link is gone.
  const linkedVaultId = linked?.id;
  useEffect(() => {
    if (!email || !linkedVaultId) return;
    rememberVault(email, linkedVaultId);
    setChosen({ email, vaultId: linkedVaultId });
  }, [email, linkedVaultId]);

  const choose = useCallback(
    (vaultId: string) => {
      if (!email) return;
      rememberVault(email, vaultId);
      setChosen({ email, vaultId });
      // A choice in the switcher outranks the link the page was opened with.
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('vault');
          next.delete('story');
          return next;
        },
        { replace: true },
      );
    },
    [email, setParams],
  );

  const value = useMemo<CurrentVaultValue>(
    () => ({ vault: pickVault(vaults, choiceId), vaults, isPending, error, chooseVault: choose, linkedVaultMissing }),
    [vaults, choiceId, isPending, error, choose, linkedVaultMissing],
  );
  return <CurrentVaultContext.Provider value={value}>{children}</CurrentVaultContext.Provider>;
}
