import { useId } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import type { VaultView } from '@storyvault/contracts';
import { VaultSettingsForm } from './VaultSettingsForm';
import { useT } from '../../i18n/LanguageContext';

interface VaultSettingsDialogProps {
  open: boolean;
  onClose: () => void;
  vault: VaultView;
}

export function VaultSettingsDialog({ open, onClose, vault }: VaultSettingsDialogProps) {
  const t = useT();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('dashboard.settings.title')}</DialogTitle>
      {/* MUI unmounts a closed dialog's content, so each opening starts again from the vault as saved. */}
      <VaultSettingsForm vault={vault} onClose={onClose} />
    </Dialog>
  );
}
