import Chip from '@mui/material/Chip';
import type { VaultView } from '@storyvault/contracts';
import { pauseLabel } from './pauseState';
import { useT } from '../../i18n/LanguageContext';

/** "Active Vault", or where the paused questions stand ("Paused until 1 March", "Questions stopped by Margaret"). */
export function StateChip({ vault, viewer }: { vault: VaultView; viewer: 'owner' | 'member' }) {
  const t = useT();
  const paused = pauseLabel(vault, viewer, undefined, t);
  return paused ? (
    <Chip label={paused} sx={{ bgcolor: '#fdf0e1', color: '#6b3a0a', fontWeight: 700 }} />
  ) : (
    <Chip label={t('dashboard.vault.active')} sx={{ bgcolor: '#e6f1ea', color: '#1f4d35', fontWeight: 700 }} />
  );
}
