import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useCurrentVault } from './data/useCurrentVault';
import { isOwnerOf } from './data/vaultRole';
import { useOwner } from './data/useOwner';
import { LoadingVault } from './layout/LoadingVault';
import { SharedVaultNotReady } from './member/SharedVaultNotReady';
import { VaultOverview } from './VaultOverview';
import { VaultSetupCard } from './vault-setup/VaultSetupCard';
import { WelcomeBanner } from './WelcomeBanner';
import { GiftStartCard } from './gifts/GiftStartCard';
import { useT } from '../i18n/LanguageContext';

/**
 * The dashboard's one screen: setup until the owner's vault is set up, then the vault itself. A
 * vault shared with the user is never set up by them: it shows its stories, or waits for its owner.
 */
export function DashboardHome() {
  const t = useT();
  const owner = useOwner();
  const { vault, isPending, error, linkedVaultMissing } = useCurrentVault();

  // The owner is read from the session cache at once; waiting for it keeps the trial rule from flickering.
  if ((isPending && !error) || !owner) return <LoadingVault />;

  return (
    <Stack spacing={3}>
      <WelcomeBanner name={owner?.fullName ?? ''} email={owner?.email ?? ''} />
      {linkedVaultMissing && <Alert severity="info">{t('dashboard.home.noLongerShared')}</Alert>}
      {vault && isOwnerOf(vault) && <GiftStartCard key={`gift-${vault.id}`} vault={vault} />}
      {error ? (
        <Alert severity="error">{t('dashboard.home.vaultsFailed')}</Alert>
      ) : vault && !isOwnerOf(vault) && !vault.isSetupComplete ? (
        <SharedVaultNotReady key={vault.id} vault={vault} />
      ) : vault && vault.isSetupComplete ? (
        // Keyed by vault: switching vaults starts the page afresh (closed dialogs, first page of stories).
        <VaultOverview key={vault.id} vault={vault} />
      ) : (
        <VaultSetupCard
          key={vault?.id}
          vault={vault}
          ownerName={owner?.fullName ?? ''}
          hasFullAccess={owner?.hasFullAccess ?? false}
        />
      )}
    </Stack>
  );
}
